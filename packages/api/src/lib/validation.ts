import { z } from 'zod';
import { badRequest } from './http-error';

/** Parses input with a schema whose messages are written for the customer; the first one answers 400. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
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
