import fs from 'node:fs';
import path from 'node:path';
import * as facade from '../react-router-dom';

const ROOT = path.resolve(__dirname, '../../..');
const APP_PACKAGES = [
  'host-shell',
  'shared-ui',
  'mfe-ordering',
  'mfe-checkout',
  'mfe-accounts',
  'mfe-loyalty',
  'mfe-club',
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every value (not type) an app's production code imports from 'react-router-dom', with where. */
function importedNames() {
  const names = new Map<string, string>();
  const statement = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router-dom'/g;
  for (const pkg of APP_PACKAGES) {
    for (const file of sourceFiles(path.join(ROOT, pkg, 'src'))) {
      if (/__tests__|[\\/]testing[\\/]/.test(file)) continue;
      for (const [, typeOnly, list = ''] of fs.readFileSync(file, 'utf8').matchAll(statement)) {
        if (typeOnly) continue;
        for (const part of list.split(',')) {
          const name = part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim();
          if (name && !name.startsWith('type ')) names.set(name, path.relative(ROOT, file));
        }
      }
    }
  }
  return names;
}

describe('the shared router (react-router-dom, narrowed to what the apps use)', () => {
  it('exports every name an app imports from react-router-dom, so the build finds each one', () => {
    const names = importedNames();
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
