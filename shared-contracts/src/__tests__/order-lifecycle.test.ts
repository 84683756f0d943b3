import {
  isPaidOrder,
  CONFIRM_RECEIPT_AFTER_MS,
  awaitsOnlinePayment,
  canConfirmReceipt,
  isFinalOrder,
  receiptConfirmableAt,
} from '../order-lifecycle';

describe('spec 000 section 4, rating prompt: when an active order is final', () => {
  it.each([
    [{ type: 'takeaway', estadoDeOrden: 'RETIRADO' }, true],
    [{ type: 'takeaway', orderStatus: 'ENVIADO' }, true],
    [{ type: 'takeaway', estadoDeOrden: 'PREPARADO', orderStatus: 'PAGADO' }, false],
    [{ type: 'delivery', estadoDeOrden: 'RECIBIDO' }, true],
    [{ type: 'delivery_propio', estadoDeOrden: 'RECIBIDO' }, true],
    [{ type: 'delivery', estadoDeOrden: 'RETIRADO', orderStatus: 'ENVIADO' }, false],
    [{ type: 'mesa', orderStatus: 'PAGADO' }, true],
    [{ type: 'mesa', estadoDeOrden: 'RETIRADO', orderStatus: 'PENDIENTE' }, false],
    [{ type: null, orderStatus: 'PAGADO' }, false],
  ])('%j → %s', (order, final) => {
    expect(isFinalOrder(order)).toBe(final);
  });
});

describe('spec 000 sections 4 and 9: confirming receipt of a delivery 1 hour after its last update', () => {
  const update = '2025-06-10T12:00:00-03:00';
  const at = new Date(update).getTime();

  it('the threshold is 1 hour', () => {
    expect(CONFIRM_RECEIPT_AFTER_MS).toBe(3_600_000);
    expect(receiptConfirmableAt({ type: 'delivery', update })).toBe(at + 3_600_000);
  });

  it('a delivery (either kind) can be confirmed at one hour, not a minute before', () => {
    expect(canConfirmReceipt({ type: 'delivery', update }, at + 59 * 60_000)).toBe(false);
    expect(canConfirmReceipt({ type: 'delivery', update }, at + 60 * 60_000)).toBe(true);
    expect(canConfirmReceipt({ type: 'delivery_propio', update }, at + 61 * 60_000)).toBe(true);
  });

  it('not a takeaway or table order, not one already received, not without an update time', () => {
    const later = at + 2 * 3_600_000;
    expect(canConfirmReceipt({ type: 'takeaway', update }, later)).toBe(false);
    expect(canConfirmReceipt({ type: 'mesa', update }, later)).toBe(false);
    expect(canConfirmReceipt({ type: 'delivery', estadoDeOrden: 'RECIBIDO', update }, later)).toBe(false);
    expect(canConfirmReceipt({ type: 'delivery', update: null }, later)).toBe(false);
    expect(canConfirmReceipt({ type: 'delivery', update: 'not a date' }, later)).toBe(false);
  });

  it('not while it waits for its online payment (a card left unpaid, a transfer not credited); cash is paid on receipt', () => {
    const later = at + 2 * 3_600_000;
    const delivery = { type: 'delivery', update, paymentStatus: 'PENDIENTE' };
    expect(canConfirmReceipt({ ...delivery, metodoDePago: 'mercadoPago' }, later)).toBe(false);
    expect(canConfirmReceipt({ ...delivery, metodoDePago: ['transfer'] }, later)).toBe(false);
    expect(canConfirmReceipt({ ...delivery, metodoDePago: 'cash' }, later)).toBe(true);
    expect(
      canConfirmReceipt({ ...delivery, metodoDePago: 'mercadoPago', paymentStatus: 'PAGADO' }, later),
    ).toBe(true);
  });

  it('a transfer its branch marked PAGADO (orderStatus) is paid, though its paymentStatus still reads PENDIENTE', () => {
    const later = at + 2 * 3_600_000;
    const transfer = { type: 'delivery', update, metodoDePago: 'transfer', paymentStatus: 'PENDIENTE' };
    expect(awaitsOnlinePayment(transfer)).toBe(true);
    expect(awaitsOnlinePayment({ ...transfer, orderStatus: 'PAGADO' })).toBe(false);
    expect(canConfirmReceipt({ ...transfer, orderStatus: 'PAGADO' }, later)).toBe(true);
    expect(canConfirmReceipt({ ...transfer, orderStatus: 'ENVIADO' }, later)).toBe(false);
  });
});

describe('a paid order: its payment settled, or its branch marked it paid', () => {
  it('paymentStatus PAGADO or orderStatus PAGADO; a pending or refused payment is not', () => {
    expect(isPaidOrder({ paymentStatus: 'PAGADO', orderStatus: 'ENVIADO' })).toBe(true);
    expect(isPaidOrder({ paymentStatus: 'PENDIENTE', orderStatus: 'PAGADO' })).toBe(true);
    expect(isPaidOrder({ paymentStatus: 'PENDIENTE', orderStatus: 'ENVIADO' })).toBe(false);
    expect(isPaidOrder({ paymentStatus: 'RECHAZADO', orderStatus: 'RECHAZADO' })).toBe(false);
  });
});
