import { METRICS_MESSAGES } from '../features/telemetry/telemetry-schemas';
import { createTestApp, DB_TIMEOUT_MS, signInDemoCustomer } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/** Spec 001 'Telemetry': POST /api/translation-metrics with a metrics list (batches of up to 50). */

let t: TestApp;
let ana: string;

beforeAll(async () => {
  t = await createTestApp();
  ana = await signInDemoCustomer(t, 'sabores');
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const record = (n: number) => ({
  textHash: `h${n.toString(16).padStart(8, '0')}`,
  textLength: 20 + n,
  language: n % 2 ? 'en' : 'pt-BR',
  cacheHit: n % 3 === 0,
  isError: false,
  wasTokenized: n % 5 === 0,
  tokensPreserved: n % 5 === 0 ? 2 : 0,
  source: 'menu',
  timestamp: Date.parse('2025-06-10T11:59:00-03:00') + n,
});

const send = (payload: unknown, token: string | null = null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/translation-metrics',
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const count = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM translation_metrics')).rows[0]?.n;

describe('POST /api/translation-metrics', () => {
  it('stores a batch of 50 records, one row each: 201 { data: { received } }', async () => {
    const response = await send({ metrics: Array.from({ length: 50 }, (_, i) => record(i)) });
    expect([response.statusCode, response.json()]).toEqual([201, { data: { received: 50 } }]);
    expect(await count()).toBe(50);
    const { rows } = await t.db.query<Record<string, unknown>>(
      "SELECT * FROM translation_metrics WHERE text_hash = 'h00000005'",
    );
    expect(rows[0]).toMatchObject({
      brand_id: null,
      user_id: null,
      text_length: 25,
      language: 'en',
      cache_hit: false,
      was_tokenized: true,
      tokens_preserved: 2,
      source: 'menu',
    });
    expect(new Date(rows[0]?.recorded_at as string).toISOString()).toBe('2025-06-10T14:59:00.005Z');
  });

  it("with a session, the rows are its brand's and user's; a bad token is 401", async () => {
    const response = await send(
      { metrics: [{ ...record(100), timestamp: '2025-06-10T12:00:00-03:00' }] },
      ana,
    );
    expect(response.statusCode).toBe(201);
    const { rows } = await t.db.query(
      "SELECT brand_id, user_id, language FROM translation_metrics WHERE text_hash = 'h00000064'",
    );
    expect(rows).toEqual([{ brand_id: 'marca-sabores', user_id: 'usr-demo-sabores', language: 'pt' }]);
    expect((await send({ metrics: [record(101)] }, 'x'.repeat(43))).statusCode).toBe(401);
  });

  it('refuses a bad batch with a Spanish message and writes none of it', async () => {
    const before = await count();
    const cases: [unknown, string][] = [
      [{}, METRICS_MESSAGES.list],
      [{ metrics: [] }, METRICS_MESSAGES.list],
      [{ metrics: Array.from({ length: 101 }, (_, i) => record(i)) }, METRICS_MESSAGES.tooMany],
      [{ metrics: [record(1), { ...record(2), textLength: -1 }] }, METRICS_MESSAGES.count],
      [{ metrics: [{ ...record(1), cacheHit: 'yes' }] }, METRICS_MESSAGES.flag],
      [
        { metrics: [{ ...record(1), language: 'tlh' }] },
        'Idioma de la métrica no admitido: es, en, pt, fr, de, it, zh.',
      ],
      [{ metrics: [{ ...record(1), timestamp: 'ayer' }] }, METRICS_MESSAGES.timestamp],
      [{ metrics: [{ textHash: 'a' }] }, METRICS_MESSAGES.count],
    ];
    for (const [payload, message] of cases) {
      const response = await send(payload);
      expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    }
    expect(await count()).toBe(before);
  });
});
