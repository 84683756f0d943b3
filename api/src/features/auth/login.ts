import type { FastifyInstance } from 'fastify';
import { loginBody } from '../../lib/request-schemas';
import type { AppContext } from '../../app-context';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND, findBrandById } from '../brands/brand-repository';
import { toUserAnswer } from '../users/user-repository';
import { findAccountByEmail } from './account-repository';
import { verifyPassword } from './password';
import { failureLimiter, limiter } from './limits';
import { createSession, sessionAnswer, setSessionCookie } from './session';

export const EMAIL_NOT_FOUND = 'No encontramos una cuenta con ese email';
export const WRONG_PASSWORD = 'La contraseña es incorrecta';
export const EMAIL_NOT_VERIFIED = 'Tu email todavía no está verificado: ingresa el código que te enviamos';
export const ACCOUNT_LOGIN_LOCKED =
  'Hubo demasiados intentos fallidos con esta cuenta. Esperá unos minutos o recuperá tu contraseña.';

/**
 * POST /api/login { idMarca, email, password } → { data: { credentials, user } } and the cookie.
 * 404 unknown e-mail in the brand (shown on the e-mail field), 400 wrong password (password field),
 * 403 e-mail not verified yet (only after a right password). Limited per client address and e-mail,
 * and per account from any address: after 10 wrong passwords in 15 minutes, 429 ACCOUNT_LOGIN_LOCKED
 * until the window ends (a right password does not count).
 */
export function login(app: FastifyInstance, { db, clock, rateLimits, rateLimitStore }: AppContext): void {
  const limit = limiter({ rateLimitStore, clock }, 'login', rateLimits.login);
  const perAccount = failureLimiter(
    { rateLimitStore, clock },
    'login-account',
    rateLimits.loginAccount,
    ACCOUNT_LOGIN_LOCKED,
  );
  app.post('/login', async (request, reply) => {
    const { idMarca, email, password } = parseInput(loginBody, request.body);
    await limit.check(`${request.ip}|${idMarca}|${email}`);
    const accountKey = `${idMarca}|${email}`;
    await perAccount.check(accountKey);
    if (!(await findBrandById(db, idMarca))) throw notFound(BRAND_NOT_FOUND);
    const account = await findAccountByEmail(db, idMarca, email);
    if (!account) throw notFound(EMAIL_NOT_FOUND);
    if (!account.password_hash || !(await verifyPassword(password, account.password_hash))) {
      await perAccount.fail(accountKey);
      throw badRequest(WRONG_PASSWORD);
    }
    if (!account.email_verified) throw forbidden(EMAIL_NOT_VERIFIED);
    const { token } = await createSession(db, account, clock.now());
    setSessionCookie(reply, request, token);
    return { data: sessionAnswer(toUserAnswer(account), token) };
  });
}
