import { buildApp } from '../app';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed/seed';
import { DatabaseRateLimits, RateLimiter } from '../lib/rate-limit';
import { DB_TIMEOUT_MS, TEST_CATALOG, openTestDatabase, testClock } from '../testing/test-app';

/**
 * Issue 27, item 1: every rate limit counts in the database (migration 057, lib/rate-limit.ts), so API
 * processes on one database share it: two processes no longer allow twice the guesses, guests and
 * orders.
 */

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  await seed(db);
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await db?.close();
});

let counter = 0;
/** a counter name of its own per test, so tests sharing the database do not count together */
const fresh = (label: string) => `${label}-${(counter += 1)}`;

const rowsOf = async (name: string) =>
  (
    await db.query<{ key: string; hits: number }>(
      'SELECT key, hits FROM rate_limits WHERE name = $1 ORDER BY key',
      [name],
    )
  ).rows;

describe('RateLimiter', () => {
  test('allows max hits per key and window, then answers the seconds to wait', async () => {
    const clock = testClock('2025-06-10T12:00:00Z');
    const name = fresh('window');
    const limiter = new RateLimiter(
      new DatabaseRateLimits(db, clock),
      name,
      { max: 2, windowMs: 60_000 },
      clock,
    );
    expect([await limiter.hit('a'), await limiter.hit('a'), await limiter.hit('b')]).toEqual([0, 0, 0]);
    expect(await limiter.hit('a')).toBe(60);
    clock.set('2025-06-10T12:00:45Z');
    expect(await limiter.hit('a')).toBe(15);
    expect(await limiter.retryAfter('a')).toBe(15);
    expect(await limiter.retryAfter('b')).toBe(0);
    clock.set('2025-06-10T12:01:00Z');
    // the ended window's row is reused: a new window starts at this hit
    expect(await limiter.retryAfter('a')).toBe(0);
    expect(await limiter.hit('a')).toBe(0);
    expect(await rowsOf(name)).toEqual([
      { key: 'a', hits: 1 },
      { key: 'b', hits: 1 },
    ]);
  });

  test('two processes on one database count together, and no hit is lost when they race', async () => {
    const clock = testClock('2025-06-10T12:00:00Z');
    const name = fresh('shared');
    const options = { max: 30, windowMs: 60_000 };
    const one = new RateLimiter(new DatabaseRateLimits(db, clock), name, options, clock);
    const other = new RateLimiter(new DatabaseRateLimits(db, clock), name, options, clock);
    const waits = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? one : other).hit('203.0.113.5')),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(30);
    expect(waits.filter((wait) => wait === 60)).toHaveLength(10);
    expect(await rowsOf(name)).toEqual([{ key: '203.0.113.5', hits: 40 }]);
  });

  test('ended windows are deleted now and then, a bounded batch at a time, never an open one', async () => {
    const clock = testClock('2025-06-10T12:00:00Z');
    const name = fresh('cleanup');
    const store = new DatabaseRateLimits(db, clock, { cleanupEvery: 1_000_000, cleanupBatch: 3 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) await store.hit(name, key, 60_000);
    clock.set('2025-06-10T12:00:30Z');
    await store.hit(name, 'open', 60_000);
    clock.set('2025-06-10T12:01:10Z');
    // a, b, c, d and e ended at 12:01:00; 'open' ends at 12:01:30
    expect(await store.cleanup()).toBeLessThanOrEqual(3);
    await store.cleanup();
    await store.cleanup();
    expect(await rowsOf(name)).toEqual([{ key: 'open', hits: 1 }]);
  });

  test('every cleanupEvery hits a cleanup runs in the background', async () => {
    const clock = testClock('2025-06-10T12:00:00Z');
    const name = fresh('every');
    const store = new DatabaseRateLimits(db, clock, { cleanupEvery: 4 });
    await store.hit(name, 'old-1', 1_000);
    await store.hit(name, 'old-2', 1_000);
    clock.set('2025-06-10T12:00:05Z');
    await store.hit(name, 'new-1', 60_000);
    expect(await rowsOf(name)).toHaveLength(3);
    await store.hit(name, 'new-2', 60_000); // the 4th hit
    await store.idle();
    expect((await rowsOf(name)).map((row) => row.key)).toEqual(['new-1', 'new-2']);
  });
});

describe('DatabaseRateLimits.hitAll: several counters in one statement (an order counts its user and its address)', () => {
  test('counts each counter as hit would, in one statement, answering the windows in the order asked', async () => {
    const clock = testClock('2025-06-10T12:00:00Z');
    const user = fresh('together-user');
    const address = fresh('together-address');
    const statements: string[] = [];
    const counting = {
      ...db,
      query: ((sql: string, params?: readonly unknown[]) => {
        statements.push(sql);
        return db.query(sql, params);
      }) as Database['query'],
    };
    const store = new DatabaseRateLimits(counting, clock);
    await store.hit(address, '203.0.113.9', 60_000);
    statements.length = 0;
    const windows = await store.hitAll([
      { name: user, key: 'usr-1', windowMs: 60_000 },
      { name: address, key: '203.0.113.9', windowMs: 30_000 },
    ]);
    expect(statements).toHaveLength(1);
    expect(windows).toEqual([
      { hits: 1, resetsAt: new Date('2025-06-10T12:01:00Z') },
      // the address's window was opened by the first hit, with its own length
      { hits: 2, resetsAt: new Date('2025-06-10T12:01:00Z') },
    ]);
    clock.set('2025-06-10T12:01:00Z');
    // an ended window starts again at this hit, as with hit
    expect(await store.hitAll([{ name: address, key: '203.0.113.9', windowMs: 30_000 }])).toEqual([
      { hits: 1, resetsAt: new Date('2025-06-10T12:01:30Z') },
    ]);
    expect(await store.hitAll([])).toEqual([]);
  });

  test('a counter named twice in one call is refused before anything is counted', async () => {
    const clock = testClock('2025-06-10T12:00:00Z');
    const name = fresh('twice');
    const store = new DatabaseRateLimits(db, clock);
    await expect(
      store.hitAll([
        { name, key: 'a', windowMs: 60_000 },
        { name, key: 'a', windowMs: 60_000 },
      ]),
    ).rejects.toThrow('a counter is hit twice');
    expect(await rowsOf(name)).toEqual([]);
  });
});

describe('DatabaseRateLimits.claim (ADR 032: a delay that grows)', () => {
  const options = { free: 2, firstDelayMs: 1000, maxDelayMs: 4000, forgetMs: 60_000 };

  test('2 free, then 1 s, 2 s, 4 s, 4 s (the cap); a refused claim changes nothing; forgotten 60 s after the last', async () => {
    const clock = testClock('2025-06-10T12:00:00Z');
    const store = new DatabaseRateLimits(db, clock);
    const name = fresh('delay');
    const at = (ms: number) => clock.set(new Date(Date.parse('2025-06-10T12:00:00Z') + ms));
    expect(await store.claim(name, 'k', options)).toEqual({ allowed: true, hits: 1 });
    expect(await store.claim(name, 'k', options)).toEqual({ allowed: true, hits: 2 });
    expect(await store.claim(name, 'k', options)).toEqual({ allowed: true, hits: 3 });
    const waits = [];
    let now = 0;
    for (const delay of [1000, 2000, 4000, 4000]) {
      const refused = await store.claim(name, 'k', options);
      expect(refused).toEqual({
        allowed: false,
        notBefore: new Date(Date.parse('2025-06-10T12:00:00Z') + now + delay),
      });
      waits.push(delay);
      now += delay;
      at(now);
      expect((await store.claim(name, 'k', options)).allowed).toBe(true);
    }
    expect(waits).toEqual([1000, 2000, 4000, 4000]);
    // given back: the count goes down by one (never below 0), the wait stays
    await store.giveBack(name, 'k');
    expect(await rowsOf(name)).toEqual([{ key: 'k', hits: 6 }]);
    at(now + 4000 + 60_000);
    expect(await store.claim(name, 'k', options)).toEqual({ allowed: true, hits: 1 });
  });

  test('of 10 racing claims from two stores once a delay is due, one is allowed', async () => {
    const clock = testClock('2025-06-10T12:00:00Z');
    const stores = [new DatabaseRateLimits(db, clock), new DatabaseRateLimits(db, clock)];
    const name = fresh('delay-race');
    for (let i = 0; i < 3; i += 1) await stores[0]!.claim(name, 'k', options);
    clock.set('2025-06-10T12:00:01Z');
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => stores[i % 2]!.claim(name, 'k', options)),
    );
    expect(claims.filter((claim) => claim.allowed)).toEqual([{ allowed: true, hits: 4 }]);
  });
});

describe('two API instances on the same database', () => {
  test('share one guest limit: 30 guests a minute from an address in total, the 31st is 429', async () => {
    const clock = testClock();
    const apps = [0, 1].map(() => buildApp({ db, clock, catalog: TEST_CATALOG }));
    try {
      await Promise.all(apps.map((app) => app.ready()));
      const guest = (i: number) =>
        (apps[i % 2] ?? apps[0])!.inject({
          method: 'POST',
          url: '/api/user/guest/marca-sabores',
          remoteAddress: '198.51.100.77',
        });
      for (let i = 0; i < 30; i += 1) expect((await guest(i)).statusCode).toBe(201);
      const refused = await Promise.all([guest(30), guest(31)]);
      expect(refused.map((response) => response.statusCode)).toEqual([429, 429]);
      expect(refused[0]?.json()).toEqual({
        message: 'Demasiados intentos. Esperá un momento y volvé a intentar.',
      });
      expect(refused[0]?.headers['retry-after']).toBe('60');
      // another address is not limited by it, on either instance
      const other = await apps[1]!.inject({
        method: 'POST',
        url: '/api/user/guest/marca-sabores',
        remoteAddress: '198.51.100.78',
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  test('share the wrong-password delay of an account (ADR 032; lockouts.test.ts has every rule)', async () => {
    const clock = testClock();
    const apps = [0, 1].map(() => buildApp({ db, clock, catalog: TEST_CATALOG }));
    try {
      const login = (i: number) =>
        apps[i % 2]!.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: `198.51.100.${100 + i}`,
          payload: {
            idMarca: 'marca-sabores',
            email: 'cliente@saboresdelsur.com.ar',
            password: 'no-es-esta',
          },
        });
      // 5 failures free, the 6th makes the next attempt wait 1 s, whichever process answers
      const statuses = [];
      for (let i = 0; i < 7; i += 1) statuses.push((await login(i)).statusCode);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
