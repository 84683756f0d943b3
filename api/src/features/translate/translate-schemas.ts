import * as z from 'zod/mini';
import { BODY_NOT_OBJECT, optionalField, text, translateLanguage } from '../../lib/request-fields';

/* What the translation sandbox accepts (Google Cloud Translation v2's bodies); the languages are the
 * app's seven (translateLanguage, lib/request-fields.ts). */

const MISSING_Q = 'Falta el texto a traducir (q).';
const translateText = text(MISSING_Q).check(z.maxLength(30_000, 'El texto supera los 30000 caracteres.'));
const translateQ = z.union(
  [
    translateText,
    z
      .array(translateText, { error: MISSING_Q })
      .check(z.minLength(1, MISSING_Q), z.maxLength(128, 'Se aceptan hasta 128 textos por solicitud.')),
  ],
  { error: MISSING_Q },
);

/** POST /translate/language/translate/v2 (Google Cloud Translation v2's body) */
export const translateBody = z.object(
  {
    q: translateQ,
    target: translateLanguage('de destino'),
    source: optionalField(translateLanguage('de origen')),
    format: z.optional(z.enum(['text', 'html'], { error: "El formato debe ser 'text' o 'html'." })),
  },
  { error: BODY_NOT_OBJECT },
);

/** POST /translate/language/translate/v2/detect */
export const detectBody = z.object({ q: translateQ }, { error: BODY_NOT_OBJECT });
