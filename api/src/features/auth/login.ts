import type { FastifyInstance } from 'fastify';
import { loginBody } from './auth-schemas';
import type { AppContext } from '../../app-context';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND, findBrandById } from '../brands/brand-repository';
import { toUserAnswer } from '../users/user-repository';
import { findAccountByEmail } from './account-repository';
import { verifyPassword } from './password';
import { guessLimiter } from './guess-limits';
import { limiter } from './limits';
import { createSession, sessionAnswer, setSessionCookie } from './session';

export const EMAIL_NOT_FOUND = 'No encontramos una cuenta con ese email';
export const WRONG_PASSWORD = 'La contraseña es incorrecta';
export const EMAIL_NOT_VERIFIED = 'Tu email todavía no está verificado: ingresá el código que te enviamos';
export const ACCOUNT_LOGIN_LOCKED =
  'Hubo demasiados intentos fallidos con esta cuenta. Esperá unos minutos o recuperá tu contraseña.';
export const ADDRESS_LOGIN_BLOCKED =
  'Hubo demasiados intentos fallidos desde tu conexión. Probá de nuevo más tarde o recuperá tu contraseña.';

/**
 * POST /api/login { idMarca, email, password } → { data: { credentials, user } } and the cookie.
 * 404 unknown e-mail in the brand (shown on the e-mail field), 400 wrong password (password field),
 * 403 e-mail not verified yet (only after a right password). Every attempt is limited per client
 * address and e-mail ('login'); wrong passwords (DEFAULT_LOCKOUTS.password, ADR 032) slow the account
 * down for everyone (after 5, each next attempt waits 1 s, 2 s, 4 s… up to 2 min: 429
 * ACCOUNT_LOGIN_LOCKED with Retry-After) and block the address that makes them (10 on the account in
 * 24 h, 30 on any accounts in an hour: 429 ADDRESS_LOGIN_BLOCKED). A right password is never counted
 * and forgets its address's failures on the account.
 */
export function login(
  app: FastifyInstance,
  { db, clock, rateLimits, lockouts, rateLimitStore }: AppContext,
): void {
  const limit = limiter({ rateLimitStore, clock }, 'login', rateLimits.login);
  const guesses = guessLimiter({ rateLimitStore, clock }, 'password', lockouts.password, {
    account: ACCOUNT_LOGIN_LOCKED,
    address: ADDRESS_LOGIN_BLOCKED,
  });
  app.post('/login', async (request, reply) => {
    const { idMarca, email, password } = parseInput(loginBody, request.body);
    await limit.check(`${request.ip}|${idMarca}|${email}`);
    if (!(await findBrandById(db, idMarca))) throw notFound(BRAND_NOT_FOUND);
    const account = await findAccountByEmail(db, idMarca, email);
    if (!account) throw notFound(EMAIL_NOT_FOUND);
    // counted before the password is checked, given back when it is right
    const attempt = await guesses.begin(request.ip, account.id);
    if (!account.password_hash || !(await verifyPassword(password, account.password_hash))) {
      throw badRequest(WRONG_PASSWORD);
    }
    await attempt.succeeded();
    if (!account.email_verified) throw forbidden(EMAIL_NOT_VERIFIED);
    const { token } = await createSession(db, account, clock.now());
    setSessionCookie(reply, request, token);
    return { data: sessionAnswer(toUserAnswer(account), token) };
  });
}
