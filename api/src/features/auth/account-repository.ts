import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { USER_COLUMNS } from '../users/user-repository';
import type { UserRow } from '../users/user-repository';
import { hashToken } from './session';

export const VERIFICATION_CODE_TTL_MS = 15 * 60_000;
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

export type AccountRow = UserRow & { password_hash: string | null; email_verified: boolean };

/** The account with that (lowercase) e-mail in that brand, with its password hash. */
export async function findAccountByEmail(
  db: Queryable,
  brandId: string,
  email: string,
): Promise<AccountRow | null> {
  const { rows } = await db.query<AccountRow>(
    `SELECT ${USER_COLUMNS}, users.password_hash, users.email_verified FROM users
     WHERE brand_id = $1 AND email = $2`,
    [brandId, email],
  );
  return rows[0] ?? null;
}

export async function identificationNumberTaken(
  db: Queryable,
  brandId: string,
  identificationNumber: string,
): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE brand_id = $1 AND identification_number = $2', [
    brandId,
    identificationNumber,
  ]);
  return rows.length > 0;
}

export interface NewAccount {
  brandId: string;
  name: string;
  email: string;
  passwordHash: string;
  phoneNumber?: string | undefined;
  gender?: 'Male' | 'Female' | 'Other' | undefined;
  birthDate?: { year: number; month: number; day: number } | undefined;
  identificationNumber?: string | undefined;
  /** a b2b account's company data (spec 001 section 1, 'b2b fields') */
  cuit?: string | undefined;
  businessName?: string | undefined;
  companyName?: string | undefined;
  province?: string | undefined;
  city?: string | undefined;
}

/** A registered user whose e-mail is not verified yet. */
export async function insertAccount(db: Queryable, account: NewAccount, now: Date): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (id, brand_id, type_user, name, email, password_hash, phone_number, gender, birth_date,
       identification_number, cuit, business_name, company_name, province, city, email_verified, created_at)
     VALUES ($1, $2, 'registered', $3, $4, $5, $6, $7, $8::jsonb, $9, $11, $12, $13, $14, $15, false, $10)
     RETURNING ${USER_COLUMNS}`,
    [
      `usr_${randomUUID().replaceAll('-', '')}`,
      account.brandId,
      account.name,
      account.email,
      account.passwordHash,
      account.phoneNumber ?? null,
      account.gender ?? null,
      account.birthDate ? JSON.stringify(account.birthDate) : null,
      account.identificationNumber ?? null,
      now.toISOString(),
      account.cuit ?? null,
      account.businessName ?? null,
      account.companyName ?? null,
      account.province ?? null,
      account.city ?? null,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** Salted with the code's own id: two users with the same code do not share a hash. */
function hashCode(codeId: string, code: string): string {
  return createHash('sha256').update(`${codeId}:${code}`).digest('hex');
}

/** A new 4-digit code for the user (returned once, only its hash is kept); earlier codes are void. */
export async function createVerificationCode(db: Queryable, userId: string, now: Date): Promise<string> {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const id = `vc_${randomUUID().replaceAll('-', '')}`;
  await db.query('UPDATE verification_codes SET voided_at = $2 WHERE user_id = $1 AND voided_at IS NULL', [
    userId,
    now.toISOString(),
  ]);
  await db.query(
    `INSERT INTO verification_codes (id, user_id, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [
      id,
      userId,
      hashCode(id, code),
      now.toISOString(),
      new Date(now.getTime() + VERIFICATION_CODE_TTL_MS).toISOString(),
    ],
  );
  return code;
}

/** What a code check found: the live code and it matched, it did not, or (`spent`) see below. */
export type CodeCheck = 'matched' | 'wrong' | 'spent';

/**
 * Checks the user's live code. The attempt is counted before the comparison (in one UPDATE), so
 * parallel guesses cannot exceed the limit; the fifth wrong attempt voids the code, a right one uses it.
 * With no live code, `spent` when the code is the last one mailed, unexpired, voided by its 5 wrong
 * attempts: somebody else's guesses spent the owner's code, and the owner, who typed it right, is no
 * guesser (issue 29's probe: that right code counted as a failure and slowed the owner down a minute).
 * It verifies nothing: the owner asks for a new code.
 */
export async function consumeVerificationCode(
  db: Queryable,
  userId: string,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const { rows } = await db.query<{ id: string; code_hash: string; attempts: number }>(
    `UPDATE verification_codes SET attempts = attempts + 1
     WHERE user_id = $1 AND voided_at IS NULL AND expires_at > $2 AND attempts < $3
     RETURNING id, code_hash, attempts`,
    [userId, now.toISOString(), VERIFICATION_MAX_ATTEMPTS],
  );
  const row = rows[0];
  if (!row) return (await matchesSpentCode(db, userId, code, now)) ? 'spent' : 'wrong';
  const matches = timingSafeEqual(Buffer.from(hashCode(row.id, code)), Buffer.from(row.code_hash));
  if (matches || row.attempts >= VERIFICATION_MAX_ATTEMPTS) {
    await db.query('UPDATE verification_codes SET voided_at = $2 WHERE id = $1', [row.id, now.toISOString()]);
  }
  return matches ? 'matched' : 'wrong';
}

/** Whether `code` is the user's last code, unexpired and voided by its wrong attempts (not used). */
async function matchesSpentCode(db: Queryable, userId: string, code: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ id: string; code_hash: string; attempts: number; expires_at: Date }>(
    `SELECT id, code_hash, attempts, expires_at FROM verification_codes
     WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  const last = rows[0];
  if (!last || last.attempts < VERIFICATION_MAX_ATTEMPTS || new Date(last.expires_at) <= now) return false;
  return timingSafeEqual(Buffer.from(hashCode(last.id, code)), Buffer.from(last.code_hash));
}

export async function markEmailVerified(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE users SET email_verified = true WHERE id = $1', [userId]);
}

/** A random reset token (returned once; its SHA-256 is stored), valid one hour, single use. */
export async function createResetToken(db: Queryable, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
    [hashToken(token), userId, now.toISOString(), new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString()],
  );
  return token;
}

/** Whether the token is the user's, unused and unexpired (a read; consumeResetToken uses it). */
export async function resetTokenValid(
  db: Queryable,
  userId: string,
  token: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM password_reset_tokens
     WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > $3`,
    [hashToken(token), userId, now.toISOString()],
  );
  return rows.length > 0;
}

/**
 * Uses the token (one UPDATE, so two requests cannot both use it) and, when it was valid, voids the
 * user's other reset tokens. Returns whether it was valid.
 */
export async function consumeResetToken(
  db: Queryable,
  userId: string,
  token: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE password_reset_tokens SET used_at = $3
     WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > $3 RETURNING user_id`,
    [hashToken(token), userId, now.toISOString()],
  );
  if (rows.length === 0) return false;
  await db.query('UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
    userId,
    now.toISOString(),
  ]);
  return true;
}

/** A new password; the mail proved the address, so the e-mail counts as verified. */
export async function setPassword(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, email_verified = true WHERE id = $1', [
    userId,
    passwordHash,
  ]);
}

/** Ends every open session of the user. */
export async function revokeSessions(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
    now.toISOString(),
  ]);
}
