import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { addMonths } from './club-plan';
import type {
  ProviderSubscription,
  SubscriptionProvider,
  SubscriptionRequest,
} from './subscription-provider';

export const SANDBOX_SUBSCRIPTION_PATH = '/api/mp-sandbox/subscriptions/checkout';

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
  date_created: Date | string;
  next_payment_date: Date | string | null;
}

const COLUMNS = `id, external_reference, preapproval_plan_id, reason, payer_email, back_url, frequency,
  frequency_type, transaction_amount, currency_id, status, rejected_attempts, date_created, next_payment_date`;

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/**
 * The subscription provider served by this API, so the club runs offline: its books are the
 * sandbox_preapprovals table, its authorisation page is `sandbox-subscription-checkout.ts`. Card
 * tokens are not read (there is no card tokenisation offline): the page stands in for the card.
 * `publicUrl` prefixes the init_point ('' keeps it a path of the site the API is served on).
 */
export class SandboxSubscriptionProvider implements SubscriptionProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    private readonly publicUrl = '',
  ) {}

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

  async createSubscription(request: SubscriptionRequest): Promise<ProviderSubscription> {
    const now = this.clock.now().toISOString();
    await this.db.query(
      `INSERT INTO sandbox_preapprovals (id, external_reference, preapproval_plan_id, reason, payer_email,
         back_url, frequency, frequency_type, transaction_amount, currency_id, status, date_created,
         last_modified)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', $11, $11)
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
      ],
    );
    const { rows } = await this.db.query<SandboxPreapprovalRow>(
      `SELECT ${COLUMNS} FROM sandbox_preapprovals WHERE external_reference = $1`,
      [request.externalReference],
    );
    const row = rows[0];
    if (!row) throw new Error('sandbox preapproval not written');
    return this.toSubscription(row);
  }

  async getSubscription(id: string): Promise<ProviderSubscription | null> {
    const row = await this.findPreapproval(id);
    return row ? this.toSubscription(row) : null;
  }

  async cancelSubscription(id: string): Promise<ProviderSubscription | null> {
    await this.db.query(
      `UPDATE sandbox_preapprovals SET status = 'cancelled', next_payment_date = NULL, last_modified = $2
       WHERE id = $1 AND status <> 'cancelled'`,
      [id, this.clock.now().toISOString()],
    );
    return this.getSubscription(id);
  }

  // --- the authorisation page's side (not part of SubscriptionProvider)

  async findPreapproval(id: string): Promise<SandboxPreapprovalRow | null> {
    if (!/^[0-9a-f]{32}$/.test(id)) return null;
    const { rows } = await this.db.query<SandboxPreapprovalRow>(
      `SELECT ${COLUMNS} FROM sandbox_preapprovals WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /**
   * The customer's choice on the page. Authorising a pending preapproval charges the first cycle and
   * sets the next payment one cycle later; a refused card leaves it pending (the customer may try
   * again, as on Mercado Pago's page). Anything else changes nothing.
   */
  async decide(row: SandboxPreapprovalRow, outcome: 'authorize' | 'reject'): Promise<void> {
    const now = this.clock.now();
    if (outcome === 'authorize') {
      const next = addMonths(now, Number(row.frequency));
      await this.db.query(
        `UPDATE sandbox_preapprovals SET status = 'authorized', next_payment_date = $2, last_modified = $3
         WHERE id = $1 AND status = 'pending'`,
        [row.id, next.toISOString(), now.toISOString()],
      );
    } else {
      await this.db.query(
        `UPDATE sandbox_preapprovals SET rejected_attempts = rejected_attempts + 1, last_modified = $2
         WHERE id = $1 AND status = 'pending'`,
        [row.id, now.toISOString()],
      );
    }
  }
}
