import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type {
  PaymentOutcome,
  PaymentProvider,
  Preference,
  PreferenceRequest,
  ProviderPayment,
  ProviderRefund,
} from './payment-provider';
import { PaymentProviderError } from './payment-provider';

/** The sandbox's collector (the seller's Mercado Pago account id, the first part of a preference id). */
export const SANDBOX_COLLECTOR_ID = '1000000001';
export const SANDBOX_CHECKOUT_PATH = '/api/mp-sandbox/checkout/v1/redirect';

export interface SandboxPreferenceRow {
  id: string;
  merchant_order_id: string | number;
  external_reference: string;
  title: string;
  amount: string | number;
  currency: string;
  payer_email: string | null;
  back_urls: { success: string; failure: string; pending: string };
  expires_at: Date | string | null;
  closed_at: Date | string | null;
}

interface SandboxPaymentRow {
  id: string | number;
  preference_id: string;
  external_reference: string;
  status: PaymentOutcome | 'cancelled' | 'refunded';
  status_detail: string;
  transaction_amount: string | number;
  currency_id: string;
  payment_type_id: string;
  merchant_order_id: string | number;
  date_approved: Date | string | null;
}

const PAYMENT_COLUMNS = `p.id, p.preference_id, p.external_reference, p.status, p.status_detail,
  p.transaction_amount, p.currency_id, p.payment_type_id, s.merchant_order_id, p.date_approved`;

/** What each outcome of the sandbox checkout records, as Mercado Pago reports such a payment. */
const OUTCOMES: Readonly<
  Record<PaymentOutcome, { statusDetail: string; paymentType: string; paymentMethod: string }>
> = {
  approved: { statusDetail: 'accredited', paymentType: 'credit_card', paymentMethod: 'visa' },
  rejected: { statusDetail: 'cc_rejected_other_reason', paymentType: 'credit_card', paymentMethod: 'visa' },
  // a cash voucher (Rapipago, Pago Fácil) not paid yet: Checkout Pro's usual pending payment
  pending: { statusDetail: 'pending_waiting_payment', paymentType: 'ticket', paymentMethod: 'rapipago' },
};

function toPayment(row: SandboxPaymentRow): ProviderPayment {
  return {
    id: String(row.id),
    status: row.status,
    statusDetail: row.status_detail,
    externalReference: row.external_reference,
    amount: Number(row.transaction_amount),
    currency: row.currency_id,
    paymentType: row.payment_type_id,
    merchantOrderId: String(row.merchant_order_id),
    dateApproved: row.date_approved ? new Date(row.date_approved).toISOString() : null,
  };
}

const PAYMENT_ID = /^\d{1,18}$/;

/**
 * The card provider served by this API, so the whole journey runs offline: its books are the
 * sandbox_preferences and sandbox_payments tables, its checkout page is `sandbox-checkout.ts`.
 * `publicUrl` prefixes the checkout URL ('' keeps it a path of the site the API is served on).
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly publicUrl = '',
  ) {}

  async createPreference(request: PreferenceRequest): Promise<Preference> {
    const id = `${SANDBOX_COLLECTOR_ID}-${randomUUID()}`;
    await this.db.query(
      `INSERT INTO sandbox_preferences (id, idempotency_key, external_reference, title, amount, currency,
         payer_email, back_urls, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [
        id,
        request.idempotencyKey,
        request.externalReference,
        request.title,
        request.amount,
        request.currency,
        request.payerEmail,
        JSON.stringify(request.backUrls),
        request.expiresAt.toISOString(),
        this.clock.now().toISOString(),
      ],
    );
    const { rows } = await this.db.query<{ id: string }>(
      'SELECT id FROM sandbox_preferences WHERE idempotency_key = $1',
      [request.idempotencyKey],
    );
    const stored = rows[0]?.id ?? id;
    return { id: stored, checkoutUrl: this.checkoutUrl(stored) };
  }

  checkoutUrl(preferenceId: string): string {
    return `${this.publicUrl}${SANDBOX_CHECKOUT_PATH}?pref_id=${encodeURIComponent(preferenceId)}`;
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    if (!PAYMENT_ID.test(id)) return null;
    const { rows } = await this.db.query<SandboxPaymentRow>(
      `SELECT ${PAYMENT_COLUMNS} FROM sandbox_payments p JOIN sandbox_preferences s ON s.id = p.preference_id
       WHERE p.id = $1`,
      [id],
    );
    return rows[0] ? toPayment(rows[0]) : null;
  }

  async searchPayments(externalReference: string): Promise<ProviderPayment[]> {
    const { rows } = await this.db.query<SandboxPaymentRow>(
      `SELECT ${PAYMENT_COLUMNS} FROM sandbox_payments p JOIN sandbox_preferences s ON s.id = p.preference_id
       WHERE p.external_reference = $1 ORDER BY p.date_created DESC, p.id DESC`,
      [externalReference],
    );
    return rows.map(toPayment);
  }

  /**
   * Mercado Pago's POST /v1/payments/{id}/refunds for the whole amount: only an approved payment
   * (or one refunded already, with the same key) is refunded; it then reads 'refunded'. The same
   * idempotency key answers the same refund.
   */
  async refundPayment(
    paymentId: string,
    { idempotencyKey }: { idempotencyKey: string },
  ): Promise<ProviderRefund> {
    return this.db.transaction(async (tx) => {
      const known = await tx.query<{
        id: string | number;
        payment_id: string | number;
        amount: string | number;
        status: string;
      }>('SELECT id, payment_id, amount, status FROM sandbox_refunds WHERE idempotency_key = $1', [
        idempotencyKey,
      ]);
      const done = known.rows[0];
      if (done) {
        if (String(done.payment_id) !== paymentId) {
          throw new PaymentProviderError('la clave de idempotencia ya se usó con otro pago', 409);
        }
        return { id: String(done.id), paymentId, amount: Number(done.amount), status: done.status };
      }
      if (!PAYMENT_ID.test(paymentId)) throw new PaymentProviderError(`no hay un pago ${paymentId}`, 404);
      const { rows } = await tx.query<{ status: string; transaction_amount: string | number }>(
        'SELECT status, transaction_amount FROM sandbox_payments WHERE id = $1 FOR UPDATE',
        [paymentId],
      );
      const payment = rows[0];
      if (!payment) throw new PaymentProviderError(`no hay un pago ${paymentId}`, 404);
      if (payment.status !== 'approved') {
        throw new PaymentProviderError(
          `el pago ${paymentId} no se puede reembolsar (${payment.status})`,
          400,
        );
      }
      const now = this.clock.now().toISOString();
      const inserted = await tx.query<{ id: string | number }>(
        `INSERT INTO sandbox_refunds (payment_id, amount, idempotency_key, status, date_created)
         VALUES ($1, $2, $3, 'approved', $4) RETURNING id`,
        [paymentId, payment.transaction_amount, idempotencyKey, now],
      );
      await tx.query(
        `UPDATE sandbox_payments SET status = 'refunded', status_detail = 'refunded', date_last_updated = $2
         WHERE id = $1`,
        [paymentId, now],
      );
      return {
        id: String(inserted.rows[0]?.id),
        paymentId,
        amount: Number(payment.transaction_amount),
        status: 'approved',
      };
    });
  }

  /** The checkout of a closed preference takes no payment (sandbox-checkout.ts). */
  async closePreference(preferenceId: string, at: Date): Promise<void> {
    await this.db.query('UPDATE sandbox_preferences SET closed_at = COALESCE(closed_at, $2) WHERE id = $1', [
      preferenceId,
      at.toISOString(),
    ]);
  }

  // --- the checkout page's side (not part of PaymentProvider)

  async findPreference(id: string): Promise<SandboxPreferenceRow | null> {
    const { rows } = await this.db.query<SandboxPreferenceRow>(
      `SELECT id, merchant_order_id, external_reference, title, amount, currency, payer_email, back_urls,
         expires_at, closed_at FROM sandbox_preferences WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** The preference a payment was made on. */
  async preferenceOfPayment(paymentId: string): Promise<SandboxPreferenceRow | null> {
    if (!PAYMENT_ID.test(paymentId)) return null;
    const { rows } = await this.db.query<{ preference_id: string }>(
      'SELECT preference_id FROM sandbox_payments WHERE id = $1',
      [paymentId],
    );
    return rows[0] ? this.findPreference(rows[0].preference_id) : null;
  }

  /** The preference's payments, newest first. */
  async paymentsOf(preferenceId: string): Promise<ProviderPayment[]> {
    const { rows } = await this.db.query<SandboxPaymentRow>(
      `SELECT ${PAYMENT_COLUMNS} FROM sandbox_payments p JOIN sandbox_preferences s ON s.id = p.preference_id
       WHERE p.preference_id = $1 ORDER BY p.date_created DESC, p.id DESC`,
      [preferenceId],
    );
    return rows.map(toPayment);
  }

  /**
   * The buyer's choice on the checkout page. A pending payment (a cash voucher) is settled in place,
   * as Mercado Pago does when the voucher is paid or expires: it keeps its id.
   */
  async pay(preference: SandboxPreferenceRow, outcome: PaymentOutcome): Promise<ProviderPayment> {
    const now = this.clock.now().toISOString();
    const approvedAt = outcome === 'approved' ? now : null;
    const pending = (await this.paymentsOf(preference.id)).find((p) => p.status === 'pending');
    if (pending && outcome !== 'pending') {
      await this.db.query(
        `UPDATE sandbox_payments SET status = $2, status_detail = $3, date_approved = $4, date_last_updated = $5
         WHERE id = $1`,
        // an unpaid voucher expires: Mercado Pago cancels it
        outcome === 'approved'
          ? [pending.id, 'approved', 'accredited', approvedAt, now]
          : [pending.id, 'cancelled', 'expired', null, now],
      );
      const settled = await this.getPayment(pending.id);
      if (!settled) throw new Error(`sandbox payment ${pending.id} vanished`);
      return settled;
    }
    const kind = OUTCOMES[outcome];
    const { rows } = await this.db.query<{ id: string | number }>(
      `INSERT INTO sandbox_payments (preference_id, external_reference, status, status_detail,
         transaction_amount, currency_id, payment_type_id, payment_method_id, date_created, date_approved,
         date_last_updated)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $9) RETURNING id`,
      [
        preference.id,
        preference.external_reference,
        outcome,
        kind.statusDetail,
        preference.amount,
        preference.currency,
        kind.paymentType,
        kind.paymentMethod,
        now,
        approvedAt,
      ],
    );
    const created = await this.getPayment(String(rows[0]?.id));
    if (!created) throw new Error('sandbox payment not written');
    return created;
  }
}
