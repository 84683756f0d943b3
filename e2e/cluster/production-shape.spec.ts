import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { tableOrder } from '../tests/checkout-support';
import { addToOrder, DEPLOY_DIR, logIn, openProduct, operator, readRegistry, signIn } from '../tests/support';

// The production shape of issue 27 (item 8) in Chromium: nginx in front of two edges, each in front of
// two API processes on one PostgreSQL. The runner (scripts/test.mjs) writes which process has which
// pid and port to CLUSTER_STATE as the supervisor starts them.

interface ClusterState {
  dir: string;
  edgePorts: number[];
  apiPorts: number[];
  pids: Record<string, number>;
}
const state = (): ClusterState =>
  JSON.parse(fs.readFileSync(process.env.CLUSTER_STATE ?? '', 'utf8')) as ClusterState;

/** The API paths each edge served since `from` (a line count of its access log). */
function servedSince(from: number[]) {
  const { dir, edgePorts } = state();
  return edgePorts.map((_, i) => {
    const lines = fs
      .readFileSync(path.join(dir, 'logs', `edge-${i + 1}.log`), 'utf8')
      .trim()
      .split('\n');
    return lines
      .slice(from[i])
      .map((line) => JSON.parse(line) as { url?: string; status?: number })
      .filter((line) => line.url?.startsWith('/api/'));
  });
}
const logLengths = () =>
  state().edgePorts.map(
    (_, i) =>
      fs
        .readFileSync(path.join(state().dir, 'logs', `edge-${i + 1}.log`), 'utf8')
        .trim()
        .split('\n').length,
  );

async function seatAndSendFlan(page: Page) {
  await page.goto('/?table=7&table_id=mesa-7&branch_id=suc-palermo&store_id=store-palermo');
  await expect(page).toHaveURL(/\/menu\/suc-palermo\/store-palermo$/);
  await addToOrder(await openProduct(page, 'Flan casero con dulce de leche'));
  await page.getByRole('button', { name: 'Ver orden' }).click();
  await page.getByRole('button', { name: 'Confirmar orden' }).click();
  await page.getByRole('button', { name: 'Enviar orden' }).click();
  await page
    .getByRole('dialog', { name: '¿Enviamos tu orden?' })
    .getByRole('button', { name: 'Enviar' })
    .click();
  await expect(page.getByText('¡Tu orden fue enviada!')).toBeVisible({ timeout: 30_000 });
}

test("a customer's session and order work whichever edge and API process answers", async ({
  page,
  baseURL,
}) => {
  const before = logLengths();
  const session = await signIn(page, baseURL);
  await seatAndSendFlan(page);
  // nginx spread the customer's calls over both edges, so over both API processes
  const served = servedSince(before);
  for (const lines of served) expect(lines.length).toBeGreaterThan(0);
  expect(served.flat().filter((line) => (line.status ?? 0) >= 500)).toEqual([]);
  // one order, the one sent, whichever process is asked
  for (const port of state().edgePorts) {
    const orders = await page.request.get(
      `http://localhost:${port}/api/pedido/usuario/${session.credentials.userId}`,
      {
        headers: { authorization: `Bearer ${session.credentials.authToken}` },
      },
    );
    expect(orders.ok()).toBe(true);
    expect(((await orders.json()) as { data: unknown[] }).data).toHaveLength(1);
  }
});

test('a rate limit counts across processes: 30 guests a minute from one address, then 429 from either edge', async ({
  request,
}) => {
  const { edgePorts } = state();
  // the edges believe nginx's X-Forwarded-For (TRUST_PROXY): one client address, calls alternating edges
  const guest = (i: number) =>
    request.post(`http://127.0.0.1:${edgePorts[i % edgePorts.length]}/api/user/guest/marca-sabores`, {
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
  for (let i = 0; i < 30; i += 1) expect((await guest(i)).status()).toBe(201);
  for (let i = 0; i < edgePorts.length; i += 1) {
    const refused = await guest(i);
    expect(refused.status()).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Demasiados intentos. Esperá un momento y volvé a intentar.',
    );
  }
});

test('a rollback is seen through both edges on the next page load', async ({ page, baseURL }) => {
  const live = readRegistry().remotes.ordering?.release;
  expect(live).toBeTruthy();
  // an earlier release of the ordering remote: the live one's files under another name
  const releases = path.join(DEPLOY_DIR, 'releases', 'ordering');
  const earlier = `0.0.9-cluster${Date.now().toString(36)}`;
  fs.cpSync(path.join(releases, live ?? ''), path.join(releases, earlier), { recursive: true });
  const meta = JSON.parse(fs.readFileSync(path.join(releases, earlier, 'release.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  fs.writeFileSync(
    path.join(releases, earlier, 'release.json'),
    JSON.stringify({ ...meta, release: earlier, releasedAt: '2020-01-01T00:00:00.000Z' }),
  );
  const session = await logIn(page, baseURL, 'guest');
  await page.addInitScript(
    (stored) => localStorage.setItem('multimarca.session', stored),
    JSON.stringify(session),
  );
  const releaseThrough = async (port: number) => {
    await page.goto(`http://localhost:${port}/`);
    const remote = page.locator('[data-remote="ordering"][data-release]');
    await expect(remote).toBeVisible();
    return remote.getAttribute('data-release');
  };
  try {
    await operator('rollback', 'ordering', earlier);
    for (const port of state().edgePorts) expect(await releaseThrough(port)).toBe(earlier);
  } finally {
    await operator('rollback', 'ordering', live ?? '');
  }
  for (const port of state().edgePorts) expect(await releaseThrough(port)).toBe(live);
});

/** Sends an order as the checkout does: again with the same key after a failed attempt. */
async function sendWithRetries(
  request: APIRequestContext,
  base: string,
  key: string,
  session: Awaited<ReturnType<typeof logIn>>,
) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const response = await request
      .post(`${base}/api/pedido/sendorder`, {
        headers: { authorization: `Bearer ${session.credentials.authToken}`, 'idempotency-key': key },
        data: tableOrder(session, '9'),
      })
      .catch(() => null);
    statuses.push(response?.status() ?? 0);
    if (response?.ok()) return statuses;
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
  return statuses;
}

test('killing an API process during traffic loses no order, and no page load fails', async ({
  page,
  baseURL,
  request,
}) => {
  const base = baseURL ?? '';
  const guests = await Promise.all(Array.from({ length: 12 }, () => logIn(page, base, 'guest')));
  await signIn(page, base);
  const victim = state().pids['api-1'] ?? 0;
  expect(victim).toBeGreaterThan(0);
  // orders go on, a few at a time, while the first API process is killed outright
  const sends = guests.map(async (session, i) => {
    await new Promise((resolve) => setTimeout(resolve, i * 150));
    return sendWithRetries(request, base, `cluster-kill-${session.credentials.userId}`, session);
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  process.kill(victim, 'SIGKILL');
  // and a customer keeps loading pages meanwhile
  for (let i = 0; i < 4; i += 1) {
    const answer = await page.goto('/home/suc-palermo/store-palermo');
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/no está disponible|error inesperado/i)).toHaveCount(0);
  }
  const attempts = await Promise.all(sends);
  // every order was taken exactly once: the retries with the same key never made a second one
  for (const [i, session] of guests.entries()) {
    const statuses = attempts[i] ?? [];
    expect(statuses.at(-1), `guest ${i}: ${statuses.join(', ')}`).toBeLessThan(300);
    const orders = await request.get(`${base}/api/pedido/usuario/${session.credentials.userId}`, {
      headers: { authorization: `Bearer ${session.credentials.authToken}` },
    });
    expect(((await orders.json()) as { data: unknown[] }).data).toHaveLength(1);
  }
  // the supervisor started the killed process again
  await expect.poll(() => state().pids['api-1'], { timeout: 10_000 }).not.toBe(victim);
});
