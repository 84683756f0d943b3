import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { MercadoPagoProvider } from './mercado-pago-provider';
import type { PaymentProvider, Preference } from './payment-provider';
import { SandboxPaymentProvider } from './sandbox-provider';
import { SANDBOX_WEBHOOK_SECRET } from './webhook-signature';

/** How the card checkout is wired; built once by buildApp. */
export interface CardPayments {
  /** null: card payments are unavailable (production without MP_ACCESS_TOKEN) */
  provider: PaymentProvider | null;
  /** the sandbox, when it is the provider: its checkout page routes exist only then */
  sandbox: SandboxPaymentProvider | null;
  /** prefix of the URLs the buyer is sent to ('' keeps them paths of the site the API is served on) */
  publicUrl: string;
  /** the secret the provider's notifications are signed with; null: every notification is refused */
  webhookSecret: string | null;
}

export interface CardPaymentOptions {
  /** Mercado Pago's access token: the real provider is used when set */
  mercadoPagoToken?: string | undefined;
  /** a provider of the caller's (tests) */
  provider?: PaymentProvider;
  /** the sandbox provider when no token or provider is given; off unless asked for (never in production) */
  sandbox?: boolean;
  /** e.g. https://saboresdelsur.com.ar; '' by default */
  publicUrl?: string | undefined;
  /** MP_WEBHOOK_SECRET; the sandbox's own secret when the sandbox is the provider and none is given */
  webhookSecret?: string | undefined;
  fetch?: typeof fetch;
}

export function cardPayments(options: CardPaymentOptions, db: Database, clock: Clock): CardPayments {
  const publicUrl = (options.publicUrl ?? '').replace(/\/+$/, '');
  const webhookSecret = options.webhookSecret ?? null;
  if (options.provider) return { provider: options.provider, sandbox: null, publicUrl, webhookSecret };
  if (options.mercadoPagoToken) {
    const provider = new MercadoPagoProvider({
      accessToken: options.mercadoPagoToken,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    return { provider, sandbox: null, publicUrl, webhookSecret };
  }
  if (options.sandbox) {
    const sandbox = new SandboxPaymentProvider(db, clock, publicUrl);
    return { provider: sandbox, sandbox, publicUrl, webhookSecret: webhookSecret ?? SANDBOX_WEBHOOK_SECRET };
  }
  return { provider: null, sandbox: null, publicUrl, webhookSecret };
}

/** Spec 000 section 2: a return from the card checkout lands on /checkout with the provider's query. */
export const CHECKOUT_RETURN_PATH = '/checkout';
/** An unpaid checkout stops taking payments after a day. */
export const PREFERENCE_TTL_MS = 24 * 60 * 60 * 1000;

export const CARD_UNAVAILABLE = 'El pago con tarjeta no está disponible en este momento.';
export const CARD_CHECKOUT_FAILED =
  'No se pudo iniciar el pago con tarjeta. Intentá de nuevo en unos minutos.';

/**
 * Where the buyer comes back to. The sandbox keeps the path (its page is on the same site); Mercado
 * Pago needs an absolute URL: PUBLIC_URL, else the brand's own domain.
 */
export function returnUrl(payments: CardPayments, brandDomain: string): string {
  if (payments.publicUrl || payments.sandbox) return `${payments.publicUrl}${CHECKOUT_RETURN_PATH}`;
  return `https://${brandDomain}${CHECKOUT_RETURN_PATH}`;
}

/** The provider's checkout for an order id that is about to be written (its external_reference). */
export async function createCheckout(
  payments: CardPayments & { provider: PaymentProvider },
  order: { id: string; amount: number; brandName: string; brandDomain: string; payerEmail: string | null },
  now: Date,
): Promise<Preference> {
  const back = returnUrl(payments, order.brandDomain);
  return payments.provider.createPreference({
    externalReference: order.id,
    title: `Pedido en ${order.brandName}`,
    amount: order.amount,
    currency: 'ARS',
    payerEmail: order.payerEmail,
    backUrls: { success: back, failure: back, pending: back },
    expiresAt: new Date(now.getTime() + PREFERENCE_TTL_MS),
    idempotencyKey: order.id,
  });
}
