import type { Database, Queryable } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { withQuery } from '../payments/sandbox-page';
import { addMonths } from './club-plan';
import {
  adoptProviderSubscription,
  findSubscriptionById,
  type ClubSubscription,
  type SubscriptionStatus,
} from './subscription-repository';
import type { ProviderSubscription, SubscriptionProvider } from './subscription-provider';

export interface SettleDeps {
  db: Database;
  clock: Clock;
  provider: SubscriptionProvider;
}

/**
 * Whether the provider's subscription is the one on our record: our external_reference, the price,
 * currency and cycle we recorded, and the brand's Mercado Pago plan when the provider names one. A
 * subscription that does not match pays for nothing here.
 */
export function matches(remote: ProviderSubscription, record: ClubSubscription): boolean {
  return (
    remote.id === record.providerSubscriptionId &&
    remote.externalReference === record.externalReference &&
    remote.currency === record.currency &&
    Math.abs(remote.amount - record.price) < 0.005 &&
    remote.frequencyType === 'months' &&
    remote.frequency === record.intervalMonths &&
    (remote.providerPlanId === null || remote.providerPlanId === record.mercadoPagoPlanId)
  );
}

export type SubscriptionMove = Exclude<SubscriptionStatus, 'pending'>;

/**
 * What the provider's record says the subscription is now: authorized (also a renewal), paused
 * (failed renewals), cancelled (cancelled or finished), or null for no change (pending, unknown to
 * the provider, or not ours).
 */
export function decide(
  remote: ProviderSubscription | null,
  record: ClubSubscription,
): SubscriptionMove | null {
  if (!remote || !matches(remote, record)) return null;
  if (remote.status === 'authorized') return 'authorized';
  if (remote.status === 'paused') return 'paused';
  if (remote.status === 'cancelled' || remote.status === 'finished') return 'cancelled';
  return null;
}

interface Locked {
  status: SubscriptionStatus;
  user_id: string;
  brand_id: string;
  plan: 'monthly' | 'annual';
  interval_months: number;
  authorized_at: Date | string | null;
  next_payment_at: Date | string | null;
}

async function lock(tx: Queryable, id: string): Promise<Locked | null> {
  const { rows } = await tx.query<Locked>(
    `SELECT status, user_id, brand_id, plan, interval_months, authorized_at, next_payment_at
     FROM club_subscriptions WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

async function writeMembership(tx: Queryable, row: Locked, membership: object): Promise<void> {
  await tx.query('UPDATE users SET membership = $3::jsonb WHERE brand_id = $1 AND id = $2', [
    row.brand_id,
    row.user_id,
    JSON.stringify(membership),
  ]);
}

const isoOf = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/**
 * Writes a subscription's move under a row lock, once, so a move notified twice, validated twice or
 * both at once writes once (spec 001 section 3: membership { active, cycle, startedAt, endedAt,
 * nextPaymentAt }):
 * - pending → authorized starts the membership; paused → authorized turns it on again;
 * - authorized → authorized with another next payment date (a renewal) moves nextPaymentAt;
 * - authorized → paused (the provider stopped charging after failed renewals) turns it off;
 * - pending, authorized or paused → cancelled ends it if it had started.
 * Any other move writes nothing.
 */
export async function applyStatus(
  db: Database,
  id: string,
  next: SubscriptionMove,
  remote: ProviderSubscription | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lock(tx, id);
    if (!row) return;
    const at = now.toISOString();
    const remoteNext = remote?.nextPaymentDate ? new Date(remote.nextPaymentDate).toISOString() : null;
    const startedAt = isoOf(row.authorized_at) ?? at;

    if (next === 'authorized' && (row.status === 'pending' || row.status === 'paused')) {
      const nextPayment =
        remoteNext ??
        (row.status === 'paused' ? isoOf(row.next_payment_at) : null) ??
        addMonths(now, Number(row.interval_months)).toISOString();
      await tx.query(
        `UPDATE club_subscriptions SET status = 'authorized', authorized_at = COALESCE(authorized_at, $2),
           paused_at = NULL, next_payment_at = $3, verified_at = $2, updated_at = $2
         WHERE id = $1`,
        [id, at, nextPayment],
      );
      await writeMembership(tx, row, {
        active: true,
        cycle: row.plan,
        startedAt,
        endedAt: null,
        nextPaymentAt: nextPayment,
      });
    } else if (next === 'authorized' && row.status === 'authorized') {
      // a renewal charged: the provider's next payment date moved on
      if (!remoteNext || remoteNext === isoOf(row.next_payment_at)) return;
      await tx.query(
        'UPDATE club_subscriptions SET next_payment_at = $2, verified_at = $3, updated_at = $3 WHERE id = $1',
        [id, remoteNext, at],
      );
      await tx.query(
        `UPDATE users SET membership = jsonb_set(membership, '{nextPaymentAt}', to_jsonb($3::text))
         WHERE brand_id = $1 AND id = $2 AND jsonb_typeof(membership) = 'object'`,
        [row.brand_id, row.user_id, remoteNext],
      );
    } else if (next === 'paused' && row.status === 'authorized') {
      const nextPayment = remoteNext ?? isoOf(row.next_payment_at);
      await tx.query(
        `UPDATE club_subscriptions SET status = 'paused', paused_at = $2, next_payment_at = $3,
           verified_at = $2, updated_at = $2
         WHERE id = $1`,
        [id, at, nextPayment],
      );
      await writeMembership(tx, row, {
        active: false,
        cycle: row.plan,
        startedAt,
        endedAt: null,
        nextPaymentAt: nextPayment,
      });
    } else if (next === 'cancelled' && row.status !== 'cancelled') {
      await tx.query(
        `UPDATE club_subscriptions SET status = 'cancelled', cancelled_at = $2, next_payment_at = NULL,
           creating_since = NULL, verified_at = $2, updated_at = $2
         WHERE id = $1`,
        [id, at],
      );
      if (row.status === 'authorized' || row.status === 'paused') {
        await writeMembership(tx, row, {
          active: false,
          cycle: row.plan,
          startedAt,
          endedAt: at,
          nextPaymentAt: null,
        });
      }
    }
  });
}

/**
 * Where the customer is sent for a subscription: the provider's page, or, when there is nothing to
 * authorise there (authorised at once with a card), straight back to the site as the provider would.
 */
export function initPointOf(remote: ProviderSubscription, backUrl: string): string {
  return remote.initPoint ?? withQuery(backUrl, new URLSearchParams({ preapproval_id: remote.id }));
}

/**
 * Reads what the provider holds for the subscription (or takes `known`, an answer the provider has
 * just given) and writes what it decides. A record the provider never answered for (a crash or a
 * timeout after it was written) adopts the provider's subscription made with its external_reference,
 * if there is one. A cancelled subscription is final and answered from the record without asking.
 * Answers the record as it stands after.
 */
export async function settleSubscription(
  { db, clock, provider }: SettleDeps,
  id: string,
  known?: ProviderSubscription | null,
): Promise<ClubSubscription | null> {
  let record = await findSubscriptionById(db, id);
  if (!record || record.status === 'cancelled') return record;
  let remote: ProviderSubscription | null;
  if (known !== undefined) remote = known;
  else if (record.providerSubscriptionId)
    remote = await provider.getSubscription(record.providerSubscriptionId);
  else remote = await provider.findByExternalReference(record.externalReference);

  if (remote && !record.providerSubscriptionId && remote.externalReference === record.externalReference) {
    await adoptProviderSubscription(
      db,
      record.id,
      { id: remote.id, initPoint: initPointOf(remote, record.backUrl) },
      clock.now(),
    );
    record = (await findSubscriptionById(db, id)) ?? record;
  }
  const next = decide(remote, record);
  if (next) await applyStatus(db, id, next, remote, clock.now());
  return findSubscriptionById(db, id);
}
