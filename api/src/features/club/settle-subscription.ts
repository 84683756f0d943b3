import type { Database, Queryable } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { addMonths } from './club-plan';
import { findSubscription } from './subscription-repository';
import type { ClubSubscription, SubscriptionStatus } from './subscription-repository';
import type { ProviderSubscription, SubscriptionProvider } from './subscription-provider';

/**
 * Whether the provider's subscription is the one on our record: our external_reference, the price,
 * currency and cycle we recorded, and the brand's Mercado Pago plan when the provider names one. A
 * subscription that does not match pays for nothing here.
 */
export function matches(remote: ProviderSubscription, record: ClubSubscription): boolean {
  return (
    remote.id === record.id &&
    remote.externalReference === record.externalReference &&
    remote.currency === record.currency &&
    Math.abs(remote.amount - record.price) < 0.005 &&
    remote.frequencyType === 'months' &&
    remote.frequency === record.intervalMonths &&
    (remote.providerPlanId === null || remote.providerPlanId === record.mercadoPagoPlanId)
  );
}

/**
 * What the provider's record says the subscription is now: authorized, cancelled (cancelled or
 * finished), or null for no change (pending, paused, unknown to the provider, or not ours).
 */
export function decide(
  remote: ProviderSubscription | null,
  record: ClubSubscription,
): Exclude<SubscriptionStatus, 'pending'> | null {
  if (!remote || !matches(remote, record)) return null;
  if (remote.status === 'authorized') return 'authorized';
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
}

async function lock(tx: Queryable, id: string): Promise<Locked | null> {
  const { rows } = await tx.query<Locked>(
    `SELECT status, user_id, brand_id, plan, interval_months, authorized_at FROM club_subscriptions
     WHERE id = $1 FOR UPDATE`,
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

/**
 * Writes a subscription's new status under a row lock, once: pending → authorized starts the
 * customer's membership (spec 001 section 3: { active, cycle, startedAt, endedAt, nextPaymentAt });
 * pending or authorized → cancelled ends it if it had started. Any other move writes nothing, so a
 * subscription validated twice, or by two requests at once, starts one membership.
 */
export async function applyStatus(
  db: Database,
  id: string,
  next: Exclude<SubscriptionStatus, 'pending'>,
  remote: ProviderSubscription | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lock(tx, id);
    if (!row) return;
    const at = now.toISOString();
    if (next === 'authorized' && row.status === 'pending') {
      const nextPayment = remote?.nextPaymentDate
        ? new Date(remote.nextPaymentDate)
        : addMonths(now, Number(row.interval_months));
      await tx.query(
        `UPDATE club_subscriptions SET status = 'authorized', authorized_at = $2, next_payment_at = $3,
           verified_at = $2, updated_at = $2
         WHERE id = $1`,
        [id, at, nextPayment.toISOString()],
      );
      await writeMembership(tx, row, {
        active: true,
        cycle: row.plan,
        startedAt: at,
        endedAt: null,
        nextPaymentAt: nextPayment.toISOString(),
      });
    } else if (next === 'cancelled' && row.status !== 'cancelled') {
      await tx.query(
        `UPDATE club_subscriptions SET status = 'cancelled', cancelled_at = $2, next_payment_at = NULL,
           verified_at = $2, updated_at = $2
         WHERE id = $1`,
        [id, at],
      );
      if (row.status === 'authorized') {
        await writeMembership(tx, row, {
          active: false,
          cycle: row.plan,
          startedAt: row.authorized_at ? new Date(row.authorized_at).toISOString() : null,
          endedAt: at,
          nextPaymentAt: null,
        });
      }
    }
  });
}

/**
 * Reads what the provider holds for the subscription (or takes `known`, an answer the provider has
 * just given) and writes what it decides. A cancelled subscription is final and answered from the
 * record without asking. Answers the record as it stands after.
 */
export async function settleSubscription(
  { db, clock, provider }: { db: Database; clock: Clock; provider: SubscriptionProvider },
  id: string,
  known?: ProviderSubscription | null,
): Promise<ClubSubscription | null> {
  const record = await findSubscription(db, id);
  if (!record || record.status === 'cancelled') return record;
  const remote = known === undefined ? await provider.getSubscription(id) : known;
  const next = decide(remote, record);
  if (next) await applyStatus(db, id, next, remote, clock.now());
  return findSubscription(db, id);
}
