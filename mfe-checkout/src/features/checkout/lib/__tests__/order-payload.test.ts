import { cartSchema, type Cart } from 'shared-contracts/entities';
import { ORDER_PAYLOAD_MESSAGES, orderPayloadSchema } from 'shared-contracts/order-payload';
import { buildOrderPayload, orderFingerprint, paymentOfOrder } from '../order-payload';
import { forgetSubmission, submissionFor } from '../order-submission';

const line = {
  _id: 'p1',
  orderProductId: 'op1',
  name: 'Hamburguesa',
  sku: 'HAM',
  price: 9000,
  quantity: 2,
  comments: 'sin sal',
  customization: {
    ingredients: { 'PAN-c1': { name: 'Pan', sku: 'PAN', price: 0, quantity: 1, category: { id: 'c1' } } },
    aditionals: {},
  },
};
const base = (fields: Partial<Cart>) =>
  buildOrderPayload({
    cart: cartSchema.parse({ draftOrderId: 'd1', products: [line], ...fields }),
    user: { _id: 'u1' },
    brandId: 'marca-1',
    domain: 'sabores.localhost',
    localId: 'suc-1',
    storeId: 'store-1',
    total: 18000,
    availablePoints: 0,
    update: false,
  });

describe('order creation payload (spec 000 section 3)', () => {
  it('a table order names its table and pays cash', () => {
    const payload = base({
      consumeType: 'local',
      table: '4',
      tableId: 'mesa-4',
      paymentMethod: { type: 'cash' },
    });
    expect(payload).toMatchObject({
      idCliente: 'u1',
      idMarca: 'marca-1',
      idLocal: 'suc-1',
      storeId: 'store-1',
      type: 'mesa',
      mesa: '4',
      mesaId: 'mesa-4',
      metodoDePago: 'cash',
      deliveryAddressId: null,
      horaRetiro: null,
      orderChangeState: 'new',
    });
    expect(payload.orderPayment[0]).toMatchObject({ sku: 'HAM', quantity: 2, comments: 'sin sal' });
  });

  it('delivery sends the saved address, the delivery option and its cost; takeaway its pickup time', () => {
    expect(
      base({
        consumeType: 'delivery',
        address: { deliveryAddressId: 'a1' },
        deliveryOption: { id: 'delivery', costoEnvio: 2500 },
        paymentMethod: { type: 'mercadoPago' },
      }),
    ).toMatchObject({
      type: 'delivery',
      deliveryAddressId: 'a1',
      shipping_type_id: 'delivery',
      costoEnvio: 2500,
      mesa: null,
    });
    expect(base({ consumeType: 'takeaway', pickUpTime: '2026-11-24T20:00:00-03:00' })).toMatchObject({
      type: 'takeaway',
      horaRetiro: '2026-11-24T20:00:00-03:00',
    });
  });

  it('points pay alone when they cover the total, else with cash at the table (spec 000 section 9)', () => {
    expect(paymentOfOrder('points', { total: 900, availablePoints: 1000 })).toBe('points');
    expect(paymentOfOrder('points', { total: 7700, availablePoints: 1500 })).toEqual(['points', 'cash']);
    expect(paymentOfOrder('transfer', { total: 7700, availablePoints: 1500 })).toBe('transfer');
  });

  it('an update of an unpaid table order flags the lines newProduct', () => {
    const payload = buildOrderPayload({
      cart: cartSchema.parse({
        draftOrderId: 'd1',
        products: [line],
        consumeType: 'local',
        tableId: 'mesa-4',
      }),
      user: { _id: 'u1' },
      brandId: 'm',
      domain: 'd',
      localId: 'l',
      storeId: 's',
      total: 1,
      availablePoints: 0,
      update: true,
    });
    expect(payload.orderChangeState).toBe('update');
    expect(payload.orderPayment[0]).toMatchObject({ newProduct: true });
  });
});

describe('the payload is what the API parses (shared-contracts/order-payload, ADR 045)', () => {
  const table = {
    consumeType: 'local',
    table: '4',
    tableId: 'mesa-4',
    paymentMethod: { type: 'cash' },
  } as const;

  it('a real cart of each type passes the schema the API validates it with', () => {
    const carts: Partial<Cart>[] = [
      table,
      {
        consumeType: 'delivery',
        address: { deliveryAddressId: 'a1' },
        deliveryOption: { id: 'delivery', costoEnvio: 2500 },
        paymentMethod: { type: 'mercadoPago' },
        observations: ' sin cebolla ',
        crossSelling: true,
      },
      {
        consumeType: 'takeaway',
        pickUpTime: '2026-11-24T20:00:00-03:00',
        paymentMethod: { type: 'transfer' },
      },
      { ...table, paymentMethod: { type: 'points' } },
    ];
    for (const fields of carts) {
      const result = orderPayloadSchema.safeParse(base(fields));
      expect(result.error?.issues).toBeUndefined();
      expect(result.success).toBe(true);
    }
    const parsed = orderPayloadSchema.parse(base(table));
    expect(parsed.orderPayment[0]?.customization?.ingredients?.['PAN-c1']).toEqual({
      sku: 'PAN',
      quantity: 1,
      category: { id: 'c1' },
    });
  });

  it("sends the schema's fields and the six spec-only ones the API drops, nothing else", () => {
    const payload = base(table);
    const specOnly = Object.keys(payload).filter((field) => !(field in orderPayloadSchema.shape));
    expect(specOnly.sort()).toEqual([
      'customerCuit',
      'customerIdentificationSystem',
      'domain',
      'printed',
      'recomendedProduct',
      'shipping_type_id',
    ]);
    const parsed = orderPayloadSchema.parse(payload);
    for (const field of specOnly) expect(parsed).not.toHaveProperty(field);
    expect(parsed.orderPayment[0]).not.toHaveProperty('name');
  });

  it("a line of quantity 0 is refused with the API's Spanish message", () => {
    const payload = buildOrderPayload({
      cart: cartSchema.parse({ draftOrderId: 'd1', products: [{ ...line, quantity: 0 }], ...table }),
      user: { _id: 'u1' },
      brandId: 'marca-1',
      domain: 'sabores.localhost',
      localId: 'suc-1',
      storeId: 'store-1',
      total: 0,
      availablePoints: 0,
      update: false,
    });
    const result = orderPayloadSchema.safeParse(payload);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['orderPayment', 0, 'quantity'],
        message: 'La cantidad debe ser un número entero de al menos 1.',
      }),
    ]);
    expect(ORDER_PAYLOAD_MESSAGES.quantity).toBe('La cantidad debe ser un número entero de al menos 1.');
  });

  it('a cart without a consumption type is refused with the message the checkout shows', () => {
    const result = orderPayloadSchema.safeParse(base({ paymentMethod: { type: 'cash' } }));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Debe seleccionar un tipo de consumo',
    ]);
  });
});

describe('idempotency key kept with the draft order', () => {
  beforeEach(() => {
    localStorage.clear();
    forgetSubmission();
  });

  const request = (fields: Partial<Cart>, update = false, availablePoints = 0) => {
    const payload = buildOrderPayload({
      cart: cartSchema.parse({ draftOrderId: 'd1', products: [line], ...fields }),
      user: { _id: 'u1' },
      brandId: 'marca-1',
      domain: 'sabores.localhost',
      localId: 'suc-1',
      storeId: 'store-1',
      total: 18000,
      availablePoints,
      update,
    });
    const method = (fields.paymentMethod as { type: 'cash' | 'points' } | undefined)?.type ?? null;
    return { payload, fingerprint: orderFingerprint(payload, method) };
  };
  const table = {
    consumeType: 'local' as const,
    table: '4',
    tableId: 'mesa-4',
    paymentMethod: { type: 'cash' as const },
  };

  it('the same draft order gets the same key, across a reload (local storage)', () => {
    const first = submissionFor('draft-1', request(table), () => 'aaa');
    expect(first.key).toBe('order-aaa');
    expect(submissionFor('draft-1', request(table), () => 'bbb').key).toBe('order-aaa');
    expect(JSON.parse(localStorage.getItem('multimarca.orderSubmission') ?? '{}')).toMatchObject({
      draftOrderId: 'draft-1',
      key: 'order-aaa',
    });
  });

  it('a retry of an unchanged order sends the first request again, though the table now has an open order to add to', () => {
    const first = submissionFor('draft-1', request(table), () => 'aaa');
    expect(first.payload.orderChangeState).toBe('new');
    // the first attempt reached the API: the checkout would now build an update of the open table order
    const retry = submissionFor('draft-1', request(table, true), () => 'bbb');
    expect(retry).toEqual({ key: 'order-aaa', payload: first.payload });
  });

  it('points spent by the first attempt do not make the retry a different order', () => {
    const withPoints = { ...table, paymentMethod: { type: 'points' as const } };
    const first = submissionFor('draft-1', request(withPoints, false, 50000), () => 'aaa');
    expect(first.payload.metodoDePago).toBe('points');
    const retry = submissionFor('draft-1', request(withPoints, false, 0), () => 'bbb');
    expect(retry).toEqual({ key: 'order-aaa', payload: first.payload });
  });

  it('an order the customer changed since the last attempt is a new request with a new key', () => {
    submissionFor('draft-1', request(table), () => 'aaa');
    const changed = submissionFor('draft-1', request({ ...table, observations: 'sin hielo' }), () => 'bbb');
    expect(changed.key).toBe('order-bbb');
    expect(changed.payload.comments).toBe('sin hielo');
  });

  it('a new draft order, or a forgotten submission, gets a new key', () => {
    submissionFor('draft-1', request(table), () => 'aaa');
    expect(submissionFor('draft-2', request(table), () => 'bbb').key).toBe('order-bbb');
    forgetSubmission();
    expect(submissionFor('draft-2', request(table), () => 'ccc').key).toBe('order-ccc');
  });

  it('full local storage keeps the key in memory for the page', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(submissionFor('draft-9', request(table), () => 'mem').key).toBe('order-mem');
      expect(submissionFor('draft-9', request(table), () => 'other').key).toBe('order-mem');
    } finally {
      setItem.mockRestore();
    }
  });
});
