/**
 * The club's subscription provider, shaped like Mercado Pago's subscriptions (preapproval): the server
 * creates a preapproval (who pays, how much, how often, where the customer comes back to), the
 * customer authorises it on the provider's page (its init_point) or with a card token, and the server
 * asks the provider what became of it. Two implementations: the sandbox served by this API
 * (`sandbox-subscriptions.ts`) and Mercado Pago's REST API (`mercado-pago-subscriptions.ts`, when
 * MP_ACCESS_TOKEN is configured).
 */

export interface SubscriptionRequest {
  /** ours: the provider hands it back as external_reference, and the same one never makes two */
  externalReference: string;
  /** one line the customer reads on the provider's page ('Club Sabores del Sur: plan mensual') */
  reason: string;
  /** the brand's Mercado Pago plan (clubMembers.plans.*.mercadoPagoPlanId), when it has one */
  providerPlanId: string | null;
  /** a card token made by the provider's script on the customer's device (single use) */
  cardTokenId: string | null;
  payerEmail: string;
  /** charged every `frequency` months */
  amount: number;
  currency: 'ARS';
  frequency: number;
  frequencyType: 'months';
  /** where the provider's page sends the customer back (Mercado Pago adds ?preapproval_id=) */
  backUrl: string;
}

/**
 * Mercado Pago's preapproval statuses: pending (not authorised yet), authorized (charging every
 * cycle), paused, cancelled (for good).
 */
export type ProviderSubscriptionStatus = 'pending' | 'authorized' | 'paused' | 'cancelled';

/** A subscription as the provider's own records hold it. */
export interface ProviderSubscription {
  id: string;
  status: ProviderSubscriptionStatus | string;
  /** where the customer authorises it; null once there is nothing to authorise */
  initPoint: string | null;
  externalReference: string | null;
  /** preapproval_plan_id */
  providerPlanId: string | null;
  payerEmail: string | null;
  amount: number;
  currency: string;
  frequency: number;
  frequencyType: string;
  nextPaymentDate: string | null;
  dateCreated: string | null;
}

/**
 * One charge of a subscription (Mercado Pago's authorized payment, "invoice"): what a
 * subscription_authorized_payment notification names.
 */
export interface ProviderAuthorizedPayment {
  id: string;
  /** the subscription it charges */
  preapprovalId: string;
  /** scheduled, processed (charged), recycling (refused, to be retried), cancelled */
  status: string;
  /** the card payment's status (approved, rejected…); null before it is charged */
  paymentStatus: string | null;
  amount: number;
  currency: string;
  debitDate: string | null;
}

export interface SubscriptionProvider {
  readonly name: 'sandbox' | 'mercadopago';
  /**
   * Creates it, with `externalReference` as the idempotency key: the same reference again answers the
   * subscription the first call made, never a second one.
   */
  createSubscription(request: SubscriptionRequest): Promise<ProviderSubscription>;
  /** one subscription by the provider's id; null when the provider has none with that id */
  getSubscription(id: string): Promise<ProviderSubscription | null>;
  /**
   * The subscription made with this external_reference (Mercado Pago: GET /preapproval/search), null
   * when there is none: what a retry asks before creating again, after a crash or a timeout.
   */
  findByExternalReference(externalReference: string): Promise<ProviderSubscription | null>;
  /** cancels it for good (Mercado Pago: PUT status cancelled); null when the provider has none */
  cancelSubscription(id: string): Promise<ProviderSubscription | null>;
  /** one charge of a subscription (Mercado Pago: GET /authorized_payments/{id}); null when unknown */
  getAuthorizedPayment(id: string): Promise<ProviderAuthorizedPayment | null>;
}

/**
 * Why the provider refused a card: the token is unknown, used or expired ('card_token'), or the card
 * was refused ('card_rejected', with the provider's status detail).
 */
export type CardRefusal = 'card_token' | 'card_rejected';

/** The provider could not be reached or refused the call (network, 5xx, a bad token). */
export class SubscriptionProviderError extends Error {
  readonly status: number | null;
  /** set when the provider refused the customer's card or card token */
  readonly refusal: CardRefusal | null;
  /** the provider's status detail of a refused card (cc_rejected_insufficient_amount…) */
  readonly detail: string | null;

  constructor(
    message: string,
    status: number | null = null,
    { refusal = null, detail = null }: { refusal?: CardRefusal | null; detail?: string | null } = {},
  ) {
    super(message);
    this.name = 'SubscriptionProviderError';
    this.status = status;
    this.refusal = refusal;
    this.detail = detail;
  }
}

/**
 * Whether the provider answered a refusal, so it made nothing: a refused card or token, or a 4xx
 * other than a timeout, a conflict or too many requests. No answer, a 5xx or a malformed answer
 * leaves the outcome unknown (the subscription may exist): the caller must not forget it.
 */
export function isDefinitiveRefusal(error: SubscriptionProviderError): boolean {
  if (error.refusal) return true;
  const status = error.status;
  return status !== null && status >= 400 && status < 500 && ![408, 409, 429].includes(status);
}
