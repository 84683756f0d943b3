import { SHARED_MODULE_NAMES } from '../shared-singletons';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const sharedDeps = require('../../../../../../config/federation-shared.cjs') as () => Record<string, unknown>;

describe('the shell loads every shared singleton itself', () => {
  // With loaded-first, a shared module the shell has not loaded comes from the first remote that
  // asks for it, and a broken release of that remote would then break every other remote.
  it('preloads exactly the modules listed in config/federation-shared.cjs', () => {
    expect([...SHARED_MODULE_NAMES].sort()).toEqual(Object.keys(sharedDeps()).sort());
  });
});
