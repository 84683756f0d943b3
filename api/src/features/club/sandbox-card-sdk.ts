import type { FastifyInstance } from 'fastify';
import * as core from 'zod/v4/core';
import type { AppContext } from '../../app-context';
import { sandboxCardTokenBody, sandboxCardTokenQuery } from './club-schemas';
import { sandboxRoutes } from '../payments/sandbox-page';
import {
  CARD_FORM_REFUSED,
  PUBLIC_KEY_REFUSED,
  SANDBOX_CARD_TOKENS_PATH,
  SANDBOX_PUBLIC_KEY,
  cardTokenAnswer,
  checkCardForm,
  type CardCause,
} from './sandbox-card-tokens';
import type { SandboxSubscriptionProvider } from './sandbox-subscriptions';

/** The sandbox's stand-in for Mercado Pago's script, https://sdk.mercadopago.com/js/v2. */
export const SANDBOX_SDK_PATH = '/api/mp-sandbox/sdk/js/v2';

/**
 * The script: `window.MercadoPago`, used as Mercado Pago's SDK v2 is —
 * `await new MercadoPago(publicKey, { locale: 'es-AR' }).createCardToken({ cardNumber, cardholderName,
 * cardExpirationMonth, cardExpirationYear, securityCode, identificationType, identificationNumber })`
 * resolves the token ({ id, first_six_digits, last_four_digits, expiration_month, expiration_year,
 * cardholder: { name, identification }, status: 'active', … }) or rejects with an Error whose message
 * is short and whose cause is the provider's list of { code, description }. It posts the card, as
 * Mercado Pago's body (card_number, security_code, expiration_month, expiration_year, cardholder {
 * name, identification { type, number } }), to the card token call on the script's own origin.
 */
export const SANDBOX_SDK_SOURCE = `/* Mercado Pago SDK v2, sandbox of this site's API: createCardToken only. Test data, no real card is charged. */
(function () {
  'use strict';
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src, window.location.href).origin : window.location.origin;
  var endpoint = origin + ${JSON.stringify(SANDBOX_CARD_TOKENS_PATH)};

  function refusal(message, cause) {
    var error = new Error(message);
    error.cause = Array.isArray(cause) ? cause : [];
    return error;
  }

  class MercadoPago {
    constructor(publicKey, options) {
      if (typeof publicKey !== 'string' || publicKey.trim() === '') {
        throw refusal('MercadoPago: falta la clave pública (public key).', [
          { code: 'public_key', description: 'La clave pública no es válida.' },
        ]);
      }
      this.publicKey = publicKey.trim();
      this.locale = (options && options.locale) || 'es-AR';
    }

    async createCardToken(cardData) {
      var data = cardData || {};
      var body = {
        card_number: data.cardNumber,
        security_code: data.securityCode,
        expiration_month: data.cardExpirationMonth,
        expiration_year: data.cardExpirationYear,
        cardholder: {
          name: data.cardholderName,
          identification: { type: data.identificationType, number: data.identificationNumber },
        },
      };
      var response;
      try {
        response = await fetch(endpoint + '?public_key=' + encodeURIComponent(this.publicKey), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
          credentials: 'omit',
        });
      } catch (error) {
        throw refusal('No se pudo conectar con el servicio de tarjetas.', [
          { code: 'E603', description: 'No se pudo crear el token de la tarjeta.' },
        ]);
      }
      var answer = null;
      try {
        answer = await response.json();
      } catch (error) {
        answer = null;
      }
      if (response.ok && answer && typeof answer.id === 'string') return answer;
      throw refusal(
        (answer && typeof answer.message === 'string' && answer.message) || 'No se pudo crear el token de la tarjeta.',
        answer && answer.cause,
      );
    }
  }

  window.MercadoPago = MercadoPago;
})();
`;

const refused = (status: number, error: string, message: string, cause: CardCause[]) => ({
  message,
  error,
  status,
  cause,
});

/**
 * The card tokeniser of the subscription sandbox (spec 001 section 7: the card form posts straight
 * to the provider, whose script is loaded on demand). GET /api/mp-sandbox/sdk/js/v2 serves the
 * script; POST /api/mp-sandbox/v1/card_tokens?public_key=TEST-sandbox checks the card as the
 * provider does and answers 201 with a single-use token, or 400 { message, cause } listing every
 * failing field (401 for another public key). Only where the sandboxes answer.
 */
export function sandboxCardTokenizer(app: FastifyInstance, { club, sandboxAccess, clock }: AppContext): void {
  const sandbox: SandboxSubscriptionProvider | null = club.sandbox;
  if (!sandbox) return;

  sandboxRoutes(app, sandboxAccess, (scope, path) => {
    scope.get(path(SANDBOX_SDK_PATH), async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        // a test script that may change with the API: kept a few minutes, not immutable
        .header('Cache-Control', 'public, max-age=300')
        .send(SANDBOX_SDK_SOURCE),
    );

    scope.post(path(SANDBOX_CARD_TOKENS_PATH), async (request, reply) => {
      const query = core.safeParse(sandboxCardTokenQuery, request.query);
      if (!query.success || query.data.public_key !== SANDBOX_PUBLIC_KEY) {
        return reply
          .code(401)
          .send(
            refused(401, 'unauthorized', PUBLIC_KEY_REFUSED, [
              { code: 'public_key', description: PUBLIC_KEY_REFUSED },
            ]),
          );
      }
      const body = core.safeParse(sandboxCardTokenBody, request.body ?? {});
      if (!body.success) {
        return reply
          .code(400)
          .send(
            refused(400, 'bad_request', CARD_FORM_REFUSED, [{ code: '400', description: CARD_FORM_REFUSED }]),
          );
      }
      const checked = checkCardForm(body.data, clock.now());
      if (checked.causes) {
        return reply.code(400).send(refused(400, 'bad_request', CARD_FORM_REFUSED, checked.causes));
      }
      const token = await sandbox.cardTokens.create(checked.card, SANDBOX_PUBLIC_KEY);
      return reply.code(201).send(cardTokenAnswer(token));
    });
  });
}
