import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { addMonths } from './club-plan';
import { SandboxCardTokens, paymentMethodOf, sandboxCardRefusal } from './sandbox-card-tokens';
import { SubscriptionProviderError } from './subscription-provider';
import type {
  ProviderAuthorizedPayment,
  ProviderSubscription,
  SubscriptionProvider,
  SubscriptionRequest,
} from './subscription-provider';

export const SANDBOX_SUBSCRIPTION_PATH = '/api/mp-sandbox/subscriptions/checkout';

/** Renewals refused in a row after which Mercado Pago pauses a subscription. */
export const FAILED_CHARGES_TO_PAUSE = 3;

export interface SandboxPreapprovalRow {
  id: string;
  external_reference: string;
  preapproval_plan_id: string | null;
  reason: string;
  payer_email: string;
  back_url: string;
  frequency: number;
  frequency_type: string;
  transaction_amount: string | number;
  currency_id: string;
  status: 'pending' | 'authorized' | 'paused' | 'cancelled';
  rejected_attempts: number;
  failed_charges: number;
  card_last_four_digits: string | null;
  cardholder_name: string | null;
  payment_method_id: string | null;
  date_created: Date | string;
  next_payment_date: Date | string | null;
}

const COLUMNS = `id, external_reference, preapproval_plan_id, reason, payer_email, back_url, frequency,
  frequency_type, transaction_amount, currency_id, status, rejected_attempts, failed_charges,
  card_last_four_digits, cardholder_name, payment_method_id, date_created, next_payment_date`;

interface AuthorizedPaymentRow {
  id: string | number;
  preapproval_id: string;
  status: string;
  payment_id: string | number;
  payment_status: 'approved' | 'rejected';
  payment_status_detail: string;
  transaction_amount: string | number;
  currency_id: string;
  retry_attempt: number;
  debit_date: Date | string;
  date_created: Date | string;
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

const PREAPPROVAL_ID = /^[0-9a-f]{32}$/;

/** What an operator's charge did: the invoice made, and whether the preapproval's status changed. */
export interface SandboxCharge {
  authorizedPaymentId: string;
  paymentStatus: 'approved' | 'rejected';
  statusChanged: boolean;
  preapproval: SandboxPreapprovalRow;
}

/**
 * The subscription provider served by this API, so the club runs offline: its books are the
 * sandbox_preapprovals table (and the card tokens and invoices of migration 054), its authorisation
 * page is `sandbox-subscription-checkout.ts`. A card token (made by the sandbox's tokeniser) is used
 * up and its card attached to the preapproval, which stays pending for the customer to authorise on
 * the page; Mercado Pago's test holders 'OTHE' and 'FUND' are refused. `publicUrl` prefixes the
 * init_point ('' keeps it a path of the site the API is served on).
 */
export class SandboxSubscriptionProvider implements SubscriptionProvider {
  readonly name = 'sandbox' as const;
  readonly cardTokens: SandboxCardTokens;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly publicUrl = '',
  ) {
    this.cardTokens = new SandboxCardTokens(db, clock);
  }

  initPoint(id: string): string {
    return `${this.publicUrl}${SANDBOX_SUBSCRIPTION_PATH}?preapproval_id=${encodeURIComponent(id)}`;
  }

  private toSubscription(row: SandboxPreapprovalRow): ProviderSubscription {
    return {
      id: row.id,
      status: row.status,
      initPoint: this.initPoint(row.id),
      externalReference: row.external_reference,
      providerPlanId: row.preapproval_plan_id,
      payerEmail: row.payer_email,
      amount: Number(row.transaction_amount),
      currency: row.currency_id,
      frequency: Number(row.frequency),
      frequencyType: row.frequency_type,
      nextPaymentDate: iso(row.next_payment_date),
      dateCreated: iso(row.date_created),
    };
  }

  private async byReference(externalReference: string): Promise<SandboxPreapprovalRow | null> {
    const { rows } = await this.db.query<SandboxPreapprovalRow>(
      `SELECT ${COLUMNS} FROM sandbox_preapprovals WHERE external_reference = $1`,
      [externalReference],
    );
    return rows[0] ?? null;
  }

  async createSubscription(request: SubscriptionRequest): Promise<ProviderSubscription> {
    // the external_reference is the idempotency key: the same one answers what the first call made
    const existing = await this.byReference(request.externalReference);
    if (existing) return this.toSubscription(existing);

    let card: { token: string; firstSix: string; lastFour: string; holder: string } | null = null;
    if (request.cardTokenId) {
      const token = await this.cardTokens.consume(request.cardTokenId);
      if (!token) {
        throw new SubscriptionProviderError('Card token service not found', 404, { refusal: 'card_token' });
      }
      const refusal = sandboxCardRefusal(token.cardholder_name);
      if (refusal) {
        throw new SubscriptionProviderError(`la tarjeta fue rechazada (${refusal})`, 400, {
          refusal: 'card_rejected',
          detail: refusal,
        });
      }
      card = {
        token: token.id,
        firstSix: token.first_six_digits,
        lastFour: token.last_four_digits,
        holder: token.cardholder_name,
      };
    }

    const now = this.clock.now().toISOString();
    await this.db.query(
      `INSERT INTO sandbox_preapprovals (id, external_reference, preapproval_plan_id, reason, payer_email,
         back_url, frequency, frequency_type, transaction_amount, currency_id, status, date_created,
         last_modified, card_token_id, card_first_six_digits, card_last_four_digits, cardholder_name,
         payment_method_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', $11, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (external_reference) DO NOTHING`,
      [
        randomBytes(16).toString('hex'),
        request.externalReference,
        request.providerPlanId,
        request.reason,
        request.payerEmail,
        request.backUrl,
        request.frequency,
        request.frequencyType,
        request.amount,
        request.currency,
        now,
        card?.token ?? null,
        card?.firstSix ?? null,
        card?.lastFour ?? null,
        card?.holder ?? null,
        card ? paymentMethodOf(card.firstSix) : null,
      ],
    );
    const row = await this.byReference(request.externalReference);
    if (!row) throw new Error('sandbox preapproval not written');
    return this.toSubscription(row);
  }

  async getSubscription(id: string): Promise<ProviderSubscription | null> {
    const row = await this.findPreapproval(id);
    return row ? this.toSubscription(row) : null;
  }

  async findByExternalReference(externalReference: string): Promise<ProviderSubscription | null> {
    const row = await this.byReference(externalReference);
    return row ? this.toSubscription(row) : null;
  }

  async cancelSubscription(id: string): Promise<ProviderSubscription | null> {
    if (!PREAPPROVAL_ID.test(id)) return null;
    await this.db.query(
      `UPDATE sandbox_preapprovals SET status = 'cancelled', next_payment_date = NULL, last_modified = $2
       WHERE id = $1 AND status <> 'cancelled'`,
      [id, this.clock.now().toISOString()],
    );
    return this.getSubscription(id);
  }

  async getAuthorizedPayment(id: string): Promise<ProviderAuthorizedPayment | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const { rows } = await this.db.query<AuthorizedPaymentRow>(
      `SELECT id, preapproval_id, status, payment_id, payment_status, payment_status_detail,
         transaction_amount, currency_id, retry_attempt, debit_date, date_created
       FROM sandbox_authorized_payments WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: String(row.id),
      preapprovalId: row.preapproval_id,
      status: row.status,
      paymentStatus: row.payment_status,
      amount: Number(row.transaction_amount),
      currency: row.currency_id,
      debitDate: iso(row.debit_date),
    };
  }

  // --- the authorisation page's and the operator's side (not part of SubscriptionProvider)

  async findPreapproval(id: string): Promise<SandboxPreapprovalRow | null> {
    if (!PREAPPROVAL_ID.test(id)) return null;
    const { rows } = await this.db.query<SandboxPreapprovalRow>(
      `SELECT ${COLUMNS} FROM sandbox_preapprovals WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /**
   * The customer's choice on the page. Authorising a pending preapproval charges the first cycle and
   * sets the next payment one cycle later; a refused card leaves it pending (the customer may try
   * again, as on Mercado Pago's page). Anything else changes nothing. Answers whether the
   * preapproval's status changed (Mercado Pago then notifies).
   */
  async decide(row: SandboxPreapprovalRow, outcome: 'authorize' | 'reject'): Promise<boolean> {
    const now = this.clock.now();
    if (outcome === 'authorize') {
      const next = addMonths(now, Number(row.frequency));
      const { rows } = await this.db.query(
        `UPDATE sandbox_preapprovals SET status = 'authorized', next_payment_date = $2, last_modified = $3
         WHERE id = $1 AND status = 'pending' RETURNING id`,
        [row.id, next.toISOString(), now.toISOString()],
      );
      return rows.length > 0;
    }
    await this.db.query(
      `UPDATE sandbox_preapprovals SET rejected_attempts = rejected_attempts + 1, last_modified = $2
       WHERE id = $1 AND status = 'pending'`,
      [row.id, now.toISOString()],
    );
    return false;
  }

  /**
   * A renewal charged by the subscription engine (the operator plays it): an invoice (authorized
   * payment) of one cycle's amount. Approved, the next payment moves one cycle on and the failures
   * are forgotten; a paused preapproval whose charge goes through is authorised again. Rejected, it
   * counts a failure, and the FAILED_CHARGES_TO_PAUSE-th in a row pauses the preapproval. Only an
   * authorised or paused preapproval is charged (null otherwise). Written under the row's lock.
   */
  async charge(id: string, outcome: 'approved' | 'rejected'): Promise<SandboxCharge | null> {
    const charged = await this.db.transaction((tx) => this.chargeLocked(tx, id, outcome));
    if (!charged) return null;
    const after = await this.findPreapproval(id);
    return after ? { ...charged, preapproval: after } : null;
  }

  private async chargeLocked(
    tx: Queryable,
    id: string,
    outcome: 'approved' | 'rejected',
  ): Promise<Omit<SandboxCharge, 'preapproval'> | null> {
    if (!PREAPPROVAL_ID.test(id)) return null;
    const now = this.clock.now();
    const at = now.toISOString();
    const { rows } = await tx.query<SandboxPreapprovalRow>(
      `SELECT ${COLUMNS} FROM sandbox_preapprovals WHERE id = $1 FOR UPDATE`,
      [id],
    );
    const row = rows[0];
    if (!row || (row.status !== 'authorized' && row.status !== 'paused')) return null;
    const due = row.next_payment_date ? new Date(row.next_payment_date) : now;

    let status = row.status;
    let failures = Number(row.failed_charges);
    let nextPayment = due;
    if (outcome === 'approved') {
      failures = 0;
      status = 'authorized';
      nextPayment = addMonths(due, Number(row.frequency));
    } else {
      failures += 1;
      if (failures >= FAILED_CHARGES_TO_PAUSE) status = 'paused';
    }
    const invoiceStatus =
      outcome === 'approved' ? 'processed' : status === 'paused' ? 'cancelled' : 'recycling';
    const { rows: invoices } = await tx.query<{ id: string | number }>(
      `INSERT INTO sandbox_authorized_payments (preapproval_id, status, payment_status,
         payment_status_detail, transaction_amount, currency_id, retry_attempt, debit_date, date_created)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       RETURNING id`,
      [
        row.id,
        invoiceStatus,
        outcome,
        outcome === 'approved' ? 'accredited' : 'cc_rejected_insufficient_amount',
        row.transaction_amount,
        row.currency_id,
        outcome === 'approved' ? 0 : failures,
        due.toISOString(),
        at,
      ],
    );
    await tx.query(
      `UPDATE sandbox_preapprovals SET status = $2, failed_charges = $3, next_payment_date = $4,
         last_modified = $5
       WHERE id = $1`,
      [row.id, status, failures, nextPayment.toISOString(), at],
    );
    return {
      authorizedPaymentId: String(invoices[0]?.id),
      paymentStatus: outcome,
      statusChanged: status !== row.status,
    };
  }
}
