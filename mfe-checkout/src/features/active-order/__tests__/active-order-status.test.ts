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
    expect(isPendingTransfer({ metodoDePago: 'transferencia', paymentStatus: 'PENDIENTE' })).toBe(true);
    expect(isPendingTransfer({ metodoDePago: ['transferencia'], paymentStatus: 'PENDIENTE' })).toBe(true);
    expect(isPendingTransfer({ metodoDePago: 'transferencia', paymentStatus: 'PAGADO' })).toBe(false);
    expect(isPendingTransfer({ metodoDePago: 'efectivo', paymentStatus: 'PENDIENTE' })).toBe(false);
  });
});
