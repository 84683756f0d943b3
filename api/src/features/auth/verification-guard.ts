import type { Queryable } from '../../db/database';
import { tooManyRequests } from '../../lib/http-error';

/*
 * What keeps a 4-digit code from being guessed (issue 11, item 10: an unverified account was taken in
 * 19.5 s by asking for a new code after every 5 wrong guesses). Kept in the database, so every API
 * instance and every client address count together:
 * - guesses per account across all its codes: a delay that grows, and a block of the addresses that
 *   keep failing (guess-limits.ts, DEFAULT_LOCKOUTS.code, ADR 032). Until issue 29 the 10th wrong
 *   guess locked the account's verification for 30 minutes, for its owner too (migration 050's
 *   columns are no longer written);
 * - codes mailed per account: at most 5 an hour, the sign-up's included;
 * - recovery links mailed per account: at most 5 an hour.
 */

export const MAILS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

export const VERIFICATION_DELAYED =
  'Ingresaste demasiados códigos incorrectos. Por seguridad, esperá unos minutos antes de volver a intentar.';
export const CODES_FROM_ADDRESS_BLOCKED =
  'Hubo demasiados códigos incorrectos desde tu conexión. Probá de nuevo más tarde.';
export const TOO_MANY_CODES =
  'Ya te enviamos 5 códigos en la última hora. Revisá tu correo (también la carpeta de spam) o pedí otro más tarde.';

const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

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
 * Before a new code is mailed (in the transaction that writes it, after locking the user's row): 429
 * once 5 codes went out in the last hour.
 */
export async function assertMayMailCode(tx: Queryable, userId: string, now: Date): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const wait = await mailWait(tx, 'verification_codes', userId, now);
  if (wait > 0) throw tooManyRequests(TOO_MANY_CODES, wait);
}

/** Whether the account may get another recovery link now (at most 5 an hour); locks its row. */
export async function mayMailResetLink(tx: Queryable, userId: string, now: Date): Promise<boolean> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  return (await mailWait(tx, 'password_reset_tokens', userId, now)) === 0;
}
