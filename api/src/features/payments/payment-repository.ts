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
