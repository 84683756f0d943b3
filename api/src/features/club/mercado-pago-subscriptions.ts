import { z } from 'zod';
import type {
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

/**
 * Mercado Pago subscriptions over its REST API, with fetch: POST /preapproval, GET /preapproval/{id}
 * and PUT /preapproval/{id} { status: 'cancelled' }. Used when MP_ACCESS_TOKEN is configured; every
 * answer is checked against the fields the API reads before it is trusted.
 *
 * With the brand's Mercado Pago plan and a card token, the subscription is made with the plan and
 * authorised at once (Mercado Pago's "suscripción con plan asociado", status authorized). Without a
 * card token it is made pending with its own auto_recurring ("sin plan asociado"), and the customer
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
    const body =
      request.providerPlanId && request.cardTokenId
        ? {
            ...common,
            preapproval_plan_id: request.providerPlanId,
            card_token_id: request.cardTokenId,
            status: 'authorized',
          }
        : {
            ...common,
            auto_recurring: {
              frequency: request.frequency,
              frequency_type: request.frequencyType,
              transaction_amount: request.amount,
              currency_id: request.currency,
            },
            status: 'pending',
          };
    const answer = await this.http.call('POST', '/preapproval', {
      body,
      idempotencyKey: request.externalReference,
    });
    if (answer.status !== 200 && answer.status !== 201) throw this.http.refused('la suscripción', answer);
    const subscription = this.parse('la suscripción', answer);
    if (subscription.status === 'pending' && !subscription.initPoint) {
      throw new SubscriptionProviderError(
        'Mercado Pago respondió la suscripción sin init_point',
        answer.status,
      );
    }
    return subscription;
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
}
