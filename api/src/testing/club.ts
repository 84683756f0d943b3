import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { createSession } from '../features/auth/session';
import { SANDBOX_CARD_TOKENS_PATH, SANDBOX_PUBLIC_KEY } from '../features/club/sandbox-card-tokens';
import type { SubscriptionTopic } from '../features/club/subscription-notifications';
import { paymentNotificationRequest } from '../features/payments/sandbox-notifications';
import { SANDBOX_WEBHOOK_SECRET } from '../features/payments/webhook-signature';
import type { TestApp } from './test-app';

/*
 * The club's journey for tests: a new customer of Sabores del Sur, the card form of the sandbox's
 * tokeniser, and the provider's signed subscription notifications.
 */

export interface ClubCustomer {
  id: string;
  token: string;
}

/** A registered, verified customer of Sabores del Sur with a session, and no membership. */
export async function newClubCustomer(t: TestApp): Promise<ClubCustomer> {
  const id = `usr-club-${randomUUID().slice(0, 8)}`;
  await t.db.query(
    `INSERT INTO users (id, brand_id, type_user, name, email, email_verified, created_at)
     VALUES ($1, 'marca-sabores', 'registered', 'Socia Prueba', $2, true, $3)`,
    [id, `${id}@example.com`, t.clock.now().toISOString()],
  );
  return { id, token: (await createSession(t.db, { id, brand_id: 'marca-sabores' }, t.clock.now())).token };
}

/**
 * Mercado Pago's test Visa (4509 9535 6623 3704), as the card form sends it to the provider
 * (Mercado Pago's card token body). The holder's name picks the outcome: 'APRO' accepted, 'OTHE' and
 * 'FUND' refused.
 */
export const TEST_CARD = {
  card_number: '4509953566233704',
  security_code: '123',
  expiration_month: 11,
  expiration_year: 2030,
  cardholder: { name: 'APRO', identification: { type: 'DNI', number: '12345678' } },
};

export function postCardToken(
  t: TestApp,
  payload: object,
  publicKey: string = SANDBOX_PUBLIC_KEY,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `${SANDBOX_CARD_TOKENS_PATH}?public_key=${encodeURIComponent(publicKey)}`,
    payload,
  });
}

/** A card token of the sandbox's tokeniser for the test card with that holder's name. */
export async function createCardToken(t: TestApp, holder = 'APRO'): Promise<string> {
  const response = await postCardToken(t, {
    ...TEST_CARD,
    cardholder: { ...TEST_CARD.cardholder, name: holder },
  });
  if (response.statusCode !== 201) throw new Error(`card token refused: ${response.body}`);
  return response.json<{ id: string }>().id;
}

export interface SubscriptionNotificationOptions {
  secret?: string;
  /** headers that replace the signed ones */
  headers?: Record<string, string>;
}

/** The signed notification Mercado Pago sends the webhook for a subscription or one of its charges. */
export function subscriptionNotificationRequest(
  t: TestApp,
  dataId: string,
  type: SubscriptionTopic,
  options: SubscriptionNotificationOptions = {},
) {
  const request = paymentNotificationRequest(options.secret ?? SANDBOX_WEBHOOK_SECRET, dataId, {
    now: t.clock.now(),
    type,
    action: type === 'subscription_authorized_payment' ? 'created' : 'updated',
  });
  return { ...request, headers: { ...request.headers, ...options.headers } };
}
