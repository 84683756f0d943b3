// The workspace's packages with unit tests, in the order npm test reports them: the root jest.config.cjs
// runs them as projects, scripts/test.mjs reports and type-checks them (e2e besides).
module.exports = [
  'shared-contracts',
  'shared-ui',
  'host-shell',
  'mfe-ordering',
  'mfe-checkout',
  'mfe-accounts',
  'mfe-loyalty',
  'mfe-club',
  'api',
];
