import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { loadMigrations, migrate } from '../db/migrate';
import { seed } from '../db/seed/seed';
import { POINTS_CHANGED } from '../features/orders/points-use';
import { isPointsOverdraft } from '../features/points/points-repository';
import { lateApprovalRefunded, OUTCOME_MESSAGES } from '../features/payments/verify-payment';
import {
  availablePointsOf,
  burgerOrder,
  ledgerOf,
  notificationRequest,
  notify,
  orderState,
  payQuietly,
  placeCardOrder,
  pressOnCheckout,
  sendOrder,
  verify,
  waterWithPoints,
} from '../testing/card-checkout';
import type { VerificationAnswer } from '../testing/card-checkout';
import { createTestApp, DB_TIMEOUT_MS, openTestDatabase, signInDemoCustomer } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/** A movement of Ana's points written straight into the ledger, as any writer could. */
const insertAnaLedgerRow = (
  db: Queryable,
  {
    id,
    points,
    status = null,
    reason = 'purchase',
  }: { id: string; points: number; status?: string | null; reason?: string },
) =>
  db.query(
    `INSERT INTO points_ledger (id, brand_id, user_id, type, reason, status, points)
     VALUES ($1, 'marca-sabores', 'usr-demo-sabores', 'Compra', $2, $3, $4)`,
    [id, reason, status, points],
  );

/**
 * Issue 12, item 9: money cannot be spent twice. A rejected card payment is final (a late approval is
 * recorded to refund, never settled), points never go below 0 (the database refuses such a debit),
 * and every points movement is a ledger row that is only ever appended. Each sequence runs against
 * one fresh app: Ana starts with the seed's 3700 points.
 */

let t: TestApp;
let ana: string;

beforeEach(async () => {
  t = await createTestApp();
  ana = await signInDemoCustomer(t, 'sabores');
}, DB_TIMEOUT_MS);

afterEach(async () => {
  await t?.close();
});

const verified = async (idPayment: string) => {
  const response = await verify(t, ana, idPayment);
  expect(response.statusCode).toBe(200);
  return response.json<VerificationAnswer>();
};

/** Every customer's balance kept by the database equals the sum of their ledger, and none is below 0. */
async function expectBalancesAgreeWithLedger() {
  const { rows } = await t.db.query<{ user_id: string; kept: number | null; summed: number | null }>(
    `SELECT COALESCE(b.user_id, l.user_id) AS user_id, b.balance AS kept, l.total::int AS summed
     FROM points_balances b
     FULL JOIN (SELECT brand_id, user_id, SUM(points) AS total FROM points_ledger WHERE status IS NULL
                GROUP BY brand_id, user_id) l ON l.brand_id = b.brand_id AND l.user_id = b.user_id`,
  );
  for (const row of rows) {
    expect([row.user_id, Number(row.kept)]).toEqual([row.user_id, Number(row.summed)]);
    expect(Number(row.kept)).toBeGreaterThanOrEqual(0);
  }
}

describe('a rejected card payment is final', () => {
  it('reject → late approval: the order stays rejected, the approval is flagged for refund, and points spent meanwhile are not taken again', async () => {
    // 14300 with points and card: 3700 points, 10600 by card
    const placed = await placeCardOrder(t, ana, burgerOrder(['points', 'mercadoPago']));
    const orderId = placed.data._id;
    expect(placed.data.account.pointsToUse).toBe(3700);
    expect(await availablePointsOf(t, ana)).toBe(0);

    await pressOnCheckout(t, placed.preferenceId, 'rejected');
    expect(await orderState(t, orderId)).toMatchObject({ payment_status: 'RECHAZADO', active_order: false });
    expect(await availablePointsOf(t, ana)).toBe(3700);

    // The points given back are spent on another order.
    const water = await sendOrder(t, ana, waterWithPoints());
    expect(water.statusCode).toBe(201);
    expect(await availablePointsOf(t, ana)).toBe(1500);

    // The rejected order's checkout is closed: the buyer cannot pay it again there.
    const retry = await pressOnCheckout(t, placed.preferenceId, 'approved');
    expect(retry.searchParams.get('status')).toBe('null');
    // The provider takes an approval anyway (the close did not reach it): before, this took the 3700
    // points again and left the balance at -2200; now the money is given back at once.
    const late = await payQuietly(t, placed.preferenceId, 'approved');
    const lateId = late.id;
    expect((await notify(t, lateId)).json()).toEqual({
      received: true,
      status: 'rejected',
      refundRequired: false,
    });
    expect(await orderState(t, orderId)).toEqual({
      payment_status: 'RECHAZADO',
      order_status: 'RECHAZADO',
      active_order: false,
    });
    expect(await availablePointsOf(t, ana)).toBe(1500);
    expect(await ledgerOf(t, orderId)).toEqual([
      { entry: 'points_debit', points: -3700 },
      { entry: 'points_refund', points: 3700 },
    ]);

    const answer = await verified(orderId);
    expect(answer.status).toBe('rejected');
    expect(answer.message).toBe(lateApprovalRefunded(10600));
    expect(answer.data.order).toMatchObject({
      paymentStatus: 'RECHAZADO',
      activeOrder: false,
      account: { refunded: 10600 },
    });
    expect(answer.data.payment).toMatchObject({ id: lateId, status: 'refunded', amount: 10600 });
    expect(answer.data.refundRequired).toBe(false);
    expect(answer.data.lateApprovals).toEqual([
      {
        paymentId: lateId,
        amount: 10600,
        currency: 'ARS',
        approvedAt: '2025-06-10T15:00:00.000Z',
        recordedAt: '2025-06-10T15:00:00.000Z',
        reason: 'rejected',
        refundRequired: false,
        refund: { id: expect.any(String), amount: 10600, refundedAt: '2025-06-10T15:00:00.000Z' },
      },
    ]);

    // The same late approval notified again, and verified again, is still one record and one refund.
    expect((await notify(t, lateId)).json()).toEqual({
      received: true,
      status: 'rejected',
      refundRequired: false,
    });
    expect((await verified(lateId)).data.lateApprovals).toHaveLength(1);
    const { rows } = await t.db.query<{ status: string }>(
      'SELECT status FROM order_payments WHERE order_id = $1',
      [orderId],
    );
    expect(rows[0]?.status).toBe('rejected');
    expect(await availablePointsOf(t, ana)).toBe(1500);
    await expectBalancesAgreeWithLedger();
  });
});

describe('an approval is credited once', () => {
  it('approve twice: the same notification twice and the verification credit the points once', async () => {
    const placed = await placeCardOrder(t, ana);
    const payment = await payQuietly(t, placed.preferenceId, 'approved');
    const request = notificationRequest(t, payment.id);
    expect((await t.app.inject(request)).json()).toMatchObject({ status: 'approved' });
    expect((await t.app.inject(request)).json()).toMatchObject({ status: 'approved' });
    expect((await notify(t, payment.id)).json()).toMatchObject({ status: 'approved' });
    const answer = await verified(payment.id);
    expect(answer).toMatchObject({ status: 'approved', message: OUTCOME_MESSAGES.approved });
    expect(answer.data).toMatchObject({ refundRequired: false, lateApprovals: [] });
    expect(await ledgerOf(t, placed.data._id)).toEqual([{ entry: 'cashback', points: 1430 }]);
    expect(await availablePointsOf(t, ana)).toBe(3700 + 1430);
    await expectBalancesAgreeWithLedger();
  });

  it('the webhook and the verification racing at once settle the approval once', async () => {
    const placed = await placeCardOrder(t, ana);
    const payment = await payQuietly(t, placed.preferenceId, 'approved');
    const answers = await Promise.all([
      notify(t, payment.id),
      verify(t, ana, placed.data._id),
      notify(t, payment.id),
      verify(t, ana, payment.id),
      notify(t, payment.id),
      verify(t, ana, placed.preferenceId),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json<{ status: string }>().status])).toEqual(
      Array.from({ length: 6 }, () => [200, 'approved']),
    );
    expect(await ledgerOf(t, placed.data._id)).toEqual([{ entry: 'cashback', points: 1430 }]);
    expect(await availablePointsOf(t, ana)).toBe(3700 + 1430);
    await expectBalancesAgreeWithLedger();
  });

  it('the webhook and the verification racing on a rejection give the points back once', async () => {
    const placed = await placeCardOrder(t, ana, burgerOrder(['points', 'mercadoPago']));
    const payment = await payQuietly(t, placed.preferenceId, 'rejected');
    const answers = await Promise.all([
      notify(t, payment.id),
      verify(t, ana, placed.data._id),
      notify(t, payment.id),
      verify(t, ana, payment.id),
    ]);
    expect(answers.map((answer) => answer.json<{ status: string }>().status)).toEqual([
      'rejected',
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(await ledgerOf(t, placed.data._id)).toEqual([
      { entry: 'points_debit', points: -3700 },
      { entry: 'points_refund', points: 3700 },
    ]);
    expect(await availablePointsOf(t, ana)).toBe(3700);
  });
});

describe('points never go below 0', () => {
  it('two orders spending the same points at once: one is placed, the others refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => sendOrder(t, ana, burgerOrder(['points', 'mercadoPago']))),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes[0]).toBe(201);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toEqual({ message: POINTS_CHANGED });
    }
    expect(codes.every((code) => [201, 400, 409].includes(code))).toBe(true);
    expect(await availablePointsOf(t, ana)).toBe(0);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM points_ledger WHERE user_id = 'usr-demo-sabores' AND entry = 'points_debit'`,
    );
    expect(rows[0]?.n).toBe(1);
    await expectBalancesAgreeWithLedger();
  });

  it('the database refuses a debit that would leave the balance below 0, whoever writes it', async () => {
    const insert = (id: string, points: number, status: string | null = null) =>
      insertAnaLedgerRow(t.db, { id, points, status });
    const overdraft = await insert('pts-overdraft', -3701).catch((error: unknown) => error);
    expect(isPointsOverdraft(overdraft)).toBe(true);
    await insert('pts-all', -3700);
    expect(await availablePointsOf(t, ana)).toBe(0);
    expect(isPointsOverdraft(await insert('pts-one-more', -1).catch((error: unknown) => error))).toBe(true);
    // a pending movement does not count, a credit is always taken
    await insert('pts-pending', -50, 'pending');
    await insert('pts-credit', 10);
    expect(await availablePointsOf(t, ana)).toBe(10);
    await expectBalancesAgreeWithLedger();
  });

  it('two transactions debiting the same points at once: the second is refused after the first commits', async () => {
    const debit = (points: number, holdMs: number) =>
      t.db.transaction(async (tx) => {
        await insertAnaLedgerRow(tx, { id: `pts-${randomUUID()}`, points: -points });
        await new Promise((resolve) => setTimeout(resolve, holdMs));
      });
    const first = debit(3000, 300);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const results = await Promise.allSettled([first, debit(3000, 0)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    const refused = results[1];
    expect(refused?.status === 'rejected' && isPointsOverdraft(refused.reason)).toBe(true);
    expect(await availablePointsOf(t, ana)).toBe(700);
    await expectBalancesAgreeWithLedger();
  });

  it('the ledger stays append-only: movements are never updated nor deleted', async () => {
    await expect(t.db.query(`UPDATE points_ledger SET points = 0 WHERE id = 'pts-sab-04'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query(`DELETE FROM points_ledger WHERE id = 'pts-sab-04'`)).rejects.toThrow(
      /append-only/,
    );
    await expectBalancesAgreeWithLedger();
  });

  it(
    'a balance left below 0 before migration 053 is kept: it can be paid back, not spent',
    async () => {
      const db = await openTestDatabase();
      try {
        const migrations = loadMigrations();
        // every migration but 053 (the seed writes columns that later migrations add), then 053
        await migrate(
          db,
          migrations.filter((migration) => migration.version !== 53),
        );
        await seed(db);
        // what a late approval used to do: take Ana's 3700 points again after she had spent them
        await insertAnaLedgerRow(db, { id: 'pts-old-redebit', points: -5920 });
        await migrate(db, migrations);
        const balance = async () =>
          (
            await db.query<{ balance: number }>(
              `SELECT balance FROM points_balances WHERE user_id = 'usr-demo-sabores'`,
            )
          ).rows[0]?.balance;
        expect(await balance()).toBe(-2220);
        const insert = (id: string, points: number) =>
          insertAnaLedgerRow(db, { id, points, reason: 'cashback' });
        await insert('pts-credit-1', 220);
        expect(await balance()).toBe(-2000);
        expect(isPointsOverdraft(await insert('pts-debit-1', -1).catch((error: unknown) => error))).toBe(
          true,
        );
      } finally {
        await db.close();
      }
    },
    DB_TIMEOUT_MS,
  );
});
