import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppContext, RateLimits } from './app-context';
import { DatabaseClosedError } from './db/database';
import type { Database } from './db/database';
import { activityRoutes } from './features/activities/activity-routes';
import { trackingLimits } from './features/activities/tracking-limits';
import { createAddress, editAddress, getAddresses } from './features/addresses/address-routes';
import { checkEmail } from './features/auth/check-email';
import { forgotPassword } from './features/auth/forgot-password';
import { googleSignIn } from './features/auth/google-credential';
import type { GoogleSignInOptions } from './features/auth/google-credential';
import { googleLogin } from './features/auth/google-login';
import { googleSandbox } from './features/auth/google-sandbox';
import { DEFAULT_LOCKOUTS } from './features/auth/guess-limits';
import type { Lockouts } from './features/auth/guess-limits';
import { login } from './features/auth/login';
import { logout } from './features/auth/logout';
import { DEFAULT_SCRYPT } from './features/auth/password';
import type { ScryptParams } from './features/auth/password';
import { loginSuccess } from './features/auth/login-success';
import { register } from './features/auth/register';
import { resetPassword } from './features/auth/reset-password';
import { sendVerification } from './features/auth/send-verification';
import { verifyEmail } from './features/auth/verify-email';
import { getBranch } from './features/branches/get-branch';
import { getBranchByStore } from './features/branches/get-branch-by-store';
import { listBranches } from './features/branches/list-branches';
import { getBrandByDomain } from './features/brands/get-brand-by-domain';
import { getBrandManifest } from './features/brands/get-brand-manifest';
import { cancelSubscription } from './features/club/cancel-subscription';
import { getCardTokenizer } from './features/club/card-tokenizer';
import { clubSubscriptions } from './features/club/club-subscriptions';
import type { SubscriptionProvider } from './features/club/subscription-provider';
import { createSubscription } from './features/club/create-subscription';
import { getPlans } from './features/club/get-plans';
import { getSubscription } from './features/club/get-subscription';
import { sandboxCardTokenizer } from './features/club/sandbox-card-sdk';
import { sandboxSubscriptionCheckout } from './features/club/sandbox-subscription-checkout';
import { sandboxSubscriptionEvents } from './features/club/sandbox-subscription-events';
import { validateSubscription } from './features/club/validate-subscription';
import { estimateDelivery } from './features/delivery/delivery-estimate';
import { getHealth } from './features/health/get-health';
import { getAutocomplete, getPlaceDetails } from './features/maps/maps-routes';
import { getBanners } from './features/marketing/get-banners';
import { getStories } from './features/marketing/get-stories';
import { registerVisit } from './features/marketing/register-visit';
import { resolveShortUrl } from './features/marketing/resolve-short-url';
import { getActiveCategories } from './features/menu/get-active-categories';
import { getComplementaryProducts } from './features/menu/get-complementary-products';
import { getHourlyMenu } from './features/menu/get-hourly-menu';
import { getHourlyRandom } from './features/menu/get-hourly-random';
import { getMenuHome } from './features/menu/get-menu-home';
import { MenuCache } from './features/menu/menu-cache';
import { getProduct } from './features/menu/get-product';
import { getStoreMenu } from './features/menu/get-store-menu';
import { getTable } from './features/tables/get-table';
import { getOutbox } from './features/outbox/get-outbox';
import { POS_SANDBOX_PATH, posSandbox } from './features/orders/pos-sandbox';
import { getActiveOrders } from './features/orders/get-active-orders';
import { getOrderDetails } from './features/orders/get-order-details';
import { getSentOrder } from './features/orders/get-sent-order';
import { orderLimits } from './features/orders/order-limits';
import { getUserOrders } from './features/orders/get-user-orders';
import { getOpenApi } from './features/openapi/get-openapi';
import { listRoutes } from './features/openapi/route-list';
import { reorderRoute } from './features/orders/reorder';
import { sendOrder } from './features/orders/send-order';
import { updateOrderRoute } from './features/orders/update-order';
import { cardPayments } from './features/payments/card-checkout';
import { cardOrderRoutes } from './features/payments/card-order';
import type { CardPaymentOptions } from './features/payments/card-checkout';
import { paymentWebhook } from './features/payments/payment-webhook';
import { startRefundSweep } from './features/payments/refunds';
import { startTrackingRetention } from './features/activities/tracking-retention';
import { sandboxCheckout } from './features/payments/sandbox-checkout';
import { verifyPayment } from './features/payments/verify-payment';
import { getVapidPublicKey } from './features/push/get-vapid-public-key';
import { createPushDispatcher } from './features/push/push-dispatcher';
import type { PushDispatcher } from './features/push/push-dispatcher';
import { pushSandbox } from './features/push/push-sandbox';
import type { PushTransport } from './features/push/push-transport';
import { vapidKeySource } from './features/push/vapid-keys';
import type { VapidConfig } from './features/push/vapid-keys';
import { getPoints } from './features/points/get-points';
import { getTransactionDetail } from './features/points/get-transaction-detail';
import { getTransactions } from './features/points/list-transactions';
import { getBranchImage } from './features/static/get-branch-image';
import { getMenuImage } from './features/static/get-menu-image';
import { getBrandIcon } from './features/static/get-brand-icon';
import { getBrandLogo } from './features/static/get-brand-logo';
import { addSupportMessage } from './features/support/add-support-message';
import { recordTranslationMetrics } from './features/telemetry/record-translation-metrics';
import { DEFAULT_TRANSLATE_KEY } from './features/translate/translator';
import { translateRoutes } from './features/translate/translate-routes';
import { createGuest } from './features/users/create-guest';
import { getSettings } from './features/users/get-settings';
import { getUser } from './features/users/get-user';
import { subscribeNotifications } from './features/users/subscribe-notifications';
import { updateSettings } from './features/users/update-settings';
import { updateUser } from './features/users/update-user';
import { updateUserLocal } from './features/users/update-user-local';
import { systemClock } from './lib/clock';
import type { Clock } from './lib/clock';
import {
  CONNECTION_TIMEOUT_MS,
  MAX_HEADER_BYTES,
  REQUEST_TIMEOUT_MS,
  clientErrorHandler,
  frameworkErrors,
} from './lib/client-errors';
import { cacheHeaders } from './lib/http-cache';
import { HttpError } from './lib/http-error';
import { edgeTrust, trustOneHop } from './lib/proxy';
import { DatabaseRateLimits } from './lib/rate-limit';
import { sandboxAccess } from './lib/sandbox-access';
import { rejectUnsafeText } from './lib/unsafe-text';

declare module 'fastify' {
  interface FastifyInstance {
    /** the sandboxes this app serves, named for the start-up line (lib/sandbox-access.ts) */
    sandboxes: readonly string[];
    /** the order pushes' sender (features/push): tests wait for it with `push.idle()` */
    push: PushDispatcher;
  }
}

export const API_PREFIX = '/api';
export const BODY_LIMIT_BYTES = 100 * 1024;

/** Every operation registers itself on the /api scope; a new feature adds one line here. */
const ROUTES: ReadonlyArray<(app: FastifyInstance, context: AppContext) => void> = [
  getHealth,
  getBrandByDomain,
  getBrandManifest,
  listBranches,
  getBranch,
  getBranchByStore,
  getBrandLogo,
  getBrandIcon,
  getBranchImage,
  getPlans,
  createSubscription,
  getSubscription,
  cancelSubscription,
  validateSubscription,
  getCardTokenizer,
  sandboxSubscriptionCheckout,
  sandboxSubscriptionEvents,
  sandboxCardTokenizer,
  getMenuHome,
  getStoreMenu,
  getProduct,
  getActiveCategories,
  getHourlyMenu,
  getHourlyRandom,
  getComplementaryProducts,
  getBanners,
  getStories,
  getMenuImage,
  createGuest,
  getUser,
  login,
  logout,
  checkEmail,
  register,
  sendVerification,
  verifyEmail,
  forgotPassword,
  resetPassword,
  loginSuccess,
  updateUser,
  updateUserLocal,
  getSettings,
  updateSettings,
  subscribeNotifications,
  getVapidPublicKey,
  pushSandbox,
  getAddresses,
  createAddress,
  editAddress,
  getAutocomplete,
  getPlaceDetails,
  estimateDelivery,
  getOutbox,
  posSandbox,
  sendOrder,
  getTable,
  getActiveOrders,
  getUserOrders,
  getOrderDetails,
  getSentOrder,
  reorderRoute,
  updateOrderRoute,
  verifyPayment,
  cardOrderRoutes,
  paymentWebhook,
  sandboxCheckout,
  getPoints,
  getTransactions,
  getTransactionDetail,
  addSupportMessage,
  translateRoutes,
  googleSandbox,
  googleLogin,
  activityRoutes,
  registerVisit,
  resolveShortUrl,
  recordTranslationMetrics,
];

/**
 * 30 guests a minute per address (a family at one router, not a script filling the users table); the
 * sign-in and account calls allow a person retrying, not a script guessing passwords or codes (wrong
 * ones also slow the account down and block the address: DEFAULT_LOCKOUTS, ADR 032); 10 orders a
 * minute per customer, 30 per address (the guests of a restaurant share its Wi-Fi), not a script
 * flooding a kitchen; 60 anonymous
 * writes (tracking, telemetry, UTM visits) a minute per session and 120 per address, several times
 * what a browsing customer sends, not a script filling the disk. Counted in
 * the database (lib/rate-limit.ts), so every API process on it counts together.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  guest: { max: 30, windowMs: 60_000 },
  login: { max: 10, windowMs: 5 * 60_000 },
  register: { max: 20, windowMs: 10 * 60_000 },
  mail: { max: 5, windowMs: 15 * 60_000 },
  verify: { max: 10, windowMs: 5 * 60_000 },
  ordersPerUser: { max: 10, windowMs: 60_000 },
  ordersPerAddress: { max: 30, windowMs: 60_000 },
  trackingPerAddress: { max: 120, windowMs: 60_000 },
  trackingPerSession: { max: 60, windowMs: 60_000 },
};

export interface BuildAppOptions {
  db: Database;
  /** off by default (tests); main turns it on */
  logger?: FastifyServerOptions['logger'];
  /** the time branch schedules are read at */
  clock?: Clock;
  rateLimits?: Partial<RateLimits>;
  /** wrong passwords and codes (DEFAULT_LOCKOUTS, ADR 032) */
  lockouts?: Partial<Lockouts>;
  /** scrypt's parameters for new password hashes: DEFAULT_SCRYPT unless PASSWORD_HASH_COST says less (tests) */
  passwordHashing?: ScryptParams;
  /** GET /api/dev/outbox (mails with codes and links): off unless asked for; never in production */
  devOutbox?: boolean;
  /** the key the translation sandbox accepts; 'sandbox-key' by default */
  translateKey?: string;
  /** Google sign-in: client id, sandbox secret and routes (off by default), or a real verifier */
  google?: GoogleSignInOptions;
  /** card payments: Mercado Pago's token, a provider of the caller's, or the sandbox (off by default) */
  payments?: CardPaymentOptions;
  /**
   * the club's subscriptions, which use the payments' provider settings: MP_PUBLIC_KEY for the card
   * form with Mercado Pago, or a subscription provider of the caller's (tests)
   */
  club?: { mercadoPagoPublicKey?: string | undefined; subscriptionProvider?: SubscriptionProvider };
  /** SANDBOX_HOSTS: hosts besides the loopback ones where the sandboxes answer ('*': any) */
  sandboxHosts?: readonly string[];
  /**
   * Web Push: the VAPID keys (configured, else generated once and stored), the push sandbox (off by
   * default), and how pushes are posted (tests)
   */
  push?: { sandbox?: boolean; vapid?: VapidConfig; transport?: PushTransport };
  /**
   * EDGE_SECRET: a request whose `x-edge-secret` header equals it comes from the edge, whose
   * X-Forwarded-For, -Proto and -Host are believed (lib/proxy.ts); unset, only those of the
   * TRUSTED_PROXIES peers are, and every other client is its socket's address
   */
  edgeSecret?: string | undefined;
  /** TRUSTED_PROXIES: socket addresses (or address/prefix) whose forwarded headers are believed */
  trustedProxies?: readonly string[];
  /**
   * The server's limits on slow or large requests (lib/client-errors.ts): a whole request in
   * `requestTimeoutMs` (30 s), a silent connection closed after `connectionTimeoutMs` (120 s), how often
   * Node checks the request timeout (`checkIntervalMs`, Node's 30 s), request line and headers in
   * `maxHeaderBytes` (16 KB)
   */
  server?: {
    requestTimeoutMs?: number;
    connectionTimeoutMs?: number;
    checkIntervalMs?: number;
    maxHeaderBytes?: number;
  };
  /**
   * How often the hot reads read the catalog version (features/menu/menu-cache.ts): at most once per
   * `recheckMs` (1 s), never older than `maxStaleMs` (2 s); 0 reads it at every use
   */
  catalog?: { recheckMs?: number; maxStaleMs?: number };
  /**
   * The sweep that deletes expired tracking rows (ADR 041): at start and every hour unless `false`
   * (the tests, which sweep by hand).
   */
  trackingRetention?: { everyMs?: number } | false;
}

/** The answer to a body over a limit of `bytes` (the route's, or the app's 100 KB). */
export const bodyTooLarge = (bytes: number) =>
  `El cuerpo de la solicitud supera el máximo de ${Math.floor(bytes / 1024)} KB.`;

export const DISK_FULL =
  'No pudimos guardar tu pedido porque el servidor no tiene espacio. Intentá de nuevo en unos minutos.';
/** A request whose work reached the database as the process was stopping (another process, or this
 * one restarted, answers the next try). */
export const STOPPING = 'El servicio se está reiniciando. Intentá de nuevo en unos segundos.';
export const DISK_FULL_OTHER =
  'No pudimos guardar los datos porque el servidor no tiene espacio. Intentá de nuevo en unos minutos.';

/**
 * The database could not write for want of space: PostgreSQL's SQLSTATE 53100 (disk_full), which
 * PGlite raises too when its files cannot grow, or the file system's ENOSPC.
 */
export function isDiskFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === '53100' ||
    code === 'ENOSPC' ||
    (typeof message === 'string' && /no space left on device/i.test(message))
  );
}

/** Fastify's own client errors, answered in Spanish like ours (a body too large: bodyTooLarge). */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'El cuerpo de la solicitud no es un JSON válido.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'El cuerpo de la solicitud está vacío.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'El tipo de contenido no es válido: enviá application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'El largo declarado del cuerpo no coincide con el enviado.',
  },
};

/** The sandboxes the context serves, for the line the server prints at start. */
export function sandboxesOf(context: AppContext): string[] {
  return [
    ...(context.google.sandbox ? ['Google sign-in (/api/auth/google/sandbox)'] : []),
    ...(context.payments.sandbox ? ['card checkout (/api/mp-sandbox/checkout)'] : []),
    ...(context.club.sandbox
      ? [
          'club subscriptions (/api/mp-sandbox/subscriptions)',
          'card tokens (/api/mp-sandbox/sdk/js/v2, /api/mp-sandbox/v1/card_tokens)',
        ]
      : []),
    // the only maps and translation providers written yet
    'maps (/api/maps)',
    'translation (/api/translate)',
    ...(context.push.sandbox ? ['push service (/api/push-sandbox)'] : []),
    ...(context.devOutbox
      ? ['mail outbox (/api/dev/outbox)', `branch point of sale (/api${POS_SANDBOX_PATH})`]
      : []),
  ];
}

/**
 * An error of Fastify's or of Node's with a code (a body the client stopped sending is Node's
 * ECONNRESET 'aborted' with statusCode 400). Checked by its shape: errors made by Node's own modules
 * are not instances of the Error of a test's realm.
 */
function isFastifyError(error: unknown): error is FastifyError {
  return (
    typeof error === 'object' && error !== null && typeof (error as Partial<FastifyError>).code === 'string'
  );
}

export function buildApp({
  db,
  logger = false,
  clock = systemClock,
  rateLimits,
  lockouts,
  passwordHashing = DEFAULT_SCRYPT,
  devOutbox = false,
  translateKey = DEFAULT_TRANSLATE_KEY,
  google = {},
  payments = {},
  club = {},
  sandboxHosts = [],
  push = {},
  edgeSecret,
  trustedProxies = [],
  server = {},
  catalog = {},
  trackingRetention,
}: BuildAppOptions): FastifyInstance {
  // Only the edge, proven by EDGE_SECRET (or a TRUSTED_PROXIES peer), may say who the client is and how
  // it connected: one hop (X-Forwarded-For's last entry, X-Forwarded-Proto and -Host), so rate limits
  // count real client addresses and the session cookie is Secure behind https. Anyone else's forwarded
  // headers are deleted before anything reads the request (`rewriteUrl` runs before routing and the
  // request log line, which reads request.ip).
  const trust = edgeTrust({ secret: edgeSecret, trustedProxies });
  const requestTimeout = server.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustOneHop,
    rewriteUrl: (req) => {
      trust.accept(req);
      return req.url ?? '/';
    },
    requestTimeout,
    connectionTimeout: server.connectionTimeoutMs ?? CONNECTION_TIMEOUT_MS,
    http: {
      maxHeaderSize: server.maxHeaderBytes ?? MAX_HEADER_BYTES,
      headersTimeout: requestTimeout,
      ...(server.checkIntervalMs ? { connectionsCheckingInterval: server.checkIntervalMs } : {}),
    },
    clientErrorHandler,
    frameworkErrors,
  });
  // every route registered from here on, for the document at GET /api/openapi.json
  const routes = listRoutes(app);
  const limits = { ...DEFAULT_RATE_LIMITS, ...rateLimits };
  const rateLimitStore = new DatabaseRateLimits(db, clock);
  // checks the configured keys now; reads or stores them at the first push or key asked for
  const vapid = vapidKeySource(db, clock, push.vapid);
  const context: AppContext = {
    db,
    clock,
    rateLimits: limits,
    lockouts: { ...DEFAULT_LOCKOUTS, ...lockouts },
    passwordHashing,
    rateLimitStore,
    orderLimits: orderLimits({ rateLimitStore, clock }, limits),
    trackingLimits: trackingLimits({ rateLimitStore, clock }, limits),
    devOutbox,
    sandboxAccess: sandboxAccess(sandboxHosts),
    translateKey,
    google: googleSignIn(google, clock),
    payments: cardPayments(payments, db, clock),
    // one Mercado Pago account (or the sandbox) sells both the card checkout and the club
    club: clubSubscriptions(
      {
        mercadoPagoToken: payments.mercadoPagoToken,
        sandbox: payments.sandbox ?? false,
        publicUrl: payments.publicUrl,
        mercadoPagoPublicKey: club.mercadoPagoPublicKey,
        ...(club.subscriptionProvider ? { subscriptionProvider: club.subscriptionProvider } : {}),
        ...(payments.fetch ? { fetch: payments.fetch } : {}),
      },
      db,
      clock,
    ),
    menus: new MenuCache(db, catalog),
    push: {
      vapid,
      sandbox: push.sandbox ?? false,
      dispatcher: createPushDispatcher({
        db,
        clock,
        log: app.log,
        vapid,
        ...(push.transport ? { transport: push.transport } : {}),
      }),
    },
  };
  app.decorate('sandboxes', sandboxesOf(context));
  app.decorate('push', context.push.dispatcher);
  // pushes a previous process left in the outbox go now; the server's close waits for those on their way
  app.addHook('onReady', async () => context.push.dispatcher.dispatchSoon());
  app.addHook('onClose', async () => context.push.dispatcher.idle());
  app.addHook('onClose', async () => rateLimitStore.idle());
  // refunds the provider did not take when they were due are tried again (issue 29 item 3)
  const provider = context.payments.provider;
  if (provider) {
    let stopSweep: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stopSweep = startRefundSweep({ db, clock, provider, log: app.log });
    });
    app.addHook('onClose', async () => stopSweep?.());
  }
  // what anyone may write is kept for a bounded time (issue 29 item 1, ADR 041)
  if (trackingRetention !== false) {
    let stopRetention: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stopRetention = startTrackingRetention({ db, clock, log: app.log }, trackingRetention?.everyMs);
    });
    app.addHook('onClose', async () => stopRetention?.());
  }
  // Bodies are JSON only: a text/plain body would reach the handlers as a string.
  app.removeContentTypeParser('text/plain');
  rejectUnsafeText(app);

  // Answers are per customer and per minute (branch status): nothing is cached unless a route says so;
  // what a route marks public or private carries an ETag and answers 304 (lib/http-cache.ts).
  cacheHeaders(app);

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (isDiskFull(error)) {
      // the statement failed and its transaction was rolled back: nothing stored before is lost
      request.log.error({ err: error }, 'the database has no space left');
      const order = request.url.startsWith(`${API_PREFIX}/pedido/`);
      return reply
        .code(503)
        .header('Retry-After', '60')
        .send({ message: order ? DISK_FULL : DISK_FULL_OTHER });
    }
    if (error instanceof DatabaseClosedError) {
      // the refused statement never reached the database
      request.log.warn('a request reached the database while it was closing');
      return reply.code(503).header('Retry-After', '5').send({ message: STOPPING });
    }
    if (isFastifyError(error)) {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        // the route's own limit (a few KB for the anonymous writes), else the app's 100 KB
        const limit = request.routeOptions.bodyLimit ?? BODY_LIMIT_BYTES;
        return reply.code(413).send({ message: bodyTooLarge(limit) });
      }
      const known = CLIENT_ERRORS[error.code];
      if (known) return reply.code(known.status).send({ message: known.message });
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.code(error.statusCode).send({ message: 'La solicitud no es válida.' });
      }
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .code(500)
      .send({ message: 'Ocurrió un error inesperado. Intentá de nuevo en unos minutos.' });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Ruta no encontrada.' }));

  app.register(
    async (api) => {
      for (const register of ROUTES) register(api, context);
      getOpenApi(api, context, routes);
    },
    { prefix: API_PREFIX },
  );

  return app;
}
