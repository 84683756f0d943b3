import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-error';
import { CARD_FORM_UNAVAILABLE, SUBSCRIPTIONS_UNAVAILABLE } from './club-subscriptions';
import { SANDBOX_SDK_PATH } from './sandbox-card-sdk';
import { SANDBOX_PUBLIC_KEY } from './sandbox-card-tokens';

/** Mercado Pago's script (SDK v2), which makes card tokens with the seller's public key. */
export const MERCADO_PAGO_SDK_URL = 'https://sdk.mercadopago.com/js/v2';

export interface CardTokenizerAnswer {
  provider: 'sandbox' | 'mercadopago';
  /** the script to load on demand; it defines window.MercadoPago */
  scriptUrl: string;
  /** the key `new window.MercadoPago(publicKey, { locale: 'es-AR' })` takes */
  publicKey: string;
}

/**
 * GET /api/club-members/card-tokenizer → { data: { provider, scriptUrl, publicKey } }: where the
 * club's card form loads the provider's script from and the key it makes card tokens with (spec 001
 * section 7: tokenisation goes straight to the provider; its script is loaded on demand). Mercado
 * Pago: its SDK and MP_PUBLIC_KEY; the sandbox: its own script (same use) and 'TEST-sandbox'. 503
 * without a subscription provider, or with Mercado Pago and no MP_PUBLIC_KEY. Nothing secret: no
 * session needed.
 */
export function getCardTokenizer(app: FastifyInstance, { club }: AppContext): void {
  app.get('/club-members/card-tokenizer', async () => {
    const provider = club.provider;
    if (!provider) throw new HttpError(503, SUBSCRIPTIONS_UNAVAILABLE);
    if (provider.name === 'mercadopago') {
      if (!club.mercadoPagoPublicKey) throw new HttpError(503, CARD_FORM_UNAVAILABLE);
      const data: CardTokenizerAnswer = {
        provider: 'mercadopago',
        scriptUrl: MERCADO_PAGO_SDK_URL,
        publicKey: club.mercadoPagoPublicKey,
      };
      return { data };
    }
    const data: CardTokenizerAnswer = {
      provider: 'sandbox',
      scriptUrl: `${club.publicUrl}${SANDBOX_SDK_PATH}`,
      publicKey: SANDBOX_PUBLIC_KEY,
    };
    return { data };
  });
}
