import * as facade from '../react-i18next';
import { appImportsOf } from '../testing/app-imports';

describe('the shared react-i18next (narrowed to what the apps use)', () => {
  it('exports every name an app imports from react-i18next, so the build finds each one', () => {
    const names = appImportsOf('react-i18next');
    expect(names.size).toBeGreaterThan(2);
    const missing = [...names]
      .filter(([name]) => !(name in facade))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it("is react-i18next's own code, not a stand-in", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const library = require('react-i18next') as Record<string, unknown>;
    for (const [name, value] of Object.entries(facade)) expect(value).toBe(library[name]);
  });
});
