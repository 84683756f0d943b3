// TEXT_OVERRIDE: a build of a remote whose Spanish texts differ from its sources', without editing
// them. The end-to-end tests rehearse a team's visible change, its release and its rollback
// (e2e/tests/release-rollback.spec.ts, offline.spec.ts) with builds that say 'Club de Membresía VIP';
// editing the tracked src/locales/es.json while the tests ran left the working tree changed whenever a
// run stopped half-way, and raced any other build. Unset (always, outside those tests), nothing changes.
//   TEXT_OVERRIDE='{"plans.title":"Club de Membresía VIP"}' npm run release -- club
const path = require('node:path');

/** The overridden texts by dotted key, from the environment: {} when unset. */
function textOverrides(env = process.env) {
  const raw = env.TEXT_OVERRIDE;
  if (!raw) return {};
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(`TEXT_OVERRIDE must be a JSON object of dotted keys and texts, not ${raw}`);
  }
  const valid =
    parsed &&
    typeof parsed === 'object' &&
    !Array.isArray(parsed) &&
    Object.values(parsed).every((text) => typeof text === 'string');
  if (!valid) throw new Error(`TEXT_OVERRIDE must be a JSON object of dotted keys and texts, not ${raw}`);
  return parsed;
}

/**
 * The texts `source` (a locales JSON file's text) with `overrides` applied: each key must name a text
 * that exists, so a renamed key fails the build instead of releasing the sources' texts unchanged.
 */
function applyTextOverrides(source, overrides) {
  const texts = JSON.parse(source);
  for (const [key, text] of Object.entries(overrides)) {
    const parts = key.split('.');
    const last = parts.pop();
    let node = texts;
    for (const part of parts) node = node && typeof node === 'object' ? node[part] : undefined;
    if (!node || typeof node !== 'object' || typeof node[last] !== 'string') {
      throw new Error(`TEXT_OVERRIDE: no text "${key}" in the Spanish texts`);
    }
    node[last] = text;
  }
  return JSON.stringify(texts);
}

/** The module rule that applies TEXT_OVERRIDE to the package's Spanish texts (none when unset). */
function textOverrideRules(dir, env = process.env) {
  const overrides = textOverrides(env);
  if (Object.keys(overrides).length === 0) return [];
  return [
    {
      test: path.join(dir, 'src', 'locales', 'es.json'),
      enforce: 'pre',
      loader: require.resolve('./text-override-loader.cjs'),
      options: { overrides },
    },
  ];
}

module.exports = { textOverrides, applyTextOverrides, textOverrideRules };
