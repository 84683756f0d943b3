import { z } from 'zod';
import * as core from 'zod/v4/core';
import { badRequest } from './http-error';

/**
 * Parses input with a schema whose messages are written for the customer (shared-contracts
 * `api-requests`, zod/mini; or a zod schema of a route not moved there yet); the first message answers
 * 400. Nothing has been read or written when it throws.
 */
export function parseInput<S extends core.$ZodType>(schema: S, value: unknown): core.output<S> {
  const result = core.safeParse(schema, value);
  if (result.success) return result.data;
  throw badRequest(result.error.issues[0]?.message ?? 'La solicitud no es válida.');
}

/** Query strings send `lat=` for "no value": read an empty parameter as a missing one. */
export function optionalParam<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** An id made of letters, digits, '-' and '_' (up to 64 characters). */
export function idParam(label: string) {
  const missing = `Falta ${label}.`;
  const invalid = `${capitalise(label)} no es válido.`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? missing : invalid) })
    .trim()
    .min(1, missing)
    .regex(ID, invalid);
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** A latitude or longitude as a number or a numeric string (query strings carry only text). */
export function coordinate(label: 'latitud' | 'longitud') {
  const max = label === 'latitud' ? 90 : 180;
  const message = `La ${label} debe ser un número entre -${max} y ${max}.`;
  return z
    .union(
      [
        z.number({ error: message }),
        z.string({ error: message }).trim().regex(NUMBER, message).transform(Number),
      ],
      {
        error: message,
      },
    )
    .pipe(z.number().finite(message).min(-max, message).max(max, message));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
