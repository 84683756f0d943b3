import { isPendingTransfer } from 'shared-ui/active-order';
import { trackingStep } from '../active-order-status';

describe('active order display (spec 000 section 4)', () => {
  it.each([
    ['COCINA', 'preparing'],
    ['PREPARADO', 'onTheWay'],
    ['RETIRADO', 'onTheWay'],
    ['RECIBIDO', 'delivered'],
    ['OTRO', 'onTheWay'],
    [null, 'onTheWay'],
  ])('a delivery order in %s reads %s', (estadoDeOrden, step) => {
    expect(trackingStep({ type: 'delivery', estadoDeOrden })).toBe(step);
    expect(trackingStep({ type: 'delivery_propio', estadoDeOrden })).toBe(step);
  });

  it('table and takeaway orders have no tracking text', () => {
    expect(trackingStep({ type: 'mesa', estadoDeOrden: 'COCINA' })).toBeNull();
    expect(trackingStep({ type: 'takeaway', estadoDeOrden: 'RETIRADO' })).toBeNull();
  });

  it("a transfer order with paymentStatus PENDIENTE is 'Pendiente de pago', any other is 'Pedido Activo'", () => {
    // the API's word is the payment method's type, 'transfer' (issue 28 item 4); the spec's example reads alike
    expect(isPendingTransfer({ metodoDePago: 'transfer', paymentStatus: 'PENDIENTE' })).toBe(true);
    expect(isPendingTransfer({ metodoDePago: 'transferencia', paymentStatus: 'PENDIENTE' })).toBe(true);
    expect(isPendingTransfer({ metodoDePago: ['transferencia'], paymentStatus: 'PENDIENTE' })).toBe(true);
    expect(isPendingTransfer({ metodoDePago: 'transferencia', paymentStatus: 'PAGADO' })).toBe(false);
    expect(isPendingTransfer({ metodoDePago: 'efectivo', paymentStatus: 'PENDIENTE' })).toBe(false);
  });
});
