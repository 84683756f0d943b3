import { sweepExpiredTracking, TRACKING_RETENTION_DAYS } from '../features/activities/tracking-retention';
import { buildApp } from '../app';
import { createTestApp, DB_TIMEOUT_MS, TEST_EDGE_SECRET, TEST_START, testClock } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Issue 29 item 1 (ADR 041): what anyone may write (tracking calls, translation telemetry, UTM visits)
 * is kept 90 days after it was last counted, then deleted by a sweep in batches.
 */

const where = { idMarca: 'marca-sabores', storeId: 'store-palermo' };
const day = 24 * 60 * 60_000;
const at = (days: number) => new Date(Date.parse(TEST_START) + days * day);
const count = async (t: TestApp, table: string) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? 0;

describe('tracking retention', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp();
  }, DB_TIMEOUT_MS);

  afterEach(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  /** A menu visit, a cart activity, a translation metric and a UTM visit, counted at the clock's time. */
  const writeEach = async (tag: string) => {
    for (const [url, payload] of [
      ['/api/activities/record-menu-visit', { idUser: 'guest', ...where }],
      [
        '/api/activities/update-cart',
        { idUser: 'guest', ...where, draftOrderId: tag, products: [], total: 1 },
      ],
      [
        '/api/translation-metrics',
        {
          metrics: [
            {
              textHash: tag,
              textLength: 12,
              language: 'en',
              cacheHit: false,
              isError: false,
              wasTokenized: false,
              tokensPreserved: 0,
              source: 'menu',
              timestamp: t.clock.now().getTime(),
            },
          ],
        },
      ],
      ['/api/utm/marketing/register-visit', { idMarca: 'marca-sabores', utm_campaign: tag }],
    ] as const) {
      expect((await post(url, payload)).statusCode).toBe(201);
    }
  };

  test(`keeps what was counted in the last ${TRACKING_RETENTION_DAYS} days and deletes what is older`, async () => {
    expect(TRACKING_RETENTION_DAYS).toBe(90);
    await writeEach('old');
    t.clock.set(at(60));
    await writeEach('recent');
    const before = {
      activities: await count(t, 'activities'),
      translation_metrics: await count(t, 'translation_metrics'),
      utm_visits: await count(t, 'utm_visits'),
    };

    // 89 days after the first writes nothing has expired
    expect(await sweepExpiredTracking(t.db, at(89))).toEqual({
      activities: 0,
      translation_metrics: 0,
      utm_visits: 0,
    });

    // 91 days after: the first day's menu visit, metric and visit go. The guest's cart activity is one
    // row the second post counted again at day 60, so it stays.
    expect(await sweepExpiredTracking(t.db, at(91))).toEqual({
      activities: 1,
      translation_metrics: 1,
      utm_visits: 1,
    });
    expect(await count(t, 'activities')).toBe(before.activities - 1);
    expect(await count(t, 'translation_metrics')).toBe(before.translation_metrics - 1);
    expect(await count(t, 'utm_visits')).toBe(before.utm_visits - 1);
    const { rows: campaigns } = await t.db.query<{ utm_campaign: string }>(
      'SELECT utm_campaign FROM utm_visits',
    );
    expect(campaigns).toEqual([{ utm_campaign: 'recent' }]);

    // 151 days after: everything counted at day 60 has expired as well
    await sweepExpiredTracking(t.db, at(151));
    expect([
      await count(t, 'activities'),
      await count(t, 'translation_metrics'),
      await count(t, 'utm_visits'),
    ]).toEqual([0, 0, 0]);
  }, 60_000);

  test('deletes a backlog in batches, oldest first, at most maxBatches statements per table', async () => {
    for (let i = 0; i < 7; i += 1) {
      t.clock.set(at(i));
      await post('/api/utm/marketing/register-visit', { idMarca: 'marca-sabores', utm_campaign: `c${i}` });
    }
    const sweep = (now: Date) => sweepExpiredTracking(t.db, now, { batch: 2, maxBatches: 2 });
    expect((await sweep(at(200))).utm_visits).toBe(4);
    expect(await count(t, 'utm_visits')).toBe(3);
    // the oldest go first
    const { rows } = await t.db.query<{ utm_campaign: string }>(
      'SELECT utm_campaign FROM utm_visits ORDER BY 1',
    );
    expect(rows).toEqual([{ utm_campaign: 'c4' }, { utm_campaign: 'c5' }, { utm_campaign: 'c6' }]);
    expect((await sweep(at(200))).utm_visits).toBe(3);
  }, 60_000);

  test('a started API sweeps at once (and every hour after)', async () => {
    await writeEach('old');
    expect(await count(t, 'utm_visits')).toBe(1);
    const later = buildApp({ db: t.db, clock: testClock(at(100)), edgeSecret: TEST_EDGE_SECRET });
    await later.ready();
    try {
      for (let waited = 0; (await count(t, 'utm_visits')) > 0 && waited < 10_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect([await count(t, 'utm_visits'), await count(t, 'translation_metrics')]).toEqual([0, 0]);
    } finally {
      await later.close();
    }
  }, 60_000);
});
