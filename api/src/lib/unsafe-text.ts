import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error';

export const TEXT_NOT_ALLOWED =
  'El texto enviado tiene caracteres no permitidos (el carácter nulo o caracteres Unicode inválidos).';

/**
 * U+0000, or half of a surrogate pair without its other half. PostgreSQL stores neither: a text
 * column refuses the NUL byte and jsonb a lone surrogate's escape, so they must not reach a query
 * (issue 11, item 13). Code units, not code points: no `u` flag.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether one string holds a NUL or a lone surrogate (a value decoded from inside another, say). */
export const isUnsafeString = (text: string): boolean => UNSAFE.test(text);

/** Whether any string in the value (keys of objects included) holds a NUL or a lone surrogate. */
export function hasUnsafeText(value: unknown): boolean {
  // iterative: a deeply nested body must not overflow the stack
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (UNSAFE.test(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (UNSAFE.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * Every route's path parameters, query string and body are checked before the route runs: one such
 * character anywhere is 400 with a message, and nothing is read or written.
 */
export function rejectUnsafeText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasUnsafeText(request.params) || hasUnsafeText(request.query) || hasUnsafeText(request.body)) {
      throw badRequest(TEXT_NOT_ALLOWED);
    }
  });
}
