import type { Queryable } from '../../db/database';
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
  fetch?: typeof fetch;
}

export function clubSubscriptions(
  options: ClubSubscriptionOptions,
  db: Queryable,
  clock: Clock,
): ClubSubscriptions {
  const publicUrl = (options.publicUrl ?? '').replace(/\/+$/, '');
  if (options.subscriptionProvider) {
    return { provider: options.subscriptionProvider, sandbox: null, publicUrl };
  }
  if (options.mercadoPagoToken) {
    const provider = new MercadoPagoSubscriptionProvider({
      accessToken: options.mercadoPagoToken,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    return { provider, sandbox: null, publicUrl };
  }
  if (options.sandbox) {
    const sandbox = new SandboxSubscriptionProvider(db, clock, publicUrl);
    return { provider: sandbox, sandbox, publicUrl };
  }
  return { provider: null, sandbox: null, publicUrl };
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
