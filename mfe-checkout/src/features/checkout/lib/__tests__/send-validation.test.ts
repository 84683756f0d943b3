import { cartSchema, type Cart } from 'shared-contracts/entities';
import { PICKUP_MESSAGES, pickupProblemMessage } from 'shared-contracts/pickup-time';
import es from '../../../../locales/es.json';
import en from '../../../../locales/en.json';
import {
  SEND_MESSAGES,
  branchTakesOrders,
  sendOrderProblems,
  sendProblemText,
  type SendProblem,
} from '../send-validation';

/** The spec's Spanish for a problem (what the Spanish locale must say). */
const sendProblemMessage = (problem: SendProblem): string =>
  problem.rule === 'pickup' ? pickupProblemMessage(problem.pickup) : SEND_MESSAGES[problem.rule];

const line = { _id: 'p1', orderProductId: 'op1', name: 'Milanesa', sku: 'MIL', price: 1000, quantity: 1 };
const cart = (fields: Partial<Cart> = {}) =>
  cartSchema.parse({ draftOrderId: 'd1', products: [line], ...fields });
/** The problems in the spec's Spanish. */
const check = (fields: Partial<Cart>, extra: Partial<Parameters<typeof sendOrderProblems>[0]> = {}) =>
  sendOrderProblems({
    cart: cart(fields),
    subtotal: 1000,
    conditions: { minimoCompra: 0 },
    pickupProblem: null,
    paymentMethodCount: 1,
    ...extra,
  }).map(sendProblemMessage);

describe('send order requirements (spec 000 section 5)', () => {
  it('item 3: a closed branch blocks the send, whatever else is ready', () => {
    const ready = { consumeType: 'local' as const, table: '3', tableId: 'mesa-3' };
    expect(check(ready, { branchOpen: false })).toEqual(['La sucursal está cerrada en este momento.']);
    expect(check(ready, { branchOpen: true })).toEqual([]);
    expect(branchTakesOrders({ status: 'close' })).toBe(false);
    expect(branchTakesOrders({ status: 'opening_soon' })).toBe(false);
    expect(branchTakesOrders({ status: 'closing_soon' })).toBe(true);
    expect(branchTakesOrders({ status: 'open' })).toBe(true);
  });

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
    expect(check({ consumeType: 'takeaway' }, { pickupProblem: { rule: 'required' } })).toEqual([
      'Debe seleccionar una hora de retiro',
    ]);
    expect(
      check(
        { consumeType: 'takeaway', pickUpTime: 'x' },
        { pickupProblem: { rule: 'outsideHours', open: '12:00', close: '16:00' } },
      ),
    ).toEqual(['El horario seleccionado está fuera del horario de atención (12:00 - 16:00)']);
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
        pickupProblem: null,
        paymentMethodCount: 1,
      }).map(sendProblemMessage),
    ).toEqual(['No hay productos en la orden']);
  });
});

describe('the problems in the customer’s language (issue 12: the send messages were Spanish only)', () => {
  /** A `t` over one locale file, as i18next reads `{{name}}` values. */
  const tOf =
    (locale: Record<string, unknown>) =>
    (key: string, values: Record<string, string> = {}): string => {
      const text = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale);
      if (typeof text !== 'string') throw new Error(`missing ${key}`);
      return text.replace(/\{\{(\w+)\}\}/gu, (_, name: string) => values[name] ?? '');
    };

  it('the Spanish locale is the spec’s text, every message and every pickup rule', () => {
    expect(es.send.problems).toEqual(SEND_MESSAGES);
    const spanish = sendProblemText(tOf(es));
    for (const rule of Object.keys(PICKUP_MESSAGES) as (keyof typeof PICKUP_MESSAGES)[]) {
      const problem = { rule: 'pickup', pickup: { rule } } as const;
      expect(spanish(problem)).toBe(sendProblemMessage(problem));
    }
    const outside = {
      rule: 'pickup',
      pickup: { rule: 'outsideHours', open: '19:00', close: '02:00' },
    } as const;
    expect(spanish(outside)).toBe(
      'El horario seleccionado está fuera del horario de atención (19:00 - 02:00)',
    );
  });

  it('in English the same problems read in English, with the hours', () => {
    const english = sendProblemText(tOf(en));
    expect(english({ rule: 'table' })).toBe('Enter your table');
    expect(english({ rule: 'pickup', pickup: { rule: 'tooSoon' } })).toBe(
      'The time must be at least 15 minutes from now',
    );
    expect(english({ rule: 'pickup', pickup: { rule: 'outsideHours', open: '19:00', close: '02:00' } })).toBe(
      'The selected time is outside opening hours (19:00 - 02:00)',
    );
  });
});
