import { MAX_LINE_UNITS } from '../cart';
import {
  BODY_NOT_OBJECT,
  MAX_ORDER_LINES,
  ORDER_PAYLOAD_MESSAGES as M,
  idField,
  orderPayloadSchema,
  type OrderPayloadInput,
} from '../order-payload';

const order: OrderPayloadInput = {
  idCliente: ' u1 ',
  idMarca: 'marca-1',
  idLocal: 'suc-1',
  storeId: 'store-1',
  total: 18000,
  type: 'mesa',
  mesa: 4,
  metodoDePago: 'cash',
  orderPayment: [
    {
      sku: 'HAM',
      quantity: 2,
      customization: { ingredients: { 'PAN-7': { sku: 'PAN', quantity: 1, category: { id: 7 } } } },
    },
  ],
};

const messages = (value: unknown) =>
  orderPayloadSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('the order creation payload (spec 000 section 3, ADR 045)', () => {
  it('parses what the API reads: ids trimmed, category ids as text, a new order by default', () => {
    const parsed = orderPayloadSchema.parse(order);
    expect(parsed.idCliente).toBe('u1');
    expect(parsed.orderChangeState).toBe('new');
    expect(parsed.orderPayment[0]?.customization?.ingredients?.['PAN-7']?.category.id).toBe('7');
  });

  it('drops the fields nothing reads instead of refusing them', () => {
    const parsed = orderPayloadSchema.parse({
      ...order,
      domain: 'x'.repeat(300),
      printed: 'yes',
      orderPayment: [{ sku: 'HAM', quantity: 1, name: 'Hamburguesa' }],
    });
    expect(parsed).not.toHaveProperty('domain');
    expect(parsed).not.toHaveProperty('printed');
    expect(parsed.orderPayment[0]).not.toHaveProperty('name');
  });

  it('answers in Spanish, one message a field', () => {
    expect(messages('pedido')).toEqual([BODY_NOT_OBJECT]);
    expect(messages({ ...order, idCliente: undefined })).toEqual(['Falta el id del cliente.']);
    expect(messages({ ...order, storeId: 'a b' })).toEqual(['El id del local (storeId) no es válido.']);
    expect(messages({ ...order, orderPayment: [] })).toEqual([M.noProducts]);
    expect(messages({ ...order, orderPayment: [{ sku: 'HAM', quantity: 0 }] })).toEqual([M.quantity]);
    expect(messages({ ...order, orderPayment: [{ sku: 'HAM', quantity: MAX_LINE_UNITS + 1 }] })).toEqual([
      M.quantityMax,
    ]);
    expect(
      messages({ ...order, orderPayment: Array(MAX_ORDER_LINES + 1).fill(order.orderPayment[0]) }),
    ).toEqual([M.tooManyLines]);
    expect(messages({ ...order, type: 'local' })).toEqual([M.type]);
    expect(messages({ ...order, metodoDePago: ['points', 'cash', 'transfer'] })).toEqual([M.payment]);
    expect(messages({ ...order, orderChangeState: 'edit' })).toEqual([M.changeState]);
  });

  it('idField names what is missing and what is not valid', () => {
    const field = idField('el id del pedido');
    expect(field.safeParse('').error?.issues[0]?.message).toBe('Falta el id del pedido.');
    expect(field.safeParse('p/1').error?.issues[0]?.message).toBe('El id del pedido no es válido.');
    expect(field.parse(' p-1 ')).toBe('p-1');
  });
});
