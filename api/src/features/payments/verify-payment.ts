import type { FastifyInstance } from 'fastify';
import { verifyPaymentBody } from '../../lib/request-schemas';
import type { AppContext } from '../../app-context';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { NOT_YOUR_DATA, requireSession } from '../auth/session';
import { findOrder } from '../orders/order-repository';
import { CARD_UNAVAILABLE } from './card-checkout';
import type { PaymentOutcome } from './payment-provider';
import { PaymentProviderError } from './payment-provider';
import { findOrderPayment, findOrderPaymentByPreference } from './payment-repository';
import { settleOrderPayment } from './settle-payment';

export const PAYMENT_NOT_FOUND = 'No se encontró el pago a verificar.';
export const WRONG_BRANCH = 'El pago no corresponde a este local.';
export const NOT_AN_ONLINE_PAYMENT = 'Este pedido no tiene un pago con tarjeta para verificar.';
export const PROVIDER_UNREACHABLE =
  'No pudimos consultar el estado del pago. Intentá de nuevo en unos minutos.';

export const OUTCOME_MESSAGES: Readonly<Record<PaymentOutcome, string>> = {
  approved: '¡Pago aprobado! Tu pedido está confirmado.',
  pending: 'Tu pago está pendiente de acreditación.',
  rejected: 'El pago fue rechazado: no se realizó ningún cobro.',
};
export const TRANSFER_PENDING = 'El pago por transferencia se confirma cuando el local lo recibe.';

/**
 * POST /api/pedido/verificationordersend { idPayment, idLocal } (spec 000 sections 4 and 7). idPayment
 * is what the front end holds: the order id it stored before opening the checkout, the payment_id the
 * checkout came back with, or the preference id. The outcome is read from the provider and written by
 * the server (settle-payment.ts); the query string of the return is never believed.
 */
export function verifyPayment(app: FastifyInstance, { db, clock, payments }: AppContext): void {
  app.post('/pedido/verificationordersend', async (request) => {
    const auth = await requireSession(request, db, clock);
    const { idPayment, idLocal } = parseInput(verifyPaymentBody, request.body);
    const provider = payments.provider;

    try {
      let orderId: string | null = null;
      let hint: string | null = null;
      if (await findOrderPayment(db, idPayment)) orderId = idPayment;
      else {
        const byPreference = await findOrderPaymentByPreference(db, idPayment);
        if (byPreference) orderId = byPreference.orderId;
        else if (provider) {
          const payment = await provider.getPayment(idPayment);
          const reference = payment?.externalReference;
          if (payment && reference && (await findOrderPayment(db, reference))) {
            orderId = reference;
            hint = payment.id;
          }
        }
      }

      const order = await findOrder(db, orderId ?? idPayment);
      if (!order) throw notFound(PAYMENT_NOT_FOUND);
      if (order.idCliente !== auth.session.userId || order.idMarca !== auth.session.brandId) {
        throw forbidden(NOT_YOUR_DATA);
      }
      if (order.idLocal !== idLocal && order.storeId !== idLocal) throw badRequest(WRONG_BRANCH);
      if (!orderId) {
        if ([order.metodoDePago].flat().includes('transfer')) {
          return { status: 'pending', message: TRANSFER_PENDING, data: { order, payment: null } };
        }
        throw badRequest(NOT_AN_ONLINE_PAYMENT);
      }
      if (!provider) throw new HttpError(503, CARD_UNAVAILABLE);

      const settlement = await settleOrderPayment({ db, clock, provider }, orderId, hint);
      if (!settlement) throw notFound(PAYMENT_NOT_FOUND);
      const { outcome, payment } = settlement;
      return {
        status: outcome,
        message: OUTCOME_MESSAGES[outcome],
        data: {
          order: settlement.order,
          payment: payment && {
            id: payment.id,
            status: payment.status,
            statusDetail: payment.statusDetail,
            paymentType: payment.paymentType,
            amount: payment.amount,
          },
        },
      };
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        request.log.warn({ err: error }, 'payment provider call failed');
        throw new HttpError(502, PROVIDER_UNREACHABLE);
      }
      throw error;
    }
  });
}
