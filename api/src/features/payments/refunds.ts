import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider } from './payment-provider';

/**
 * Issue 29 item 3: a payment approved for an order that can no longer take it (rejected or cancelled
 * first, or paid already by another payment) is money to give back. Each one is a row of
 * payment_late_approvals (migration 052, 061); this gives it back through the provider and writes the
 * refund on that row, which the order's detail shows as 'Reembolsado'. A refund the provider did not
 * take (unreachable, a 5xx) keeps the row `refund_required` and is tried again by the next settlement
 * of the order or by the sweep; the idempotency key, one per approval, makes every retry the same
 * refund, whichever API process sends it.
 */

export interface RefundContext {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'> | undefined;
}

/** The provider's idempotency key of the refund of one approval. */
export const refundKey = (orderId: string, paymentId: string) => `refund-${orderId}-${paymentId}`;

interface Owed {
  order_id: string;
  provider_payment_id: string;
}

async function refundOne({ db, clock, provider, log }: RefundContext, owed: Owed): Promise<boolean> {
  const { order_id: orderId, provider_payment_id: paymentId } = owed;
  try {
    const refund = await provider.refundPayment(paymentId, { idempotencyKey: refundKey(orderId, paymentId) });
    await db.query(
      `UPDATE payment_late_approvals SET refund_required = false, refund_id = $3, refunded_amount = $4,
         refunded_at = $5, refund_error = NULL, refund_attempts = refund_attempts + 1
       WHERE order_id = $1 AND provider_payment_id = $2`,
      [orderId, paymentId, refund.id, refund.amount, clock.now().toISOString()],
    );
    log?.info({ orderId, paymentId, refundId: refund.id, amount: refund.amount }, 'payment refunded');
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db.query(
      `UPDATE payment_late_approvals SET refund_error = $3, refund_attempts = refund_attempts + 1
       WHERE order_id = $1 AND provider_payment_id = $2`,
      [orderId, paymentId, reason.slice(0, 500)],
    );
    log?.warn({ orderId, paymentId, err: error }, 'refund not taken by the provider; tried again later');
    return false;
  }
}

/** Gives back what the order owes: how many refunds were tried (0: nothing was owed). */
export async function refundOrder(context: RefundContext, orderId: string): Promise<number> {
  const { rows } = await context.db.query<Owed>(
    `SELECT order_id, provider_payment_id FROM payment_late_approvals
     WHERE order_id = $1 AND refund_required ORDER BY recorded_at, provider_payment_id`,
    [orderId],
  );
  for (const owed of rows) await refundOne(context, owed);
  return rows.length;
}

/** Every refund still owed, oldest first, at most `limit` per sweep: how many were given back. */
export async function refundOwed(context: RefundContext, limit = 50): Promise<number> {
  const { rows } = await context.db.query<Owed>(
    `SELECT order_id, provider_payment_id FROM payment_late_approvals
     WHERE refund_required ORDER BY refund_attempts, recorded_at, provider_payment_id LIMIT $1`,
    [limit],
  );
  let refunded = 0;
  for (const owed of rows) if (await refundOne(context, owed)) refunded += 1;
  return refunded;
}

/**
 * Closes a rejected or cancelled order's preference at the provider, once, so its checkout takes no
 * further payment. A provider that does not answer leaves it open; an approval that still comes is
 * refunded.
 */
export async function closeOrderPreference(context: RefundContext, orderId: string): Promise<void> {
  const { db, clock, provider, log } = context;
  const { rows } = await db.query<{ preference_id: string }>(
    'SELECT preference_id FROM order_payments WHERE order_id = $1 AND preference_closed_at IS NULL',
    [orderId],
  );
  const preferenceId = rows[0]?.preference_id;
  if (!preferenceId) return;
  const now = clock.now();
  try {
    await provider.closePreference(preferenceId, now);
    await db.query('UPDATE order_payments SET preference_closed_at = $2 WHERE order_id = $1', [
      orderId,
      now.toISOString(),
    ]);
  } catch (error) {
    log?.warn({ orderId, preferenceId, err: error }, 'preference not closed at the provider');
  }
}

/** How often a process looks for refunds the provider did not take yet. */
export const REFUND_SWEEP_MS = 60_000;

/**
 * Tries the refunds still owed every `everyMs` (one sweep at a time per process; several processes
 * sweeping at once send the same idempotency keys). Returns the function that stops it.
 */
export function startRefundSweep(context: RefundContext, everyMs = REFUND_SWEEP_MS): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = refundOwed(context)
      .catch((error: unknown) => context.log?.warn({ err: error }, 'refund sweep failed'))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
