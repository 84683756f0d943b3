// One jest run over every package (issue 31 item 1): `npx jest` at the root runs all their tests with one
// pool of workers (one per core); `npx jest --selectProjects api` (or `cd api && npx jest`) one package.
// Each package keeps its own config (config/jest.base.cjs): environment, setup files, the API's
// database templates (its globalSetup runs only when one of its tests is selected).
const PACKAGES = require('./config/packages.cjs');

/** A package's config as one project: options that are the run's own (workers, timeout) stay at this level. */
function project(name) {
  const { maxWorkers: _runOption, testTimeout: _alsoTheRuns, ...config } = require(
    `./${name}/jest.config.cjs`,
  );
  return { ...config, displayName: name };
}

module.exports = {
  projects: PACKAGES.map(project),
  // jest reads the timeout from the run's config only, never from a project's (config/jest.base.cjs)
  testTimeout: require('./config/jest.base.cjs')({ dir: __dirname }).testTimeout,
  maxWorkers: '100%',
};
