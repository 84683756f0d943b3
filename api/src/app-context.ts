import type { Database } from './db/database';
import type { GoogleSignIn } from './features/auth/google-credential';
import type { Lockouts } from './features/auth/guess-limits';
import type { ScryptParams } from './features/auth/password';
import type { ClubSubscriptions } from './features/club/club-subscriptions';
import type { MenuCache } from './features/menu/menu-cache';
import type { TrackingLimits } from './features/activities/tracking-limits';
import type { OrderLimits } from './features/orders/order-limits';
import type { CardPayments } from './features/payments/card-checkout';
import type { PushDispatcher } from './features/push/push-dispatcher';
import type { VapidKeys } from './features/push/vapid-keys';
import type { Clock } from './lib/clock';
import type { RateLimitOptions, RateLimitStore } from './lib/rate-limit';
import type { SandboxAccess } from './lib/sandbox-access';

export interface RateLimits {
  /** guest creation per client address */
  guest: RateLimitOptions;
  /** POST /login per client address and e-mail */
  login: RateLimitOptions;
  /** POST /register and /register/checkemail per client address */
  register: RateLimitOptions;
  /** mails sent (POST /register/sentMail, /forgotpassword) per client address and e-mail */
  mail: RateLimitOptions;
  /** code and reset-link checks (POST /register/mailVerified, /forgotpassword/resetpassword) per address */
  verify: RateLimitOptions;
  /** orders sent (POST /pedido/sendorder and table updates) per customer */
  ordersPerUser: RateLimitOptions;
  /** the same per client address */
  ordersPerAddress: RateLimitOptions;
  /** anonymous writes (tracking calls, translation telemetry, UTM visits) per client address */
  trackingPerAddress: RateLimitOptions;
  /** the same per session (its user), from any address */
  trackingPerSession: RateLimitOptions;
}

/** What every route may use; built once by buildApp. */
export interface AppContext {
  db: Database;
  clock: Clock;
  rateLimits: RateLimits;
  /** guessed passwords and codes: per account a growing delay, per address a block (ADR 032) */
  lockouts: Lockouts;
  /** scrypt's parameters for the password hashes made now (registrations, resets) */
  passwordHashing: ScryptParams;
  /** where every rate limit counts: the database, shared by every API process on it */
  rateLimitStore: RateLimitStore;
  /** orders sent per customer and per client address (sendorder and table updates count together) */
  orderLimits: OrderLimits;
  /** anonymous writes per client address and per session (features/activities/tracking-limits.ts) */
  trackingLimits: TrackingLimits;
  /** whether GET /api/dev/outbox exists (development only: mails carry codes and reset links) */
  devOutbox: boolean;
  /** where the sandboxes (and the outbox) answer: loopback hosts, and SANDBOX_HOSTS */
  sandboxAccess: SandboxAccess;
  /** the key the translation sandbox accepts (`?key=`) */
  translateKey: string;
  /** Google sign-in: the credential verifier and the sandbox's settings */
  google: GoogleSignIn;
  /** the card payment provider (sandbox or Mercado Pago) and where buyers are sent */
  payments: CardPayments;
  /** the club's subscription provider (sandbox or Mercado Pago preapprovals) */
  club: ClubSubscriptions;
  /** built menus per brand and store, valid while the catalog version is unchanged */
  menus: MenuCache;
  /** Web Push: the VAPID keys, the outbox's sender, and whether the push sandbox is served */
  push: { vapid: () => Promise<VapidKeys>; dispatcher: PushDispatcher; sandbox: boolean };
}
