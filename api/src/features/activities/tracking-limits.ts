import type { FastifyRequest } from 'fastify';
import type { RateLimits } from '../../app-context';
import type { LimitSource } from '../auth/limits';
import { limiter } from '../auth/limits';

/** The writes anyone may send: each route's largest body, in bytes (Fastify's route `bodyLimit`). */
export const TRACKING_BODY_LIMITS = {
  /** a menu, product, banner or story view: ids, names and a story's link (2,000 characters) */
  view: 4 * 1024,
  /** a cart activity or an abandoned order: about 25 lines with names of 200 characters */
  cart: 8 * 1024,
  /** translation metrics: up to 100 records of about 175 bytes (the front end sends 50 at most) */
  metrics: 20 * 1024,
  /** a UTM visit: the visited URL (2,000 characters) and five parameters of 200 */
  visit: 4 * 1024,
} as const;

export interface TrackingLimits {
  /** Counts one anonymous write of the client's address: 429 'Demasiados intentos…' over the limit. */
  checkAddress(request: FastifyRequest): Promise<void>;
  /** The same for a session's user (null: no session, nothing counted), from whatever address. */
  checkSession(userId: string | null): Promise<void>;
}

/**
 * Issue 29 item 1: the tracking calls, the translation telemetry and the UTM visit are written by
 * anyone, so each client address and each session has a budget of them a minute, counted in the
 * database (lib/rate-limit.ts) by every API process together. The calls share the budget; the
 * address is counted before anything else is read, the session once it is known.
 */
export function trackingLimits(
  source: LimitSource,
  { trackingPerAddress, trackingPerSession }: Pick<RateLimits, 'trackingPerAddress' | 'trackingPerSession'>,
): TrackingLimits {
  const perAddress = limiter(source, 'tracking-per-address', trackingPerAddress);
  const perSession = limiter(source, 'tracking-per-session', trackingPerSession);
  return {
    checkAddress: (request) => perAddress.check(request.ip),
    async checkSession(userId) {
      if (userId !== null) await perSession.check(userId);
    },
  };
}
