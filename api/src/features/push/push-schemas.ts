import * as z from 'zod/mini';
import { BODY_NOT_OBJECT, idField } from '../../lib/request-fields';

/* What the push service sandbox accepts (features/push/push-sandbox.ts). */

/** POST /push-sandbox/:id (the push sandbox's subscription id) */
export const pushSandboxParams = z.object({ id: idField('el id de la suscripción de prueba') });

/** POST /push-sandbox/:id/respond: what the sandbox answers the next pushes to that subscription */
export const pushSandboxRespondBody = z.object(
  {
    status: z.union([z.literal(201), z.literal(404), z.literal(410), z.literal(429), z.literal(500)], {
      error: 'status debe ser 201, 404, 410, 429 o 500.',
    }),
  },
  { error: BODY_NOT_OBJECT },
);
