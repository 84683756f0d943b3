// The platform version (ADR 010) for the builds and the operator commands. Its one source is
// PLATFORM_VERSION in shared-contracts/src/mount.ts, read here as text: webpack configs and the
// scripts are plain Node and cannot import TypeScript.
const fs = require('node:fs');
const path = require('node:path');

const MOUNT_FILE = path.resolve(__dirname, '../shared-contracts/src/mount.ts');
const PATTERN = /export const PLATFORM_VERSION = '(\d+\.\d+)'/;
const VERSION = /^\d+\.\d+$/;

/** PLATFORM_VERSION as the sources declare it. */
function readPlatformVersion() {
  const match = PATTERN.exec(fs.readFileSync(MOUNT_FILE, 'utf8'));
  if (!match) throw new Error(`export const PLATFORM_VERSION = '<major>.<minor>' not found in ${MOUNT_FILE}`);
  return match[1];
}

/**
 * The version a build declares: the sources', or PLATFORM_VERSION_OVERRIDE. The override compiles
 * that version into the build's code as well (platform-version-loader.cjs), so the build really is
 * one made against that platform: it rehearses what a shell and the release command do with a
 * release from another platform (e2e/tests/release-rollback.spec.ts).
 */
function builtPlatformVersion() {
  const override = process.env.PLATFORM_VERSION_OVERRIDE;
  if (!override) return readPlatformVersion();
  if (!VERSION.test(override))
    throw new Error(`PLATFORM_VERSION_OVERRIDE must be <major>.<minor>, not "${override}"`);
  return override;
}

const majorOf = (version) => Number(version.split('.')[0]);

/** Writes `platform.json` ({ "platformVersion": "2.0" }) into the build's output folder. */
class PlatformFilePlugin {
  constructor(version) {
    this.version = version;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PlatformFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PlatformFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const body = `${JSON.stringify({ platformVersion: this.version })}\n`;
          compilation.emitAsset('platform.json', new sources.RawSource(body));
        },
      );
    });
  }
}

/**
 * What a build of the shell or of a remote adds: the module rule that compiles an overridden
 * version into mount.ts (none without an override), and the plugin that writes platform.json,
 * which the operator commands read (the shell's: what the live shell honours; a remote's: what
 * its release was built against).
 */
function platformBuild() {
  const version = builtPlatformVersion();
  const rules =
    version === readPlatformVersion()
      ? []
      : [
          {
            test: MOUNT_FILE,
            enforce: 'pre',
            loader: require.resolve('./platform-version-loader.cjs'),
            options: { version },
          },
        ];
  return { version, rules, plugin: new PlatformFilePlugin(version) };
}

module.exports = { MOUNT_FILE, PATTERN, readPlatformVersion, builtPlatformVersion, majorOf, platformBuild };
