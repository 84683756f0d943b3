import type { Queryable } from '../../db/database';
import type { ClubPlanId } from './club-plan';

export type SubscriptionStatus = 'pending' | 'authorized' | 'paused' | 'cancelled';

/** Live: it holds the customer's one place (the partial unique index of migration 054). */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = ['pending', 'authorized', 'paused'];

/** The server's record of a club subscription (migrations 045 and 054). */
export interface ClubSubscription {
  /** ours; the external_reference and the provider's idempotency key derive from it */
  id: string;
  /** the provider's (preapproval id); null until the provider has answered */
  providerSubscriptionId: string | null;
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
  /** where the customer authorises it; null until the provider has answered */
  initPoint: string | null;
  backUrl: string;
  payerEmail: string;
  createdAt: string;
  authorizedAt: string | null;
  pausedAt: string | null;
  cancelledAt: string | null;
  nextPaymentAt: string | null;
  /** a request is creating it at the provider since then (null: none is) */
  creatingSince: string | null;
}

interface SubscriptionRow {
  id: string;
  provider_subscription_id: string | null;
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
  init_point: string | null;
  back_url: string;
  payer_email: string;
  created_at: Date | string;
  authorized_at: Date | string | null;
  paused_at: Date | string | null;
  cancelled_at: Date | string | null;
  next_payment_at: Date | string | null;
  creating_since: Date | string | null;
}

const COLUMNS = `id, provider_subscription_id, provider, user_id, brand_id, plan, price, currency,
  interval_months, mercado_pago_plan_id, status, external_reference, init_point, back_url, payer_email,
  created_at, authorized_at, paused_at, cancelled_at, next_payment_at, creating_since`;

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

function toSubscription(row: SubscriptionRow): ClubSubscription {
  return {
    id: row.id,
    providerSubscriptionId: row.provider_subscription_id,
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
    pausedAt: iso(row.paused_at),
    cancelledAt: iso(row.cancelled_at),
    nextPaymentAt: iso(row.next_payment_at),
    creatingSince: iso(row.creating_since),
  };
}

/**
 * The subscription as the API answers it (spec 001 section 3: membership's cycle and dates):
 * `subscriptionId` is ours, `preapprovalId` the provider's (null until the provider has answered).
 */
export function subscriptionAnswer(subscription: ClubSubscription) {
  return {
    _id: subscription.id,
    subscriptionId: subscription.id,
    preapprovalId: subscription.providerSubscriptionId,
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
    pausedAt: subscription.pausedAt,
    cancelledAt: subscription.cancelledAt,
    nextPaymentAt: subscription.nextPaymentAt,
  };
}

async function findOne(db: Queryable, where: string, params: unknown[]): Promise<ClubSubscription | null> {
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT ${COLUMNS} FROM club_subscriptions WHERE ${where}`,
    params,
  );
  return rows[0] ? toSubscription(rows[0]) : null;
}

/** By our id only. */
export function findSubscriptionById(db: Queryable, id: string): Promise<ClubSubscription | null> {
  return findOne(db, 'id = $1', [id]);
}

/**
 * By the id the outside names it by: ours, or the provider's (the front end comes back from the
 * provider with ?preapproval_id=). Ours wins if one of each matched.
 */
export function findSubscription(db: Queryable, id: string): Promise<ClubSubscription | null> {
  return findOne(db, 'id = $1 OR provider_subscription_id = $1 ORDER BY (id = $1) DESC LIMIT 1', [id]);
}

export function findSubscriptionByProviderId(
  db: Queryable,
  providerId: string,
): Promise<ClubSubscription | null> {
  return findOne(db, 'provider_subscription_id = $1', [providerId]);
}

export function findSubscriptionByReference(
  db: Queryable,
  externalReference: string,
): Promise<ClubSubscription | null> {
  return findOne(db, 'external_reference = $1', [externalReference]);
}

/** The customer's live (pending, authorized or paused) subscription, else the latest one. */
export function findUserSubscription(
  db: Queryable,
  brandId: string,
  userId: string,
): Promise<ClubSubscription | null> {
  return findOne(
    db,
    `brand_id = $1 AND user_id = $2
     ORDER BY (status IN ('pending', 'authorized', 'paused')) DESC, created_at DESC, id LIMIT 1`,
    [brandId, userId],
  );
}

export type NewSubscription = Pick<
  ClubSubscription,
  | 'id'
  | 'provider'
  | 'userId'
  | 'brandId'
  | 'plan'
  | 'price'
  | 'currency'
  | 'intervalMonths'
  | 'mercadoPagoPlanId'
  | 'externalReference'
  | 'backUrl'
  | 'payerEmail'
>;

/**
 * Our pending record, written before the provider is called, marked as being created by this
 * request; false when the customer already has a live one (the partial unique index: two racing
 * sign-ups write one row).
 */
export async function insertSubscription(
  db: Queryable,
  subscription: NewSubscription,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO club_subscriptions (id, provider, user_id, brand_id, plan, price, currency, interval_months,
       mercado_pago_plan_id, status, external_reference, back_url, payer_email, created_at, updated_at,
       creating_since)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10, $11, $12, $13, $13, $13)
     ON CONFLICT (brand_id, user_id) WHERE status IN ('pending', 'authorized', 'paused') DO NOTHING
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
      subscription.backUrl,
      subscription.payerEmail,
      now.toISOString(),
    ],
  );
  return rows.length > 0;
}

/**
 * Takes over the creation of a pending record the provider has not answered for: only when no other
 * request is creating it (none since, or one that started more than `leaseMs` ago: it crashed).
 */
export async function claimCreation(db: Queryable, id: string, now: Date, leaseMs: number): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE club_subscriptions SET creating_since = $2, updated_at = $2
     WHERE id = $1 AND status = 'pending' AND provider_subscription_id IS NULL
       AND (creating_since IS NULL OR creating_since <= $3)
     RETURNING id`,
    [id, now.toISOString(), new Date(now.getTime() - leaseMs).toISOString()],
  );
  return rows.length > 0;
}

/** This request's attempt has ended without an answer to keep: the next one may retry at once. */
export async function endCreation(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE club_subscriptions SET creating_since = NULL WHERE id = $1', [id]);
}

/**
 * Stores the provider's subscription on the record (it was made with the record's external_reference).
 * Answers the record's status, or null when the record already holds another provider subscription.
 */
export async function adoptProviderSubscription(
  db: Queryable,
  id: string,
  provider: { id: string; initPoint: string },
  now: Date,
): Promise<SubscriptionStatus | null> {
  const { rows } = await db.query<{ status: SubscriptionStatus }>(
    `UPDATE club_subscriptions
     SET provider_subscription_id = $2, init_point = COALESCE(init_point, $3), creating_since = NULL,
       updated_at = $4
     WHERE id = $1 AND (provider_subscription_id IS NULL OR provider_subscription_id = $2)
     RETURNING status`,
    [id, provider.id, provider.initPoint, now.toISOString()],
  );
  return rows[0]?.status ?? null;
}

/**
 * Forgets a pending record the provider refused to create (a refused card or token): nothing of it
 * exists at the provider, and a sign-up that failed leaves no trace.
 */
export async function deleteUncreated(db: Queryable, id: string): Promise<void> {
  await db.query(
    `DELETE FROM club_subscriptions WHERE id = $1 AND status = 'pending' AND provider_subscription_id IS NULL`,
    [id],
  );
}
