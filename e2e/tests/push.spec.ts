import { expect, test, type BrowserContext } from './fixtures';
// the API tests' receiver: the browser's keys and RFC 8291 decryption, written once
import { createPushReceiver } from '../../api/src/testing/web-push-receiver';
import { seriousViolations } from './axe';
import { apiAs, placeTableOrder } from './checkout-support';
import { onHost, signIn } from './support';
import { CHROMIUM_LAUNCH } from '../chromium.mjs';

/*
 * Issue 15, item 3, in Chromium: the opt-in on a site (not localhost: spec 001 treats push there as
 * unsupported), the browser's subscription sent to the API, an order's change pushed by the API
 * (web-push: encrypted for the subscription, signed with the API's VAPID key) to the push service,
 * and that push shown by the service worker as a notification.
 *
 * The host is push.localhost, a *.localhost name Chromium resolves and treats as a secure context by
 * itself, which serves the b2c demo brand (shared-contracts/domain): its Palermo branch is always
 * open, so the order can be placed at any hour (the b2b brand's branches keep business hours).
 *
 * Headless Chromium cannot reach a push service ('Registration failed - permission denied'), so the
 * test stands in for the browser's push service, and only for it: PushManager.subscribe answers a
 * subscription whose endpoint is the API's push sandbox and whose keys the test made. The API's push
 * arrives there encrypted; the test decrypts it with its private key, as the browser would, and hands
 * it to the service worker with the DevTools protocol's ServiceWorker.deliverPushMessage.
 */

// The worker is this spec's subject (other specs keep it out: playwright.config.ts). The full
// browser: the headless shell the other specs run in (ADR 056) denies every notification permission.
test.use({ serviceWorkers: 'allow', notificationsAnswered: false, launchOptions: CHROMIUM_LAUNCH });

// each test places orders and waits for the service worker's pushes
test.describe.configure({ timeout: 90_000 });

const PUSH_HOST = 'push.localhost';

/** The push site's origin, where the browser's notification permission is granted as the customer would. */
async function grantedPushSite(context: BrowserContext, baseURL: string | undefined): Promise<string> {
  const origin = new URL(onHost('/', PUSH_HOST, baseURL)).origin;
  await context.grantPermissions(['notifications'], { origin });
  return origin;
}

test('push: the opt-in subscribes on a site, an order that changes state is pushed by the API and shown by the service worker', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = await grantedPushSite(context, baseURL);

  // The browser's push service, played by the API's push sandbox at this site's /api.
  const receiver = createPushReceiver();
  const keys = receiver.keys;
  const sandboxId = `e2e-push-${Date.now()}`;
  const endpoint = `${origin}/api/push-sandbox/${sandboxId}`;
  await page.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const json = { endpoint, expirationTime: null, keys: { p256dh, auth } };
      PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
        const key = options?.applicationServerKey;
        // what the page asked the push service for, for the test to check
        (window as unknown as { pushSubscribeOptions: unknown }).pushSubscribeOptions = {
          userVisibleOnly: options?.userVisibleOnly,
          applicationServerKey: key instanceof Uint8Array ? Array.from(key) : null,
        };
        return {
          endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: key ?? null },
          getKey: () => null,
          toJSON: () => json,
          unsubscribe: async () => true,
        } as unknown as PushSubscription;
      };
    },
    { endpoint, p256dh: keys.p256dh, auth: keys.auth },
  );

  // a returning guest of push.localhost (its first-visit tour done: playwright.config.ts)
  const guest = await signIn(page, baseURL, 'guest', { hosts: [PUSH_HOST] });
  // the branch's home (at the site's root a new customer is first asked how to receive the order: the
  // opt-in would wait for that modal)
  await page.goto(`${origin}/home/suc-palermo/store-palermo`);

  // The opt-in, 2000 ms after the splash; no serious accessibility violation.
  const dialog = page.getByRole('dialog', { name: 'Activá las notificaciones' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);

  // Accepted: subscribed with the API's VAPID key, and the subscription sent to the API.
  const stored = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/user/notification/subscription' &&
      response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Activar notificaciones' }).click();
  const answer = await stored;
  expect(answer.status()).toBe(201);
  // what the page sent (spec 001: { pushSubscriptonId, id }, the browser's subscription)
  const subscription = { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
  expect(answer.request().postDataJSON()).toEqual({
    pushSubscriptonId: subscription,
    id: guest.credentials.userId,
  });
  // the API has it: the same subscription again is the one it keeps (200, not a new one)
  const again = await page.request.post('/api/user/notification/subscription', {
    headers: { authorization: `Bearer ${guest.credentials.authToken}` },
    data: { pushSubscriptonId: subscription, id: guest.credentials.userId },
  });
  expect(again.status()).toBe(200);
  const kept = ((await again.json()) as { data: { pushSubscriptonId: string } }).data;
  expect(JSON.parse(kept.pushSubscriptonId)).toEqual(subscription);
  const vapid = await page.request.get('/api/user/notification/vapid-public-key');
  const { publicKey } = ((await vapid.json()) as { data: { publicKey: string } }).data;
  expect(
    await page.evaluate(() => (window as unknown as { pushSubscribeOptions: unknown }).pushSubscribeOptions),
  ).toEqual({
    userVisibleOnly: true,
    applicationServerKey: Array.from(Buffer.from(publicKey, 'base64url')),
  });
  expect(await page.evaluate(() => localStorage.getItem('multimarca.web-push-subscription'))).toBe('true');
  await expect(dialog).toBeHidden();

  // The branch's kitchen takes the order (the point-of-sale sandbox): the API pushes it.
  const order = await placeTableOrder(page, guest, { mesa: '9' });
  await (await apiAs(page)).pos(order._id, { estadoDeOrden: 'COCINA' });
  let pushes: { body: string; contentEncoding: string; vapidKey: string }[] = [];
  await expect
    .poll(async () => {
      const received = await page.request.get(`/api/push-sandbox/${sandboxId}`);
      pushes = ((await received.json()) as { data: typeof pushes }).data;
      return pushes.length;
    })
    .toBe(1);
  expect(pushes[0]).toMatchObject({ contentEncoding: 'aes128gcm', vapidKey: publicKey });
  const plaintext = receiver.decrypt(Buffer.from(pushes[0]?.body ?? '', 'base64url'));
  const payload = JSON.parse(plaintext) as { title: string; body: string; url: string; tag: string };
  expect(payload).toMatchObject({
    title: `Estamos preparando tu pedido #${order.idOrder}`,
    body: 'En Sabores del Sur Palermo ya empezaron a preparar tu pedido.',
    url: `/orders/${order._id}`,
    tag: `order-${order._id}`,
  });

  // The push reaches the page's service worker (as the browser's push service would hand it over).
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) {
      if (!registration.isDeleted) registrations.set(registration.scopeURL, registration.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.get(`${origin}/`)).toBeTruthy();
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registrations.get(`${origin}/`) ?? '',
    data: plaintext,
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          icon: n.icon,
          url: (n.data as { url?: string } | null)?.url,
        }));
      }),
    )
    .toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        // the brand's icon
        icon: `${origin}/api/static/brands/marca-sabores/icons/192.png`,
        url: `${origin}/orders/${order._id}`,
      },
    ]);
});

// Issue 28, item 15: a failed subscription (in this file for the push specs' browser).
const KEYS = {
  flag: 'multimarca.web-push-subscription',
  choice: 'multimarca.notificationChoice',
  attempts: 'multimarca.notificationAttempts',
  last: 'multimarca.notificationLastPrompt',
};

test("item 15: a failed push subscription says so, removes the local flag and the 'granted' choice, and the customer is asked again on the re-prompt schedule", async ({
  page,
  context,
  baseURL,
}) => {
  const origin = await grantedPushSite(context, baseURL);
  // the browser's push service refuses, as headless Chromium's does (ADR 022)
  await page.addInitScript(() => {
    PushManager.prototype.subscribe = async () => {
      throw new DOMException('Registration failed - permission denied', 'AbortError');
    };
  });
  const guest = await signIn(page, baseURL, 'guest', { hosts: [PUSH_HOST] });
  expect(guest.credentials.userId).toBeTruthy();
  const branchHome = `${origin}/home/suc-palermo/store-palermo`;
  await page.goto(branchHome);

  const dialog = page.getByRole('dialog', { name: 'Activá las notificaciones' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Activar notificaciones' }).click();
  await expect(
    page.getByText('No pudimos activar las notificaciones. Probá de nuevo más tarde.'),
  ).toBeVisible();
  const stored = () =>
    page.evaluate(
      (keys) =>
        Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, localStorage.getItem(key)])),
      KEYS,
    );
  const afterFailure = await stored();
  expect(afterFailure).toMatchObject({ flag: null, attempts: '1' });
  expect(afterFailure.choice).not.toBe('granted');
  expect(Date.now() - Date.parse(afterFailure.last ?? '')).toBeLessThan(60_000);

  // The next visit, within the schedule's first wait (3 days): not asked
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForTimeout(4000);
  await expect(dialog).toHaveCount(0);

  // 3 days after the failure: asked again
  await page.evaluate(({ key, at }) => localStorage.setItem(key, at), {
    key: KEYS.last,
    at: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000 - 60_000).toISOString(),
  });
  await page.reload();
  await expect(dialog).toBeVisible({ timeout: 15_000 });
});
