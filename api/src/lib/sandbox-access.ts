import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from './http-error';
import { hadUnprovenForwarding, isLoopbackAddress } from './proxy';

/*
 * The sandboxes the API serves (Google sign-in, the card checkout, club subscriptions, maps,
 * translation, the mail outbox) sign anyone in, approve any payment or show verification codes: they
 * are the demo's defaults, but answer only a browser on this machine (a loopback host, reached from a
 * loopback address), unless SANDBOX_HOSTS names the host (issue 11, item 11).
 */

export const SANDBOX_LOCAL_ONLY =
  'Este servicio de prueba (sandbox) solo responde en localhost. Para usarlo en otro dominio, habilitalo en la configuración del servidor.';

export interface SandboxAccess {
  /** SANDBOX_HOSTS: host names (lowercase, no port) where the sandboxes answer too */
  hosts: ReadonlySet<string>;
  /** SANDBOX_HOSTS=*: every host */
  anyHost: boolean;
}

/** From SANDBOX_HOSTS' list: host names, or '*' for any host. */
export function sandboxAccess(hosts: readonly string[] = []): SandboxAccess {
  const names = hosts.map((host) => host.trim().toLowerCase()).filter(Boolean);
  return { hosts: new Set(names.filter((host) => host !== '*')), anyHost: names.includes('*') };
}

/** 'b2b.localhost:3000' → 'b2b.localhost'; '[::1]:3000' → '::1'. */
export function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) {
    const end = lower.indexOf(']');
    return end === -1 ? lower.slice(1) : lower.slice(1, end);
  }
  // a bare IPv6 address has several colons and no port
  if (lower.split(':').length > 2) return lower;
  return lower.split(':')[0] ?? '';
}

/** localhost, any *.localhost (RFC 6761), 127.0.0.0/8 and ::1. */
export function isLoopbackHost(host: string): boolean {
  const name = hostName(host).replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

/**
 * Whether a sandbox may answer this request: a host SANDBOX_HOSTS names, or a loopback host asked from
 * a loopback address (the Host header alone is the client's to choose). Through the edge that address
 * is the one it forwards (lib/proxy.ts); a loopback peer that forwarded a client without proving to be
 * the edge is not taken for a local client (it may be relaying anyone).
 */
export function allowsSandbox(access: SandboxAccess, request: FastifyRequest): boolean {
  const host = hostName(request.host);
  if (access.anyHost || access.hosts.has(host)) return true;
  return isLoopbackHost(host) && isLoopbackAddress(request.ip) && !hadUnprovenForwarding(request.raw);
}

/** An onRequest hook: 403 with SANDBOX_LOCAL_ONLY where the sandbox may not answer. */
export function sandboxOnly(access: SandboxAccess): onRequestAsyncHookHandler {
  return async (request) => {
    if (!allowsSandbox(access, request)) throw new HttpError(403, SANDBOX_LOCAL_ONLY);
  };
}

/** The line the server prints at start: each sandbox that is on, and where it answers. */
export function sandboxesLine(names: readonly string[], access: SandboxAccess): string {
  if (names.length === 0) return 'sandboxes: none';
  const where = access.anyHost
    ? 'on every host (SANDBOX_HOSTS=*)'
    : `only on localhost${access.hosts.size > 0 ? ` and ${[...access.hosts].join(', ')}` : ''}`;
  return `sandboxes on, answering ${where}: ${names.join(', ')}`;
}
