// Every interface text exists in all seven languages: for each package's `src/locales/es.json`
// (the specifications' Spanish), the other six files must have the same keys, no empty text, and
// the same {{placeholders}}. Plural keys (`_one`, `_other`, …) compare by their base key, since
// languages differ in their plural forms. One check per package and language.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LANGUAGES = ['es', 'en', 'pt', 'fr', 'de', 'it', 'zh'];
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(value, prefix = '', out = new Map()) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

const placeholders = (text) =>
  [...String(text).matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** Texts grouped by base key (plural forms together). */
function byBaseKey(texts) {
  const grouped = new Map();
  for (const [key, text] of texts) {
    const base = key.replace(PLURAL, '');
    grouped.set(base, [...(grouped.get(base) ?? []), text]);
  }
  return grouped;
}

export function compareLocales(reference, candidate) {
  const problems = [];
  const ref = byBaseKey(flatten(reference));
  const got = byBaseKey(flatten(candidate));
  for (const [key, texts] of ref) {
    const other = got.get(key);
    if (!other) {
      problems.push(`missing "${key}"`);
      continue;
    }
    if (other.some((text) => typeof text !== 'string' || !text.trim())) problems.push(`empty "${key}"`);
    const want = [...new Set(texts.flatMap(placeholders))].sort().join(',');
    const have = [...new Set(other.flatMap(placeholders))].sort().join(',');
    if (want !== have) problems.push(`"${key}" has {{${have}}} instead of {{${want}}}`);
  }
  for (const key of got.keys()) if (!ref.has(key)) problems.push(`extra "${key}"`);
  return problems;
}

export function checkAll(root) {
  const results = [];
  // A package's texts, and any namespace of its own in a folder beside them (src/locales/profile).
  const localeDirs = fs
    .readdirSync(root)
    .sort()
    .flatMap((pkg) => {
      const dir = path.join(root, pkg, 'src', 'locales');
      if (!fs.existsSync(path.join(dir, 'es.json'))) return [];
      const nested = fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'es.json')))
        .map((entry) => ({ pkg: `${pkg}/${entry.name}`, dir: path.join(dir, entry.name) }));
      return [{ pkg, dir }, ...nested];
    });
  for (const { pkg, dir } of localeDirs) {
    const read = (lang) => JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8'));
    const es = read('es');
    const esProblems = [...flatten(es)].filter(([, t]) => typeof t !== 'string' || !t.trim());
    results.push({ pkg, lang: 'es', problems: esProblems.map(([k]) => `empty "${k}"`) });
    for (const lang of LANGUAGES.slice(1)) {
      let problems;
      try {
        problems = compareLocales(es, read(lang));
      } catch (error) {
        problems = [`${lang}.json: ${error.message}`];
      }
      results.push({ pkg, lang, problems });
    }
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const results = checkAll(root);
  let failed = 0;
  for (const { pkg, lang, problems } of results) {
    if (!problems.length) continue;
    failed += 1;
    console.log(`${pkg} ${lang}: ${problems.slice(0, 10).join('; ')}${problems.length > 10 ? ' …' : ''}`);
  }
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
