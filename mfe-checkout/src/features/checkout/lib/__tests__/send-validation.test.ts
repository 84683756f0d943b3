import { cartSchema, type Cart } from 'shared-contracts/entities';
import { SEND_MESSAGES, sendOrderProblems } from '../send-validation';

const line = { _id: 'p1', orderProductId: 'op1', name: 'Milanesa', sku: 'MIL', price: 1000, quantity: 1 };
const cart = (fields: Partial<Cart> = {}) =>
  cartSchema.parse({ draftOrderId: 'd1', products: [line], ...fields });
const check = (fields: Partial<Cart>, extra: Partial<Parameters<typeof sendOrderProblems>[0]> = {}) =>
  sendOrderProblems({
    cart: cart(fields),
    subtotal: 1000,
    conditions: { minimoCompra: 0 },
    pickupError: null,
    paymentMethodCount: 1,
    ...extra,
  });

describe('send order requirements (spec 000 section 5)', () => {
  it("'Debe seleccionar un tipo de consumo'", () => {
    expect(check({})).toEqual(['Debe seleccionar un tipo de consumo']);
  });

  it("'Debe ingresar su mesa' for local without a table", () => {
    expect(check({ consumeType: 'local' })).toEqual(['Debe ingresar su mesa']);
    expect(check({ consumeType: 'local', table: '3', tableId: 'mesa-3' })).toEqual([]);
  });

  it("'Debe seleccionar una dirección de entrega', then 'Debe seleccionar una opción de entrega'", () => {
    expect(check({ consumeType: 'delivery' })).toEqual(['Debe seleccionar una dirección de entrega']);
    expect(check({ consumeType: 'delivery', address: { deliveryAddressId: 'a1' } })).toEqual([
      'Debe seleccionar una opción de entrega',
    ]);
    expect(
      check({
        consumeType: 'delivery',
        address: { deliveryAddressId: 'a1' },
        deliveryOption: { id: 'd', costoEnvio: 1 },
      }),
    ).toEqual([]);
  });

  it("'No cumple con el mínimo de compra para delivery' for delivery types only", () => {
    const ready = { address: { deliveryAddressId: 'a1' }, deliveryOption: { id: 'd', costoEnvio: 1 } };
    expect(
      check({ consumeType: 'delivery_propio', ...ready }, { conditions: { minimoCompra: 1500 } }),
    ).toEqual(['No cumple con el mínimo de compra para delivery']);
    expect(
      check({ consumeType: 'takeaway', pickUpTime: 'x' }, { conditions: { minimoCompra: 1500 } }),
    ).toEqual([]);
  });

  it('the pickup time rule for takeaway, and no payment method', () => {
    expect(
      check({ consumeType: 'takeaway' }, { pickupError: 'Debe seleccionar una hora de retiro' }),
    ).toEqual(['Debe seleccionar una hora de retiro']);
    expect(check({ consumeType: 'local', tableId: 'mesa-1' }, { paymentMethodCount: 0 })).toEqual([
      SEND_MESSAGES.noPaymentMethods,
    ]);
  });

  it("an empty order: 'No hay productos en la orden'", () => {
    expect(
      sendOrderProblems({
        cart: cartSchema.parse({ consumeType: 'local', tableId: 'mesa-1' }),
        subtotal: 0,
        conditions: null,
        pickupError: null,
        paymentMethodCount: 1,
      }),
    ).toEqual(['No hay productos en la orden']);
  });
});
