// node --test: TEXT_OVERRIDE, the build seam the e2e uses to release a visibly changed remote without
// editing its sources (config/text-override.cjs; issue 31 item 1: npm test leaves the tree unchanged).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '../lib.mjs';

const require = createRequire(import.meta.url);
const { applyTextOverrides, textOverrideRules, textOverrides } = require('../../config/text-override.cjs');

const CLUB_TEXTS = JSON.stringify({ plans: { title: 'Club de Membresía', cta: 'Suscribirme' } });

describe('TEXT_OVERRIDE', () => {
  it('changes the named texts of the Spanish texts and nothing else', () => {
    const built = JSON.parse(applyTextOverrides(CLUB_TEXTS, { 'plans.title': 'Club de Membresía VIP' }));
    assert.deepEqual(built, { plans: { title: 'Club de Membresía VIP', cta: 'Suscribirme' } });
  });

  it('refuses a key that names no text, so a renamed key never releases the sources unchanged', () => {
    assert.throws(() => applyTextOverrides(CLUB_TEXTS, { 'plans.titulo': 'x' }), /no text "plans.titulo"/);
    assert.throws(() => applyTextOverrides(CLUB_TEXTS, { plans: 'x' }), /no text "plans"/);
  });

  it('is read from the environment as an object of texts, and refuses anything else', () => {
    assert.deepEqual(textOverrides({}), {});
    assert.deepEqual(textOverrides({ TEXT_OVERRIDE: '{"a.b":"c"}' }), { 'a.b': 'c' });
    for (const raw of ['nope', '[]', '{"a":1}', 'null'])
      assert.throws(() => textOverrides({ TEXT_OVERRIDE: raw }), /TEXT_OVERRIDE must be/);
  });

  it("adds a rule for the built package's own Spanish texts only when set", () => {
    const dir = path.join(ROOT, 'mfe-club');
    assert.deepEqual(textOverrideRules(dir, {}), []);
    const [rule, ...more] = textOverrideRules(dir, { TEXT_OVERRIDE: '{"plans.title":"VIP"}' });
    assert.equal(more.length, 0);
    assert.equal(rule.test, path.join(dir, 'src/locales/es.json'));
    assert.deepEqual(rule.options, { overrides: { 'plans.title': 'VIP' } });
  });
});
