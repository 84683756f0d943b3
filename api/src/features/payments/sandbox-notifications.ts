import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import { PAYMENT_WEBHOOK_PATH } from './payment-webhook';
import { SANDBOX_COLLECTOR_ID } from './sandbox-provider';
import { signNotification } from './webhook-signature';

export type PaymentAction = 'payment.created' | 'payment.updated';

/**
 * What Mercado Pago does when one of its payments is created or changes: a signed notification to
 * the seller's webhook. The sandbox sends it to this API's own webhook in-process (`inject`: the whole
 * route, signature check included), with the body, query and headers Mercado Pago sends: `x-signature`
 * (`ts` in milliseconds, v1 the HMAC of the manifest) and a fresh `x-request-id`. Answers the
 * webhook's status; a failure is logged and left there (the customer's verification still settles).
 */
export async function notifyPayment(
  app: FastifyInstance,
  { secret, clock }: { secret: string; clock: Clock },
  paymentId: string,
  action: PaymentAction,
): Promise<number> {
  const now = clock.now();
  const requestId = randomUUID();
  const signature = signNotification(secret, {
    dataId: paymentId,
    requestId,
    ts: String(now.getTime()),
  });
  const query = new URLSearchParams({ 'data.id': paymentId, type: 'payment' });
  const response = await app.inject({
    method: 'POST',
    url: `${PAYMENT_WEBHOOK_PATH}?${query.toString()}`,
    headers: { 'x-signature': signature, 'x-request-id': requestId },
    payload: {
      action,
      api_version: 'v1',
      data: { id: paymentId },
      date_created: now.toISOString(),
      id: randomInt(1, 2 ** 47),
      live_mode: false,
      type: 'payment',
      user_id: SANDBOX_COLLECTOR_ID,
    },
  });
  if (response.statusCode !== 200) {
    app.log.warn(
      { paymentId, status: response.statusCode, answer: response.body },
      'sandbox payment notification refused',
    );
  }
  return response.statusCode;
}
