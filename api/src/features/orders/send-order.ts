import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ORDER_MESSAGES, idempotencyKeyHeader, sendOrderBody } from './order-schemas';
import { roundMoney } from 'shared-contracts/money';
import type { AppContext } from '../../app-context';
import { HttpError, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { assertSameUser, requireSession } from '../auth/session';
import { CARD_CHECKOUT_FAILED, createCheckout } from '../payments/card-checkout';
import type { Preference } from '../payments/payment-provider';
import { PaymentProviderError } from '../payments/payment-provider';
import { findOrderPayment, insertOrderPayment } from '../payments/payment-repository';
import { appendOrderEntry, availablePoints, isPointsOverdraft } from '../points/points-repository';
import { POINTS_CHANGED, pointsToUse } from './points-use';
import { currentLinePrices, type LineInput } from './order-pricing';
import { checkSubmission, text, totalChangedMessage, totalsDiffer } from './order-submission';
import { findOpenTableOrder, findOrderByKey, findOrderByUpdateKey, insertOrder } from './order-repository';
import type { OrderAnswer } from './order-repository';
import { NO_OPEN_TABLE_ORDER, updateTableOrder } from './update-table-order';
import { assertSameRequest, requestHash } from './idempotency';

export {
  BELOW_DELIVERY_MINIMUM,
  BRANCH_CLOSED,
  CLUB_DISCOUNT_NOT_YOURS,
  DELIVERY_ADDRESS_UNKNOWN,
  OUT_OF_DELIVERY_RANGE,
  PAYMENT_NOT_ALLOWED,
  PICKUP_TIME_REQUIRED,
  TOTAL_CHANGED,
  TYPE_NOT_OFFERED,
  allowedPaymentMethods,
  clubDiscountMissing,
  paymentAllowed,
} from './order-submission';

export const IDEMPOTENCY_KEY_INVALID = ORDER_MESSAGES.idempotencyKey;

const paysByCard = (order: Pick<OrderAnswer, 'metodoDePago'>) =>
  [order.metodoDePago].flat().includes('mercadoPago');

/** A card order also answers its checkout: `preferenceId` and the URL the buyer pays at. */
async function answer(db: AppContext['db'], order: OrderAnswer) {
  if (!paysByCard(order)) return { data: order };
  const payment = await findOrderPayment(db, order._id);
  return {
    preferenceId: payment?.preferenceId ?? null,
    checkoutUrl: payment?.checkoutUrl ?? null,
    data: order,
  };
}

/**
 * The order's id follows from the user and the Idempotency-Key, so racing submits of one order agree
 * on it before either is written, and so does the card preference created for it (its
 * external_reference and the provider's idempotency key).
 */
export function orderIdFor(userId: string, idempotencyKey: string): string {
  const hex = createHash('sha256').update(`${userId}\n${idempotencyKey}`).digest('hex');
  return `ord-${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * POST /api/pedido/sendorder: the order payload of spec 000 section 3, priced again from the menu.
 * 201 new order; 200 the same order for a repeated Idempotency-Key with the same body, 422 with another
 * body (idempotency.ts); 409 when the client's total differs.
 */
export function sendOrder(app: FastifyInstance, context: AppContext): void {
  const { db, clock, payments } = context;
  app.post('/pedido/sendorder', async (request, reply) => {
    const auth = await requireSession(request, db, clock);
    await context.orderLimits.check(auth.session.userId, request.ip);
    const idempotencyKey = parseInput(idempotencyKeyHeader, request.headers['idempotency-key']);
    const body = parseInput(sendOrderBody, request.body);
    await assertSameUser(auth, body.idMarca, body.idCliente, db);
    // the key names this body: sent again with another one, it is refused (422), nothing is created
    const hash = requestHash(request.body);
    const keyUsed = await assertSameRequest(db, auth.session.userId, idempotencyKey, hash);

    // the order (or the update) this key already made, answered again; a new key made none (a racing
    // submit of it is caught where the order is written)
    const existing = keyUsed
      ? ((await findOrderByKey(db, auth.session.userId, idempotencyKey)) ??
        (await findOrderByUpdateKey(db, auth.session.userId, idempotencyKey)))
      : null;
    if (existing) return reply.code(200).send(await answer(db, existing));
    // Spec 000 section 4: with an unpaid table order at the branch, the products are added to it.
    if (body.orderChangeState === 'update') {
      const open = await findOpenTableOrder(db, body.idMarca, auth.session.userId, body.idLocal);
      if (!open) throw notFound(NO_OPEN_TABLE_ORDER);
      // the key's update was looked up above: there is none
      const updated = await updateTableOrder(context, request, auth, open, body, idempotencyKey, hash, null);
      return reply.code(updated.status).send(updated.body);
    }

    const { brand, now, methods, lines, totals, mesa, mesaId, deliveryAddressId, horaRetiro, menu } =
      await checkSubmission(context, auth, body, body.orderPayment as LineInput[], undefined, request.host);
    const delivery = body.type === 'delivery' || body.type === 'delivery_propio';
    const costoEnvio = totals.costoEnvio;
    const clientShipping = delivery ? body.costoEnvio : null;
    if (
      totalsDiffer(totals.total, body.total) ||
      (clientShipping !== null && clientShipping !== undefined && totalsDiffer(clientShipping, costoEnvio))
    ) {
      // the lines' current prices, so the checkout can take them in (ADR 050)
      const current = { total: totals.total, lines: currentLinePrices(menu, lines) };
      const data = delivery ? { ...current, costoEnvio } : current;
      return reply.code(409).send({ message: totalChangedMessage(brand, totals, body.total), data });
    }
    const provider = payments.provider;
    const card = methods.includes('mercadoPago');

    // Points pay part (or all) of the order: how many follows from the balance and spec 000's rules.
    const usesPoints = methods.includes('points');
    const other = methods.find((m) => m !== 'points') ?? null;
    let pointsUsed = 0;
    if (usesPoints) {
      const balance = await availablePoints(db, body.idMarca, auth.session.userId);
      try {
        pointsUsed = pointsToUse(totals.total, balance, other);
      } catch (error) {
        // a submit of this same key, racing this one, may have spent them just now: answer its order
        const placed = await findOrderByKey(db, auth.session.userId, idempotencyKey);
        if (placed) {
          await assertSameRequest(db, auth.session.userId, idempotencyKey, hash);
          return reply.code(200).send(await answer(db, placed));
        }
        throw error;
      }
    }
    const toPay = roundMoney(totals.total - pointsUsed);

    const orderId = orderIdFor(auth.session.userId, idempotencyKey);
    // The checkout is created first, for the id about to be written: a provider that fails leaves
    // nothing behind but an unused preference.
    let preference: Preference | null = null;
    if (card && provider) {
      try {
        preference = await createCheckout(
          { ...payments, provider },
          {
            id: orderId,
            amount: toPay,
            brandName: brand.appName,
            brandDomain: brand.domain,
            payerEmail: auth.user.email,
          },
          now,
        );
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.warn({ err: error }, 'card checkout not created');
        throw new HttpError(502, CARD_CHECKOUT_FAILED);
      }
    }

    const created = await db.transaction(async (tx) => {
      if (pointsUsed > 0) {
        // One spender at a time per customer: the balance read below cannot be spent twice.
        await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [auth.session.userId]);
        if (await findOrderByKey(tx, auth.session.userId, idempotencyKey)) return null;
        const balance = await availablePoints(tx, body.idMarca, auth.session.userId);
        if (balance < pointsUsed) throw new HttpError(409, POINTS_CHANGED);
      }
      const order = await insertOrder(tx, {
        id: orderId,
        brandId: body.idMarca,
        storeId: body.storeId,
        branchId: body.idLocal,
        userId: auth.session.userId,
        type: body.type,
        estadoDeOrden: 'COCINA',
        metodoDePago: body.metodoDePago,
        lines,
        totals,
        mesa,
        mesaId,
        horaRetiro,
        deliveryAddressId,
        comments: text(body.comments),
        idempotencyKey,
        requestHash: hash,
        pointsUsed,
        // paid in full with points: nothing is left to collect
        paymentStatus: toPay <= 0 ? 'PAGADO' : 'PENDIENTE',
        now,
      });
      if (order && pointsUsed > 0) {
        await appendOrderEntry(tx, {
          id: `pts-${randomUUID()}`,
          orderId,
          entry: 'points_debit',
          brandId: body.idMarca,
          userId: auth.session.userId,
          branchId: body.idLocal,
          type: 'Compra',
          reason: 'purchase',
          points: -pointsUsed,
          originalAmount: pointsUsed,
          rewardPercentage: null,
          description: `Pago con puntos del pedido #${order.idOrder}`,
          createdAt: now,
        }).catch((error: unknown) => {
          // the database's own guard (migration 053): the debit would leave the balance below 0
          throw isPointsOverdraft(error) ? new HttpError(409, POINTS_CHANGED) : error;
        });
      }
      if (order && preference && provider) {
        await insertOrderPayment(
          tx,
          {
            orderId,
            provider: provider.name,
            preferenceId: preference.id,
            checkoutUrl: preference.checkoutUrl,
            amount: toPay,
            currency: 'ARS',
          },
          now,
        );
      }
      return order;
    });
    if (created) return reply.code(201).send(await answer(db, created));
    // Another submit with the same key won the race: answer its order.
    const winner = await findOrderByKey(db, auth.session.userId, idempotencyKey);
    if (!winner) throw new HttpError(500, 'Ocurrió un error inesperado. Intentá de nuevo en unos minutos.');
    // a racing submit of this key with another body won: this one is refused
    await assertSameRequest(db, auth.session.userId, idempotencyKey, hash);
    return reply.code(200).send(await answer(db, winner));
  });
}
