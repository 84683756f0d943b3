import path from 'node:path';
import { CARD_CHECKOUT_FAILED } from '../features/payments/card-checkout';
import { MercadoPagoProvider } from '../features/payments/mercado-pago-provider';
import { PaymentProviderError } from '../features/payments/payment-provider';
import type { PreferenceRequest } from '../features/payments/payment-provider';
import { createTestApp, DB_TIMEOUT_MS, signInDemoCustomer } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { recordedFixtures } from '../testing/recorded-fetch';

const { fixture, fixtureJson, recordedFetch } = recordedFixtures(
  path.join(__dirname, 'fixtures/mercado-pago'),
);

const API = 'https://api.mercadopago.com';
const ORDER = 'ord-3f1c2b4a-5d6e-7f80-91a2-b3c4d5e6f708';

const request: PreferenceRequest = {
  externalReference: ORDER,
  title: 'Pedido en Sabores del Sur',
  amount: 14300,
  currency: 'ARS',
  payerEmail: 'cliente@saboresdelsur.com.ar',
  backUrls: {
    success: 'https://saboresdelsur.com.ar/checkout',
    failure: 'https://saboresdelsur.com.ar/checkout',
    pending: 'https://saboresdelsur.com.ar/checkout',
  },
  expiresAt: new Date('2025-06-11T15:00:00Z'),
  idempotencyKey: ORDER,
};

describe('MercadoPagoProvider: refunds and closing a preference (issue 29 item 3)', () => {
  const PREFERENCE = '202809963-a2f7e1c4-9b3d-4e8a-8c21-5f0d6b7e9a13';

  it('refunds a payment whole with POST /v1/payments/{id}/refunds and the idempotency key', async () => {
    const { fetch, calls } = recordedFetch({
      [`POST ${API}/v1/payments/1320000777/refunds`]: { status: 201, file: 'refund-created' },
    });
    const provider = new MercadoPagoProvider({ accessToken: 'APP_USR-test-token', fetch });
    const refund = await provider.refundPayment('1320000777', {
      idempotencyKey: `refund-${ORDER}-1320000777`,
    });
    expect(refund).toEqual({ id: '1009042015', paymentId: '1320000777', amount: 14300, status: 'approved' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers).toMatchObject({
      Authorization: 'Bearer APP_USR-test-token',
      'X-Idempotency-Key': `refund-${ORDER}-1320000777`,
    });
    // no body: the whole amount
    expect(calls[0]?.body ?? null).toBeNull();
  });

  it('a refused refund is a PaymentProviderError with its status, and a bad id never reaches Mercado Pago', async () => {
    const { fetch, calls } = recordedFetch({
      [`POST ${API}/v1/payments/1320000778/refunds`]: { status: 400, file: 'refund-refused' },
    });
    const provider = new MercadoPagoProvider({ accessToken: 'APP_USR-test-token', fetch });
    await expect(provider.refundPayment('1320000778', { idempotencyKey: 'k' })).rejects.toMatchObject({
      name: 'PaymentProviderError',
      status: 400,
    });
    await expect(provider.refundPayment('../x', { idempotencyKey: 'k' })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    expect(calls).toHaveLength(1);
  });

  it('closes a preference with PUT /checkout/preferences/{id}, expiring it now', async () => {
    const { fetch, calls } = recordedFetch({
      [`PUT ${API}/checkout/preferences/${PREFERENCE}`]: { status: 200, file: 'preference-closed' },
    });
    const provider = new MercadoPagoProvider({ accessToken: 'APP_USR-test-token', fetch });
    await provider.closePreference(PREFERENCE, new Date('2025-06-10T15:30:00Z'));
    expect(calls[0]?.body).toEqual({ expires: true, expiration_date_to: '2025-06-10T15:30:00.000Z' });
  });
});

describe('MercadoPagoProvider (recorded answers)', () => {
  it('creates a Checkout Pro preference and answers its id and init_point', async () => {
    const { fetch, calls } = recordedFetch({
      [`POST ${API}/checkout/preferences`]: { status: 201, file: 'preference-created' },
    });
    const provider = new MercadoPagoProvider({ accessToken: 'APP_USR-test-token', fetch });
    const preference = await provider.createPreference(request);
    expect(preference).toEqual({
      id: '202809963-a2f7e1c4-9b3d-4e8a-8c21-5f0d6b7e9a13',
      checkoutUrl:
        'https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=202809963-a2f7e1c4-9b3d-4e8a-8c21-5f0d6b7e9a13',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers).toMatchObject({
      Authorization: 'Bearer APP_USR-test-token',
      'Content-Type': 'application/json',
      'X-Idempotency-Key': ORDER,
    });
    expect(calls[0]?.body).toEqual({
      items: [
        { id: ORDER, title: 'Pedido en Sabores del Sur', quantity: 1, unit_price: 14300, currency_id: 'ARS' },
      ],
      external_reference: ORDER,
      back_urls: request.backUrls,
      auto_return: 'approved',
      payer: { email: 'cliente@saboresdelsur.com.ar' },
      expires: true,
      expiration_date_to: '2025-06-11T15:00:00.000Z',
      metadata: { order_id: ORDER },
    });
  });

  it('reads approved, rejected and pending payments by id', async () => {
    const { fetch, calls } = recordedFetch({
      [`GET ${API}/v1/payments/1320456789`]: { status: 200, file: 'payment-approved' },
      [`GET ${API}/v1/payments/1320456790`]: { status: 200, file: 'payment-rejected' },
      [`GET ${API}/v1/payments/1320456791`]: { status: 200, file: 'payment-pending' },
    });
    const provider = new MercadoPagoProvider({ accessToken: 'APP_USR-test-token', fetch });
    expect(await provider.getPayment('1320456789')).toEqual({
      id: '1320456789',
      status: 'approved',
      statusDetail: 'accredited',
      externalReference: ORDER,
      amount: 14300,
      currency: 'ARS',
      paymentType: 'credit_card',
      merchantOrderId: '24012345678',
      dateApproved: '2025-06-10T12:03:12.000-04:00',
    });
    expect(await provider.getPayment('1320456790')).toMatchObject({
      status: 'rejected',
      statusDetail: 'cc_rejected_other_reason',
      dateApproved: null,
    });
    expect(await provider.getPayment('1320456791')).toMatchObject({
      status: 'pending',
      statusDetail: 'pending_waiting_payment',
      paymentType: 'ticket',
    });
    expect(calls.map((c) => c.headers.Authorization)).toEqual(Array(3).fill('Bearer APP_USR-test-token'));
  });

  it('answers null for an unknown payment (404) and for an id that cannot be one, without calling', async () => {
    const { fetch, calls } = recordedFetch({
      [`GET ${API}/v1/payments/1`]: { status: 404, file: 'payment-not-found' },
    });
    const provider = new MercadoPagoProvider({ accessToken: 'APP_USR-test-token', fetch });
    expect(await provider.getPayment('1')).toBeNull();
    expect(await provider.getPayment('ord-123')).toBeNull();
    expect(await provider.getPayment('../checkout/preferences')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('searches the payments of an order by external_reference, newest first', async () => {
    const query = new URLSearchParams({ external_reference: ORDER, sort: 'date_created', criteria: 'desc' });
    const { fetch } = recordedFetch({
      [`GET ${API}/v1/payments/search?${query.toString()}`]: { status: 200, file: 'payments-search' },
    });
    const provider = new MercadoPagoProvider({ accessToken: 'APP_USR-test-token', fetch });
    const payments = await provider.searchPayments(ORDER);
    expect(payments.map((p) => [p.id, p.status])).toEqual([
      ['1320456790', 'rejected'],
      ['1320456789', 'approved'],
    ]);
  });

  it('turns refusals, unreachable servers and malformed answers into PaymentProviderError', async () => {
    const { fetch } = recordedFetch({
      [`GET ${API}/v1/payments/5`]: { status: 401, file: 'unauthorized' },
      [`POST ${API}/checkout/preferences`]: { status: 400, file: 'preference-bad-request' },
      [`GET ${API}/v1/payments/6`]: { status: 200, text: '<html>gateway</html>' },
      [`GET ${API}/v1/payments/7`]: { status: 200, text: '{"id": 7, "status": "approved"}' },
    });
    const provider = new MercadoPagoProvider({ accessToken: 'APP_USR-bad', fetch });
    await expect(provider.getPayment('5')).rejects.toThrow(
      new PaymentProviderError('Mercado Pago rechazó la consulta del pago 5 (401): invalid access token'),
    );
    await expect(provider.createPreference(request)).rejects.toMatchObject({
      name: 'PaymentProviderError',
      status: 400,
      message: expect.stringContaining('back_url.success must be defined'),
    });
    await expect(provider.getPayment('6')).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(provider.getPayment('7')).rejects.toThrow(/sin los datos esperados/);
    await expect(provider.getPayment('8')).rejects.toThrow(/no respondió/);
  });

  it('needs a token', () => {
    expect(() => new MercadoPagoProvider({ accessToken: '' })).toThrow(/access token/);
  });
});

describe('the API with Mercado Pago behind the PaymentProvider interface', () => {
  let t: TestApp;
  let token: string;
  let down = false;
  const preferenceBodies: { external_reference: string; back_urls: unknown }[] = [];
  /** our order id → the payment Mercado Pago holds for it */
  const paid = new Map<string, { status: string; amount: number }>();

  const mercadoPago = (async (input: string | URL | Request, init: RequestInit = {}) => {
    if (down) throw new TypeError('fetch failed');
    const url = new URL(String(input));
    if (init.method === 'POST' && url.pathname === '/checkout/preferences') {
      const body = JSON.parse(String(init.body)) as { external_reference: string; back_urls: unknown };
      preferenceBodies.push(body);
      const answer = fixtureJson('preference-created');
      const id = `202809963-${body.external_reference.slice(4)}`;
      return new Response(
        JSON.stringify({
          ...answer,
          id,
          init_point: `https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=${id}`,
          external_reference: body.external_reference,
        }),
        { status: 201 },
      );
    }
    if (url.pathname === '/v1/payments/search') {
      const reference = String(url.searchParams.get('external_reference'));
      const held = paid.get(reference);
      const payment = fixtureJson(`payment-${held?.status ?? 'approved'}`);
      const results = held
        ? [{ ...payment, external_reference: reference, transaction_amount: held.amount }]
        : [];
      return new Response(
        JSON.stringify({ paging: { total: results.length, limit: 30, offset: 0 }, results }),
        {
          status: 200,
        },
      );
    }
    return new Response(fixture('payment-not-found'), { status: 404 });
  }) as typeof fetch;

  beforeAll(async () => {
    t = await createTestApp({ payments: { mercadoPagoToken: 'APP_USR-test-token', fetch: mercadoPago } });
    token = await signInDemoCustomer(t, 'sabores');
  }, DB_TIMEOUT_MS);

  afterAll(async () => {
    await t?.close();
  });

  const order = {
    idCliente: 'usr-demo-sabores',
    idMarca: 'marca-sabores',
    idLocal: 'suc-palermo',
    storeId: 'store-palermo',
    type: 'takeaway',
    metodoDePago: 'mercadoPago',
    horaRetiro: '2025-06-10T12:30:00-03:00',
    total: 12500,
    orderPayment: [{ sku: 'SAB-030', quantity: 1 }],
  };
  const send = (key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/pedido/sendorder',
      payload: order,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    });

  it('sends the buyer to Mercado Pago and back to the brand, and settles from its answer', async () => {
    const response = await send('mp-order-0001');
    expect(response.statusCode).toBe(201);
    const body = response.json<{ preferenceId: string; checkoutUrl: string; data: { _id: string } }>();
    expect(body.checkoutUrl).toMatch(
      /^https:\/\/www\.mercadopago\.com\.ar\/checkout\/v1\/redirect\?pref_id=/,
    );
    expect(preferenceBodies.at(-1)).toMatchObject({
      external_reference: body.data._id,
      back_urls: { success: 'https://saboresdelsur.com.ar/checkout' },
    });
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/pedido/verificationordersend',
        payload: { idPayment: body.data._id, idLocal: 'suc-palermo' },
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await verify()).json()).toMatchObject({ status: 'pending' });
    // an approved payment of another amount does not pay the order
    paid.set(body.data._id, { status: 'approved', amount: 14300 });
    expect((await verify()).json()).toMatchObject({ status: 'pending' });
    paid.set(body.data._id, { status: 'approved', amount: 12500 });
    expect((await verify()).json()).toMatchObject({
      status: 'approved',
      data: { order: { paymentStatus: 'PAGADO', account: { winPoints: 1250 } } },
    });
  });

  it('answers 502 and writes nothing when Mercado Pago cannot be reached', async () => {
    const count = async () =>
      Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM orders')).rows[0]?.n);
    const before = await count();
    down = true;
    try {
      const response = await send('mp-order-0002');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: CARD_CHECKOUT_FAILED });
    } finally {
      down = false;
    }
    expect(await count()).toBe(before);
    expect((await send('mp-order-0002')).statusCode).toBe(201);
  });
});
