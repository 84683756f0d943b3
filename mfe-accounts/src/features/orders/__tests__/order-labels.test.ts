import { spanish } from '../../../testing/render-accounts';
import { lineOptions } from '../order-lines';
import {
  joinPaymentMethods,
  newestFirst,
  orderDetailLabel,
  orderHeadline,
  orderStatusIcon,
  orderTypeLabel,
  paymentMethodKey,
} from '../order-labels';

const methodName = (method: string) => {
  const key = paymentMethodKey(method);
  return key ? spanish(`orders.paymentMethod.${key}`) : method;
};

describe('order history rules (spec 001 section 4, status values and order types)', () => {
  it('status icon: CANCELADO and RECHAZADO are error; PENDIENTE, PENDIENTE_DE_ESTADO, ACEPTADO and none are warning; others are success', () => {
    expect(orderStatusIcon('CANCELADO')).toBe('error');
    expect(orderStatusIcon('RECHAZADO')).toBe('error');
    expect(orderStatusIcon('PENDIENTE')).toBe('warning');
    expect(orderStatusIcon('PENDIENTE_DE_ESTADO')).toBe('warning');
    expect(orderStatusIcon('ACEPTADO')).toBe('warning');
    expect(orderStatusIcon(null)).toBe('warning');
    expect(orderStatusIcon(undefined)).toBe('warning');
    expect(orderStatusIcon('')).toBe('warning');
    expect(orderStatusIcon('ENVIADO')).toBe('success');
    expect(orderStatusIcon('PAGADO')).toBe('success');
    expect(orderStatusIcon('ENTREGADO')).toBe('success');
  });

  it("detail label: ENVIADO or PAGADO 'Pagaste'; CANCELADO or RECHAZADO 'Cancelada'; PENDIENTE 'Pendiente'; otherwise 'Activa'", () => {
    const label = (status: string | null) => spanish(`orders.detailLabel.${orderDetailLabel(status)}`);
    expect(label('ENVIADO')).toBe('Pagaste');
    expect(label('PAGADO')).toBe('Pagaste');
    expect(label('CANCELADO')).toBe('Cancelada');
    expect(label('RECHAZADO')).toBe('Cancelada');
    expect(label('PENDIENTE')).toBe('Pendiente');
    expect(label('PENDIENTE_DE_ESTADO')).toBe('Activa');
    expect(label('ACEPTADO')).toBe('Activa');
    expect(label(null)).toBe('Activa');
  });

  it("order types: mesa 'En mesa'; delivery and delivery_propio 'Delivery'; takeaway 'Para llevar'; other 'Retiro en el mostrador'", () => {
    const label = (type: string | null) => spanish(`orders.type.${orderTypeLabel(type)}`);
    expect(label('mesa')).toBe('En mesa');
    expect(label('delivery')).toBe('Delivery');
    expect(label('delivery_propio')).toBe('Delivery');
    expect(label('takeaway')).toBe('Para llevar');
    expect(label('local')).toBe('Retiro en el mostrador');
    expect(label(null)).toBe('Retiro en el mostrador');
  });

  it("payment methods: up to two, joined by ' + '", () => {
    expect(joinPaymentMethods(['points', 'cash'], methodName)).toBe('Puntos + Efectivo');
    expect(joinPaymentMethods(['points', 'mercadoPago', 'transfer'], methodName)).toBe(
      'Puntos + Mercado Pago',
    );
    expect(joinPaymentMethods('transferencia', methodName)).toBe('Transferencia');
    expect(joinPaymentMethods(['giftCard'], methodName)).toBe('giftCard');
    expect(joinPaymentMethods(null, methodName)).toBe('');
    expect(joinPaymentMethods([], methodName)).toBe('');
  });

  it('the history is newest first; an order without a valid time goes last', () => {
    const orders = [
      { _id: 'may', created: '2025-05-02T21:15:00-03:00' },
      { _id: 'none', created: null },
      { _id: 'june', created: '2025-06-08T21:10:00-03:00' },
      { _id: 'epoch-ms', created: Date.parse('2025-05-20T12:00:00Z') },
    ];
    expect(newestFirst(orders).map((o) => o._id)).toEqual(['june', 'epoch-ms', 'may', 'none']);
  });

  it("a line's customisations: the history's list of name, quantity and price, or the cart's ingredients and additionals", () => {
    expect(
      lineOptions({
        customization: [
          { name: 'Jugoso', quantity: 1, price: 0 },
          { name: 'Huevo frito', quantity: 2, price: '1200' },
        ],
      }),
    ).toEqual([
      { key: '0', name: 'Jugoso', quantity: 1, price: 0 },
      { key: '1', name: 'Huevo frito', quantity: 2, price: 1200 },
    ]);
    expect(
      lineOptions({
        customization: {
          ingredients: {
            'OPT-A-PUNTO-g1': {
              sku: 'OPT-A-PUNTO',
              name: 'A punto',
              quantity: 1,
              minLimit: 1,
              category: { id: 'g1' },
            },
          },
          aditionals: {
            'OPT-HUEVO-g2': {
              sku: 'OPT-HUEVO',
              quantity: 1,
              price: 1200,
              minLimit: 1,
              category: { id: 'g2' },
            },
          },
        },
      }).map(({ name, quantity, price }) => ({ name, quantity, price })),
    ).toEqual([
      { name: 'A punto', quantity: 1, price: 0 },
      { name: 'OPT-HUEVO', quantity: 1, price: 1200 },
    ]);
    expect(lineOptions({})).toEqual([]);
  });
});

describe("an order's amount, the same in the history's row and as the detail's headline", () => {
  it('is the money paid or to pay (points are a discount), else the total', () => {
    // 14.800 of which 3.700 in points: 11.100 paid (a walk read 14.800 in the list, 11.100 in the detail)
    expect(orderHeadline({ account: { orderTotal: 14800, pointsToUse: 3700, totalinvoiced: 11100 } })).toBe(
      11100,
    );
    expect(orderHeadline({ total: 14800, totalFacturado: 11100 })).toBe(11100);
    expect(orderHeadline({ account: { orderTotal: 14800 } })).toBe(14800);
    expect(orderHeadline({ total: 9800 })).toBe(9800);
    expect(orderHeadline({})).toBeNull();
  });
});
