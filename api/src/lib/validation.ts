import * as core from 'zod/v4/core';
import { badRequest } from './http-error';

/**
 * Parses input with a request schema (zod/mini: a feature's `<feature>-schemas.ts`, ADR 040), whose
 * messages are written for the customer; the first message answers 400. Nothing has been read or
 * written when it throws.
 */
export function parseInput<S extends core.$ZodType>(schema: S, value: unknown): core.output<S> {
  const result = core.safeParse(schema, value);
  if (result.success) return result.data;
  throw badRequest(result.error.issues[0]?.message ?? 'La solicitud no es válida.');
}
