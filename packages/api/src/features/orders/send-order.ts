import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ORDER_MESSAGES, idempotencyKeyHeader, sendOrderBody } from 'shared-contracts/api-requests';
import { meetsDeliveryMinimum } from 'shared-contracts/cart';
import { roundMoney } from 'shared-contracts/money';
import {
  PICKUP_MESSAGES,
  formatPickupTime,
  parsePickupTime,
  pickupTimeError,
} from 'shared-contracts/pickup-time';
import type { AppContext } from '../../app-context';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { assertSameUser, requireSession } from '../auth/session';
import { BRANCH_NOT_FOUND, findBranchRow, toBranchAnswer } from '../branches/branch-repository';
import type { BranchAnswer } from '../branches/branch-repository';
import { BRAND_NOT_FOUND, findBrandById } from '../brands/brand-repository';
import { CARD_CHECKOUT_FAILED, CARD_UNAVAILABLE, createCheckout } from '../payments/card-checkout';
import type { Preference } from '../payments/payment-provider';
import { PaymentProviderError } from '../payments/payment-provider';
import { findOrderPayment, insertOrderPayment } from '../payments/payment-repository';
import { appendOrderEntry, availablePoints } from '../points/points-repository';
import { findAddress } from '../addresses/address-repository';
import { shippingCost } from '../delivery/delivery-estimate';
import { POINTS_CHANGED, pointsToUse } from './points-use';
import { CONSUME_TYPE_OF_ORDER, priceOrder } from './order-pricing';
import type { LineInput } from './order-pricing';
import { findOrderByKey, insertOrder } from './order-repository';
import type { OrderAnswer, OrderType } from './order-repository';

export const TOTAL_CHANGED = 'El total del pedido cambió. Revisá tu orden.';
export const BRANCH_CLOSED = 'La sucursal está cerrada en este momento';
export const BELOW_DELIVERY_MINIMUM = 'No cumple con el mínimo de compra para delivery';
export const TYPE_NOT_OFFERED = 'El local no ofrece este tipo de consumo.';
export const PAYMENT_NOT_ALLOWED = ORDER_MESSAGES.payment;
export const IDEMPOTENCY_KEY_INVALID = ORDER_MESSAGES.idempotencyKey;
export const DELIVERY_ADDRESS_UNKNOWN = 'La dirección de entrega no es una de tus direcciones guardadas.';
export const OUT_OF_DELIVERY_RANGE = 'La dirección de entrega está fuera del área de envío de la sucursal.';
export const PICKUP_TIME_REQUIRED = PICKUP_MESSAGES.required;
export const UPDATE_NOT_AVAILABLE = 'Todavía no se pueden agregar productos a un pedido de mesa abierto.';

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : String(value);

function offersType(branch: BranchAnswer, type: OrderType): boolean {
  const options = branch.systemOptions;
  if (type === 'mesa') return options.tableSystem;
  if (type === 'takeaway') return options.takeawaySystem;
  if (type === 'delivery') return options.deliverySystem;
  return options.deliveryPropio.activo;
}

/**
 * Spec 000 section 6: table gets cash and points; takeaway transfer and card; delivery card; own
 * delivery card or transfer when its payment flag is on, else pay on delivery (cash). The branch must
 * have the method enabled too.
 */
export function allowedPaymentMethods(branch: BranchAnswer, type: OrderType): string[] {
  const byType: Record<OrderType, string[]> = {
    mesa: ['cash', 'points'],
    takeaway: ['transfer', 'mercadoPago'],
    delivery: ['mercadoPago'],
    delivery_propio: branch.systemOptions.deliveryPropio.payment ? ['mercadoPago', 'transfer'] : ['cash'],
  };
  const methods = branch.paymentMethods as unknown as Record<string, { enabled: boolean } | undefined>;
  return byType[type].filter((method) => methods[method]?.enabled === true);
}

/**
 * One method of the type, or points with one of them (points pay part, spec 000 section 9: points and
 * card, or points and cash at the table), when the branch takes points. Points alone only where the
 * type takes them (the table).
 */
export function paymentAllowed(branch: BranchAnswer, type: OrderType, methods: readonly string[]): boolean {
  if (new Set(methods).size !== methods.length) return false;
  const allowed = allowedPaymentMethods(branch, type);
  const others = methods.filter((m) => m !== 'points');
  if (others.length === methods.length) return others.length === 1 && allowed.includes(others[0] ?? '');
  if (others.length === 0) return allowed.includes('points');
  return others.length === 1 && allowed.includes(others[0] ?? '') && branch.paymentMethods.points.enabled;
}

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
 * 201 new order; 200 the same order for a repeated Idempotency-Key; 409 when the client's total differs.
 */
export function sendOrder(app: FastifyInstance, { db, clock, payments, menus }: AppContext): void {
  app.post('/pedido/sendorder', async (request, reply) => {
    const auth = await requireSession(request, db, clock);
    const idempotencyKey = parseInput(idempotencyKeyHeader, request.headers['idempotency-key']);
    const body = parseInput(sendOrderBody, request.body);
    await assertSameUser(auth, body.idMarca, body.idCliente, db);

    const existing = await findOrderByKey(db, auth.session.userId, idempotencyKey);
    if (existing) return reply.code(200).send(await answer(db, existing));
    if (body.orderChangeState === 'update') throw badRequest(UPDATE_NOT_AVAILABLE);

    const brand = await findBrandById(db, body.idMarca);
    if (!brand) throw notFound(BRAND_NOT_FOUND);
    const row = await findBranchRow(db, body.idLocal);
    if (!row || row.brand_id !== body.idMarca || row.store_id !== body.storeId) {
      throw notFound(BRANCH_NOT_FOUND);
    }
    const now = clock.now();
    const branch = toBranchAnswer(row, now);
    if (!offersType(branch, body.type)) throw badRequest(TYPE_NOT_OFFERED);
    if (branch.status !== 'open' && branch.status !== 'closing_soon') throw badRequest(BRANCH_CLOSED);

    const delivery = body.type === 'delivery' || body.type === 'delivery_propio';
    const mesa = text(body.mesa);
    if (body.type === 'mesa' && !mesa) throw badRequest('Debe ingresar su mesa');
    const deliveryAddressId = text(body.deliveryAddressId);
    if (delivery && !deliveryAddressId) throw badRequest('Debe seleccionar una dirección de entrega');
    if (body.type === 'delivery' && (body.costoEnvio === null || body.costoEnvio === undefined)) {
      throw badRequest('Debe seleccionar una opción de entrega');
    }
    // Spec 000 section 5: a takeaway order names its pickup time, 15 minutes ahead or more (the check
    // lets 14 pass), inside a slot of the branch's schedule that weekday; other types carry none.
    let horaRetiro: string | null = null;
    if (body.type === 'takeaway') {
      const pickupError = pickupTimeError({ pickupTime: body.horaRetiro, now, schedule: branch.schedule });
      const pickupAt = body.horaRetiro ? parsePickupTime(body.horaRetiro) : null;
      if (pickupError || !pickupAt) throw badRequest(pickupError ?? PICKUP_TIME_REQUIRED);
      horaRetiro = formatPickupTime(pickupAt);
    }
    const methods = [body.metodoDePago].flat();
    if (!paymentAllowed(branch, body.type, methods)) throw badRequest(PAYMENT_NOT_ALLOWED);
    const provider = payments.provider;
    const card = methods.includes('mercadoPago');
    if (card && !provider) throw new HttpError(503, CARD_UNAVAILABLE);

    // The shipping cost is the server's delivery estimate to the customer's own saved address.
    let costoEnvio = 0;
    if (delivery && deliveryAddressId) {
      const address = await findAddress(db, body.idMarca, auth.session.userId, deliveryAddressId);
      if (!address) throw badRequest(DELIVERY_ADDRESS_UNKNOWN);
      const { lat, lon } = address.coordinates.dropoff;
      const cost = shippingCost(branch, brand.deliveryCondiciones, { latitude: lat, longitude: lon });
      if (cost === null) throw badRequest(OUT_OF_DELIVERY_RANGE);
      costoEnvio = cost;
    }

    const menu = await menus.menu(body.idMarca, body.storeId);
    const { lines, totals } = priceOrder({
      menu,
      lines: body.orderPayment as LineInput[],
      type: body.type,
      priceCategory: auth.user.priceCategory,
      storeId: body.storeId,
      costoEnvio,
      conditions: brand.deliveryCondiciones,
      newId: randomUUID,
    });
    const consumeType = CONSUME_TYPE_OF_ORDER[body.type];
    if (
      !meetsDeliveryMinimum({ subtotal: totals.subtotal, conditions: brand.deliveryCondiciones, consumeType })
    ) {
      throw badRequest(BELOW_DELIVERY_MINIMUM);
    }
    // in cents: 14300.01 against 14300 is within the tolerance despite binary noise
    const differs = (a: number, b: number) => roundMoney(Math.abs(a - b)) > 0.01;
    const clientShipping = delivery ? body.costoEnvio : null;
    if (
      differs(totals.total, body.total) ||
      (clientShipping !== null && clientShipping !== undefined && differs(clientShipping, costoEnvio))
    ) {
      const data = delivery ? { total: totals.total, costoEnvio } : { total: totals.total };
      return reply.code(409).send({ message: TOTAL_CHANGED, data });
    }

    // Points pay part (or all) of the order: how many follows from the balance and spec 000's rules.
    const usesPoints = methods.includes('points');
    const other = methods.find((m) => m !== 'points') ?? null;
    const pointsUsed = usesPoints
      ? pointsToUse(totals.total, await availablePoints(db, body.idMarca, auth.session.userId), other)
      : 0;
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
        mesaId: text(body.mesaId),
        horaRetiro,
        deliveryAddressId,
        comments: text(body.comments),
        idempotencyKey,
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
    return reply.code(200).send(await answer(db, winner));
  });
}
