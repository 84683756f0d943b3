import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  /** cost (a power of two) */
  N: number;
  r: number;
  p: number;
}

/** scrypt's parameters for a cost (the base-2 logarithm of N), with r = 8 and p = 1. */
export const scryptOfCost = (cost: number): ScryptParams => ({ N: 2 ** cost, r: 8, p: 1 });

/** The cost of OWASP's scrypt floor: N = 2^15, about 32 MiB and ~100 ms per hash. */
export const DEFAULT_PASSWORD_HASH_COST = 15;
/**
 * The cheapest cost the API accepts (PASSWORD_HASH_COST), for test runs only: a test that signs in
 * or registers pays ~3 ms a hash instead of ~130. Refused in production (config.ts).
 */
export const MIN_PASSWORD_HASH_COST = 10;
/** The dearest cost a hash is made or checked with (N = 2^20, 1 GiB of scrypt memory at r = 8). */
export const MAX_PASSWORD_HASH_COST = 20;

/** OWASP's scrypt floor: about 32 MiB and ~100 ms per hash, so a stolen table is slow to guess. */
export const DEFAULT_SCRYPT: ScryptParams = scryptOfCost(DEFAULT_PASSWORD_HASH_COST);
const SALT_BYTES = 16;
const KEY_BYTES = 64;
// Stored hashes may carry stronger parameters later; refuse anything that would exhaust the server.
const MAX_N = 2 ** MAX_PASSWORD_HASH_COST;
const MAX_RP = 16;

function scrypt(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  // Node's default maxmem (32 MiB) is exactly 128·N·r for N=2^15, r=8 and scrypt needs a little more.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r * p + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

const STORED = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** Whether password matches the stored hash; false (never a throw) for a malformed or foreign hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = STORED.exec(stored);
  if (!match) return false;
  const [, n, r, p, saltText, keyText] = match;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = params.N > 1 && (params.N & (params.N - 1)) === 0;
  if (
    !powerOfTwo ||
    params.N > MAX_N ||
    params.r < 1 ||
    params.r > MAX_RP ||
    params.p < 1 ||
    params.p > MAX_RP
  ) {
    return false;
  }
  const expected = Buffer.from(keyText ?? '', 'base64url');
  if (expected.length !== KEY_BYTES) return false;
  const actual = await scrypt(password, Buffer.from(saltText ?? '', 'base64url'), params);
  return timingSafeEqual(actual, expected);
}
