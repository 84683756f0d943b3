import { z } from 'zod';
import type {
  ProviderAuthorizedPayment,
  ProviderSubscription,
  SubscriptionProvider,
  SubscriptionRequest,
} from './subscription-provider';
import { SubscriptionProviderError } from './subscription-provider';
import { MercadoPagoHttp } from '../payments/mercado-pago-http';
import type { MercadoPagoAnswer, MercadoPagoHttpOptions } from '../payments/mercado-pago-http';

export type MercadoPagoSubscriptionOptions = MercadoPagoHttpOptions;

const preapprovalAnswer = z.object({
  id: z.string().min(1),
  status: z.string(),
  init_point: z.string().url().nullish(),
  external_reference: z.string().nullish(),
  preapproval_plan_id: z.string().nullish(),
  payer_email: z.string().nullish(),
  auto_recurring: z.object({
    frequency: z.number(),
    frequency_type: z.string(),
    transaction_amount: z.number(),
    currency_id: z.string(),
  }),
  next_payment_date: z.string().nullish(),
  date_created: z.string().nullish(),
});

function toSubscription(answer: z.output<typeof preapprovalAnswer>): ProviderSubscription {
  return {
    id: answer.id,
    status: answer.status,
    initPoint: answer.init_point ?? null,
    externalReference: answer.external_reference ?? null,
    providerPlanId: answer.preapproval_plan_id ?? null,
    payerEmail: answer.payer_email ?? null,
    amount: answer.auto_recurring.transaction_amount,
    currency: answer.auto_recurring.currency_id,
    frequency: answer.auto_recurring.frequency,
    frequencyType: answer.auto_recurring.frequency_type,
    nextPaymentDate: answer.next_payment_date ?? null,
    dateCreated: answer.date_created ?? null,
  };
}

/** Preapproval ids are 32 hex characters; nothing else is sent into a path. */
const PREAPPROVAL_ID = /^[0-9a-f]{32}$/;
/** Authorized payment (invoice) ids are numbers. */
const AUTHORIZED_PAYMENT_ID = /^\d{1,20}$/;
/** Our external references ('club-<uuid>'); nothing else is sent into a query. */
const EXTERNAL_REFERENCE = /^[A-Za-z0-9_-]{1,100}$/;

const searchAnswer = z.object({ results: z.array(z.unknown()) });

const authorizedPaymentAnswer = z.object({
  id: z.union([z.number(), z.string()]),
  preapproval_id: z.string().min(1),
  status: z.string(),
  transaction_amount: z.number(),
  currency_id: z.string(),
  debit_date: z.string().nullish(),
  payment: z.object({ status: z.string().nullish() }).nullish(),
});

/**
 * Mercado Pago's refusal of a card token or a card when a preapproval is made with one: an unknown,
 * used or expired token is answered 404 'Card token service not found' or a 400 naming card_token;
 * a refused card a 400 whose message names the card's rejection (cc_rejected_…, CC_VAL_433).
 */
function cardRefusalOf(body: unknown): Pick<SubscriptionProviderError, 'refusal' | 'detail'> | null {
  const text = JSON.stringify(body ?? '').toLowerCase();
  const rejected = /cc_rejected_[a-z_]+/.exec(text);
  if (rejected) return { refusal: 'card_rejected', detail: rejected[0] };
  if (text.includes('cc_val_433') || text.includes('card rejected')) {
    return { refusal: 'card_rejected', detail: null };
  }
  if (text.includes('card_token') || text.includes('card token'))
    return { refusal: 'card_token', detail: null };
  return null;
}

/**
 * Mercado Pago subscriptions over its REST API, with fetch: POST /preapproval (the external_reference
 * as X-Idempotency-Key), GET /preapproval/{id}, GET /preapproval/search?external_reference=, PUT
 * /preapproval/{id} { status: 'cancelled' } and GET /authorized_payments/{id}. Used when
 * MP_ACCESS_TOKEN is configured; every answer is checked against the fields the API reads before it
 * is trusted.
 *
 * With a card token the subscription is authorised at once: with the brand's Mercado Pago plan
 * ("suscripción con plan asociado"), or else with its own auto_recurring ("sin plan asociado, con pago
 * autorizado"). Without a card token it is made pending with its own auto_recurring, and the customer
 * authorises it on Mercado Pago's init_point, which comes back to back_url?preapproval_id=.
 */
export class MercadoPagoSubscriptionProvider implements SubscriptionProvider {
  readonly name = 'mercadopago' as const;
  private readonly http: MercadoPagoHttp<SubscriptionProviderError>;

  constructor(options: MercadoPagoSubscriptionOptions) {
    if (!options.accessToken) throw new Error('MercadoPagoSubscriptionProvider needs an access token');
    this.http = new MercadoPagoHttp(
      options,
      (message, status) => new SubscriptionProviderError(message, status),
    );
  }

  private parse(what: string, answer: MercadoPagoAnswer): ProviderSubscription {
    const result = preapprovalAnswer.safeParse(answer.body);
    if (!result.success) throw this.http.unexpected(what, answer);
    return toSubscription(result.data);
  }

  async createSubscription(request: SubscriptionRequest): Promise<ProviderSubscription> {
    const common = {
      reason: request.reason,
      external_reference: request.externalReference,
      payer_email: request.payerEmail,
      back_url: request.backUrl,
    };
    const autoRecurring = {
      auto_recurring: {
        frequency: request.frequency,
        frequency_type: request.frequencyType,
        transaction_amount: request.amount,
        currency_id: request.currency,
      },
    };
    const body =
      request.providerPlanId && request.cardTokenId
        ? {
            ...common,
            preapproval_plan_id: request.providerPlanId,
            card_token_id: request.cardTokenId,
            status: 'authorized',
          }
        : request.cardTokenId
          ? // "sin plan asociado" with the card: authorised at once
            { ...common, ...autoRecurring, card_token_id: request.cardTokenId, status: 'authorized' }
          : { ...common, ...autoRecurring, status: 'pending' };
    // the external_reference is the idempotency key: a retry after a timeout makes no second one
    const answer = await this.http.call('POST', '/preapproval', {
      body,
      idempotencyKey: request.externalReference,
    });
    if (answer.status !== 200 && answer.status !== 201) {
      const refused = this.http.refused('la suscripción', answer);
      const card = request.cardTokenId && answer.status < 500 ? cardRefusalOf(answer.body) : null;
      throw card ? new SubscriptionProviderError(refused.message, refused.status, card) : refused;
    }
    const subscription = this.parse('la suscripción', answer);
    if (subscription.status === 'pending' && !subscription.initPoint) {
      throw new SubscriptionProviderError(
        'Mercado Pago respondió la suscripción sin init_point',
        answer.status,
      );
    }
    return subscription;
  }

  async findByExternalReference(externalReference: string): Promise<ProviderSubscription | null> {
    if (!EXTERNAL_REFERENCE.test(externalReference)) return null;
    const query = new URLSearchParams({ external_reference: externalReference });
    const answer = await this.http.call('GET', `/preapproval/search?${query.toString()}`);
    if (answer.status !== 200) throw this.http.refused('la búsqueda de la suscripción', answer);
    const result = searchAnswer.safeParse(answer.body);
    if (!result.success) throw this.http.unexpected('la búsqueda de la suscripción', answer);
    const found = result.data.results
      .map((item) => preapprovalAnswer.safeParse(item))
      .filter((parsed) => parsed.success)
      .map((parsed) => toSubscription(parsed.data))
      .filter((subscription) => subscription.externalReference === externalReference);
    // one reference makes one subscription; should there be more, the live one counts
    return found.find((subscription) => subscription.status !== 'cancelled') ?? found[0] ?? null;
  }

  async getSubscription(id: string): Promise<ProviderSubscription | null> {
    if (!PREAPPROVAL_ID.test(id)) return null;
    const answer = await this.http.call('GET', `/preapproval/${id}`);
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw this.http.refused(`la consulta de la suscripción ${id}`, answer);
    return this.parse(`la suscripción ${id}`, answer);
  }

  async cancelSubscription(id: string): Promise<ProviderSubscription | null> {
    if (!PREAPPROVAL_ID.test(id)) return null;
    const answer = await this.http.call('PUT', `/preapproval/${id}`, { body: { status: 'cancelled' } });
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw this.http.refused(`la cancelación de la suscripción ${id}`, answer);
    return this.parse(`la suscripción ${id}`, answer);
  }

  async getAuthorizedPayment(id: string): Promise<ProviderAuthorizedPayment | null> {
    if (!AUTHORIZED_PAYMENT_ID.test(id)) return null;
    const answer = await this.http.call('GET', `/authorized_payments/${id}`);
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw this.http.refused(`la consulta de la cuota ${id}`, answer);
    const result = authorizedPaymentAnswer.safeParse(answer.body);
    if (!result.success) throw this.http.unexpected(`la cuota ${id}`, answer);
    const invoice = result.data;
    return {
      id: String(invoice.id),
      preapprovalId: invoice.preapproval_id,
      status: invoice.status,
      paymentStatus: invoice.payment?.status ?? null,
      amount: invoice.transaction_amount,
      currency: invoice.currency_id,
      debitDate: invoice.debit_date ?? null,
    };
  }
}
