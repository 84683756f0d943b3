import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import { PAYMENT_WEBHOOK_PATH } from './payment-webhook';
import { SANDBOX_COLLECTOR_ID } from './sandbox-provider';
import { signNotification } from './webhook-signature';

export type PaymentAction = 'payment.created' | 'payment.updated';

export interface NotificationOptions {
  /** the moment it is sent */
  now: Date;
  /** x-request-id; a fresh one by default */
  requestId?: string;
  /** the signature's ts (milliseconds); `now` by default */
  ts?: string;
  action?: PaymentAction;
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
 * What Mercado Pago does when one of its payments is created or changes: a signed notification to
 * the seller's webhook. The sandbox sends it to this API's own webhook in-process (`inject`: the whole
 * route, signature check included). Answers the webhook's status; a failure is logged and left there
 * (the customer's verification still settles).
 */
export async function notifyPayment(
  app: FastifyInstance,
  { secret, clock }: { secret: string; clock: Clock },
  paymentId: string,
  action: PaymentAction,
): Promise<number> {
  const response = await app.inject(
    paymentNotificationRequest(secret, paymentId, { now: clock.now(), action }),
  );
  if (response.statusCode !== 200) {
    app.log.warn(
      { paymentId, status: response.statusCode, answer: response.body },
      'sandbox payment notification refused',
    );
  }
  return response.statusCode;
}
