import { RemoteLoadError } from './remote-load-error';

const ALGORITHMS = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' } as const;

function toBase64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Checks downloaded entry code against the registry's subresource-integrity value before it
 * runs. The script tag then carries the same value, so the browser enforces it a second time.
 */
export async function verifyIntegrity(code: ArrayBuffer, integrity: string, url: string): Promise<void> {
  const dash = integrity.indexOf('-');
  const algorithm = ALGORITHMS[integrity.slice(0, dash) as keyof typeof ALGORITHMS];
  const expected = integrity.slice(dash + 1);
  if (!algorithm) throw new RemoteLoadError('integrity', `unsupported integrity algorithm in ${integrity}`);
  // crypto.subtle exists only in secure contexts (https, localhost); elsewhere the script tag's
  // integrity attribute is the check.
  if (!globalThis.crypto?.subtle) return;
  const actual = toBase64(await globalThis.crypto.subtle.digest(algorithm, code));
  if (actual !== expected) {
    throw new RemoteLoadError(
      'integrity',
      `integrity mismatch for ${url}: expected ${expected}, got ${actual}`,
    );
  }
}
