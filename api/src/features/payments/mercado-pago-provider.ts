import { z } from 'zod';
import type {
  PaymentProvider,
  Preference,
  PreferenceRequest,
  ProviderPayment,
  ProviderRefund,
} from './payment-provider';
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

const refundAnswer = z.object({
  id,
  payment_id: id,
  amount: z.number(),
  status: z.string(),
});

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
 * /v1/payments/{id}, GET /v1/payments/search?external_reference=, POST /v1/payments/{id}/refunds
 * and PUT /checkout/preferences/{id} (to close one). Used when MP_ACCESS_TOKEN is
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

  async refundPayment(
    paymentId: string,
    { idempotencyKey }: { idempotencyKey: string },
  ): Promise<ProviderRefund> {
    if (!/^\d{1,20}$/.test(paymentId)) throw new PaymentProviderError(`no hay un pago ${paymentId}`, 404);
    // no body: the whole amount
    const answer = await this.http.call('POST', `/v1/payments/${paymentId}/refunds`, { idempotencyKey });
    if (answer.status !== 200 && answer.status !== 201) {
      throw this.http.refused(`el reembolso del pago ${paymentId}`, answer);
    }
    const refund = this.parse(refundAnswer, `el reembolso del pago ${paymentId}`, answer);
    return { id: refund.id, paymentId: refund.payment_id, amount: refund.amount, status: refund.status };
  }

  async closePreference(preferenceId: string, at: Date): Promise<void> {
    // a preference that expires now takes no further payment
    const answer = await this.http.call('PUT', `/checkout/preferences/${encodeURIComponent(preferenceId)}`, {
      body: { expires: true, expiration_date_to: at.toISOString() },
    });
    if (answer.status !== 200) throw this.http.refused(`el cierre de la preferencia ${preferenceId}`, answer);
  }
}
