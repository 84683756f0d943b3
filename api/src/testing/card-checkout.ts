import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { PaymentOutcome, ProviderPayment } from '../features/payments/payment-provider';
import { SANDBOX_PAY_PATH } from '../features/payments/sandbox-checkout';
import { paymentNotificationRequest } from '../features/payments/sandbox-notifications';
import { SandboxPaymentProvider } from '../features/payments/sandbox-provider';
import { SANDBOX_WEBHOOK_SECRET } from '../features/payments/webhook-signature';
import type { TestApp } from './test-app';

/*
 * The card journey for tests: orders' payloads (a card order of Ana's, a table's, Andina's), the sandbox checkout's buttons, the provider's
 * books written without a notification (what Mercado Pago holds before its webhook arrives), signed
 * notifications, and the customer's verification.
 */

export const bearer = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});

/** A takeaway burger at Palermo, 14300 (11900 + 2 × 1200), paid by `metodoDePago`. */
export const burgerOrder = (
  metodoDePago: string | string[] = 'mercadoPago',
  idCliente = 'usr-demo-sabores',
) => ({
  idCliente,
  idMarca: 'marca-sabores',
  idLocal: 'suc-palermo',
  storeId: 'store-palermo',
  type: 'takeaway',
  metodoDePago,
  orderChangeState: 'new',
  // half an hour after the test clock's noon
  horaRetiro: '2025-06-10T12:30:00-03:00',
  total: 14300,
  orderPayment: [
    {
      sku: 'SAB-040',
      quantity: 1,
      customization: {
        ingredients: {
          'OPT-A-PUNTO-prod-sab-040-g1': {
            sku: 'OPT-A-PUNTO',
            quantity: 1,
            category: { id: 'prod-sab-040-g1' },
          },
        },
        aditionals: {
          'OPT-HUEVO-prod-sab-040-g2': { sku: 'OPT-HUEVO', quantity: 2, category: { id: 'prod-sab-040-g2' } },
        },
      },
    },
  ],
});

/** A 2200 water at table 3 of Palermo, paid with points alone. */
export const waterWithPoints = () => ({
  idCliente: 'usr-demo-sabores',
  idMarca: 'marca-sabores',
  idLocal: 'suc-palermo',
  storeId: 'store-palermo',
  type: 'mesa',
  mesa: '3',
  mesaId: 'mesa-3',
  metodoDePago: 'points',
  total: 2200,
  orderPayment: [{ sku: 'SAB-070', quantity: 1 }],
});

/** Ana's cash order at table 5 of Palermo (the pizza is 13500 at the table, the water 2200); `extra` overrides. */
export const tableOrder = (orderPayment: object[], total: number, extra: Record<string, unknown> = {}) => ({
  idCliente: 'usr-demo-sabores',
  idMarca: 'marca-sabores',
  idLocal: 'suc-palermo',
  storeId: 'store-palermo',
  type: 'mesa',
  mesa: '5',
  mesaId: 'mesa-5',
  metodoDePago: 'cash',
  orderChangeState: 'new',
  total,
  orderPayment,
  ...extra,
});

/**
 * Two AND-001 of Andina Mayorista's demo customer (the b2b tier: 104400) for pickup at Barracas half
 * an hour after the test clock's noon, paid by transfer; without a total.
 */
export const andinaOrder = () => ({
  idCliente: 'usr-demo-andina',
  idMarca: 'marca-andina',
  idLocal: 'suc-andina-barracas',
  storeId: 'store-andina-barracas',
  type: 'takeaway',
  metodoDePago: 'transfer',
  orderChangeState: 'new',
  horaRetiro: '2025-06-10T12:30:00-03:00',
  orderPayment: [{ sku: 'AND-001', quantity: 2 }],
});

export interface PlacedCardOrder {
  preferenceId: string;
  checkoutUrl: string;
  data: { _id: string; idOrder: number; paymentStatus: string; account: { pointsToUse: number } };
}

export function sendOrder(t: TestApp, token: string, payload: object, key = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pedido/sendorder',
    payload,
    headers: { ...bearer(token), 'idempotency-key': key },
  });
}

export async function placeCardOrder(t: TestApp, token: string, payload: object = burgerOrder()) {
  const response = await sendOrder(t, token, payload);
  if (response.statusCode !== 201) throw new Error(`order not placed: ${response.body}`);
  return response.json<PlacedCardOrder>();
}

/** Presses a button of the sandbox checkout page; answers where the buyer is sent back. */
export async function pressOnCheckout(t: TestApp, preferenceId: string, outcome: string): Promise<URL> {
  const response = await t.app.inject({
    method: 'POST',
    url: SANDBOX_PAY_PATH,
    payload: new URLSearchParams({ pref_id: preferenceId, outcome }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (response.statusCode !== 303) throw new Error(`the checkout answered ${response.statusCode}`);
  return new URL(String(response.headers.location), 'http://localhost:3000');
}

/**
 * A payment in the sandbox provider's books only: what Mercado Pago holds before its notification
 * reaches the server (nothing is sent).
 */
export async function payQuietly(
  t: TestApp,
  preferenceId: string,
  outcome: PaymentOutcome,
): Promise<ProviderPayment> {
  const sandbox = new SandboxPaymentProvider(t.db, t.clock);
  const preference = await sandbox.findPreference(preferenceId);
  if (!preference) throw new Error(`no preference ${preferenceId}`);
  return sandbox.pay(preference, outcome);
}

export interface NotificationOptions {
  secret?: string;
  /** ms since the epoch; the test clock's now by default */
  ts?: string;
  requestId?: string;
  /** headers that replace the signed ones (undefined drops one) */
  headers?: Record<string, string | undefined>;
  type?: string;
}

/** The signed request Mercado Pago's webhook sends for a payment, as the sandbox sends it. */
export function notificationRequest(t: TestApp, paymentId: string, options: NotificationOptions = {}) {
  const request = paymentNotificationRequest(options.secret ?? SANDBOX_WEBHOOK_SECRET, paymentId, {
    now: t.clock.now(),
    ...(options.requestId ? { requestId: options.requestId } : {}),
    ...(options.ts ? { ts: options.ts } : {}),
    ...(options.type ? { type: options.type } : {}),
  });
  const signed: Record<string, string | undefined> = { ...request.headers, ...options.headers };
  const headers = Object.fromEntries(
    Object.entries(signed).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return { ...request, headers };
}

export function notify(
  t: TestApp,
  paymentId: string,
  options: NotificationOptions = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject(notificationRequest(t, paymentId, options));
}

export interface VerificationAnswer {
  status: string;
  message: string;
  data: {
    order: {
      _id: string;
      paymentStatus: string;
      orderStatus: string;
      activeOrder: boolean;
      account: { refunded?: number; refundPending?: number };
    };
    payment: { id: string; status: string; amount: number } | null;
    refundRequired: boolean;
    lateApprovals: {
      paymentId: string;
      amount: number;
      currency: string;
      reason: 'rejected' | 'already_paid';
      refundRequired: boolean;
      refund: { id: string; amount: number; refundedAt: string } | null;
    }[];
  };
}

export function verify(t: TestApp, token: string | null, idPayment: string, idLocal = 'suc-palermo') {
  return t.app.inject({
    method: 'POST',
    url: '/api/pedido/verificationordersend',
    payload: { idPayment, idLocal },
    headers: bearer(token),
  });
}

export async function availablePointsOf(t: TestApp, token: string, userId = 'usr-demo-sabores') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/points/${userId}`,
    headers: bearer(token),
  });
  return response.json<{ data: { availablePoints: number } }>().data.availablePoints;
}

/** The order's ledger rows, by entry. */
export async function ledgerOf(t: TestApp, orderId: string) {
  const { rows } = await t.db.query<{ entry: string; points: number }>(
    'SELECT entry, points FROM points_ledger WHERE order_id = $1 ORDER BY entry',
    [orderId],
  );
  return rows.map((row) => ({ entry: row.entry, points: Number(row.points) }));
}

export async function orderState(t: TestApp, orderId: string) {
  const { rows } = await t.db.query<{ payment_status: string; order_status: string; active_order: boolean }>(
    'SELECT payment_status, order_status, active_order FROM orders WHERE id = $1',
    [orderId],
  );
  return rows[0];
}
