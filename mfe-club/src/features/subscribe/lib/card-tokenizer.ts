import type { ApiClient } from 'shared-ui/api-client';
import type { CardTokenRequest } from './card-form';

/**
 * Card tokenisation (spec 001 section 7): the card goes straight from the customer's device to the
 * card provider, never through our API. The provider's script is loaded on demand: Mercado Pago's
 * SDK when the API is configured with it, else the tokeniser the API's sandbox serves with the same
 * interface (`new MercadoPago(publicKey, options).createCardToken(card)`).
 */

export interface CardTokenizerConfig {
  provider: 'sandbox' | 'mercadopago';
  scriptUrl: string;
  publicKey: string;
}

interface CardToken {
  id: string;
}

interface MercadoPagoInstance {
  createCardToken(card: CardTokenRequest): Promise<CardToken>;
}

type MercadoPagoConstructor = new (publicKey: string, options?: { locale?: string }) => MercadoPagoInstance;

declare global {
  interface Window {
    MercadoPago?: MercadoPagoConstructor;
  }
}

/** Loading the provider failed: 'Error al cargar Mercado Pago' (spec 001 section 8). */
export class ProviderLoadError extends Error {
  constructor(cause?: unknown) {
    super('the card provider could not be loaded', { cause });
    this.name = 'ProviderLoadError';
  }
}

/** The provider refused the card or answered no token: 'Error: No se pudo generar el token de pago'. */
export class CardTokenError extends Error {
  constructor(cause?: unknown) {
    super('the card token could not be made', { cause });
    this.name = 'CardTokenError';
  }
}

/** Spec 001 section 3: es-AR is the locale of the interface's Spanish. */
const PROVIDER_LOCALE = 'es-AR';
const SCRIPT_TIMEOUT_MS = 15_000;

let loading: { url: string; promise: Promise<MercadoPagoConstructor> } | null = null;

/** Adds the provider's script once per page; a failed load may be tried again. */
export function loadProviderScript(
  url: string,
  timeoutMs = SCRIPT_TIMEOUT_MS,
): Promise<MercadoPagoConstructor> {
  if (window.MercadoPago) return Promise.resolve(window.MercadoPago);
  if (loading?.url === url) return loading.promise;
  const promise = new Promise<MercadoPagoConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    const timer = window.setTimeout(
      () => fail(new Error(`${url} did not load in ${timeoutMs} ms`)),
      timeoutMs,
    );
    const fail = (cause: unknown) => {
      window.clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new ProviderLoadError(cause));
    };
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.MercadoPago) resolve(window.MercadoPago);
      else fail(new Error(`${url} defined no MercadoPago`));
    };
    script.onerror = () => fail(new Error(`${url} failed to load`));
    document.head.appendChild(script);
  });
  loading = { url, promise };
  return promise;
}

let config: CardTokenizerConfig | null = null;

/**
 * GET /api/club-members/card-tokenizer: which provider tokenises cards, its script and public key.
 * Read once per page: a second card (a refused one tried again) does not ask again.
 */
export async function tokenizerConfig(api: ApiClient): Promise<CardTokenizerConfig> {
  if (config) return config;
  try {
    config = (await api.get<{ data: CardTokenizerConfig }>('/club-members/card-tokenizer')).data;
    return config;
  } catch (error) {
    throw new ProviderLoadError(error);
  }
}

/** The single-use token of the card, made by the provider's script in this browser. */
export async function createCardToken(api: ApiClient, card: CardTokenRequest): Promise<string> {
  const config = await tokenizerConfig(api);
  const MercadoPago = await loadProviderScript(config.scriptUrl);
  let token: CardToken;
  try {
    token = await new MercadoPago(config.publicKey, { locale: PROVIDER_LOCALE }).createCardToken(card);
  } catch (error) {
    throw new CardTokenError(error);
  }
  if (!token?.id) throw new CardTokenError(new Error('the provider answered no token id'));
  return token.id;
}

/** For tests: forget the script and the configuration loaded on this page. */
export function resetProviderScriptForTests(): void {
  loading = null;
  config = null;
  delete window.MercadoPago;
}
