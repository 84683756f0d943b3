import { createHash } from 'node:crypto';

/**
 * The key of the one row a repeated anonymous write counts on (migration 059): SHA-256 of its parts
 * in order, so a key never holds a client's address or a text as sent.
 */
export function dedupeKey(...parts: ReadonlyArray<string | number | boolean | null>): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

/** The UTC day of `at` (2025-06-10): visits, views and metrics are counted per day. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** A JSON text of `value` whose object keys are sorted, so the same content always reads the same. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
