import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database';
import { sendMail } from '../outbox/outbox';
import { createResetToken, createVerificationCode } from './account-repository';

interface Recipient {
  id: string;
  brand_id: string;
  email: string | null;
  name: string | null;
}

/** A new 4-digit code (earlier ones void) mailed to the user. */
export async function sendVerificationCode(
  db: Queryable,
  log: FastifyBaseLogger,
  user: Recipient,
  now: Date,
): Promise<void> {
  if (!user.email) throw new Error('a verification code needs an e-mail');
  const code = await createVerificationCode(db, user.id, now);
  await sendMail(
    db,
    log,
    {
      brandId: user.brand_id,
      to: user.email,
      kind: 'verification',
      subject: 'Tu código de verificación',
      body: `Hola ${user.name ?? ''}: tu código de verificación es ${code}. Vence en 15 minutos.`,
    },
    now,
  );
}

/**
 * The recovery link on the brand's site (`site`, an origin): /forgotpassword/resetpassword/{userId}/{token},
 * with the account's e-mail as `?email=`: when the reset fails, the front end asks for a new link
 * for that e-mail (spec 001 section 4), even on a device where recovery was not asked.
 */
export async function sendResetLink(
  db: Queryable,
  log: FastifyBaseLogger,
  user: Recipient,
  now: Date,
  site: string,
): Promise<void> {
  if (!user.email) throw new Error('a reset link needs an e-mail');
  const token = await createResetToken(db, user.id, now);
  await sendMail(
    db,
    log,
    {
      brandId: user.brand_id,
      to: user.email,
      kind: 'reset',
      subject: 'Recuperá tu contraseña',
      body:
        `Para elegir una nueva contraseña entrá a ${site}/forgotpassword/resetpassword/${user.id}/${token}` +
        `?email=${encodeURIComponent(user.email)} ` +
        '(el enlace vence en 1 hora y sirve una sola vez). Si no lo pediste, ignorá este mensaje.',
    },
    now,
  );
}
