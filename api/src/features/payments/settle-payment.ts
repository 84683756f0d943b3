import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { findOrder } from '../orders/order-repository';
import type { OrderAnswer } from '../orders/order-repository';
import { appendOrderEntry } from '../points/points-repository';
import { enqueueOrderPushes } from '../push/order-push';
import type { PushDispatcher } from '../push/push-dispatcher';
import type { OrderLedgerEntry } from '../points/points-repository';
import type { PaymentOutcome, PaymentProvider, ProviderPayment } from './payment-provider';
import { outcomeOf } from './payment-provider';
import { closeOrderPreference, refundOrder } from './refunds';
import type { RefundContext } from './refunds';
import {
  findLateApprovals,
  findOrderPayment,
  recordLateApproval,
  recordProviderAnswer,
} from './payment-repository';
import type { LateApproval, OrderPayment } from './payment-repository';

export interface Settlement {
  outcome: PaymentOutcome;
  /** the provider's payment the outcome rests on; null when the provider has none for the order yet */
  payment: ProviderPayment | null;
  order: OrderAnswer;
  /** approvals that arrived after the order was rejected: recorded, refunded, never settled */
  lateApprovals: LateApproval[];
  /** whether one of them still has its money to give back (the provider did not take the refund yet) */
  refundRequired: boolean;
}

/** Payments of other orders, in another currency or for another amount do not pay this order. */
function paysFor(payment: ProviderPayment, record: OrderPayment): boolean {
  return (
    payment.externalReference === record.orderId &&
    payment.currency === record.currency &&
    Math.abs(payment.amount - record.amount) < 0.005
  );
}

/** The order's approved payments (an order rejected before them owes each one back). */
function approvedPayments(payments: readonly ProviderPayment[], record: OrderPayment): ProviderPayment[] {
  return payments.filter((payment) => paysFor(payment, record) && outcomeOf(payment.status) === 'approved');
}

/** One approved payment settles the order; else one on its way keeps it pending; else it was rejected. */
export function decide(
  payments: readonly ProviderPayment[],
  record: OrderPayment,
): { outcome: PaymentOutcome; payment: ProviderPayment | null } {
  const valid = payments.filter((payment) => paysFor(payment, record));
  for (const outcome of ['approved', 'pending', 'rejected'] as const) {
    const payment = valid.find((p) => outcomeOf(p.status) === outcome);
    if (payment) return { outcome, payment };
  }
  return { outcome: 'pending', payment: null };
}

interface LockedOrder {
  id: string;
  brand_number: string | number;
  brand_id: string;
  user_id: string;
  branch_id: string;
  payment_status: string;
  points_used: number;
  type_user: string;
  percentage_points: number | string;
}

/** Points earned: the branch's PercentagePoints of what was paid with money, rounded down. */
export function cashbackPoints(paid: number, percentage: number): number {
  return Math.floor((paid * percentage) / 100 + 1e-9);
}

/**
 * Reads what the provider holds for the order (its payments by external_reference, plus `hint`, the
 * payment the buyer came back with or a notification named, already read by the caller, only if the provider says it belongs
 * to this order) and writes the outcome: approved → the order is PAGADO and the points are credited
 * once; rejected → RECHAZADO, no longer active, and the points it used given back; pending → nothing
 * changes but the record. A rejected order is final: an approval after it is recorded as a late
 * approval to refund, and the order, the points and the record stay as they are. An order already
 * approved on the server's record is answered from it. The customer's verification and the
 * provider's notifications both settle through here, under a row lock on the order, so whichever
 * comes first writes and the others find it done. An approval writes the customer's 'paid' push to the
 * outbox in the same transaction; `push` sends it once committed.
 */
export async function settleOrderPayment(
  {
    db,
    clock,
    provider,
    push,
    log,
  }: {
    db: Database;
    clock: Clock;
    provider: PaymentProvider;
    push?: PushDispatcher | undefined;
    log?: RefundContext['log'];
  },
  orderId: string,
  hint: ProviderPayment | null = null,
): Promise<Settlement | null> {
  const refunds: RefundContext = { db, clock, provider, log };
  const record = await findOrderPayment(db, orderId);
  if (!record) return null;
  if (record.status === 'approved') {
    // a second approved payment of a paid order (the buyer paid twice) is given back
    if (
      hint &&
      hint.id !== record.providerPaymentId &&
      paysFor(hint, record) &&
      outcomeOf(hint.status) === 'approved'
    ) {
      await recordLateApproval(db, orderId, hint, clock.now(), 'already_paid');
    }
    await refundOrder(refunds, orderId);
    const order = await findOrder(db, orderId);
    if (!order) return null;
    const payment =
      (record.providerPaymentId ? await provider.getPayment(record.providerPaymentId) : null) ?? null;
    return { outcome: 'approved', payment, order, lateApprovals: [], refundRequired: false };
  }

  const payments = await provider.searchPayments(orderId);
  // a payment the caller already read (the notified one), which the provider's search may not list yet
  if (hint && !payments.some((p) => p.id === hint.id)) payments.push(hint);
  const { outcome, payment } = decide(payments, record);
  const now = clock.now();

  const pushes = await db.transaction(async (tx) => {
    const { rows } = await tx.query<LockedOrder>(
      `SELECT o.id, o.brand_number, o.brand_id, o.user_id, o.branch_id, o.payment_status, o.points_used, u.type_user,
         b.percentage_points
       FROM orders o JOIN users u ON u.id = o.user_id JOIN branches b ON b.id = o.branch_id
       WHERE o.id = $1 FOR UPDATE OF o`,
      [orderId],
    );
    const order = rows[0];
    if (!order) return 0;
    const pointsUsed = Number(order.points_used);
    const ledger = (entry: OrderLedgerEntry, points: number, description: string) =>
      appendOrderEntry(tx, {
        id: `pts-${randomUUID()}`,
        orderId,
        entry,
        brandId: order.brand_id,
        userId: order.user_id,
        branchId: order.branch_id,
        type: points < 0 || entry === 'cashback' ? 'Compra' : 'cancelado',
        reason: entry === 'cashback' ? 'cashback' : 'purchase',
        points,
        originalAmount: entry === 'cashback' ? record.amount : Math.abs(points),
        rewardPercentage: entry === 'cashback' ? Number(order.percentage_points) : null,
        description,
        createdAt: now,
      });
    const answer = {
      status: outcome,
      providerPaymentId: payment?.id ?? null,
      statusDetail: payment?.statusDetail ?? null,
      paymentType: payment?.paymentType ?? null,
    };

    if (outcome === 'approved' && order.payment_status === 'RECHAZADO') {
      // Rejected is final (the points it used were given back and may be spent already): the money
      // of each approval is recorded to be refunded.
      for (const approved of approvedPayments(payments, record)) {
        await recordLateApproval(tx, orderId, approved, now);
      }
    } else if (outcome === 'approved' && order.payment_status === 'PENDIENTE') {
      // one approval pays the order; any other approved at once is given back
      for (const approved of approvedPayments(payments, record)) {
        if (approved.id !== payment?.id) await recordLateApproval(tx, orderId, approved, now, 'already_paid');
      }
      const percentage = Number(order.percentage_points);
      // guests do not earn points (spec 000 section 6)
      const earned = order.type_user === 'registered' ? cashbackPoints(record.amount, percentage) : 0;
      await recordProviderAnswer(tx, orderId, answer, now);
      await tx.query(
        `UPDATE orders SET payment_status = 'PAGADO', order_status = 'PAGADO', win_points = $2,
           points_percentage = $3, updated_at = $4
         WHERE id = $1`,
        [orderId, earned, percentage, now.toISOString()],
      );
      if (earned > 0) await ledger('cashback', earned, `Puntos por el pedido #${order.brand_number}`);
      return enqueueOrderPushes(tx, orderId, ['paid'], now);
    } else if (outcome === 'rejected' && order.payment_status === 'PENDIENTE') {
      await recordProviderAnswer(tx, orderId, answer, now);
      await tx.query(
        `UPDATE orders SET payment_status = 'RECHAZADO', order_status = 'RECHAZADO', active_order = false,
           updated_at = $2
         WHERE id = $1`,
        [orderId, now.toISOString()],
      );
      if (pointsUsed > 0) {
        await ledger('points_refund', pointsUsed, `Devolución de puntos del pedido #${order.brand_number}`);
      }
    } else if (outcome === 'pending' && order.payment_status === 'PENDIENTE') {
      await recordProviderAnswer(tx, orderId, answer, now);
    }
    return 0;
  });
  if (pushes > 0) push?.dispatchSoon();

  let order = await findOrder(db, orderId);
  if (!order) return null;
  // a rejected or cancelled order's checkout is closed; money it took anyway is given back (the
  // order is read again only when a refund was tried: its answer carries the amounts)
  if (order.paymentStatus === 'RECHAZADO') await closeOrderPreference(refunds, orderId);
  if ((await refundOrder(refunds, orderId)) > 0) order = (await findOrder(db, orderId)) ?? order;
  // The order's state is the answer: a rejection after an approval, or an approval after a
  // rejection, does not change it.
  const settled: PaymentOutcome =
    order.paymentStatus === 'PAGADO'
      ? 'approved'
      : order.paymentStatus === 'RECHAZADO'
        ? 'rejected'
        : outcome;
  // late approvals are recorded only on a rejected order (rejected is final)
  const lateApprovals = order.paymentStatus === 'RECHAZADO' ? await findLateApprovals(db, orderId) : [];
  return {
    outcome: settled,
    payment,
    order,
    lateApprovals,
    refundRequired: lateApprovals.some((late) => late.refundRequired),
  };
}

/**
 * The order a provider's payment pays, by the payment's external_reference, when it is one of our
 * card orders; null for a payment the provider does not know or that is not ours (another
 * integration of the same seller account).
 */
export async function orderOfProviderPayment(
  db: Database,
  provider: PaymentProvider,
  paymentId: string,
): Promise<{ orderId: string; payment: ProviderPayment } | null> {
  const payment = await provider.getPayment(paymentId);
  const reference = payment?.externalReference;
  if (!payment || !reference || !(await findOrderPayment(db, reference))) return null;
  return { orderId: reference, payment };
}
