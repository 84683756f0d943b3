import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import { PAYMENT_WEBHOOK_PATH } from './payment-webhook';
import { SANDBOX_COLLECTOR_ID } from './sandbox-provider';
import { signNotification } from './webhook-signature';

export type PaymentAction = 'payment.created' | 'payment.updated';
/** The action of a subscription notification (subscription_preapproval, subscription_authorized_payment). */
export type SubscriptionAction = 'created' | 'updated';

export interface NotificationOptions {
  /** the moment it is sent */
  now: Date;
  /** x-request-id; a fresh one by default */
  requestId?: string;
  /** the signature's ts (milliseconds); `now` by default */
  ts?: string;
  action?: PaymentAction | SubscriptionAction;
  /** the notification's topic; 'payment' by default */
  type?: string;
}

/**
 * The signed request Mercado Pago sends to the seller's webhook for one of its payments: body, query
 * and headers as it sends them, `x-signature` (`ts` in milliseconds, v1 the HMAC of the manifest) and
 * `x-request-id`.
 */
export function paymentNotificationRequest(
  secret: string,
  paymentId: string,
  {
    now,
    requestId = randomUUID(),
    ts = String(now.getTime()),
    action = 'payment.updated',
    type = 'payment',
  }: NotificationOptions,
) {
  const query = new URLSearchParams({ 'data.id': paymentId, type });
  return {
    method: 'POST' as const,
    url: `${PAYMENT_WEBHOOK_PATH}?${query.toString()}`,
    headers: {
      'x-signature': signNotification(secret, { dataId: paymentId, requestId, ts }),
      'x-request-id': requestId,
    } as Record<string, string>,
    payload: {
      action,
      api_version: 'v1',
      data: { id: paymentId },
      date_created: now.toISOString(),
      id: randomInt(1, 2 ** 47),
      live_mode: false,
      type,
      user_id: SANDBOX_COLLECTOR_ID,
    },
  };
}

/**
 * What Mercado Pago does when one of its resources is created or changes: a signed notification of
 * that topic (`type`) to the seller's webhook. The sandboxes send it to this API's own webhook
 * in-process (`inject`: the whole route, signature check included). Answers the webhook's status; a
 * failure is logged and left there (the customer's verification still settles).
 */
export async function notifyWebhook(
  app: FastifyInstance,
  { secret, clock }: { secret: string; clock: Clock },
  dataId: string,
  { type, action }: { type: string; action: PaymentAction | SubscriptionAction },
): Promise<number> {
  const response = await app.inject(
    paymentNotificationRequest(secret, dataId, { now: clock.now(), action, type }),
  );
  if (response.statusCode !== 200) {
    app.log.warn(
      { dataId, type, status: response.statusCode, answer: response.body },
      'sandbox notification refused',
    );
  }
  return response.statusCode;
}

/** A payment created or changed: the card sandbox's notification. */
export function notifyPayment(
  app: FastifyInstance,
  options: { secret: string; clock: Clock },
  paymentId: string,
  action: PaymentAction,
): Promise<number> {
  return notifyWebhook(app, options, paymentId, { type: 'payment', action });
}
