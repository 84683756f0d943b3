import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * npm test serves one stack (an edge, an API with its own database, a deploy folder) per Playwright
 * worker, so workers share no customer, counter or release (ADR 044): BASE_URLS and DEPLOY_DIRS list
 * them, comma-separated, in the order of the workers' parallelIndex. Without them (a run by hand
 * against `npm start`) every worker uses BASE_URL and DEPLOY_DIR.
 */
const listed = (name: string): string[] => (process.env[name] ?? '').split(',').filter(Boolean);
/** this worker's place among the stacks (Playwright sets TEST_PARALLEL_INDEX in each worker) */
const STACK = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** the base URL of the stack of the worker at `parallelIndex`, when npm test started several */
export const stackBaseUrl = (parallelIndex: number): string | undefined => listed('BASE_URLS')[parallelIndex];
export const DEPLOY_DIR = listed('DEPLOY_DIRS')[STACK] ?? process.env.DEPLOY_DIR ?? path.join(ROOT, 'deploy');

export interface RegistryDoc {
  schemaVersion: 1;
  allowedOrigins: string[];
  remotes: Record<
    string,
    { name: string; release: string; entry: string; integrity: string; platformVersion: string }
  >;
}

export function readRegistry(): RegistryDoc {
  return JSON.parse(fs.readFileSync(path.join(DEPLOY_DIR, 'registry/remotes.json'), 'utf8')) as RegistryDoc;
}

/** A hash of every file the deployed shell is made of. */
export function hashShell(): string {
  const hash = createHash('sha256');
  const visit = (dir: string) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) visit(file);
      else hash.update(name).update(fs.readFileSync(file));
    }
  };
  visit(path.join(DEPLOY_DIR, 'shell'));
  return hash.digest('hex');
}

const exec = promisify(execFile);

/** Runs an operator command (release, rollback, releases) against the test deployment. */
export async function operator(command: 'release' | 'rollback' | 'list', ...args: string[]): Promise<string> {
  const { stdout } = await exec('node', [path.join(ROOT, 'scripts/release.mjs'), command, ...args], {
    cwd: ROOT,
    env: { ...process.env, DEPLOY_DIR },
    timeout: 180_000,
  });
  return stdout;
}

/**
 * Runs an operator command that may be refused (exit code 1): its exit code and outputs, never a
 * throw. `env` adds to the environment, e.g. PLATFORM_VERSION_OVERRIDE for the build of a release.
 */
export async function tryOperator(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec('node', [path.join(ROOT, 'scripts/release.mjs'), ...args], {
      cwd: ROOT,
      env: { ...process.env, DEPLOY_DIR, ...env },
      timeout: 180_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/**
 * Releases the club built with its screen's title changed to `title`, as its team would after editing
 * its texts: the build applies the change (TEXT_OVERRIDE, config/text-override.cjs) and the sources
 * stay as they are. Answers the release now live.
 */
export async function releaseClubTitled(title: string): Promise<string> {
  const { code, stderr } = await tryOperator(['release', 'club'], {
    TEXT_OVERRIDE: JSON.stringify({ 'plans.title': title }),
  });
  if (code !== 0) throw new Error(`npm run release -- club failed: ${stderr}`);
  return readRegistry().remotes.club?.release ?? '';
}

/** The platform version the deployed shell honours (the platform.json its build wrote). */
export function shellPlatformVersion(): string {
  const file = path.join(DEPLOY_DIR, 'shell/platform.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { platformVersion: string }).platformVersion;
}

/** Collects console errors so a test can assert what the shell logged. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The same page on another host of the run's port (`base`, the test's baseURL). */
export function onHost(path: string, host: string, base: string | undefined): string {
  const url = new URL(path, base ?? 'http://localhost:3000');
  url.hostname = host;
  return url.href;
}

/** The same page on the b2b demo brand's host (b2b.localhost), which Chromium resolves by itself. */
export const b2bUrl = (path: string, base: string | undefined): string => onHost(path, 'b2b.localhost', base);

/**
 * The first-visit tour's record (shell: STORAGE_KEYS.tour) after its fifth dismissal: the tour never
 * asks again (at most 5 prompts, spec 001 section 9). Every test's context writes it into each page
 * before the app runs (fixtures.ts `tourDone`), so the tour keeps out of the tests that are not about
 * it; tour.spec.ts starts without it. A context a test makes itself (`browser.newContext()`) gets it
 * with `tourDoneStorageState`. See ADR 047.
 */
export const TOUR_DONE = { name: 'multimarca.tour', value: JSON.stringify({ lastPromptAt: 0, attempts: 5 }) };

/** The hosts the tests open the app on: the two demo brands, the app-download alias, the push host. */
const TEST_HOSTS = ['localhost', '127.0.0.1', 'b2b.localhost', 'app.localhost', 'push.localhost'];

/**
 * A storage state in which every test host of each base URL's port has the tour done, for the contexts
 * the measuring specs make themselves (Playwright opens each origin to write it: about 0.2 s each).
 */
export function tourDoneStorageState(baseURLs: string | readonly string[]) {
  return {
    cookies: [],
    origins: [baseURLs].flat().flatMap((baseURL) =>
      TEST_HOSTS.map((host) => {
        const origin = new URL(new URL(baseURL).origin);
        origin.hostname = host;
        return { origin: origin.origin, localStorage: [TOUR_DONE] };
      }),
    ),
  };
}

export const SABORES_ID = 'marca-sabores';
export const ANDINA_ID = 'marca-andina';

export type TestSession = {
  credentials: { userId: string; authToken: string; idMarca: string };
  user: { _id: string };
};

// A demo customer's session reused by the tests that ask for it (`reuse`), once per worker: the API
// allows 10 logins from one address in 5 minutes. Only for tests that do not end the session.
const reusedSessions = new Map<string, Promise<TestSession>>();

/**
 * Gives the browser a session before the page's scripts run, as a returning customer has one
 * stored: a new guest of the b2c brand, or, for a brand without guests, its demo customer.
 * Only when the page has none, so a test that logs out stays logged out. The session is stored on
 * the brand's demo host (b2b.localhost for andina, localhost otherwise), or on `hosts`: another host
 * of the brand (app.localhost, push.localhost) has a storage of its own.
 */
export async function signIn(
  page: Page,
  baseURL: string | undefined,
  who: 'guest' | 'andina' | 'sabores' = 'guest',
  { reuse = false, hosts = [who === 'andina' ? 'b2b.localhost' : 'localhost'] }: SignInOptions = {},
): Promise<TestSession> {
  if (!reuse || who === 'guest') return storeSession(page, await logIn(page, baseURL, who), hosts);
  let pending = reusedSessions.get(who);
  if (!pending) {
    pending = logIn(page, baseURL, who);
    reusedSessions.set(who, pending);
    pending.catch(() => reusedSessions.delete(who));
  }
  return storeSession(page, await pending, hosts);
}

export interface SignInOptions {
  /** the demo customer's session of this worker, not a new one (only for tests that keep it) */
  reuse?: boolean;
  /** the hosts whose storage gets the session */
  hosts?: readonly string[];
}

/** A new session from the API, stored nowhere: a new guest of the b2c brand, or a brand's demo customer. */
export async function logIn(page: Page, baseURL: string | undefined, who: 'guest' | 'andina' | 'sabores') {
  const api = new URL('/api/', baseURL ?? 'http://localhost:3000');
  const response =
    who === 'guest'
      ? await page.request.post(new URL(`user/guest/${SABORES_ID}`, api).href)
      : await page.request.post(new URL('login', api).href, {
          data:
            who === 'andina'
              ? { idMarca: ANDINA_ID, email: 'compras@andinamayorista.com.ar', password: 'Andina2026' }
              : { idMarca: SABORES_ID, email: 'cliente@saboresdelsur.com.ar', password: 'Sabores2026' },
        });
  if (!response.ok())
    throw new Error(`sign-in for the test failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: TestSession }).data;
}

async function storeSession(page: Page, session: TestSession, hosts: readonly string[]) {
  await page.addInitScript(
    ({ stored, forHosts }) => {
      if (!forHosts.includes(location.hostname)) return;
      if (!localStorage.getItem('multimarca.session')) localStorage.setItem('multimarca.session', stored);
    },
    { stored: JSON.stringify(session), forHosts: [...hosts] },
  );
  return session;
}

let emails = 0;
/** An address no earlier run has used: each run starts with a fresh database, each test its own. */
export const freshEmail = (kind: string) => `e2e.${kind}.${Date.now()}.${(emails += 1)}@example.com`;

export interface Mail {
  kind: 'verification' | 'reset';
  body: string;
}

/** The mails the API sent to `email`, as its dev outbox keeps them. */
export async function outbox(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Mail[] }).data;
}

/** The 4-digit code of the verification mail sent to `email`. */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  const mail = (await outbox(request, email)).find((m) => m.kind === 'verification');
  const code = /\b(\d{4})\b/.exec(mail?.body ?? '')?.[1];
  if (!code) throw new Error(`no verification code for ${email}`);
  return code;
}

/**
 * A new customer registered and verified through the API, as the sign-up does: only a name, an e-mail
 * (a fresh one, `e2e.<kind>.…`) and a password. Answers the e-mail and the session the verification gives.
 */
export async function verifiedCustomer(
  request: APIRequestContext,
  { kind, name, brandId = SABORES_ID }: { kind: string; name: string; brandId?: string },
): Promise<{ email: string; session: TestSession }> {
  const email = freshEmail(kind);
  const registered = await request.post('/api/register', {
    data: { idMarca: brandId, name, email, password: 'Secreta123' },
  });
  expect(registered.status()).toBe(201);
  const verified = await request.post('/api/register/mailVerified', {
    data: { idMarca: brandId, email, codigoValidacion: await latestCode(request, email) },
  });
  expect(verified.ok()).toBe(true);
  return { email, session: ((await verified.json()) as { data: TestSession }).data };
}

/** The session as the shell keeps it in local storage (null when there is none). */
export interface StoredSession {
  credentials: { authToken: string };
  user: { typeUser?: string; email?: string; gender?: string };
}
export const storedSession = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('multimarca.session') ?? 'null') as StoredSession | null,
  );

/**
 * A returning customer's consumption preferences (the branch and the mode chosen before), stored before
 * the page's scripts run, only when the page has none (a test that changes them keeps its change).
 */
export async function storeConsumePreferences(
  page: Page,
  preferences: Record<string, unknown>,
): Promise<void> {
  await page.addInitScript((stored) => {
    const key = 'multimarca.consume-preferences';
    if (!localStorage.getItem(key)) localStorage.setItem(key, stored);
  }, JSON.stringify(preferences));
}

/** The order in progress as the shell keeps it in local storage (null before the first action). */
export interface StoredCart {
  draftOrderId: string | null;
  total: number;
  quantity: number;
  table?: string | null;
  tableId?: string | null;
  consumeType?: string | null;
  products: { name: string; quantity: number; orderProductId: string }[];
}

export const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('multimarca.cart') ?? 'null') as StoredCart | null);

/**
 * A returning customer's order in progress, stored before the page's scripts run, only when the page
 * has none (a test that changes it keeps its change).
 */
export async function storeCart(page: Page, cart: Record<string, unknown>): Promise<void> {
  await page.addInitScript((stored) => {
    if (!localStorage.getItem('multimarca.cart')) localStorage.setItem('multimarca.cart', stored);
  }, JSON.stringify(cart));
}

/** A box of yerba in an order in progress at Andina's Avellaneda depot, open around the clock. */
export const yerbaAtAvellaneda = (draftOrderId: string) => ({
  cart: {
    draftOrderId,
    products: [
      {
        sku: 'AND-001',
        name: 'Yerba mate 1 kg (caja x 10)',
        price: 52200,
        quantity: 1,
        storeId: 'store-andina-avellaneda',
        orderProductId: 'e2e-yerba',
      },
    ],
    total: 52200,
    quantity: 1,
  },
  preferences: {
    lastSelectedLocalId: 'suc-andina-avellaneda',
    lastSelectedStoreId: 'store-andina-avellaneda',
  },
});

/** Opens a product from the menu by its card; answers its customisation dialog. */
export async function openProduct(page: Page, name: string): Promise<Locator> {
  await page
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** 'Agregar al pedido' in an open customisation dialog, which then closes. */
export async function addToOrder(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
  await expect(dialog).toBeHidden();
}
