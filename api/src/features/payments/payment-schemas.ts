import * as z from 'zod/mini';
import { BODY_NOT_OBJECT, idField, text } from '../../lib/request-fields';

/* What the card payment routes and the card sandbox accept (spec 000 section 7, spec 001 section 7). */

const PAYMENT_ID = 'Falta el id del pago a verificar (idPayment).';
/** POST /pedido/verificationordersend */
export const verifyPaymentBody = z.object(
  {
    idPayment: z.pipe(
      z.union([z.string(), z.number()], { error: PAYMENT_ID }),
      z.pipe(
        z.transform((value: string | number) => String(value)),
        z
          .string({ error: PAYMENT_ID })
          .check(
            z.trim(),
            z.minLength(1, PAYMENT_ID),
            z.maxLength(100, PAYMENT_ID),
            z.regex(/^[A-Za-z0-9_-]+$/, PAYMENT_ID),
          ),
      ),
    ),
    idLocal: idField('el id del local (idLocal)'),
  },
  { error: BODY_NOT_OBJECT },
);

const PREFERENCE = 'Falta el identificador del pago (pref_id).';
const preferenceId = text(PREFERENCE).check(
  z.trim(),
  z.minLength(1, PREFERENCE),
  z.maxLength(100, PREFERENCE),
  z.regex(/^[A-Za-z0-9-]+$/, PREFERENCE),
);
/** GET /mp-sandbox/checkout/v1/redirect?pref_id= (the card sandbox's checkout page) */
export const sandboxCheckoutQuery = z.object({ pref_id: preferenceId });
/** POST /mp-sandbox/checkout/v1/pay (the page's form) */
export const sandboxPayBody = z.object(
  {
    pref_id: preferenceId,
    outcome: z.enum(['approved', 'rejected', 'pending', 'cancel'], {
      error: 'Elegí aprobar, rechazar o dejar pendiente el pago.',
    }),
  },
  { error: 'Elegí aprobar, rechazar o dejar pendiente el pago.' },
);

const NOTIFICATION_ID = 'El id del recurso notificado (data.id) no es válido.';
const NOTIFICATION_TYPE = 'El tipo de la notificación (type) no es válido.';
const notificationId = z.pipe(
  z.union([z.string(), z.number()], { error: NOTIFICATION_ID }),
  z.pipe(
    z.transform((value: string | number) => String(value)),
    z
      .string({ error: NOTIFICATION_ID })
      .check(
        z.trim(),
        z.minLength(1, NOTIFICATION_ID),
        z.maxLength(64, NOTIFICATION_ID),
        z.regex(/^[A-Za-z0-9_-]+$/, NOTIFICATION_ID),
      ),
  ),
);
const notificationType = text(NOTIFICATION_TYPE).check(z.trim(), z.maxLength(64, NOTIFICATION_TYPE));
/** POST /pedido/mercadopago/webhook?data.id=&type= (the query Mercado Pago's webhook adds) */
export const paymentNotificationQuery = z.object({
  'data.id': z.optional(notificationId),
  type: z.optional(notificationType),
});
/** POST /pedido/mercadopago/webhook: Mercado Pago's notification `{ action, type, data: { id }, … }` */
export const paymentNotificationBody = z.object(
  {
    action: z.optional(notificationType),
    type: z.optional(notificationType),
    data: z.optional(z.object({ id: z.optional(notificationId) }, { error: NOTIFICATION_ID })),
  },
  { error: BODY_NOT_OBJECT },
);

const SANDBOX_PAYMENT_ID = 'El id del pago no es válido.';
const SANDBOX_SETTLE = 'Elegí acreditar (approved) o vencer (rejected) el pago pendiente.';
/** POST /mp-sandbox/v1/payments/:paymentId/settle */
export const sandboxPaymentParams = z.object({
  paymentId: text(SANDBOX_PAYMENT_ID).check(z.regex(/^\d{1,18}$/, SANDBOX_PAYMENT_ID)),
});
export const sandboxSettleBody = z.object(
  { outcome: z.enum(['approved', 'rejected'], { error: SANDBOX_SETTLE }) },
  { error: SANDBOX_SETTLE },
);
