/**
 * The test suite's databases, made once and copied per test (issue 31 item 1, ADR 037).
 *
 * Migrating and seeding take seconds, and PGlite's initdb seconds more; every test file used to pay
 * all of it. Instead three templates are made once and copied: `empty` (a new cluster, for tests of
 * migrations themselves), `migrated` (`seeded: false`) and `seeded` (the default).
 * - PGlite: tars of the data folder (`dumpDataDir`) in the system's temp folder, loaded into a new
 *   in-memory PGlite (`loadDataDir`) by each test app.
 * - PostgreSQL (TEST_DATABASE_URL): template databases on that server, copied by
 *   `CREATE DATABASE … TEMPLATE …`; `empty` is the server's own template1.
 * Templates are named by a hash of what makes them (the migrations, the seed and every module it
 * imports, this file, PGlite's version), so an edited migration or seed makes new ones. jest's
 * globalSetup makes them before the workers start; a worker that finds one missing makes it itself,
 * behind a lock, so two runs or two workers starting at once never see half a template.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Database } from '../db/database';
import { migrate, MIGRATIONS_DIR } from '../db/migrate';
import { IN_MEMORY, openPgliteDatabase } from '../db/pglite-database';
import { openPostgresDatabase } from '../db/postgres-database';
import { seed } from '../db/seed/seed';
import { MIN_PASSWORD_HASH_COST, scryptOfCost } from '../features/auth/password';

/** What a test database starts as: a new cluster, migrated, or migrated and seeded. */
export type TestDatabaseKind = 'empty' | 'migrated' | 'seeded';

const KINDS: readonly TestDatabaseKind[] = ['empty', 'migrated', 'seeded'];

const API_SRC = fileURLToPath(new URL('../', import.meta.url));
const REPO = path.resolve(API_SRC, '../..');
/** The modules whose code decides what a template holds; their imports are followed. */
const ROOTS = ['db/migrate.ts', 'db/seed/seed.ts', 'db/pglite-database.ts', 'testing/test-database.ts'];
const IMPORT = /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) {
    base = path.resolve(path.dirname(from), specifier);
  } else if (specifier.startsWith('shared-contracts/')) {
    base = path.join(REPO, 'shared-contracts/src', specifier.slice('shared-contracts/'.length));
  } else {
    return undefined; // node's modules and packages: their versions are in the lockfile
  }
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

/** The migrations and every source file the seed and the migrator are made of, sorted. */
export function templateSources(): string[] {
  const files = new Set<string>();
  const pending = ROOTS.map((root) => path.join(API_SRC, root));
  while (pending.length) {
    const file = pending.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = resolveImport(file, (match[1] ?? match[2]) as string);
      if (next && !files.has(next)) pending.push(next);
    }
  }
  for (const name of fs.readdirSync(MIGRATIONS_DIR)) files.add(path.join(MIGRATIONS_DIR, name));
  return [...files].sort();
}

/** A hash of `templateSources()` and PGlite's version: the name of the templates they make. */
export function templateKey(): string {
  const hash = createHash('sha256');
  const pglite = path.join(API_SRC, '../node_modules/@electric-sql/pglite/package.json');
  hash.update(`pglite ${JSON.parse(fs.readFileSync(pglite, 'utf8')).version as string}\n`);
  for (const file of templateSources()) {
    hash.update(`${path.relative(REPO, file)}\n`).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

// --- PGlite -------------------------------------------------------------------------------------

/** Outside the repository: never a tracked file, one folder per user. */
/**
 * The demo customers' passwords and the test apps' new ones are hashed at the cheapest cost the API
 * accepts (PASSWORD_HASH_COST=10, never in production): a sign-in then costs ~3 ms instead of ~130, and
 * the lockout and account suites make hundreds. password.test.ts checks the production default.
 */
export const TEST_PASSWORD_HASHING = scryptOfCost(MIN_PASSWORD_HASH_COST);

export const PGLITE_TEMPLATE_DIR = path.join(
  os.tmpdir(),
  `multimarca-api-test-db-${process.getuid?.() ?? os.userInfo().username}`,
);

const templateFile = (key: string, kind: TestDatabaseKind) =>
  path.join(PGLITE_TEMPLATE_DIR, `${key}-${kind}.tar`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `make` while holding `lockFile` (created exclusively, with this process's id); a lock whose
 * process has gone is taken over. `done()` is checked first and again once the lock is held.
 */
async function withFileLock(lockFile: string, done: () => boolean, make: () => Promise<void>) {
  const deadline = Date.now() + 10 * 60_000;
  while (!done()) {
    let fd: number;
    try {
      fd = fs.openSync(lockFile, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockFile, 'utf8') || '0', 10);
      if (owner && !alive(owner)) fs.rmSync(lockFile, { force: true });
      else if (Date.now() > deadline) throw new Error(`${lockFile} is still held by process ${owner}`);
      else await sleep(200);
      continue;
    }
    try {
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      if (!done()) await make();
    } finally {
      fs.rmSync(lockFile, { force: true });
    }
  }
}

/** Writes `data` under `file` at once (a temporary name, then a rename): readers see all or nothing. */
async function writeAtomically(file: string, data: Blob) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, Buffer.from(await data.arrayBuffer()));
  fs.renameSync(temporary, file);
}

/** Makes the three PGlite templates of the current sources unless they exist; answers their key. */
export async function preparePgliteTemplates(): Promise<string> {
  const key = templateKey();
  const ready = () => KINDS.every((kind) => fs.existsSync(templateFile(key, kind)));
  if (ready()) return key;
  fs.mkdirSync(PGLITE_TEMPLATE_DIR, { recursive: true });
  await withFileLock(path.join(PGLITE_TEMPLATE_DIR, `${key}.lock`), ready, async () => {
    const db = await openPgliteDatabase(IN_MEMORY);
    try {
      await writeAtomically(templateFile(key, 'empty'), await db.dumpDataDir());
      await migrate(db);
      await writeAtomically(templateFile(key, 'migrated'), await db.dumpDataDir());
      await seed(db, { passwordHashing: TEST_PASSWORD_HASHING });
      await writeAtomically(templateFile(key, 'seeded'), await db.dumpDataDir());
    } finally {
      await db.close();
    }
  });
  return key;
}

/**
 * Removes the PGlite templates of other sources (a migration or the seed since changed) made over an
 * hour ago: a run on other sources going on at the same time keeps its own (or remakes it if it must).
 */
export function removeOtherPgliteTemplates(key: string): void {
  if (!fs.existsSync(PGLITE_TEMPLATE_DIR)) return;
  const hourAgo = Date.now() - 60 * 60_000;
  for (const name of fs.readdirSync(PGLITE_TEMPLATE_DIR)) {
    if (name.startsWith(`${key}-`) || !name.endsWith('.tar')) continue;
    const file = path.join(PGLITE_TEMPLATE_DIR, name);
    try {
      if (fs.statSync(file).mtimeMs < hourAgo) fs.rmSync(file);
    } catch {
      // removed by another run meanwhile
    }
  }
}

async function openPgliteTestDatabase(kind: TestDatabaseKind, attempt = 1): Promise<Database> {
  const key = await preparePgliteTemplates();
  let tar: Buffer;
  try {
    tar = fs.readFileSync(templateFile(key, kind));
  } catch (error) {
    // removed by another run between the check and the read: made again
    if (attempt >= 3) throw error;
    return openPgliteTestDatabase(kind, attempt + 1);
  }
  const bytes = new Uint8Array(tar.buffer as ArrayBuffer, tar.byteOffset, tar.byteLength);
  return openPgliteDatabase(IN_MEMORY, { loadDataDir: new Blob([bytes]) });
}

// --- PostgreSQL ---------------------------------------------------------------------------------

const POSTGRES_TEMPLATE = /^api_test_tpl_[0-9a-f]{16}_[ms]$/;
// The lock the template makers take (any constant; the migrator's is another).
const TEMPLATE_LOCK = 73_112_031;

const postgresTemplate = (key: string, kind: 'migrated' | 'seeded') =>
  `api_test_tpl_${key}_${kind === 'migrated' ? 'm' : 's'}`;

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Waits until no backend is connected to `name` (pool.end() resolves before the server sees it). */
async function waitForNoConnections(admin: pg.Client, name: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (!rows[0]?.n) return;
    await sleep(100);
  }
}

async function existingDatabases(admin: pg.Client, names: string[]): Promise<Set<string>> {
  const { rows } = await admin.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE datname = ANY($1)',
    [names],
  );
  return new Set(rows.map((row) => row.datname));
}

/**
 * Makes the two template databases of the current sources on the server unless they exist, under a
 * session advisory lock; each is built under a name of its own and renamed when complete, and then
 * accepts no connections, so `CREATE DATABASE … TEMPLATE` never finds it in use.
 */
export async function preparePostgresTemplates(serverUrl: string): Promise<string> {
  const key = templateKey();
  const names = { migrated: postgresTemplate(key, 'migrated'), seeded: postgresTemplate(key, 'seeded') };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if ((await existingDatabases(admin, Object.values(names))).size === 2) return key;
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const existing = await existingDatabases(admin, Object.values(names));
      for (const kind of ['migrated', 'seeded'] as const) {
        const name = names[kind];
        if (existing.has(name)) continue;
        const building = `${name}_b${process.pid}`;
        await admin.query(`DROP DATABASE IF EXISTS ${building}`);
        // seeded starts from migrated, made just before
        await admin.query(
          `CREATE DATABASE ${building}${kind === 'seeded' ? ` TEMPLATE ${names.migrated}` : ''}`,
        );
        const db = await openPostgresDatabase(databaseUrl(serverUrl, building));
        try {
          if (kind === 'migrated') await migrate(db);
          else await seed(db, { passwordHashing: TEST_PASSWORD_HASHING });
        } finally {
          await db.close();
        }
        await waitForNoConnections(admin, building);
        try {
          await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
          await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
        } catch (error) {
          // made meanwhile by a run that locked elsewhere (another admin database): that one is used
          await admin.query(`DROP DATABASE IF EXISTS ${building}`);
          if (!(await existingDatabases(admin, [name])).has(name)) throw error;
        }
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
    return key;
  } finally {
    await admin.end();
  }
}

/** Drops the template databases of other sources on the server (never a database of another name). */
export async function dropOtherPostgresTemplates(serverUrl: string, key: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'api\\_test\\_tpl\\_%'",
    );
    for (const { datname } of rows) {
      if (!POSTGRES_TEMPLATE.test(datname) || datname.startsWith(`api_test_tpl_${key}_`)) continue;
      try {
        await admin.query(`ALTER DATABASE ${datname} WITH IS_TEMPLATE false`);
        await admin.query(`DROP DATABASE IF EXISTS ${datname}`);
      } catch {
        // being copied by another run right now: left for the next one
      }
    }
  } finally {
    await admin.end();
  }
}

async function openPostgresTestDatabase(serverUrl: string, kind: TestDatabaseKind): Promise<Database> {
  const template =
    kind === 'empty' ? undefined : postgresTemplate(await preparePostgresTemplates(serverUrl), kind);
  const name = `api_test_${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openPostgresDatabase(serverUrl);
  await admin.exec(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const db = await openPostgresDatabase(databaseUrl(serverUrl, name));
  return {
    ...db,
    close: async () => {
      await db.close();
      // pool.end() resolves before the server has seen every socket close: wait for the backends to go
      // rather than terminating them, so no client hears an administrator's termination.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await admin.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (!rows[0]?.n) break;
        await sleep(100);
      }
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

// --- both ---------------------------------------------------------------------------------------

/**
 * A fresh database for one test: in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL
 * server, a new database on it that is dropped on close. `empty` (the default) is a new cluster with
 * no migration applied; `migrated` and `seeded` are copies of the templates.
 */
export async function openTestDatabase(kind: TestDatabaseKind = 'empty'): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? openPostgresTestDatabase(serverUrl, kind) : openPgliteTestDatabase(kind);
}

/** jest's globalSetup: the templates of this run, made before any worker starts; older ones removed. */
export async function prepareTestDatabases(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    await dropOtherPostgresTemplates(serverUrl, await preparePostgresTemplates(serverUrl));
  } else {
    removeOtherPgliteTemplates(await preparePgliteTemplates());
  }
}
