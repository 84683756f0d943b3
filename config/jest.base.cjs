// Shared jest settings: TypeScript and TSX through SWC, co-located __tests__ folders.
const path = require('node:path');

/** @param {{ dir: string, environment?: 'node' | 'jsdom' }} options */
module.exports = function jestConfig({ dir, environment = 'node' }) {
  return {
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest-environment-dom.cjs') : 'node',
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Workspace packages resolve to their real path (<package>/src), so they are transformed like local code.
    transformIgnorePatterns: ['/node_modules/'],
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'jest-style-stub.cjs') },
    setupFilesAfterEnv: [
      path.join(__dirname, environment === 'jsdom' ? 'jest-setup-dom.cjs' : 'jest-setup-node.cjs'),
    ],
  };
};
