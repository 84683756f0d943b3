import { isIP } from 'node:net';

/** 127.0.0.0/8, ::1 and their IPv4-mapped form (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (plain === '::1') return true;
  return isIP(plain) === 4 && plain.startsWith('127.');
}

/**
 * Fastify's `trustProxy`: exactly one hop, the edge server (scripts/serve.mjs) on this machine, which
 * overwrites X-Forwarded-For with its client's address and X-Forwarded-Proto with its own protocol.
 * So the client address is the last X-Forwarded-For entry, and only when the request came from a
 * loopback socket; whatever a client put in front of it is ignored, and a client that reaches the
 * API directly from elsewhere is its own address, headers or not.
 */
export function trustOneLocalProxy(address: string, hop: number): boolean {
  return hop === 0 && isLoopbackAddress(address);
}
