import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_REQUEST_MESSAGES, googleLoginBody } from './auth-schemas';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { notFound, unauthorized } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND, findBrandById } from '../brands/brand-repository';
import { USER_COLUMNS, toUserAnswer } from '../users/user-repository';
import type { UserRow } from '../users/user-repository';
import { findAccountByEmail } from './account-repository';
import type { GoogleIdentity } from './google-credential';
import { limiter } from './limits';
import { createSession, sessionAnswer, setSessionCookie } from './session';

export const GOOGLE_LOGIN_FAILED = ACCOUNT_REQUEST_MESSAGES.googleLogin;

const needsPersonalData = (row: UserRow) => !row.phone_number || !row.birth_date || !row.gender;

async function insertGoogleUser(db: Queryable, brandId: string, identity: GoogleIdentity, now: Date) {
  const name = identity.name?.trim() || identity.email.split('@')[0] || null;
  const [firstName = null, ...rest] = (identity.name ?? '').trim().split(/\s+/u).filter(Boolean);
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (id, brand_id, type_user, name, first_name, last_name, email, email_verified, created_at)
     VALUES ($1, $2, 'registered', $3, $4, $5, $6, true, $7)
     RETURNING ${USER_COLUMNS}`,
    [
      `usr_${randomUUID().replaceAll('-', '')}`,
      brandId,
      name,
      firstName,
      rest.length > 0 ? rest.join(' ') : null,
      identity.email,
      now.toISOString(),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/**
 * POST /api/auth/google { credential, idMarca } → { data: { credentials, user, needsPersonalData } } and
 * the cookie. The credential is checked by the configured verifier (401 'No se pudo iniciar sesión con
 * Google' for any bad token). The brand's registered account with that e-mail signs in; none, one is
 * created (needsPersonalData true). Google has proved the e-mail: an account whose e-mail was never
 * verified is marked verified and loses its password, which whoever registered it without owning the
 * address could otherwise still use.
 */
export function googleLogin(
  app: FastifyInstance,
  { db, clock, rateLimits, rateLimitStore, google }: AppContext,
): void {
  const limit = limiter({ rateLimitStore, clock }, 'google-login', rateLimits.login);
  app.post('/auth/google', async (request, reply) => {
    const { credential, idMarca } = parseInput(googleLoginBody, request.body);
    await limit.check(`${request.ip}|google`);
    if (!(await findBrandById(db, idMarca))) throw notFound(BRAND_NOT_FOUND);
    const identity = await google.verifier.verify(credential);
    if (!identity) throw unauthorized(GOOGLE_LOGIN_FAILED);
    const now = clock.now();
    const { user, token, isNew } = await db.transaction(async (tx) => {
      const existing = await findAccountByEmail(tx, idMarca, identity.email);
      if (existing && !existing.email_verified) {
        await tx.query('UPDATE users SET email_verified = true, password_hash = NULL WHERE id = $1', [
          existing.id,
        ]);
      }
      const row = existing ?? (await insertGoogleUser(tx, idMarca, identity, now));
      const { token } = await createSession(tx, row, now);
      return { user: row, token, isNew: !existing };
    });
    setSessionCookie(reply, request, token);
    return {
      data: {
        ...sessionAnswer(toUserAnswer(user), token),
        needsPersonalData: isNew || needsPersonalData(user),
      },
    };
  });
}
