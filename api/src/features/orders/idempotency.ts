import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { canonicalJson } from '../activities/dedupe-key';

export const IDEMPOTENCY_KEY_REUSED =
  'Esa clave de idempotencia ya se usó con otro pedido. Generá una nueva para enviar este.';

/** SHA-256 of the request's body as JSON with sorted keys: the same order sent again hashes the same. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/**
 * 422 IDEMPOTENCY_KEY_REUSED when the customer already used this Idempotency-Key (for an order or for
 * products added to one) with another body; otherwise answers whether the key was used at all (with
 * this same body, or stored before bodies were hashed, migration 060): a new key needs no look-up of
 * the order it made.
 */
export async function assertSameRequest(
  db: Queryable,
  userId: string,
  idempotencyKey: string,
  hash: string,
): Promise<boolean> {
  const { rows } = await db.query<{ request_hash: string | null }>(
    `SELECT request_hash FROM orders WHERE user_id = $1 AND idempotency_key = $2
     UNION ALL
     SELECT request_hash FROM order_updates WHERE user_id = $1 AND idempotency_key = $2`,
    [userId, idempotencyKey],
  );
  if (rows.some((row) => row.request_hash !== null && row.request_hash !== hash)) {
    throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
  }
  return rows.length > 0;
}
