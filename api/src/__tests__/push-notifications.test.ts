import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { buildApp } from '../app';
import { pushKindsOf } from '../features/push/order-push';
import { createPushDispatcher, PUSH_TTL_SECONDS } from '../features/push/push-dispatcher';
import type { SandboxPush } from '../features/push/push-sandbox';
import type { PushTransport } from '../features/push/push-transport';
import { configuredVapidKeys, vapidKeySource } from '../features/push/vapid-keys';
import { PUSH_SANDBOX_OFF } from '../features/users/subscribe-notifications';
import { PUSH_MESSAGES } from '../features/push/push-subscription';
import { SANDBOX_LOCAL_ONLY } from '../lib/sandbox-access';
import { TEXT_NOT_ALLOWED } from '../lib/unsafe-text';
import { bearer, burgerOrder, placeCardOrder, pressOnCheckout, sendOrder } from '../testing/card-checkout';
import { createTestApp, createGuest, DB_TIMEOUT_MS, signInDemoCustomers } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { createPushReceiver, type PushReceiver } from '../testing/web-push-receiver';

/*
 * Issue 15, item 3: the API sends a Web Push (web-push: aes128gcm encryption, VAPID) to every
 * subscription of an order's customer when the order changes state (preparing, on the way, delivered,
 * paid), after the change is committed; a push service answering 404 or 410 removes the subscription,
 * other failures are only logged. The pushes go to the API's own push sandbox over real HTTP, and the
 * test decrypts them with the subscription's private keys, as the browser would.
 */

let t: TestApp;
let ana: string;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ ana } = await signInDemoCustomers(t));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://localhost:${(t.app.server.address() as AddressInfo).port}`;
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

beforeEach(() => t.clock.set('2025-06-10T12:00:00-03:00'));

interface Device {
  id: string;
  endpoint: string;
  receiver: PushReceiver;
  subscription: { endpoint: string; expirationTime: null; keys: PushReceiver['keys'] };
}

/** A browser's subscription on the push sandbox: its endpoint and its own keys. */
function device(): Device {
  const id = `sub-${randomUUID()}`;
  const endpoint = `${origin}/api/push-sandbox/${id}`;
  const receiver = createPushReceiver();
  return { id, endpoint, receiver, subscription: { endpoint, expirationTime: null, keys: receiver.keys } };
}

const subscribe = (token: string, userId: string, pushSubscriptonId: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/notification/subscription',
    headers: bearer(token),
    payload: { pushSubscriptonId, id: userId } as object,
  });

const pos = (orderId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/dev/pedido/${orderId}/estado`, payload });

/** What the push sandbox received for a subscription (after the pushes on their way have left). */
async function received(target: Device): Promise<SandboxPush[]> {
  await t.app.push.idle();
  const answer = await t.app.inject({ method: 'GET', url: `/api/push-sandbox/${target.id}` });
  return answer.json<{ data: SandboxPush[] }>().data;
}

/** The decrypted payloads a subscription received. */
async function payloads(target: Device) {
  return (await received(target)).map(
    (push) =>
      JSON.parse(target.receiver.decrypt(Buffer.from(push.body, 'base64url'))) as {
        title: string;
        body: string;
        url: string;
        tag: string;
        icon: string;
      },
  );
}

const subscriptionCount = async (userId = 'usr-demo-sabores') =>
  (
    await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1', [
      userId,
    ])
  ).rows[0]?.n;

async function transferBurger(token = ana) {
  // paid by bank transfer: takeaway takes no cash by default (issue 28, item 8)
  const placed = await sendOrder(t, token, burgerOrder('transfer'));
  expect(placed.statusCode).toBe(201);
  return placed.json<{ data: { _id: string; idOrder: number } }>().data;
}

describe('the VAPID keys', () => {
  it('GET /api/user/notification/vapid-public-key answers a P-256 public key, generated once and kept in the database', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/user/notification/vapid-public-key' });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ data: { publicKey: string } }>().data;
    const point = Buffer.from(publicKey, 'base64url');
    expect([point.length, point[0]]).toEqual([65, 0x04]);
    const again = await t.app.inject({ method: 'GET', url: '/api/user/notification/vapid-public-key' });
    expect(again.json()).toEqual(first.json());
    const { rows } = await t.db.query<{ public_key: string }>('SELECT public_key FROM vapid_keys');
    expect(rows).toEqual([{ public_key: publicKey }]);
    // a restarted API (another app on the same database) signs with the same pair
    const restarted = buildApp({ db: t.db, clock: t.clock });
    const answer = await restarted.inject({ method: 'GET', url: '/api/user/notification/vapid-public-key' });
    expect(answer.json()).toEqual(first.json());
    await restarted.close();
  });

  it('takes VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY from the configuration, and refuses a wrong or half pair at start', async () => {
    const keys = webpush.generateVAPIDKeys();
    const configured = vapidKeySource(t.db, t.clock, { ...keys, subject: 'mailto:ops@example.com' });
    expect(await configured()).toEqual({ ...keys, subject: 'mailto:ops@example.com' });
    expect(() => configuredVapidKeys({ publicKey: keys.publicKey })).toThrow(/go together/);
    expect(() => configuredVapidKeys({ publicKey: 'abc', privateKey: keys.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => configuredVapidKeys({ publicKey: keys.publicKey, privateKey: 'abc' })).toThrow(
      /VAPID_PRIVATE_KEY/,
    );
    expect(() => vapidKeySource(t.db, t.clock, { subject: 'http://example.com' })).toThrow(/VAPID_SUBJECT/);
  });
});

describe('POST /api/user/notification/subscription: the browser subscription { endpoint, keys }', () => {
  it('stores a subscription whose endpoint is https or the push sandbox, as JSON text', async () => {
    const phone = device();
    const stored = await subscribe(ana, 'usr-demo-sabores', phone.subscription);
    expect(stored.statusCode).toBe(201);
    expect(JSON.parse(stored.json<{ data: { pushSubscriptonId: string } }>().data.pushSubscriptonId)).toEqual(
      phone.subscription,
    );
    const https = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
      keys: createPushReceiver().keys,
    };
    // its JSON text is accepted too (a client that sends JSON.stringify(subscription))
    const text = await subscribe(ana, 'usr-demo-sabores', JSON.stringify(https));
    expect(text.statusCode).toBe(201);
    const again = await subscribe(ana, 'usr-demo-sabores', https);
    expect(again.statusCode).toBe(200);
    await t.db.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [https.endpoint]);
  });

  it('answers 400 with a clear message, and writes nothing, for anything else', async () => {
    const before = await subscriptionCount();
    const keys = createPushReceiver().keys;
    const cases: [unknown, string][] = [
      ['onesignal-5f1c2e', PUSH_MESSAGES.subscriptionShape],
      [{ endpoint: 'https://push.example.com/x' }, PUSH_MESSAGES.subscriptionShape],
      [{ endpoint: 'http://push.example.com/x', keys }, PUSH_MESSAGES.endpoint],
      [{ endpoint: 'https://10.0.0.7/push', keys }, PUSH_MESSAGES.endpoint],
      [{ endpoint: 'https://intranet/push', keys }, PUSH_MESSAGES.endpoint],
      [{ endpoint: `${origin}/api/dev/outbox`, keys }, PUSH_MESSAGES.endpoint],
      [{ endpoint: 'not a url', keys }, PUSH_MESSAGES.endpoint],
      [{ endpoint: 'https://push.example.com/x', keys: { ...keys, p256dh: 'AAAA' } }, PUSH_MESSAGES.p256dh],
      [{ endpoint: 'https://push.example.com/x', keys: { ...keys, auth: 'AAAA' } }, PUSH_MESSAGES.auth],
      [{ endpoint: 'https://push.example.com/x', keys: { ...keys, auth: 'no base64!' } }, PUSH_MESSAGES.auth],
      ['   ', PUSH_MESSAGES.subscription],
      ['x'.repeat(4001), PUSH_MESSAGES.subscriptionLong],
      // sent as JSON text, whose escape decodes to a NUL the body's own check cannot see (a text column refuses it)
      [JSON.stringify({ endpoint: 'https://push.example.com/a\u0000b', keys }), TEXT_NOT_ALLOWED],
    ];
    for (const [body, message] of cases) {
      const answer = await subscribe(ana, 'usr-demo-sabores', body);
      expect([answer.statusCode, answer.json()]).toEqual([400, { message }]);
    }
    expect(await subscriptionCount()).toBe(before);
  });

  it('refuses a push sandbox endpoint where the sandbox is off', async () => {
    const off = buildApp({ db: t.db, clock: t.clock });
    const answer = await off.inject({
      method: 'POST',
      url: '/api/user/notification/subscription',
      headers: bearer(ana),
      payload: { pushSubscriptonId: device().subscription, id: 'usr-demo-sabores' },
    });
    expect([answer.statusCode, answer.json()]).toEqual([400, { message: PUSH_SANDBOX_OFF }]);
    expect((await off.inject({ method: 'GET', url: '/api/push-sandbox/sub-1' })).statusCode).toBe(404);
    await off.close();
  });

  it('a browser belongs to the last customer who subscribed on it', async () => {
    const shared = device();
    expect((await subscribe(ana, 'usr-demo-sabores', shared.subscription)).statusCode).toBe(201);
    const guest = await createGuest(t);
    expect((await subscribe(guest.token, guest.userId, shared.subscription)).statusCode).toBe(201);
    const { rows } = await t.db.query<{ user_id: string }>(
      'SELECT user_id FROM push_subscriptions WHERE endpoint = $1',
      [shared.endpoint],
    );
    expect(rows).toEqual([{ user_id: guest.userId }]);
  });
});

describe('an order that changes state sends a push to each subscription of its customer', () => {
  it('preparing, ready, delivered, paid: encrypted for the subscription, signed with the VAPID key, with the texts and the order page', async () => {
    const phone = device();
    const laptop = device();
    expect((await subscribe(ana, 'usr-demo-sabores', phone.subscription)).statusCode).toBe(201);
    expect((await subscribe(ana, 'usr-demo-sabores', laptop.subscription)).statusCode).toBe(201);
    const order = await transferBurger();
    // placing it is no change of state
    expect(await received(phone)).toEqual([]);

    expect((await pos(order._id, { estadoDeOrden: 'COCINA' })).statusCode).toBe(200);
    const [push] = await received(phone);
    const { publicKey } = (
      await t.app.inject({ method: 'GET', url: '/api/user/notification/vapid-public-key' })
    ).json<{ data: { publicKey: string } }>().data;
    expect(push).toMatchObject({
      ttl: PUSH_TTL_SECONDS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
      vapidKey: publicKey,
      topic: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });
    const page = `/orders/${order._id}`;
    const first = {
      title: `Estamos preparando tu pedido #${order.idOrder}`,
      body: 'En Sabores del Sur Palermo ya empezaron a preparar tu pedido.',
      url: page,
      tag: `order-${order._id}`,
      icon: '/api/static/brands/marca-sabores/icons/192.png',
    };
    expect(await payloads(phone)).toEqual([first]);
    const icon = await t.app.inject({ method: 'GET', url: first.icon });
    expect([icon.statusCode, icon.headers['content-type']]).toEqual([200, 'image/png']);
    expect(await payloads(laptop)).toEqual([first]);

    await pos(order._id, { estadoDeOrden: 'PREPARADO' });
    await pos(order._id, { estadoDeOrden: 'RETIRADO' });
    await pos(order._id, { orderStatus: 'PAGADO' });
    // the same state again notifies nobody
    await pos(order._id, { orderStatus: 'PAGADO' });
    await pos(order._id, { estadoDeOrden: 'RETIRADO' });
    const all = await payloads(phone);
    expect(all.map(({ title, body }) => [title, body])).toEqual([
      [first.title, first.body],
      [`Tu pedido #${order.idOrder} está listo`, 'Ya podés retirarlo en Sabores del Sur Palermo.'],
      [`Tu pedido #${order.idOrder} fue entregado`, '¡Que lo disfrutes! Contanos cómo estuvo desde la app.'],
      [
        `Recibimos el pago de tu pedido #${order.idOrder}`,
        'Pagaste $\u00a014.300 en Sabores del Sur Palermo. ¡Gracias!',
      ],
    ]);
    expect(new Set(all.map((p) => p.url))).toEqual(new Set([page]));
    expect(await payloads(laptop)).toHaveLength(4);
  });

  it('a card payment approved (the provider notifies the webhook) sends the paid push once, with the verification that follows', async () => {
    const phone = device();
    await subscribe(ana, 'usr-demo-sabores', phone.subscription);
    const placed = await placeCardOrder(t, ana);
    const back = await pressOnCheckout(t, placed.preferenceId, 'approved');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/pedido/verificationordersend',
      payload: { idPayment: back.searchParams.get('payment_id'), idLocal: 'suc-palermo' },
      headers: bearer(ana),
    });
    expect(verified.json()).toMatchObject({ status: 'approved' });
    expect((await payloads(phone)).map((p) => p.title)).toEqual([
      `Recibimos el pago de tu pedido #${placed.data.idOrder}`,
    ]);
  });

  it("only the order's customer hears of it", async () => {
    const guest = await createGuest(t);
    const theirs = device();
    await subscribe(guest.token, guest.userId, theirs.subscription);
    const order = await transferBurger();
    await pos(order._id, { estadoDeOrden: 'COCINA' });
    expect(await received(theirs)).toEqual([]);
  });

  it('a push service answering 410 or 404 removes that subscription; the order changes all the same', async () => {
    for (const status of [410, 404]) {
      const gone = device();
      const kept = device();
      await subscribe(ana, 'usr-demo-sabores', gone.subscription);
      await subscribe(ana, 'usr-demo-sabores', kept.subscription);
      const told = await t.app.inject({
        method: 'POST',
        url: `/api/push-sandbox/${gone.id}/respond`,
        payload: { status },
      });
      expect(told.statusCode).toBe(200);
      const order = await transferBurger();
      const changed = await pos(order._id, { estadoDeOrden: 'COCINA' });
      expect(changed.json()).toMatchObject({ data: { estadoDeOrden: 'COCINA' } });
      await t.app.push.idle();
      const { rows } = await t.db.query<{ endpoint: string }>(
        'SELECT endpoint FROM push_subscriptions WHERE endpoint = ANY($1)',
        [[gone.endpoint, kept.endpoint]],
      );
      expect(rows).toEqual([{ endpoint: kept.endpoint }]);
      expect(await received(kept)).toHaveLength(1);
      await t.db.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [kept.endpoint]);
    }
  });

  it('other failures (a 500, a push service that cannot be reached) keep the subscription and never fail the change', async () => {
    const failing = device();
    await subscribe(ana, 'usr-demo-sabores', failing.subscription);
    await t.app.inject({
      method: 'POST',
      url: `/api/push-sandbox/${failing.id}/respond`,
      payload: { status: 500 },
    });
    const unreachable = {
      endpoint: 'http://localhost:1/api/push-sandbox/nobody',
      expirationTime: null,
      keys: createPushReceiver().keys,
    };
    expect((await subscribe(ana, 'usr-demo-sabores', unreachable)).statusCode).toBe(201);
    const order = await transferBurger();
    const changed = await pos(order._id, { estadoDeOrden: 'COCINA' });
    expect(changed.statusCode).toBe(200);
    await t.app.push.idle();
    const { rows } = await t.db.query<{ endpoint: string }>(
      'SELECT endpoint FROM push_subscriptions WHERE endpoint = ANY($1) ORDER BY endpoint',
      [[failing.endpoint, unreachable.endpoint]],
    );
    expect(rows).toHaveLength(2);
    await t.db.query('DELETE FROM push_subscriptions WHERE endpoint = ANY($1)', [
      [failing.endpoint, unreachable.endpoint],
    ]);
  });

  it('a push written to the outbox by a process that stopped before sending it leaves at the next start', async () => {
    const phone = device();
    await subscribe(ana, 'usr-demo-sabores', phone.subscription);
    const order = await transferBurger();
    await t.db.query(
      `INSERT INTO push_outbox (id, order_id, kind, created_at) VALUES ('push_left', $1, 'preparing', $2)`,
      [order._id, t.clock.now().toISOString()],
    );
    const next = buildApp({ db: t.db, clock: t.clock });
    await next.ready();
    await next.push.idle();
    expect((await payloads(phone)).map((p) => p.title)).toEqual([
      `Estamos preparando tu pedido #${order.idOrder}`,
    ]);
    await next.close();
    await t.db.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [phone.endpoint]);
  });
});

describe('the dispatcher logs what the push service refuses', () => {
  const quietLog = () => {
    const log = { warn: jest.fn(), info: jest.fn(), debug: jest.fn(), error: jest.fn() };
    return { log, logger: log as unknown as FastifyBaseLogger };
  };

  it.each([
    ['a 500', (async () => ({ statusCode: 500, body: 'boom' })) as PushTransport, { status: 500 }],
    [
      'a network error',
      (async () => {
        throw new Error('ECONNREFUSED');
      }) as PushTransport,
      { err: expect.any(Error) },
    ],
  ])('%s is logged as a warning, and the row counts as sent', async (_name, transport, logged) => {
    const { log, logger } = quietLog();
    const phone = device();
    await subscribe(ana, 'usr-demo-sabores', phone.subscription);
    const order = await transferBurger();
    const dispatcher = createPushDispatcher({
      db: t.db,
      clock: t.clock,
      log: logger,
      vapid: vapidKeySource(t.db, t.clock),
      transport,
    });
    await t.db.query(
      `INSERT INTO push_outbox (id, order_id, kind, created_at) VALUES ($1, $2, 'delivered', $3)`,
      [`push_${randomUUID()}`, order._id, t.clock.now().toISOString()],
    );
    dispatcher.dispatchSoon();
    await dispatcher.idle();
    // the app's own dispatcher may have taken rows of this test: only ours is asserted
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining(logged), expect.any(String));
    expect(log.error).not.toHaveBeenCalled();
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM push_outbox WHERE order_id = $1 AND dispatched_at IS NULL',
      [order._id],
    );
    expect(rows[0]?.n).toBe(0);
    await t.db.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [phone.endpoint]);
  });
});

describe('which changes notify (spec 000 section 4 states)', () => {
  const kinds = (type: string, change: { estadoDeOrden?: string; orderStatus?: string }) =>
    pushKindsOf({ type: type as 'delivery' }, change);

  it('a delivery: COCINA preparing; PREPARADO or RETIRADO on the way; RECIBIDO delivered; ENVIADO on the way', () => {
    expect(kinds('delivery', { estadoDeOrden: 'COCINA' })).toEqual(['preparing']);
    expect(kinds('delivery', { estadoDeOrden: 'PREPARADO' })).toEqual(['onTheWay']);
    expect(kinds('delivery_propio', { estadoDeOrden: 'RETIRADO' })).toEqual(['onTheWay']);
    expect(kinds('delivery', { estadoDeOrden: 'RECIBIDO' })).toEqual(['delivered']);
    expect(kinds('delivery', { orderStatus: 'ENVIADO' })).toEqual(['onTheWay']);
  });

  it('a takeaway or table order: PREPARADO ready, RETIRADO or ENVIADO delivered; PAGADO paid', () => {
    expect(kinds('takeaway', { estadoDeOrden: 'PREPARADO' })).toEqual(['ready']);
    expect(kinds('mesa', { estadoDeOrden: 'PREPARADO' })).toEqual(['ready']);
    expect(kinds('takeaway', { estadoDeOrden: 'RETIRADO' })).toEqual(['delivered']);
    expect(kinds('takeaway', { orderStatus: 'ENVIADO' })).toEqual(['delivered']);
    expect(kinds('mesa', { orderStatus: 'PAGADO' })).toEqual(['paid']);
    expect(kinds('mesa', { estadoDeOrden: 'COCINA', orderStatus: 'PAGADO' })).toEqual(['preparing', 'paid']);
    expect(kinds('takeaway', { estadoDeOrden: 'RETIRADO', orderStatus: 'ENVIADO' })).toEqual(['delivered']);
    expect(kinds('mesa', {})).toEqual([]);
  });

  it('a delivery PREPARADO then RETIRADO is one on-the-way push (one push per order and step)', async () => {
    const order = await transferBurger();
    await t.db.query(`UPDATE orders SET type = 'delivery' WHERE id = $1`, [order._id]);
    await pos(order._id, { estadoDeOrden: 'PREPARADO' });
    await pos(order._id, { estadoDeOrden: 'RETIRADO' });
    await pos(order._id, { estadoDeOrden: 'RECIBIDO' });
    await t.app.push.idle();
    const { rows } = await t.db.query<{ kind: string }>(
      'SELECT kind FROM push_outbox WHERE order_id = $1 ORDER BY created_at, kind',
      [order._id],
    );
    expect(rows.map((row) => row.kind).sort()).toEqual(['delivered', 'onTheWay']);
  });
});

describe('the push sandbox checks pushes as a push service does', () => {
  const target = () => device();

  async function prepared(to: Device, payload = '{"title":"x"}') {
    const keys = await t.app.inject({ method: 'GET', url: '/api/user/notification/vapid-public-key' });
    const { rows } = await t.db.query<{ private_key: string }>('SELECT private_key FROM vapid_keys');
    return webpush.generateRequestDetails(to.subscription, payload, {
      vapidDetails: {
        subject: 'mailto:ops@example.com',
        publicKey: keys.json<{ data: { publicKey: string } }>().data.publicKey,
        privateKey: rows[0]?.private_key ?? '',
      },
      contentEncoding: 'aes128gcm',
    });
  }

  const post = (
    to: Device,
    details: webpush.RequestDetails,
    headers: Record<string, string | undefined> = {},
  ) => {
    const merged: Record<string, string> = {};
    for (const [name, value] of Object.entries({ ...details.headers, ...headers })) {
      if (value !== undefined) merged[name.toLowerCase()] = String(value);
    }
    delete merged['content-length'];
    return t.app.inject({
      method: 'POST',
      url: `/api/push-sandbox/${to.id}`,
      headers: { ...merged, host: new URL(origin).host },
      payload: details.body ?? Buffer.alloc(0),
    });
  };

  it('accepts a signed, encrypted push for its own origin (201) and keeps it for the subscription', async () => {
    const to = target();
    const answer = await post(to, await prepared(to, '{"title":"Hola"}'));
    expect(answer.statusCode).toBe(201);
    expect(to.receiver.decrypt(Buffer.from((await received(to))[0]?.body ?? '', 'base64url'))).toBe(
      '{"title":"Hola"}',
    );
  });

  it('refuses a push without VAPID, signed by another key, for another origin, without TTL or not aes128gcm', async () => {
    const to = target();
    const details = await prepared(to);
    const other = webpush.getVapidHeaders(
      new URL(origin).origin,
      'mailto:ops@example.com',
      webpush.generateVAPIDKeys().publicKey,
      webpush.generateVAPIDKeys().privateKey,
      'aes128gcm',
    );
    const elsewhere = webpush.getVapidHeaders(
      'https://push.example.com',
      'mailto:ops@example.com',
      String(details.headers.Authorization).split('k=')[1] ?? '',
      (await t.db.query<{ private_key: string }>('SELECT private_key FROM vapid_keys')).rows[0]
        ?.private_key ?? '',
      'aes128gcm',
    );
    expect((await post(to, details, { Authorization: undefined })).statusCode).toBe(401);
    expect((await post(to, details, { Authorization: other.Authorization })).statusCode).toBe(403);
    expect((await post(to, details, { Authorization: elsewhere.Authorization })).statusCode).toBe(403);
    expect((await post(to, details, { TTL: undefined })).statusCode).toBe(400);
    expect((await post(to, details, { 'Content-Encoding': 'aesgcm' })).statusCode).toBe(415);
    // RFC 8030: 4096 bytes at most
    expect((await post(to, { ...details, body: Buffer.alloc(4097, 1) })).statusCode).toBe(413);
    expect(await received(to)).toEqual([]);
  });

  it('answers only on this machine', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/push-sandbox/sub-1',
      remoteAddress: '203.0.113.9',
    });
    expect([answer.statusCode, answer.json()]).toEqual([403, { message: SANDBOX_LOCAL_ONLY }]);
  });
});
