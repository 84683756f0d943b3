const base = require('../../config/jest.base.cjs')({ dir: __dirname, environment: 'node' });

const swc = Object.values(base.transform)[0];

module.exports = {
  ...base,
  // PGlite's CommonJS build loads node built-ins with dynamic import(), which jest's VM refuses without
  // --experimental-vm-modules; compiling it through SWC turns those into require() calls.
  transform: { ...base.transform, '@electric-sql/pglite/dist/.+\\.cjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/@electric-sql\\+|@electric-sql/)'],
};
