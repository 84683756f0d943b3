import type { Queryable } from '../../db/database';
import type { PaymentOutcome } from './payment-provider';

/** The server's record of an order's card payment (migration 008). */
export interface OrderPayment {
  orderId: string;
  provider: 'sandbox' | 'mercadopago';
  preferenceId: string;
  checkoutUrl: string;
  amount: number;
  currency: string;
  status: PaymentOutcome;
  providerPaymentId: string | null;
  statusDetail: string | null;
  paymentType: string | null;
  verifiedAt: string | null;
}

interface OrderPaymentRow {
  order_id: string;
  provider: 'sandbox' | 'mercadopago';
  preference_id: string;
  checkout_url: string;
  amount: string | number;
  currency: string;
  status: PaymentOutcome;
  provider_payment_id: string | null;
  status_detail: string | null;
  payment_type: string | null;
  verified_at: Date | string | null;
}

const COLUMNS = `order_id, provider, preference_id, checkout_url, amount, currency, status, provider_payment_id,
  status_detail, payment_type, verified_at`;

function toOrderPayment(row: OrderPaymentRow): OrderPayment {
  return {
    orderId: row.order_id,
    provider: row.provider,
    preferenceId: row.preference_id,
    checkoutUrl: row.checkout_url,
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status,
    providerPaymentId: row.provider_payment_id,
    statusDetail: row.status_detail,
    paymentType: row.payment_type,
    verifiedAt: row.verified_at ? new Date(row.verified_at).toISOString() : null,
  };
}

export async function insertOrderPayment(
  tx: Queryable,
  payment: Pick<
    OrderPayment,
    'orderId' | 'provider' | 'preferenceId' | 'checkoutUrl' | 'amount' | 'currency'
  >,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO order_payments (order_id, provider, preference_id, checkout_url, amount, currency, created_at,
       updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [
      payment.orderId,
      payment.provider,
      payment.preferenceId,
      payment.checkoutUrl,
      payment.amount,
      payment.currency,
      now.toISOString(),
    ],
  );
}

export async function findOrderPayment(db: Queryable, orderId: string): Promise<OrderPayment | null> {
  const { rows } = await db.query<OrderPaymentRow>(
    `SELECT ${COLUMNS} FROM order_payments WHERE order_id = $1`,
    [orderId],
  );
  return rows[0] ? toOrderPayment(rows[0]) : null;
}

export async function findOrderPaymentByPreference(
  db: Queryable,
  preferenceId: string,
): Promise<OrderPayment | null> {
  const { rows } = await db.query<OrderPaymentRow>(
    `SELECT ${COLUMNS} FROM order_payments WHERE preference_id = $1`,
    [preferenceId],
  );
  return rows[0] ? toOrderPayment(rows[0]) : null;
}

/** What the provider said, as read by the server. */
export async function recordProviderAnswer(
  tx: Queryable,
  orderId: string,
  answer: {
    status: PaymentOutcome;
    providerPaymentId: string | null;
    statusDetail: string | null;
    paymentType: string | null;
  },
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE order_payments SET status = $2,
       provider_payment_id = COALESCE($3, provider_payment_id),
       status_detail = COALESCE($4, status_detail),
       payment_type = COALESCE($5, payment_type),
       verified_at = $6, updated_at = $6
     WHERE order_id = $1`,
    [
      orderId,
      answer.status,
      answer.providerPaymentId,
      answer.statusDetail,
      answer.paymentType,
      now.toISOString(),
    ],
  );
}

/**
 * An approval the order could not take (it was rejected or cancelled first: 'rejected'; another
 * payment paid it: 'already_paid'): money to give back, and once given back, the refund (refunds.ts).
 */
export interface LateApproval {
  paymentId: string;
  amount: number;
  currency: string;
  approvedAt: string | null;
  recordedAt: string;
  reason: 'rejected' | 'already_paid';
  refundRequired: boolean;
  /** the provider's refund, once it took it */
  refund: { id: string; amount: number; refundedAt: string } | null;
}

/** Records a late approval once per provider payment (a repeated notification writes nothing). */
export async function recordLateApproval(
  tx: Queryable,
  orderId: string,
  payment: { id: string; amount: number; currency: string; dateApproved: string | null },
  now: Date,
  reason: LateApproval['reason'] = 'rejected',
): Promise<void> {
  await tx.query(
    `INSERT INTO payment_late_approvals (order_id, provider_payment_id, amount, currency, approved_at, recorded_at,
       reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (order_id, provider_payment_id) DO NOTHING`,
    [orderId, payment.id, payment.amount, payment.currency, payment.dateApproved, now.toISOString(), reason],
  );
}

export async function findLateApprovals(db: Queryable, orderId: string): Promise<LateApproval[]> {
  const { rows } = await db.query<{
    provider_payment_id: string;
    amount: string | number;
    currency: string;
    approved_at: Date | string | null;
    recorded_at: Date | string;
    reason: LateApproval['reason'];
    refund_required: boolean;
    refund_id: string | null;
    refunded_amount: string | number | null;
    refunded_at: Date | string | null;
  }>(
    `SELECT provider_payment_id, amount, currency, approved_at, recorded_at, reason, refund_required, refund_id,
       refunded_amount, refunded_at
     FROM payment_late_approvals WHERE order_id = $1 ORDER BY recorded_at, provider_payment_id`,
    [orderId],
  );
  return rows.map((row) => ({
    paymentId: row.provider_payment_id,
    amount: Number(row.amount),
    currency: row.currency,
    approvedAt: row.approved_at ? new Date(row.approved_at).toISOString() : null,
    recordedAt: new Date(row.recorded_at).toISOString(),
    reason: row.reason,
    refundRequired: row.refund_required,
    refund:
      row.refund_id && row.refunded_at
        ? {
            id: row.refund_id,
            amount: Number(row.refunded_amount ?? row.amount),
            refundedAt: new Date(row.refunded_at).toISOString(),
          }
        : null,
  }));
}
