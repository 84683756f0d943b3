// Shared jest settings: TypeScript and TSX through SWC, co-located __tests__ folders.
const path = require('node:path');

// MSW's dependencies published as ES modules only, compiled to CommonJS like our own code.
const ESM_ONLY = ['rettime', 'until-async', '@open-draft[+/]deferred-promise'];

/** @param {{ dir: string, environment?: 'node' | 'jsdom' }} options */
module.exports = function jestConfig({ dir, environment = 'node' }) {
  return {
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest-environment-dom.cjs') : 'node',
    // jsdom resolves packages' 'browser' builds; msw/node has none, and the tests run on Node.
    ...(environment === 'jsdom' ? { testEnvironmentOptions: { customExportConditions: [''] } } : {}),
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
    // A busy machine (CI's two cores shared with a build) must not fail a test that waits on nothing
    // but the processor: delays under test use fake timers; real waits get room (issue 31 item 1).
    testTimeout: 30_000,
    transform: {
      '^.+\\.(t|m?j)sx?$': [
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
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${ESM_ONLY.join('|')})[@/])`],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'jest-style-stub.cjs'),
      // The builds' name for the real react-i18next (config/webpack.common.cjs).
      '^react-i18next-library$': 'react-i18next',
    },
    setupFilesAfterEnv:
      environment === 'jsdom'
        ? [
            path.join(__dirname, 'jest-setup-dom.cjs'),
            // One MSW server per test file; a request no handler answers fails the test.
            path.join(__dirname, '../shared-ui/src/testing/setup-network.ts'),
          ]
        : [path.join(__dirname, 'jest-setup-node.cjs')],
  };
};
