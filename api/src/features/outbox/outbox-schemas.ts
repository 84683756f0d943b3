import * as z from 'zod/mini';

export const OUTBOX_EMAIL_REQUIRED = 'Falta el email cuyos mensajes querés ver (email).';

/** GET /dev/outbox?email=: one address's mails, never everyone's */
export const outboxQuery = z.object({
  email: z
    .string({ error: OUTBOX_EMAIL_REQUIRED })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, OUTBOX_EMAIL_REQUIRED),
      z.maxLength(254, 'El email no es válido.'),
    ),
});
