// Applies TEXT_OVERRIDE to a package's Spanish texts at build time (config/text-override.cjs).
const { applyTextOverrides } = require('./text-override.cjs');

module.exports = function textOverrideLoader(source) {
  return applyTextOverrides(source, this.getOptions().overrides);
};
