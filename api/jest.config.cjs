const base = require('../config/jest.base.cjs')({ dir: __dirname, environment: 'node' });

const swc = Object.values(base.transform)[0];

// Node 20's jest cannot load ES modules from CommonJS, so two dependencies go through SWC:
// - PGlite's CommonJS build loads node built-ins with dynamic import(), refused by jest's VM without
//   --experimental-vm-modules; SWC turns those into require().
// - cookie 2 (used by fastify.inject through light-my-request) ships only as an ES module.
const COMPILED = ['@electric-sql', 'cookie'];

module.exports = {
  ...base,
  // The databases the tests copy (PGlite tars, or template databases on TEST_DATABASE_URL's server),
  // migrated and seeded once per run rather than in every test file (src/testing/test-database.ts).
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  // Every test file has its own database (and listens on port 0), so files run side by side: one worker
  // per core, where jest's default leaves one core idle (1 worker on 2 cores).
  maxWorkers: '100%',
  transform: { ...base.transform, '@electric-sql/pglite/dist/.+\\.cjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(${COMPILED.join('|')})[+@]|(${COMPILED.join('|')})/)`],
};
