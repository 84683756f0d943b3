import { createPublicKey, verify } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-error';
import { p256PublicKey } from './push-subscription';
import { pushSandboxParams, pushSandboxRespondBody } from './push-schemas';
import { sandboxOnly } from '../../lib/sandbox-access';
import { parseInput } from '../../lib/validation';

/*
 * The push sandbox: a push service served by the API itself (RFC 8030's "push resource"), the default
 * where nothing may reach the browsers' real push services (a machine without the internet, the
 * end-to-end tests). A subscription whose endpoint is <this site>/api/push-sandbox/{id} receives its
 * pushes here; the sandbox checks them as a push service does (the VAPID signature for its own origin,
 * the aes128gcm encoding, TTL, at most 4096 bytes) and keeps what it accepted, encrypted, for whoever
 * holds the subscription's private keys to read (a test, which then hands it to the service worker).
 * It answers only on this machine (lib/sandbox-access.ts), and only while PUSH_SANDBOX is on.
 */

export const PUSH_SANDBOX_PATH = '/push-sandbox/:id';

/** RFC 8030 section 7.2: a push service accepts messages of at least 4096 bytes; this one, exactly that. */
export const PUSH_SANDBOX_MAX_BYTES = 4096;
/** What the sandbox keeps: the latest messages per subscription and the latest subscriptions. */
const KEPT_MESSAGES = 50;
const KEPT_SUBSCRIPTIONS = 1000;
/** RFC 8292 section 2: a VAPID token is valid at most 24 hours ahead. */
const MAX_TOKEN_AHEAD_S = 24 * 60 * 60;

export interface SandboxPush {
  receivedAt: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  contentEncoding: string;
  /** the VAPID public key the push was signed with (base64url) */
  vapidKey: string;
  /** the encrypted body, base64url */
  body: string;
}

interface SandboxSubscription {
  pushes: SandboxPush[];
  /** what the next pushes are answered (201, or a failure a test asks for) */
  status: number;
}

const refuse = (status: number, message: string) => new HttpError(status, message);

/**
 * The VAPID key (k) of a push's Authorization header once its token (t) checks: signed (ES256) by
 * that key, for this push service's origin, not expired, not more than 24 hours ahead.
 */
export function checkVapid(authorization: string | undefined, audience: string, nowMs: number): string {
  const match =
    /^vapid\s+t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)\s*,\s*k=([A-Za-z0-9_-]+)\s*$/i.exec(
      authorization ?? '',
    );
  if (!match?.[1] || !match[2]) throw refuse(401, 'Falta la autorización VAPID (vapid t=…, k=…).');
  const [header = '', claims = '', signature = ''] = match[1].split('.');
  const point = p256PublicKey(match[2]);
  if (!point) throw refuse(401, 'La clave VAPID (k) no es una clave P-256.');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw refuse(403, 'La firma VAPID no corresponde a la clave (k).');
  let claimSet: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    claimSet = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as typeof claimSet;
  } catch {
    throw refuse(403, 'El token VAPID no es válido.');
  }
  if (claimSet.aud !== audience)
    throw refuse(403, `El token VAPID es para ${String(claimSet.aud)}, no para ${audience}.`);
  const nowS = Math.floor(nowMs / 1000);
  if (typeof claimSet.exp !== 'number' || claimSet.exp <= nowS || claimSet.exp > nowS + MAX_TOKEN_AHEAD_S) {
    throw refuse(403, 'El token VAPID está vencido o vence en más de 24 horas.');
  }
  if (typeof claimSet.sub !== 'string' || !/^(mailto:|https:)/.test(claimSet.sub)) {
    throw refuse(403, 'El token VAPID no tiene un contacto (sub) mailto: o https:.');
  }
  return match[2];
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * POST /api/push-sandbox/:id (a push, as a push service receives it) → 201, or what a test asked for;
 * GET /api/push-sandbox/:id → { data: pushes[] }, oldest first;
 * POST /api/push-sandbox/:id/respond { status } → the answer to the next pushes (201, or 404, 410,
 * 429, 500 to play a subscription that is gone or a push service that fails).
 */
export function pushSandbox(app: FastifyInstance, { push, sandboxAccess, clock }: AppContext): void {
  if (!push.sandbox) return;
  const subscriptions = new Map<string, SandboxSubscription>();
  const subscription = (id: string): SandboxSubscription => {
    let found = subscriptions.get(id);
    if (!found) {
      found = { pushes: [], status: 201 };
      subscriptions.set(id, found);
      // the oldest one goes (a Map keeps insertion order)
      if (subscriptions.size > KEPT_SUBSCRIPTIONS)
        subscriptions.delete(subscriptions.keys().next().value ?? '');
    }
    return found;
  };
  const onRequest = sandboxOnly(sandboxAccess);

  app.register(async (scope) => {
    // pushes are binary (the aes128gcm record), the only route of the API that takes a body of that type
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: PUSH_SANDBOX_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(PUSH_SANDBOX_PATH, { onRequest }, async (request, reply) => {
      const { id } = parseInput(pushSandboxParams, request.params);
      const ttl = Number(header(request, 'ttl'));
      if (!Number.isInteger(ttl) || ttl < 0) throw refuse(400, 'Falta el encabezado TTL.');
      const encoding = header(request, 'content-encoding') ?? '';
      if (encoding !== 'aes128gcm')
        throw refuse(415, 'El contenido debe estar cifrado con aes128gcm (RFC 8291).');
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0)
        throw refuse(400, 'La notificación no tiene contenido.');
      // web-push dates its token by the system's clock, as a real push service checks it: not the app's
      // clock (tests move that one)
      const vapidKey = checkVapid(
        header(request, 'authorization'),
        `${request.protocol}://${request.host}`,
        Date.now(),
      );
      const target = subscription(id);
      if (target.status !== 201) {
        return reply.code(target.status).send({ message: `Respuesta de prueba ${target.status}.` });
      }
      target.pushes.push({
        receivedAt: clock.now().toISOString(),
        ttl,
        urgency: header(request, 'urgency') ?? null,
        topic: header(request, 'topic') ?? null,
        contentEncoding: encoding,
        vapidKey,
        body: body.toString('base64url'),
      });
      if (target.pushes.length > KEPT_MESSAGES) target.pushes.shift();
      return reply
        .code(201)
        .header('Location', `/api/push-sandbox/${id}/messages/${target.pushes.length}`)
        .send();
    });
  });

  app.get(PUSH_SANDBOX_PATH, { onRequest }, async (request) => {
    const { id } = parseInput(pushSandboxParams, request.params);
    return { data: subscriptions.get(id)?.pushes ?? [] };
  });

  app.post(`${PUSH_SANDBOX_PATH}/respond`, { onRequest }, async (request) => {
    const { id } = parseInput(pushSandboxParams, request.params);
    const { status } = parseInput(pushSandboxRespondBody, request.body);
    subscription(id).status = status;
    return { data: { status } };
  });
}
