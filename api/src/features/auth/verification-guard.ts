import type { Queryable } from '../../db/database';
import { tooManyRequests } from '../../lib/http-error';

/*
 * What keeps a 4-digit code from being guessed (issue 11, item 10: an unverified account was taken in
 * 19.5 s by asking for a new code after every 5 wrong guesses). Kept in the database, so every API
 * instance and every client address count together:
 * - guesses per account across all its codes: the 10th wrong one locks the account's verification
 *   for 30 minutes (migration 050_verification_lock.sql);
 * - codes mailed per account: at most 5 an hour, the sign-up's included;
 * - recovery links mailed per account: at most 5 an hour.
 */

export const VERIFICATION_LOCK_AFTER = 10;
export const VERIFICATION_LOCK_MS = 30 * 60_000;
export const MAILS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

export const VERIFICATION_LOCKED =
  'Ingresaste demasiados códigos incorrectos. Por seguridad, bloqueamos la verificación de esta cuenta por 30 minutos.';
export const TOO_MANY_CODES =
  'Ya te enviamos 5 códigos en la última hora. Revisá tu correo (también la carpeta de spam) o pedí otro más tarde.';

const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/** 429 VERIFICATION_LOCKED with Retry-After, while the account's verification is locked. */
export async function assertVerificationOpen(db: Queryable, userId: string, now: Date): Promise<void> {
  const { rows } = await db.query<{ locked_until: Date | null }>(
    'SELECT verification_locked_until AS locked_until FROM users WHERE id = $1',
    [userId],
  );
  const until = rows[0]?.locked_until ? new Date(rows[0].locked_until) : null;
  if (until && until > now) throw tooManyRequests(VERIFICATION_LOCKED, secondsUntil(until, now));
}

/**
 * Counts a guess before the code is compared, in one UPDATE that also holds the user's row until the
 * transaction ends, so parallel guesses queue and cannot pass the limit. Returns how many guesses the
 * account has made since its last lock or right code, or null while it is locked.
 */
export async function countGuess(tx: Queryable, userId: string, now: Date): Promise<number | null> {
  const { rows } = await tx.query<{ failures: number }>(
    `UPDATE users SET verification_failures = verification_failures + 1
     WHERE id = $1 AND (verification_locked_until IS NULL OR verification_locked_until <= $2)
     RETURNING verification_failures AS failures`,
    [userId, now.toISOString()],
  );
  return rows[0]?.failures ?? null;
}

/** A right code: the count starts again. */
export async function clearGuesses(tx: Queryable, userId: string): Promise<void> {
  await tx.query('UPDATE users SET verification_failures = 0 WHERE id = $1', [userId]);
}

/** Locks the account's verification for 30 minutes and voids its live code. */
export async function lockVerification(tx: Queryable, userId: string, now: Date): Promise<void> {
  await tx.query('UPDATE users SET verification_failures = 0, verification_locked_until = $2 WHERE id = $1', [
    userId,
    new Date(now.getTime() + VERIFICATION_LOCK_MS).toISOString(),
  ]);
  await tx.query('UPDATE verification_codes SET voided_at = $2 WHERE user_id = $1 AND voided_at IS NULL', [
    userId,
    now.toISOString(),
  ]);
}

/** Seconds until the account may get another mail of that kind, or 0 when it may now. */
async function mailWait(
  db: Queryable,
  table: 'verification_codes' | 'password_reset_tokens',
  userId: string,
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ sent: number; oldest: Date | null }>(
    `SELECT count(*)::int AS sent, min(created_at) AS oldest FROM ${table}
     WHERE user_id = $1 AND created_at > $2`,
    [userId, new Date(now.getTime() - HOUR_MS).toISOString()],
  );
  const row = rows[0];
  if (!row || row.sent < MAILS_PER_HOUR || !row.oldest) return 0;
  return secondsUntil(new Date(new Date(row.oldest).getTime() + HOUR_MS), now);
}

/**
 * Before a new code is mailed (in the transaction that writes it, after locking the user's row):
 * 429 while the verification is locked, or once 5 codes went out in the last hour.
 */
export async function assertMayMailCode(tx: Queryable, userId: string, now: Date): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  await assertVerificationOpen(tx, userId, now);
  const wait = await mailWait(tx, 'verification_codes', userId, now);
  if (wait > 0) throw tooManyRequests(TOO_MANY_CODES, wait);
}

/** Whether the account may get another recovery link now (at most 5 an hour); locks its row. */
export async function mayMailResetLink(tx: Queryable, userId: string, now: Date): Promise<boolean> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  return (await mailWait(tx, 'password_reset_tokens', userId, now)) === 0;
}
