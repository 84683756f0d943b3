import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { HttpError, badRequest } from '../../lib/http-error';
import { paymentNotificationBody, paymentNotificationQuery } from './payment-schemas';
import { parseInput } from '../../lib/validation';
import { isSubscriptionTopic, settleSubscriptionNotification } from '../club/subscription-notifications';
import { CARD_UNAVAILABLE } from './card-checkout';
import { orderOfProviderPayment, settleOrderPayment } from './settle-payment';
import { SIGNATURE_TOLERANCE_MS, checkNotificationSignature } from './webhook-signature';
import type { SignatureCheck } from './webhook-signature';
import { providerFailure } from './verify-payment';

export const PAYMENT_WEBHOOK_PATH = '/api/pedido/mercadopago/webhook';

export const SIGNATURE_MESSAGES: Readonly<Record<Exclude<SignatureCheck, 'valid'>, string>> = {
  missing: 'Falta la firma de la notificación (x-signature).',
  invalid: 'La firma de la notificación no es válida.',
  stale: `La notificación está vencida: su ts difiere en más de ${SIGNATURE_TOLERANCE_MS / 60_000} minutos de la hora del servidor.`,
};
export const WEBHOOK_NOT_CONFIGURED =
  'Las notificaciones de pago no están configuradas en este servidor (MP_WEBHOOK_SECRET).';
export const NOTIFICATION_ID_MISSING = 'Falta el id del recurso notificado (data.id).';

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST /api/pedido/mercadopago/webhook?data.id=&type=: Mercado Pago's payment notifications (and the
 * card sandbox's, signed the same way). Nothing is read or written before the x-signature is checked
 * (401 otherwise). A notification names a payment and is not believed: the payment is read from the
 * provider and its order settled exactly as the customer's verification does (settle-payment.ts), so
 * a paid order does not wait for the buyer's browser, and a repeated notification, or one racing the
 * verification, settles once. The club's subscription topics (subscription_preapproval,
 * subscription_authorized_payment) go, after the same check, to the club's subscriptions
 * (club/subscription-notifications.ts). Other topics and payments that are not of our orders answer
 * 200 'ignored' (Mercado Pago retries anything else); a provider that cannot be reached answers 502,
 * so it retries.
 */
export function paymentWebhook(app: FastifyInstance, { db, clock, payments, club, push }: AppContext): void {
  app.post(PAYMENT_WEBHOOK_PATH.slice('/api'.length), async (request) => {
    const query = parseInput(paymentNotificationQuery, request.query);
    const body = parseInput(paymentNotificationBody, request.body ?? {});
    const dataId = query['data.id'] ?? body.data?.id ?? null;

    if (!payments.webhookSecret) throw new HttpError(401, WEBHOOK_NOT_CONFIGURED);
    const signature = checkNotificationSignature(
      payments.webhookSecret,
      firstHeader(request.headers['x-signature']),
      { dataId, requestId: firstHeader(request.headers['x-request-id']) ?? null },
      clock.now(),
    );
    if (signature !== 'valid') throw new HttpError(401, SIGNATURE_MESSAGES[signature]);

    const type = query.type ?? body.type;
    if (isSubscriptionTopic(type)) {
      if (!dataId) throw badRequest(NOTIFICATION_ID_MISSING);
      return settleSubscriptionNotification({ db, clock, club }, type, dataId, request.log);
    }
    if (type !== 'payment') return { received: true, status: 'ignored' };
    if (!dataId) throw badRequest(NOTIFICATION_ID_MISSING);
    const provider = payments.provider;
    if (!provider) throw new HttpError(503, CARD_UNAVAILABLE);
    try {
      const paid = await orderOfProviderPayment(db, provider, dataId);
      const settlement =
        paid &&
        (await settleOrderPayment(
          { db, clock, provider, push: push.dispatcher, log: request.log },
          paid.orderId,
          paid.payment,
        ));
      if (!settlement) return { received: true, status: 'ignored' };
      request.log.info(
        { paymentId: dataId, orderId: settlement.order._id, outcome: settlement.outcome },
        'payment notification settled',
      );
      return {
        received: true,
        status: settlement.outcome,
        refundRequired: settlement.refundRequired,
      };
    } catch (error) {
      throw providerFailure(error, request.log);
    }
  });
}
