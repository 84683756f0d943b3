import { SHELL_PROVIDES } from '../shell-provides';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const sharedDeps = require('../../../../../config/federation-shared.cjs') as () => Record<string, unknown>;

describe('the shell provides every shared singleton itself (ADR 003)', () => {
  // Webpack provides only the shared modules a build reaches: a module the shell never reached would
  // be provided by the first remote that asks for it, and that remote's broken release would break
  // every other remote.
  it('reaches exactly the modules listed in config/federation-shared.cjs', () => {
    expect(Object.keys(SHELL_PROVIDES).sort()).toEqual(Object.keys(sharedDeps()).sort());
  });
});
