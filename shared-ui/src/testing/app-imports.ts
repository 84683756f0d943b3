// What the apps' production code imports from a library: the narrowed shared modules
// (src/react-router-dom.ts, src/react-i18next.ts) must export each of those names.
import fs from 'node:fs';
import path from 'node:path';

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

/** Every value (not type) the apps' production code imports from `library`, with the file that does. */
export function appImportsOf(library: string): Map<string, string> {
  const names = new Map<string, string>();
  const statement = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${library}'`, 'g');
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
