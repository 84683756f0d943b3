import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** The header the edge proves itself with: its value is EDGE_SECRET. */
export const EDGE_SECRET_HEADER = 'x-edge-secret';

/** What only a proven proxy may say: the client's address, protocol and host. */
export const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'] as const;

/** 127.0.0.0/8, ::1 and their IPv4-mapped form (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (plain === '::1') return true;
  return isIP(plain) === 4 && plain.startsWith('127.');
}

/** '::ffff:10.0.0.1' → '10.0.0.1' (how Node shows an IPv4 client on a dual-stack socket). */
function plainAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  const mapped = lower.startsWith('::ffff:') ? lower.slice(7) : lower;
  return isIP(mapped) === 4 ? mapped : lower;
}

/**
 * TRUSTED_PROXIES' entries (an address, or an address/prefix) as a list the socket address is looked up
 * in; throws on an entry that is neither.
 */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.trim().split('/');
    const version = isIP(plainAddress(address));
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = version === 6 ? 128 : 32;
    if (
      version === 0 ||
      rest.length > 0 ||
      (bits !== undefined && (!/^\d{1,3}$/.test(prefix ?? '') || bits > maxBits))
    ) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address (or address/prefix)`);
    }
    const type = version === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(plainAddress(address), type);
    else list.addSubnet(plainAddress(address), bits, type);
  }
  return list;
}

export interface EdgeTrustOptions {
  /** EDGE_SECRET: a request whose x-edge-secret equals it comes from the edge */
  secret?: string | undefined;
  /** TRUSTED_PROXIES: socket addresses (or address/prefix) whose forwarded headers are believed */
  trustedProxies?: readonly string[];
}

/** Marks a raw request whose forwarded headers were dropped (sent by someone who did not prove to be the edge). */
const UNPROVEN = Symbol('unproven forwarded headers');

type RawRequest = IncomingMessage & { [UNPROVEN]?: true };

/**
 * Who may say who the client is (issue 27): only the edge, proven by the `x-edge-secret` header equal
 * to EDGE_SECRET (compared in constant time), or a socket whose address TRUSTED_PROXIES lists.
 * `accept(req)` runs on the raw request before anything reads it (Fastify's `rewriteUrl`, which comes
 * before routing, the request log and every hook): it deletes X-Forwarded-For, -Proto and -Host unless
 * the request proved itself, and always deletes x-edge-secret, so no handler or log line sees it.
 * Fastify's `trustProxy` then trusts exactly one hop (`trustOneHop`): what is left of X-Forwarded-For
 * is the edge's, and the client is its last entry; without it, the socket's address.
 */
export function edgeTrust({ secret, trustedProxies = [] }: EdgeTrustOptions = {}) {
  const digest = secret ? createHash('sha256').update(secret).digest() : null;
  const proxies = trustedProxyList(trustedProxies);
  const listed = (address: string | undefined) => {
    if (!address || trustedProxies.length === 0) return false;
    const plain = plainAddress(address);
    return proxies.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
  const proves = (given: string | string[] | undefined) =>
    digest !== null &&
    typeof given === 'string' &&
    timingSafeEqual(createHash('sha256').update(given).digest(), digest);

  return {
    accept(req: IncomingMessage): void {
      const headers = req.headers;
      const given = headers[EDGE_SECRET_HEADER];
      delete headers[EDGE_SECRET_HEADER];
      if (proves(given) || listed(req.socket?.remoteAddress)) return;
      let dropped = false;
      for (const name of FORWARDED_HEADERS) {
        if (headers[name] !== undefined) {
          delete headers[name];
          dropped = true;
        }
      }
      if (dropped) (req as RawRequest)[UNPROVEN] = true;
    },
  };
}

export type EdgeTrust = ReturnType<typeof edgeTrust>;

/**
 * Whether the request came with forwarded headers that were dropped: something in front of the API
 * that did not prove to be the edge (a misconfigured edge without EDGE_SECRET, or a client pretending).
 * Its socket address is then not the client's for anything that grants more to a local client.
 */
export function hadUnprovenForwarding(req: IncomingMessage): boolean {
  return (req as RawRequest)[UNPROVEN] === true;
}

/**
 * Fastify's `trustProxy`: exactly one hop, the socket's peer. Safe because `edgeTrust().accept` has
 * already removed the forwarded headers of any peer that did not prove to be the edge.
 */
export function trustOneHop(_address: string, hop: number): boolean {
  return hop === 0;
}
