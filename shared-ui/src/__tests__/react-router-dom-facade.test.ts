import * as facade from '../react-router-dom';
import { appImportsOf } from '../testing/app-imports';

describe('the shared router (react-router-dom, narrowed to what the apps use)', () => {
  it('exports every name an app imports from react-router-dom, so the build finds each one', () => {
    const names = appImportsOf('react-router-dom');
    expect(names.size).toBeGreaterThan(5);
    const missing = [...names]
      .filter(([name]) => !(name in facade))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it("is react-router's own code, not a stand-in", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const library = require('react-router') as Record<string, unknown>;
    for (const [name, value] of Object.entries(facade)) expect(value).toBe(library[name]);
  });
});
