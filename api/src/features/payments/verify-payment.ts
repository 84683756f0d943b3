import { formatMoney } from 'shared-contracts/money';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { verifyPaymentBody } from './payment-schemas';
import type { AppContext } from '../../app-context';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { requireSession } from '../auth/session';
import { findOrder } from '../orders/order-repository';
import { CARD_UNAVAILABLE } from './card-checkout';
import type { PaymentOutcome, ProviderPayment } from './payment-provider';
import { PaymentProviderError } from './payment-provider';
import { findOrderPayment, findOrderPaymentByPreference } from './payment-repository';
import { orderOfProviderPayment, settleOrderPayment } from './settle-payment';

export const PAYMENT_NOT_FOUND = 'No se encontró el pago a verificar.';
export const WRONG_BRANCH = 'El pago no corresponde a este local.';
export const NOT_AN_ONLINE_PAYMENT = 'Este pedido no tiene un pago con tarjeta para verificar.';
export const PROVIDER_UNREACHABLE =
  'No pudimos consultar el estado del pago. Intentá de nuevo en unos minutos.';

/** A provider that cannot be reached is a 502 for the caller (and a warning in the log); any other error passes on. */
export function providerFailure(error: unknown, log: FastifyBaseLogger): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  log.warn({ err: error }, 'payment provider call failed');
  return new HttpError(502, PROVIDER_UNREACHABLE);
}

export const OUTCOME_MESSAGES: Readonly<Record<PaymentOutcome, string>> = {
  approved: '¡Pago aprobado! Tu pedido está confirmado.',
  pending: 'Tu pago está pendiente de acreditación.',
  rejected: 'El pago fue rechazado: no se realizó ningún cobro.',
};
export const TRANSFER_PENDING = 'El pago por transferencia se confirma cuando el local lo recibe.';
/** A rejected order whose payment the provider approved later: the order stays rejected. */
export const LATE_APPROVAL =
  'El pago se aprobó después de que el pedido fue rechazado: el pedido no se prepara y te vamos a devolver el dinero.';
/** The same, once the provider took the refund (issue 29 item 3). */
export const lateApprovalRefunded = (amount: number) =>
  `El pago se aprobó después de que el pedido fue rechazado: el pedido no se prepara y te devolvimos ${formatMoney(amount)}.`;

/**
 * POST /api/pedido/verificationordersend { idPayment, idLocal } (spec 000 sections 4 and 7). idPayment
 * is what the front end holds: the order id it stored before opening the checkout, the payment_id the
 * checkout came back with, or the preference id. The outcome is read from the provider and written by
 * the server (settle-payment.ts, as the provider's notifications are: payment-webhook.ts); the query
 * string of the return is never believed. An approval that came after the order was rejected is in
 * `lateApprovals` (`refundRequired`): the order stays rejected.
 */
export function verifyPayment(app: FastifyInstance, { db, clock, payments, push }: AppContext): void {
  app.post('/pedido/verificationordersend', async (request) => {
    const auth = await requireSession(request, db, clock);
    const { idPayment, idLocal } = parseInput(verifyPaymentBody, request.body);
    const provider = payments.provider;

    try {
      let orderId: string | null = null;
      let hint: ProviderPayment | null = null;
      if (await findOrderPayment(db, idPayment)) orderId = idPayment;
      else {
        const byPreference = await findOrderPaymentByPreference(db, idPayment);
        if (byPreference) orderId = byPreference.orderId;
        else if (provider) {
          const paid = await orderOfProviderPayment(db, provider, idPayment);
          if (paid) {
            orderId = paid.orderId;
            hint = paid.payment;
          }
        }
      }

      const order = await findOrder(db, orderId ?? idPayment);
      // another customer's order is as unknown as a missing one: its id tells nothing, and a 403
      // would end the caller's own session in the app (spec 001 section 4)
      if (!order || order.idCliente !== auth.session.userId || order.idMarca !== auth.session.brandId) {
        throw notFound(PAYMENT_NOT_FOUND);
      }
      if (order.idLocal !== idLocal && order.storeId !== idLocal) throw badRequest(WRONG_BRANCH);
      if (!orderId) {
        if ([order.metodoDePago].flat().includes('transfer')) {
          return { status: 'pending', message: TRANSFER_PENDING, data: { order, payment: null } };
        }
        throw badRequest(NOT_AN_ONLINE_PAYMENT);
      }
      if (!provider) throw new HttpError(503, CARD_UNAVAILABLE);

      const settlement = await settleOrderPayment(
        { db, clock, provider, push: push.dispatcher, log: request.log },
        orderId,
        hint,
      );
      if (!settlement) throw notFound(PAYMENT_NOT_FOUND);
      const { outcome, payment, lateApprovals, refundRequired } = settlement;
      // an approval that came after the rejection is money given back (or still to give back)
      const refunded = lateApprovals.reduce((sum, late) => sum + (late.refund?.amount ?? 0), 0);
      const message = refundRequired
        ? LATE_APPROVAL
        : refunded > 0
          ? lateApprovalRefunded(refunded)
          : OUTCOME_MESSAGES[outcome];
      return {
        status: outcome,
        message,
        data: {
          order: settlement.order,
          payment: payment && {
            id: payment.id,
            status: payment.status,
            statusDetail: payment.statusDetail,
            paymentType: payment.paymentType,
            amount: payment.amount,
          },
          refundRequired,
          lateApprovals,
        },
      };
    } catch (error) {
      throw providerFailure(error, request.log);
    }
  });
}
