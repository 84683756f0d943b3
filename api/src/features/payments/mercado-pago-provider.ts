import { z } from 'zod';
import type { PaymentProvider, Preference, PreferenceRequest, ProviderPayment } from './payment-provider';
import { PaymentProviderError } from './payment-provider';
import { MercadoPagoHttp } from './mercado-pago-http';
import type { MercadoPagoAnswer, MercadoPagoHttpOptions } from './mercado-pago-http';

const id = z.union([z.string(), z.number()]).transform(String);

const preferenceAnswer = z.object({
  id: z.string().min(1),
  init_point: z.string().url(),
});

const paymentAnswer = z.object({
  id,
  status: z.string(),
  status_detail: z.string().nullish(),
  external_reference: z.string().nullish(),
  transaction_amount: z.number(),
  currency_id: z.string(),
  payment_type_id: z.string().nullish(),
  order: z.object({ id: id.nullish() }).nullish(),
  date_approved: z.string().nullish(),
});

const searchAnswer = z.object({ results: z.array(paymentAnswer) });

function toPayment(payment: z.output<typeof paymentAnswer>): ProviderPayment {
  return {
    id: payment.id,
    status: payment.status,
    statusDetail: payment.status_detail ?? null,
    externalReference: payment.external_reference ?? null,
    amount: payment.transaction_amount,
    currency: payment.currency_id,
    paymentType: payment.payment_type_id ?? null,
    merchantOrderId: payment.order?.id ?? null,
    dateApproved: payment.date_approved ?? null,
  };
}

/**
 * Mercado Pago Checkout Pro over its REST API, with fetch: POST /checkout/preferences, GET
 * /v1/payments/{id} and GET /v1/payments/search?external_reference=. Used when MP_ACCESS_TOKEN is
 * configured; every answer is checked against the fields the API reads before it is trusted.
 */
export class MercadoPagoProvider implements PaymentProvider {
  readonly name = 'mercadopago' as const;
  private readonly http: MercadoPagoHttp<PaymentProviderError>;

  constructor(options: MercadoPagoHttpOptions) {
    if (!options.accessToken) throw new Error('MercadoPagoProvider needs an access token');
    this.http = new MercadoPagoHttp(options, (message, status) => new PaymentProviderError(message, status));
  }

  private parse<S extends z.ZodType>(schema: S, what: string, answer: MercadoPagoAnswer) {
    const result = schema.safeParse(answer.body);
    if (!result.success) throw this.http.unexpected(what, answer);
    return result.data as z.output<S>;
  }

  async createPreference(request: PreferenceRequest): Promise<Preference> {
    const body = {
      items: [
        {
          id: request.externalReference,
          title: request.title,
          quantity: 1,
          unit_price: request.amount,
          currency_id: request.currency,
        },
      ],
      external_reference: request.externalReference,
      back_urls: request.backUrls,
      auto_return: 'approved',
      ...(request.payerEmail ? { payer: { email: request.payerEmail } } : {}),
      expires: true,
      expiration_date_to: request.expiresAt.toISOString(),
      metadata: { order_id: request.externalReference },
    };
    const answer = await this.http.call('POST', '/checkout/preferences', {
      body,
      idempotencyKey: request.idempotencyKey,
    });
    if (answer.status !== 200 && answer.status !== 201) throw this.http.refused('la preferencia', answer);
    const preference = this.parse(preferenceAnswer, 'la preferencia', answer);
    return { id: preference.id, checkoutUrl: preference.init_point };
  }

  async getPayment(paymentId: string): Promise<ProviderPayment | null> {
    if (!/^\d{1,20}$/.test(paymentId)) return null;
    const answer = await this.http.call('GET', `/v1/payments/${paymentId}`);
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw this.http.refused(`la consulta del pago ${paymentId}`, answer);
    return toPayment(this.parse(paymentAnswer, `el pago ${paymentId}`, answer));
  }

  async searchPayments(externalReference: string): Promise<ProviderPayment[]> {
    const query = new URLSearchParams({
      external_reference: externalReference,
      sort: 'date_created',
      criteria: 'desc',
    });
    const answer = await this.http.call('GET', `/v1/payments/search?${query.toString()}`);
    if (answer.status !== 200) throw this.http.refused('la búsqueda de pagos', answer);
    return this.parse(searchAnswer, 'la búsqueda de pagos', answer).results.map(toPayment);
  }
}
