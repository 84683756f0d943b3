import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, forbidden, notFound, unauthorized } from '../../lib/http-error';
import { dependsOnCaller } from '../../lib/http-cache';
import { USER_COLUMNS, USER_NOT_FOUND, findUser, toUserAnswer } from '../users/user-repository';
import type { UserAnswer, UserRow } from '../users/user-repository';

/** Auth cookies last about one year (spec 001 sections 4 and 9). */
export const SESSION_TTL_MS = 31_536_000_000;
export const AUTH_COOKIE = 'auth_token';

export const SESSION_INVALID = 'Sesión no válida o vencida';
export const NOT_YOUR_DATA = 'No tenés permiso para ver estos datos';

export interface SessionInfo {
  userId: string;
  brandId: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface AuthenticatedSession {
  user: UserAnswer;
  session: SessionInfo;
}

// 32 random bytes in base64url: 43 characters, no padding.
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Only this hash is stored: whoever reads the sessions table cannot sign in with it. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session for the user, valid one year from now; returns the raw token (shown once, never stored). */
export async function createSession(
  db: Queryable,
  user: Pick<UserRow, 'id' | 'brand_id'>,
  now: Date,
): Promise<{ token: string; session: SessionInfo }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, brand_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [hashToken(token), user.id, user.brand_id, now.toISOString(), expiresAt.toISOString()],
  );
  return { token, session: { userId: user.id, brandId: user.brand_id, createdAt: now, expiresAt } };
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * `Authorization: Bearer <token>` first, then the `auth_token` cookie. The answer then depends on the
 * caller: never `public` (lib/http-cache.ts).
 */
export function readToken(request: FastifyRequest): string | undefined {
  dependsOnCaller(request);
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    return match?.[1] ?? '';
  }
  return readCookie(request.headers.cookie, AUTH_COOKIE);
}

type SessionUserRow = UserRow & { created_at_session: Date; expires_at: Date };

/** The caller's user and session, or 401 'Sesión no válida o vencida' (missing, unknown, revoked or expired). */
export async function requireSession(
  request: FastifyRequest,
  db: Queryable,
  clock: Clock,
): Promise<AuthenticatedSession> {
  return requireSessionToken(readToken(request), db, clock);
}

/**
 * For routes where a session is optional: null when the caller sent no token at all, otherwise the
 * same as `requireSession` (a wrong, revoked or expired token, or an empty Bearer, is 401).
 */
export async function optionalSession(
  request: FastifyRequest,
  db: Queryable,
  clock: Clock,
): Promise<AuthenticatedSession | null> {
  const token = readToken(request);
  if (token === undefined) return null;
  return requireSessionToken(token, db, clock);
}

/**
 * For public routes that show more to the user the path names: the caller's session when it is that
 * user of that brand, else null (no token, another user's session, or a token that is no longer
 * valid: never a 401, so the page still loads).
 */
export async function sessionOfUser(
  request: FastifyRequest,
  db: Queryable,
  clock: Clock,
  brandId: string,
  userId: string,
): Promise<AuthenticatedSession | null> {
  try {
    const auth = await optionalSession(request, db, clock);
    return auth?.session.brandId === brandId && auth.session.userId === userId ? auth : null;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) return null;
    throw error;
  }
}

/** The user and session of a given raw token, or 401 'Sesión no válida o vencida'. */
export async function requireSessionToken(
  token: string | undefined,
  db: Queryable,
  clock: Clock,
): Promise<AuthenticatedSession> {
  if (!token || !TOKEN.test(token)) throw unauthorized(SESSION_INVALID);
  const { rows } = await db.query<SessionUserRow>(
    `SELECT ${USER_COLUMNS}, sessions.created_at AS created_at_session, sessions.expires_at
     FROM sessions JOIN users ON users.id = sessions.user_id AND users.brand_id = sessions.brand_id
     WHERE sessions.token_hash = $1 AND sessions.revoked_at IS NULL AND sessions.expires_at > $2`,
    [hashToken(token), clock.now().toISOString()],
  );
  const row = rows[0];
  if (!row) throw unauthorized(SESSION_INVALID);
  return {
    user: toUserAnswer(row),
    session: {
      userId: row.id,
      brandId: row.brand_id,
      createdAt: new Date(row.created_at_session),
      expiresAt: new Date(row.expires_at),
    },
  };
}

/**
 * A caller may only touch their own brand and user. Another user's data is 403; a user id that does not
 * exist in that brand is 404 'Usuario no encontrado para esta marca', the text on which the front end
 * ends the session (spec 001 sections 4 and 8).
 */
export async function assertSameUser(
  auth: AuthenticatedSession,
  brandId: string,
  userId: string,
  db: Queryable,
): Promise<void> {
  if (auth.session.brandId === brandId && auth.session.userId === userId) return;
  if (!(await findUser(db, brandId, userId))) throw notFound(USER_NOT_FOUND);
  throw forbidden(NOT_YOUR_DATA);
}

/**
 * The session cookie: HttpOnly (scripts cannot read it), SameSite=Lax, one year; Secure when the
 * client came over https (the edge's X-Forwarded-Proto, trusted from that one hop only).
 */
export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, token: string): void {
  writeSessionCookie(reply, request, token, SESSION_TTL_MS / 1000);
}

/** Tells the browser to drop the session cookie (same name, path and attributes, expired). */
export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest): void {
  writeSessionCookie(reply, request, '', 0);
}

function writeSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  value: string,
  maxAge: number,
): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${AUTH_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`,
  );
}

/** Ends one session: its token stops opening anything at once (an unknown or ended one: nothing). */
export async function revokeSession(db: Queryable, token: string, now: Date): Promise<void> {
  if (!TOKEN.test(token)) return;
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
    hashToken(token),
    now.toISOString(),
  ]);
}

/** `{ credentials, user }` as shared-contracts `sessionSchema` reads it. */
export function sessionAnswer(user: UserAnswer, token: string) {
  return { credentials: { userId: user._id, authToken: token, idMarca: user.idMarca }, user };
}
