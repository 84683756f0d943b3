import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { BuildAppOptions } from '../app';
import type { RateLimits } from '../app-context';
import type { Database, Queryable } from '../db/database';
import { createSession } from '../features/auth/session';
import type { CardPaymentOptions } from '../features/payments/card-checkout';
import type { Clock } from '../lib/clock';
import { openTestDatabase, TEST_PASSWORD_HASHING } from './test-database';

/** A clock the test moves: `clock.set('2025-06-10T23:00:00-03:00')`. */
export interface TestClock extends Clock {
  set(at: string | Date): void;
}

/** Where a test app's clock starts (and where `setUpTestApp({ resetClock: true })` puts it back). */
export const TEST_START = '2025-06-10T12:00:00-03:00';

export function testClock(at: string | Date = TEST_START): TestClock {
  let current = new Date(at);
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  /** with `recordQueries`: the SQL of every statement the app ran, in order (a test empties it) */
  queries: string[];
  close(): Promise<void>;
}

/** `db` as the app sees it, writing the SQL of each statement it runs (in or out of a transaction) to `log`. */
function recordingQueries(db: Database, log: string[]): Database {
  const record = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      log.push(sql.replace(/\s+/g, ' ').trim());
      return q.query(sql, params);
    },
    exec: (sql) => {
      log.push(sql.replace(/\s+/g, ' ').trim());
      return q.exec(sql);
    },
  });
  return {
    ...record(db),
    transaction: (fn) => db.transaction((tx) => fn(record(tx))),
    close: () => db.close(),
  };
}

export { openTestDatabase };
export type { TestDatabaseKind } from './test-database';

/**
 * The edge's secret in tests: a request with `x-edge-secret: TEST_EDGE_SECRET` comes from the edge, and
 * its X-Forwarded-For, -Proto and -Host are believed (lib/proxy.ts). `fromEdge` adds it.
 */
export const TEST_EDGE_SECRET = 'test-edge-secret-0123456789abcdef';

/** Headers as the edge forwards a client: the secret, and the client's address and protocol. */
export function fromEdge(
  clientAddress: string,
  headers: Record<string, string> = {},
): Record<string, string> {
  return { 'x-edge-secret': TEST_EDGE_SECRET, 'x-forwarded-for': clientAddress, ...headers };
}

/**
 * Suites write the catalog by hand and ask at once: the catalog version is read at every use unless a
 * test asks for the production timing (features/menu/menu-cache.ts).
 */
export const TEST_CATALOG = { recheckMs: 0 };

/**
 * The test clock stands still, and suites place dozens of orders as one customer in that minute: the
 * order limits, and those of the anonymous writes (tracking, telemetry, UTM visits), are wide unless a
 * test asks for the real ones (DEFAULT_RATE_LIMITS in app.ts).
 */
const TEST_RATE_LIMITS: Partial<RateLimits> = {
  ordersPerUser: { max: 10_000, windowMs: 60_000 },
  ordersPerAddress: { max: 10_000, windowMs: 60_000 },
  trackingPerAddress: { max: 10_000, windowMs: 60_000 },
  trackingPerSession: { max: 10_000, windowMs: 60_000 },
};

export interface TestAppOptions {
  seeded?: boolean;
  rateLimits?: Partial<RateLimits>;
  /** wrong passwords and codes (DEFAULT_LOCKOUTS, ADR 032) */
  lockouts?: BuildAppOptions['lockouts'];
  /** the card sandbox by default */
  payments?: CardPaymentOptions;
  /** Web Push: the push sandbox on by default */
  push?: BuildAppOptions['push'];
  /** the catalog version read at every use by default (TEST_CATALOG) */
  catalog?: BuildAppOptions['catalog'];
  /** keep the SQL of every statement the app runs in `queries` (what a request costs the database) */
  recordQueries?: boolean;
}

/**
 * The API on a fresh database, migrated and seeded (`seeded: false`: migrated only), logger off (a
 * console.error fails a test). The database is a copy of a template made once per run (test-database.ts).
 */
export async function createTestApp({
  seeded = true,
  rateLimits,
  lockouts,
  payments,
  push,
  catalog = TEST_CATALOG,
  recordQueries = false,
}: TestAppOptions = {}): Promise<TestApp> {
  const db = await openTestDatabase(seeded ? 'seeded' : 'migrated');
  const clock = testClock();
  const queries: string[] = [];
  const app = buildApp({
    db: recordQueries ? recordingQueries(db, queries) : db,
    clock,
    devOutbox: true,
    payments: payments ?? { sandbox: true },
    push: push ?? { sandbox: true },
    rateLimits: { ...TEST_RATE_LIMITS, ...rateLimits },
    passwordHashing: TEST_PASSWORD_HASHING,
    ...(lockouts ? { lockouts } : {}),
    edgeSecret: TEST_EDGE_SECRET,
    catalog,
    // no background deletes under a test: tracking-retention.test.ts sweeps by hand
    trackingRetention: false,
  });
  await app.ready();
  return {
    app,
    db,
    clock,
    queries,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** A copy of a template loads in about 1-2 s (more on a busy machine, and the first run makes them). */
export const DB_TIMEOUT_MS = 60_000;

/**
 * One test app for a test file: created before the file's tests (beforeAll) and closed after them
 * (afterAll). The answer is filled in by beforeAll, so its fields are read in tests and hooks, not at
 * the file's top level. `resetClock`: the clock goes back to TEST_START before every test.
 */
export function setUpTestApp({
  resetClock = false,
  ...options
}: TestAppOptions & { resetClock?: boolean } = {}): TestApp {
  const t = {} as TestApp;
  let created: TestApp | undefined;
  beforeAll(async () => {
    created = await createTestApp(options);
    Object.assign(t, created);
  }, DB_TIMEOUT_MS);
  afterAll(async () => {
    await created?.close();
  });
  if (resetClock) beforeEach(() => t.clock.set(TEST_START));
  return t;
}

/** The seed's demo customers: Ana of Sabores del Sur, and the one of Andina Mayorista (another brand). */
const DEMO_CUSTOMERS = {
  sabores: { id: 'usr-demo-sabores', brand_id: 'marca-sabores' },
  andina: { id: 'usr-demo-andina', brand_id: 'marca-andina' },
} as const;

/** Signs in a demo customer of the seed at the test clock's time and answers the session's token. */
export async function signInDemoCustomer(t: TestApp, brand: keyof typeof DEMO_CUSTOMERS): Promise<string> {
  return (await createSession(t.db, DEMO_CUSTOMERS[brand], t.clock.now())).token;
}

/** Signs in both demo customers: `ana` (Sabores del Sur) and `andina` (Andina Mayorista). */
export async function signInDemoCustomers(t: TestApp): Promise<{ ana: string; andina: string }> {
  const ana = await signInDemoCustomer(t, 'sabores');
  const andina = await signInDemoCustomer(t, 'andina');
  return { ana, andina };
}

/** A guest of Sabores del Sur, made through the API as the site makes one. */
export async function createGuest(t: TestApp): Promise<{ token: string; userId: string }> {
  const created = await t.app.inject({ method: 'POST', url: '/api/user/guest/marca-sabores' });
  const { credentials } = created.json<{ data: { credentials: { userId: string; authToken: string } } }>()
    .data;
  return { token: credentials.authToken, userId: credentials.userId };
}

/** A digest of every row of `tables`: the same before and after a call that wrote nothing. */
export async function fingerprintTables(db: Queryable, tables: readonly string[]): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    const { rows } = await db.query<{ h: string | null }>(
      `SELECT md5(string_agg(r::text, '|' ORDER BY r::text)) AS h FROM ${table} r`,
    );
    parts.push(`${table}:${rows[0]?.h ?? ''}`);
  }
  return parts.join(',');
}
