import { buildApp, DEFAULT_RATE_LIMITS } from './app';
import type { RateLimits } from './app-context';
import { readConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { seed } from './db/seed/seed';
import { scryptOfCost } from './features/auth/password';
import { processErrorHandlers } from './lib/process-errors';
import { sandboxAccess, sandboxesLine } from './lib/sandbox-access';

/** Every limit's allowance times `scale` (RATE_LIMIT_SCALE, load tests only), windows unchanged. */
function scaledRateLimits(scale: number): RateLimits {
  const scaled = { ...DEFAULT_RATE_LIMITS };
  for (const name of Object.keys(scaled) as (keyof RateLimits)[])
    scaled[name] = { ...scaled[name], max: Math.ceil(scaled[name].max * scale) };
  return scaled;
}

async function main() {
  const config = readConfig();
  const started = performance.now();
  const db = await openDatabase({
    ...config,
    // the embedded database's worker is gone, and with it every query: stop, to be started again
    onCrash: (error) => {
      console.error(`the database stopped: ${error.message}`);
      process.exit(1);
    },
  });
  const applied = await migrate(db);
  const passwordHashing = scryptOfCost(config.passwordHashCost);
  const seeded = await seed(db, { passwordHashing });
  const app = buildApp({
    db,
    logger: { level: config.logLevel },
    devOutbox: config.devOutbox,
    translateKey: config.translateKey,
    google: {
      clientId: config.googleClientId,
      sandboxSecret: config.googleSandboxSecret,
      sandbox: config.googleSandbox,
    },
    payments: {
      mercadoPagoToken: config.mercadoPagoToken,
      sandbox: config.paymentSandbox,
      publicUrl: config.publicUrl,
      webhookSecret: config.mercadoPagoWebhookSecret,
    },
    club: { mercadoPagoPublicKey: config.mercadoPagoPublicKey },
    sandboxHosts: config.sandboxHosts,
    edgeSecret: config.edgeSecret,
    rateLimits: scaledRateLimits(config.rateLimitScale),
    passwordHashing,
    trustedProxies: config.trustedProxies,
    push: {
      sandbox: config.push.sandbox,
      vapid: {
        publicKey: config.push.vapidPublicKey,
        privateKey: config.push.vapidPrivateKey,
        subject: config.push.vapidSubject,
      },
    },
  });

  let closing = false;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    // A hung close must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await db.close();
      process.exit(exitCode);
    } catch (error) {
      app.log.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // one bug in a timer or a forgotten promise must not end every request in flight: logged, and the
  // server keeps serving unless the process cannot go on (lib/process-errors.ts)
  const onProcessError = processErrorHandlers(app.log, () => void shutdown('fatal error', 1));
  process.on('unhandledRejection', onProcessError.unhandledRejection);
  process.on('uncaughtException', onProcessError.uncaughtException);

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : config.dataDir;
  const ms = Math.round(performance.now() - started);
  app.log.info({ applied, seeded: seeded.written }, 'database ready');
  console.log(`api listening on http://${config.host}:${config.port} (data: ${where}, ready in ${ms} ms)`);
  console.log(sandboxesLine(app.sandboxes, sandboxAccess(config.sandboxHosts)));
  if (process.env.NODE_ENV === 'production' && !config.edgeSecret && config.trustedProxies.length === 0) {
    console.warn(
      'EDGE_SECRET and TRUSTED_PROXIES are unset: forwarded client addresses are ignored, so behind a proxy every client counts as the proxy for the rate limits',
    );
  }
  if (config.mercadoPagoToken && !config.mercadoPagoWebhookSecret) {
    console.warn(
      'MP_WEBHOOK_SECRET is unset: Mercado Pago payment notifications are refused (401), and a card payment is settled only when the customer verifies it',
    );
  }
  if (config.mercadoPagoToken && !config.mercadoPagoPublicKey) {
    console.warn(
      "MP_PUBLIC_KEY is unset: the club's card form cannot tokenise cards with Mercado Pago (GET /api/club-members/card-tokenizer answers 503)",
    );
  }
}

main().catch((error: unknown) => {
  console.error('api failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
