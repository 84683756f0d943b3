/**
 * The card payment provider, shaped like Mercado Pago Checkout Pro: the server creates a preference
 * (what is charged, and where the buyer comes back to), the buyer pays on the provider's checkout page,
 * and the server asks the provider what happened to the payments of that order. Two implementations:
 * the sandbox served by this API (`sandbox-provider.ts`) and Mercado Pago's REST API
 * (`mercado-pago-provider.ts`, when MP_ACCESS_TOKEN is configured).
 */

export interface PreferenceRequest {
  /** our order id: the provider hands it back as external_reference */
  externalReference: string;
  /** one line the buyer reads on the checkout page */
  title: string;
  /** what the card is charged */
  amount: number;
  currency: 'ARS';
  payerEmail: string | null;
  /** where the checkout sends the buyer back after each outcome */
  backUrls: { success: string; failure: string; pending: string };
  /** the checkout stops accepting payments after this */
  expiresAt: Date;
  /** the same key never makes two preferences at the provider */
  idempotencyKey: string;
}

export interface Preference {
  id: string;
  /** where the buyer pays (Mercado Pago's init_point) */
  checkoutUrl: string;
}

/**
 * Mercado Pago's payment statuses: approved; pending, in_process, authorized, in_mediation (money not
 * there yet); rejected, cancelled, refunded, charged_back (no money).
 */
export type ProviderPaymentStatus =
  | 'approved'
  | 'pending'
  | 'in_process'
  | 'authorized'
  | 'in_mediation'
  | 'rejected'
  | 'cancelled'
  | 'refunded'
  | 'charged_back';

/** A payment as the provider's own records hold it. */
export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus | string;
  statusDetail: string | null;
  /** our order id, as given in the preference */
  externalReference: string | null;
  amount: number;
  currency: string;
  /** credit_card, debit_card, ticket, account_money… */
  paymentType: string | null;
  merchantOrderId: string | null;
  dateApproved: string | null;
}

/** A refund as the provider answers it (Mercado Pago's POST /v1/payments/{id}/refunds). */
export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  status: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'mercadopago';
  createPreference(request: PreferenceRequest): Promise<Preference>;
  /** one payment by the provider's id; null when the provider has none with that id */
  getPayment(id: string): Promise<ProviderPayment | null>;
  /** every payment made for an order (by external_reference), newest first */
  searchPayments(externalReference: string): Promise<ProviderPayment[]>;
  /**
   * Gives a payment's whole amount back to the buyer. The same idempotency key makes one refund
   * however often it is asked (a retry after no answer, two processes at once).
   */
  refundPayment(paymentId: string, request: { idempotencyKey: string }): Promise<ProviderRefund>;
  /** Closes a preference at `at`: its checkout takes no further payment. */
  closePreference(preferenceId: string, at: Date): Promise<void>;
}

/** The provider could not be reached or refused the call (network, 5xx, a bad token). */
export class PaymentProviderError extends Error {
  readonly status: number | null;

  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'PaymentProviderError';
    this.status = status;
  }
}

export type PaymentOutcome = 'approved' | 'pending' | 'rejected';

const PENDING = new Set(['pending', 'in_process', 'authorized', 'in_mediation']);

/** approved, pending (money on its way) or rejected (no money): the three outcomes of the checkout. */
export function outcomeOf(status: string): PaymentOutcome {
  if (status === 'approved') return 'approved';
  if (PENDING.has(status)) return 'pending';
  return 'rejected';
}
