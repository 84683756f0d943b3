// Compiles PLATFORM_VERSION_OVERRIDE into shared-contracts/src/mount.ts (config/platform-version.cjs).
const { PATTERN } = require('./platform-version.cjs');

module.exports = function platformVersionLoader(source) {
  const { version } = this.getOptions();
  if (!PATTERN.test(source)) throw new Error('PLATFORM_VERSION not found in shared-contracts/src/mount.ts');
  return source.replace(PATTERN, `export const PLATFORM_VERSION = '${version}'`);
};
