import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { PushSubscriptionJson } from './push-subscription';
import { findOrder } from '../orders/order-repository';
import type { OrderPushKind } from './order-push';
import { orderPushPayload } from './order-push-message';
import { httpPushTransport, type PushTransport } from './push-transport';
import type { VapidKeys } from './vapid-keys';

/*
 * Sends the pushes of the outbox (push_outbox, written with the order's change) once the change is
 * committed: the routes that change an order call dispatchSoon() after their transaction, and the
 * process calls it at start for rows a previous process left. Each push goes to every subscription of
 * the order's customer in the order's brand, encrypted for it by web-push (aes128gcm, RFC 8291) and
 * signed with the API's VAPID key (RFC 8292). The push service's answer decides what happens to the
 * subscription: 404 or 410 means the browser dropped it (unsubscribed, expired), so it is deleted;
 * anything else that is not a success is logged and the subscription kept. Nothing here ever fails the
 * order's change: it is already committed, and a push is a courtesy.
 */

export interface PushDispatcherOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  vapid: () => Promise<VapidKeys>;
  transport?: PushTransport;
  /** how long a push service may take to answer one push */
  timeoutMs?: number;
  /** how long the push service keeps a push for a browser that is offline (TTL header, seconds) */
  ttlSeconds?: number;
}

/** What one delivery came to. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushDispatcher {
  /** Sends what the outbox holds, in the background; calls while it runs make it look again after. */
  dispatchSoon(): void;
  /** Resolves once nothing is being sent (tests; the server's close). */
  idle(): Promise<void>;
}

/** 10 s: a push service that has not answered by then is not waited for. */
export const PUSH_TIMEOUT_MS = 10_000;
/** 4 hours: the state of an order is old news after that; the push service may drop it. */
export const PUSH_TTL_SECONDS = 4 * 60 * 60;
/** Outbox rows taken per query. */
const CLAIM_BATCH = 100;

interface ClaimedRow {
  id: string;
  order_id: string;
  kind: OrderPushKind;
}

interface SubscriptionRow {
  id: string;
  push_subscription_id: string;
}

/** The subscription a row keeps, or null for rows of another service (written before issue 15). */
function readSubscription(json: string): PushSubscriptionJson | null {
  try {
    const value = JSON.parse(json) as Partial<PushSubscriptionJson> | null;
    if (typeof value?.endpoint === 'string' && value.keys?.p256dh && value.keys.auth) {
      return value as PushSubscriptionJson;
    }
  } catch {
    // not JSON: an id of another push service
  }
  return null;
}

/**
 * The push service's Topic for an order (RFC 8030 section 5.4): a newer push about the same order
 * replaces one the browser has not fetched yet (offline, it gets the latest state, not all of them).
 * At most 32 base64url characters.
 */
export const orderTopic = (orderId: string) =>
  createHash('sha256').update(orderId).digest('base64url').slice(0, 32);

export function createPushDispatcher({
  db,
  clock,
  log,
  vapid,
  transport = httpPushTransport,
  timeoutMs = PUSH_TIMEOUT_MS,
  ttlSeconds = PUSH_TTL_SECONDS,
}: PushDispatcherOptions): PushDispatcher {
  async function deliver(
    subscription: SubscriptionRow,
    payload: string,
    topic: string,
    keys: VapidKeys,
  ): Promise<PushOutcome> {
    const target = readSubscription(subscription.push_subscription_id);
    if (!target) return 'failed';
    try {
      const details = webpush.generateRequestDetails(target, payload, {
        vapidDetails: keys,
        TTL: ttlSeconds,
        urgency: 'high',
        topic,
        contentEncoding: 'aes128gcm',
      });
      const answer = await transport(details, timeoutMs);
      if (answer.statusCode >= 200 && answer.statusCode < 300) return 'sent';
      if (answer.statusCode === 404 || answer.statusCode === 410) {
        await db.query('DELETE FROM push_subscriptions WHERE id = $1', [subscription.id]);
        log.info(
          { subscriptionId: subscription.id, status: answer.statusCode },
          'push subscription gone: removed',
        );
        return 'gone';
      }
      log.warn(
        { subscriptionId: subscription.id, status: answer.statusCode, answer: answer.body.slice(0, 300) },
        'push refused by the push service',
      );
    } catch (error) {
      log.warn({ subscriptionId: subscription.id, err: error }, 'push could not be sent');
    }
    return 'failed';
  }

  async function send(row: ClaimedRow, keys: VapidKeys): Promise<void> {
    const order = await findOrder(db, row.order_id);
    if (!order) return;
    const { rows: subscriptions } = await db.query<SubscriptionRow>(
      'SELECT id, push_subscription_id FROM push_subscriptions WHERE user_id = $1 AND brand_id = $2',
      [order.idCliente, order.idMarca],
    );
    if (subscriptions.length === 0) return;
    const payload = JSON.stringify(orderPushPayload(row.kind, order));
    const topic = orderTopic(order._id);
    const outcomes = await Promise.all(
      subscriptions.map((subscription) => deliver(subscription, payload, topic, keys)),
    );
    log.debug({ outboxId: row.id, orderId: order._id, kind: row.kind, outcomes }, 'order push dispatched');
  }

  /** One pass: takes the waiting rows (so another pass or process does not send them too) and sends them. */
  async function dispatch(): Promise<void> {
    for (;;) {
      const { rows } = await db.query<ClaimedRow>(
        `UPDATE push_outbox SET dispatched_at = $1
         WHERE id IN (
           SELECT id FROM push_outbox WHERE dispatched_at IS NULL
           ORDER BY created_at, id LIMIT ${CLAIM_BATCH} FOR UPDATE SKIP LOCKED
         )
         RETURNING id, order_id, kind`,
        [clock.now().toISOString()],
      );
      if (rows.length === 0) return;
      const keys = await vapid();
      for (const row of rows) {
        try {
          await send(row, keys);
        } catch (error) {
          log.error({ outboxId: row.id, err: error }, 'order push failed');
        }
      }
    }
  }

  let running: Promise<void> | null = null;
  let again = false;
  const start = () => {
    running = (async () => {
      while (again) {
        again = false;
        try {
          await dispatch();
        } catch (error) {
          log.error({ err: error }, 'the push outbox could not be read');
        }
      }
    })().finally(() => {
      running = null;
      if (again) start();
    });
  };

  return {
    dispatchSoon() {
      again = true;
      if (!running) start();
    },
    async idle() {
      while (running) await running;
    },
  };
}
