import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/*
 * Cache headers of the read path (issue 27). Nothing is cached unless a route says so (no-store: most
 * answers are per customer, or per minute like a branch's status). A route that answers the same to
 * every caller marks it `public, max-age=N` (the edge keeps those in its micro-cache, keyed by host and
 * URL, and browsers reuse them); one that depends on the caller's session `private, max-age=N` (only
 * the caller's browser keeps it). Both carry an ETag, a SHA-256 of the body, and answer 304 without a
 * body to a matching If-None-Match. The spec's client caches give the numbers: branch data 300 s, other
 * queries 60 s (spec 000 'Branch data cache 300 s', 'query cache lifetime 60 s by default').
 */

/** Branch data: the branch list and a branch. */
export const BRANCH_MAX_AGE_S = 300;
/** The brand, the menu and the other catalog reads. */
export const QUERY_MAX_AGE_S = 60;

/** Requests whose answer read the caller's session or user (see `dependsOnCaller`). */
const callerDependent = new WeakSet<FastifyRequest>();

/**
 * Records that the answer to this request depends on who asks (the session's token was read): it is
 * then never sent as `public`, whatever the route said (`private` instead). `readToken` calls it, so
 * every route that looks at a session is covered.
 */
export function dependsOnCaller(request: FastifyRequest): void {
  callerDependent.add(request);
}

/** The same answer for every caller: the edge and browsers may keep it `seconds`. */
export function cachePublicly(reply: FastifyReply, seconds: number): FastifyReply {
  return reply.header('Cache-Control', `public, max-age=${seconds}`);
}

/** An answer that depends on the caller's session: only the caller's browser may keep it `seconds`. */
export function cachePrivately(reply: FastifyReply, seconds: number): FastifyReply {
  return reply.header('Cache-Control', `private, max-age=${seconds}`).header('Vary', 'Authorization, Cookie');
}

/** A strong validator: the SHA-256 of the body, base64url, quoted. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/** If-None-Match holds the tag (or *); weak tags match their strong form (RFC 9110 8.8.3.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const tag = part.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

const CACHEABLE = /(^|[\s,])(public|private)([\s,]|$)/i;

/**
 * The app's onSend hook: `no-store` when a route set no Cache-Control; for a 200 a route marked
 * public or private, the ETag and the 304; `public` made `private` when the request read the session;
 * an error never cached (a route that set its cache header before failing).
 */
export function cacheHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    const cacheControl = reply.getHeader('cache-control');
    if (cacheControl === undefined) {
      reply.header('Cache-Control', 'no-store');
      return payload;
    }
    const policy = String(cacheControl);
    if (!CACHEABLE.test(policy)) return payload;
    if (reply.statusCode !== 200) {
      reply.header('Cache-Control', 'no-store');
      return payload;
    }
    if (callerDependent.has(request) && /public/i.test(policy)) {
      reply.header('Cache-Control', policy.replace(/public/i, 'private'));
      reply.header('Vary', 'Authorization, Cookie');
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    reply.header('ETag', etag);
    const method = request.method;
    if (
      (method === 'GET' || method === 'HEAD') &&
      matchesIfNoneMatch(request.headers['if-none-match'], etag)
    ) {
      reply.code(304);
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
}
