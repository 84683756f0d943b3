import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { MercadoPagoSubscriptionProvider } from './mercado-pago-subscriptions';
import { SandboxSubscriptionProvider } from './sandbox-subscriptions';
import type { SubscriptionProvider } from './subscription-provider';

/** How the club's subscriptions are wired; built once by buildApp. */
export interface ClubSubscriptions {
  /** null: subscriptions are unavailable (production without MP_ACCESS_TOKEN) */
  provider: SubscriptionProvider | null;
  /** the sandbox, when it is the provider: its authorisation page exists only then */
  sandbox: SandboxSubscriptionProvider | null;
  /** prefix of the URLs the customer is sent to ('' keeps them paths of the site the API is served on) */
  publicUrl: string;
  /** MP_PUBLIC_KEY: the key Mercado Pago's script makes card tokens with (null: not configured) */
  mercadoPagoPublicKey: string | null;
}

/**
 * The same settings as card payments (one Mercado Pago account sells both): MP_ACCESS_TOKEN makes
 * the real client, else PAYMENT_SANDBOX the sandbox, else nothing.
 */
export interface ClubSubscriptionOptions {
  mercadoPagoToken?: string | undefined;
  /** a provider of the caller's (tests) */
  subscriptionProvider?: SubscriptionProvider;
  sandbox?: boolean;
  publicUrl?: string | undefined;
  /** MP_PUBLIC_KEY, for the card form with Mercado Pago */
  mercadoPagoPublicKey?: string | undefined;
  fetch?: typeof fetch;
}

export function clubSubscriptions(
  options: ClubSubscriptionOptions,
  db: Database,
  clock: Clock,
): ClubSubscriptions {
  const publicUrl = (options.publicUrl ?? '').replace(/\/+$/, '');
  const mercadoPagoPublicKey = options.mercadoPagoPublicKey || null;
  if (options.subscriptionProvider) {
    return { provider: options.subscriptionProvider, sandbox: null, publicUrl, mercadoPagoPublicKey };
  }
  if (options.mercadoPagoToken) {
    const provider = new MercadoPagoSubscriptionProvider({
      accessToken: options.mercadoPagoToken,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    return { provider, sandbox: null, publicUrl, mercadoPagoPublicKey };
  }
  if (options.sandbox) {
    const sandbox = new SandboxSubscriptionProvider(db, clock, publicUrl);
    return { provider: sandbox, sandbox, publicUrl, mercadoPagoPublicKey };
  }
  return { provider: null, sandbox: null, publicUrl, mercadoPagoPublicKey };
}

/** Spec 001 section 2: the club's route; the provider's page comes back to it with ?preapproval_id=. */
export const CLUB_RETURN_PATH = '/club';

/**
 * Where the customer comes back to. The sandbox keeps the path (its page is on the same site);
 * Mercado Pago needs an absolute URL: PUBLIC_URL, else the brand's own domain.
 */
export function subscriptionBackUrl(club: ClubSubscriptions, brandDomain: string, path: string): string {
  if (club.publicUrl || club.sandbox) return `${club.publicUrl}${path}`;
  return `https://${brandDomain}${path}`;
}

export const CLUB_GUESTS =
  'Los invitados no pueden unirse al Club de Membresía: iniciá sesión o creá tu cuenta.';
export const SUBSCRIPTIONS_UNAVAILABLE = 'Las suscripciones al club no están disponibles en este momento.';
export const SUBSCRIPTION_FAILED = 'No se pudo iniciar la suscripción. Intentá de nuevo en unos minutos.';
export const SUBSCRIPTION_UNREACHABLE =
  'No pudimos consultar el estado de la suscripción. Intentá de nuevo en unos minutos.';
export const CANCEL_FAILED = 'No se pudo cancelar la suscripción. Intentá de nuevo en unos minutos.';
export const ALREADY_MEMBER = 'Ya tenés una membresía activa.';
export const SUBSCRIPTION_IN_PROGRESS = 'Ya hay una suscripción en curso. Intentá de nuevo en unos segundos.';
export const SUBSCRIPTION_NOT_FOUND = 'Suscripción no encontrada';
export const WRONG_PLAN = 'La suscripción no corresponde al plan elegido.';
export const SUBSCRIPTION_CANCELLED = 'Tu suscripción fue cancelada.';
/** Spec 001 section 8: the card token could not be used (unknown, used or expired) */
export const CARD_TOKEN_FAILED = 'Error: No se pudo generar el token de pago';
export const CARD_REJECTED = 'Tu tarjeta fue rechazada. Probá con otra tarjeta.';
export const CARD_INSUFFICIENT_FUNDS = 'Tu tarjeta no tiene fondos suficientes. Probá con otra tarjeta.';
export const CARD_FORM_UNAVAILABLE =
  'El pago con tarjeta del club no está disponible en este momento. Intentá de nuevo más tarde.';
