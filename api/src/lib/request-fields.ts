import { languageSchema } from 'shared-contracts/entities';
import type { Language } from 'shared-contracts/entities';
import { BODY_NOT_OBJECT, capitalise, idField, text } from 'shared-contracts/order-payload';
import * as z from 'zod/mini';

/*
 * The building blocks of the API's request schemas: the field rules and messages more than one
 * feature's schemas use. Each route's own schemas live beside its handler, in its feature's
 * `<feature>-schemas.ts` (ADR 040); the API parses every request with them (lib/validation.ts)
 * before it reads or writes anything. Unknown keys are dropped (z.object strips them).
 *
 * Every schema carries its own messages, in Spanish: no English default can reach a customer.
 *
 * The ones the order payload's schema needs (BODY_NOT_OBJECT, idField, text and capitalise) are
 * shared-contracts/order-payload's, which the checkout's payload is typed against (ADR 045): they
 * are re-exported here, one copy for the API and the checkout.
 */

export { BODY_NOT_OBJECT, capitalise, idField, text };
export const REQUEST_INVALID = 'La solicitud no es válida.';

/** An optional query parameter whose empty value counts as missing (query strings send `lat=`). */
export function optionalParam<S extends z.core.$ZodType>(
  schema: S,
): z.ZodMiniType<z.output<S> | undefined, unknown> {
  return z.pipe(
    z.transform((value: unknown): unknown => (value === '' ? undefined : value)),
    z.optional(schema) as unknown as z.ZodMiniType<z.output<S> | undefined, unknown>,
  );
}

/** An optional form field: '' and null count as "not given". */
export function optionalField<S extends z.core.$ZodType>(
  schema: S,
): z.ZodMiniType<z.output<S> | undefined, unknown> {
  return z.pipe(
    z.transform((value: unknown): unknown => (value === '' || value === null ? undefined : value)),
    z.optional(schema) as unknown as z.ZodMiniType<z.output<S> | undefined, unknown>,
  );
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const UNSIGNED = /^\d+(\.\d+)?$/;

/** A number, or a numeric string (query strings carry only text), checked by `then`. */
function numeric(message: string, pattern: RegExp, then: z.ZodMiniNumber<number>) {
  return z.pipe(
    z.union(
      [
        z.number({ error: message }),
        z.pipe(z.string({ error: message }).check(z.trim(), z.regex(pattern, message)), z.transform(Number)),
      ],
      { error: message },
    ),
    then,
  );
}

/** A latitude or longitude, as a number or a numeric string. */
export function coordinate(label: 'latitud' | 'longitud') {
  const max = label === 'latitud' ? 90 : 180;
  const message = `La ${label} debe ser un número entre -${max} y ${max}.`;
  return numeric(
    message,
    NUMBER,
    z.number({ error: message }).check(z.minimum(-max, message), z.maximum(max, message)),
  );
}

/** An amount of 0 or more, as a number or a numeric string. */
export function amountParam(label: string) {
  const message = `${label} debe ser un número mayor o igual a 0.`;
  return numeric(message, UNSIGNED, z.number({ error: message }).check(z.minimum(0, message)));
}

/** A trimmed string of at most `max` characters. */
export const boundedText = (
  message: string,
  max: number,
  tooLong = `El campo admite hasta ${max} caracteres.`,
) => text(message).check(z.trim(), z.maxLength(max, tooLong));

// ---------------------------------------------------------------------------------------------
// Path parameters several features share

/** GET /pedido/active/:id, /pedido/usuario/:id, /points/:id, /points/transaction/:id (user id) */
export const userParams = z.object({ id: idField('el id del usuario') });

/** GET and PUT /user/:brandId/:userId, GET /pedido/direccion/:brandId/:userId */
export const brandUserParams = z.object({
  brandId: idField('el id de la marca'),
  userId: idField('el id del usuario'),
});

/** GET /menu/:brandId/:storeId/:userId, /marketing/banner/…, /marketing/storie/… */
export const brandStoreUserParams = z.object({
  brandId: idField('el id de la marca'),
  storeId: idField('el id del local (storeId)'),
  userId: idField('el id del usuario'),
});

// ---------------------------------------------------------------------------------------------
// Languages: the translation service's, the settings' and the translation metrics'

/** 'pt-BR', 'zh-CN', 'EN' → the base language, or null when not one of the app's seven (languageSchema). */
export function toTranslateLanguage(code: string): Language | null {
  const base = code.trim().toLowerCase().split(/[-_]/u)[0] ?? '';
  return (languageSchema.options as readonly string[]).includes(base) ? (base as Language) : null;
}

/** One of the app's seven languages (a regional code read as its base), else the label's message. */
export const translateLanguage = (label: string) =>
  z.pipe(
    text(`Falta el idioma ${label}.`),
    z.transform((code: string, ctx) => {
      const found = toTranslateLanguage(code);
      if (found) return found;
      ctx.issues.push({
        code: 'custom',
        message: `Idioma ${label} no admitido: ${languageSchema.options.join(', ')}.`,
        input: code,
      });
      return z.NEVER;
    }),
  );
