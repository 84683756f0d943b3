import { PLATFORM_VERSION } from 'shared-contracts/mount';
import contractsPackage from 'shared-contracts/package.json';
import uiPackage from 'shared-ui/package.json';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readPlatformVersion } = require('../../../../../config/platform-version.cjs') as {
  readPlatformVersion: () => string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sharedDeps = require('../../../../../config/federation-shared.cjs') as () => Record<
  string,
  { requiredVersion: string; version?: string }
>;

describe('one platform version (ADR 010)', () => {
  it('the builds and the operator commands read the version the code declares', () => {
    expect(readPlatformVersion()).toBe(PLATFORM_VERSION);
  });

  it("the platform packages' own versions carry its major", () => {
    const major = PLATFORM_VERSION.split('.')[0];
    expect(contractsPackage.version.split('.')[0]).toBe(major);
    expect(uiPackage.version.split('.')[0]).toBe(major);
  });

  it('every first-party shared module is provided at the platform version and required at its major', () => {
    const major = PLATFORM_VERSION.split('.')[0];
    const firstParty = Object.entries(sharedDeps()).filter(([name]) => /^shared-(contracts|ui)\//.test(name));
    expect(firstParty.length).toBeGreaterThan(0);
    for (const [name, config] of firstParty) {
      expect({ name, requiredVersion: config.requiredVersion, version: config.version }).toEqual({
        name,
        requiredVersion: `^${major}.0.0`,
        version: `${PLATFORM_VERSION}.0`,
      });
    }
  });
});
