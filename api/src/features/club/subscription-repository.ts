import type { Queryable } from '../../db/database';
import type { ClubPlanId } from './club-plan';

export type SubscriptionStatus = 'pending' | 'authorized' | 'cancelled';

/** The server's record of a club subscription (migration 030). */
export interface ClubSubscription {
  id: string;
  provider: 'sandbox' | 'mercadopago';
  userId: string;
  brandId: string;
  plan: ClubPlanId;
  price: number;
  currency: string;
  intervalMonths: number;
  mercadoPagoPlanId: string | null;
  status: SubscriptionStatus;
  externalReference: string;
  initPoint: string;
  backUrl: string;
  payerEmail: string;
  createdAt: string;
  authorizedAt: string | null;
  cancelledAt: string | null;
  nextPaymentAt: string | null;
}

interface SubscriptionRow {
  id: string;
  provider: 'sandbox' | 'mercadopago';
  user_id: string;
  brand_id: string;
  plan: ClubPlanId;
  price: string | number;
  currency: string;
  interval_months: number;
  mercado_pago_plan_id: string | null;
  status: SubscriptionStatus;
  external_reference: string;
  init_point: string;
  back_url: string;
  payer_email: string;
  created_at: Date | string;
  authorized_at: Date | string | null;
  cancelled_at: Date | string | null;
  next_payment_at: Date | string | null;
}

const COLUMNS = `id, provider, user_id, brand_id, plan, price, currency, interval_months, mercado_pago_plan_id,
  status, external_reference, init_point, back_url, payer_email, created_at, authorized_at, cancelled_at,
  next_payment_at`;

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

function toSubscription(row: SubscriptionRow): ClubSubscription {
  return {
    id: row.id,
    provider: row.provider,
    userId: row.user_id,
    brandId: row.brand_id,
    plan: row.plan,
    price: Number(row.price),
    currency: row.currency,
    intervalMonths: Number(row.interval_months),
    mercadoPagoPlanId: row.mercado_pago_plan_id,
    status: row.status,
    externalReference: row.external_reference,
    initPoint: row.init_point,
    backUrl: row.back_url,
    payerEmail: row.payer_email,
    createdAt: new Date(row.created_at).toISOString(),
    authorizedAt: iso(row.authorized_at),
    cancelledAt: iso(row.cancelled_at),
    nextPaymentAt: iso(row.next_payment_at),
  };
}

/** The subscription as the API answers it (spec 001 section 3: membership's cycle and dates). */
export function subscriptionAnswer(subscription: ClubSubscription) {
  return {
    _id: subscription.id,
    subscriptionId: subscription.id,
    userId: subscription.userId,
    brandId: subscription.brandId,
    planId: subscription.plan,
    cycle: subscription.plan,
    price: subscription.price,
    currency: subscription.currency,
    mercadoPagoPlanId: subscription.mercadoPagoPlanId,
    status: subscription.status,
    init_point: subscription.initPoint,
    createdAt: subscription.createdAt,
    authorizedAt: subscription.authorizedAt,
    cancelledAt: subscription.cancelledAt,
    nextPaymentAt: subscription.nextPaymentAt,
  };
}

export async function findSubscription(db: Queryable, id: string): Promise<ClubSubscription | null> {
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT ${COLUMNS} FROM club_subscriptions WHERE id = $1`,
    [id],
  );
  return rows[0] ? toSubscription(rows[0]) : null;
}

/** The customer's live (pending or authorized) subscription, else the latest one. */
export async function findUserSubscription(
  db: Queryable,
  brandId: string,
  userId: string,
): Promise<ClubSubscription | null> {
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT ${COLUMNS} FROM club_subscriptions WHERE brand_id = $1 AND user_id = $2
     ORDER BY (status IN ('pending', 'authorized')) DESC, created_at DESC, id LIMIT 1`,
    [brandId, userId],
  );
  return rows[0] ? toSubscription(rows[0]) : null;
}

/**
 * A new pending subscription; false when the customer already has a live one (the partial unique
 * index: two racing sign-ups write one row).
 */
export async function insertSubscription(
  db: Queryable,
  subscription: Omit<
    ClubSubscription,
    'status' | 'createdAt' | 'authorizedAt' | 'cancelledAt' | 'nextPaymentAt'
  >,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO club_subscriptions (id, provider, user_id, brand_id, plan, price, currency, interval_months,
       mercado_pago_plan_id, status, external_reference, init_point, back_url, payer_email, created_at,
       updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10, $11, $12, $13, $14, $14)
     ON CONFLICT (brand_id, user_id) WHERE status IN ('pending', 'authorized') DO NOTHING
     RETURNING id`,
    [
      subscription.id,
      subscription.provider,
      subscription.userId,
      subscription.brandId,
      subscription.plan,
      subscription.price,
      subscription.currency,
      subscription.intervalMonths,
      subscription.mercadoPagoPlanId,
      subscription.externalReference,
      subscription.initPoint,
      subscription.backUrl,
      subscription.payerEmail,
      now.toISOString(),
    ],
  );
  return rows.length > 0;
}
