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

export interface SubscriptionProvider {
  readonly name: 'sandbox' | 'mercadopago';
  createSubscription(request: SubscriptionRequest): Promise<ProviderSubscription>;
  /** one subscription by the provider's id; null when the provider has none with that id */
  getSubscription(id: string): Promise<ProviderSubscription | null>;
  /** cancels it for good (Mercado Pago: PUT status cancelled); null when the provider has none */
  cancelSubscription(id: string): Promise<ProviderSubscription | null>;
}

/** The provider could not be reached or refused the call (network, 5xx, a bad token). */
export class SubscriptionProviderError extends Error {
  readonly status: number | null;

  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'SubscriptionProviderError';
    this.status = status;
  }
}
