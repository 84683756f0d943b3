import {
  ACTIVE_ORDERS_RETRY_MS,
  activeOrdersQueryOptions,
  awaitsPayment,
  isAwaitingCardPayment,
  isPendingTransfer,
} from 'shared-ui/active-order';
import type { ApiClient } from 'shared-ui/api-client';

// Issue 28 items 4 and 5: what the active order owes, as the API answers it ('transfer',
// 'mercadoPago', alone or with 'points') and as spec 000 names it ('transferencia').
describe('an active order that waits for its payment', () => {
  it.each([
    ['transfer', 'PENDIENTE', true],
    [['points', 'transfer'], 'PENDIENTE', true],
    ['transferencia', 'PENDIENTE', true],
    [['transferencia'], 'PENDIENTE', true],
    ['transfer', 'PAGADO', false],
    ['transfer', 'RECHAZADO', false],
    ['mercadoPago', 'PENDIENTE', false],
    ['cash', 'PENDIENTE', false],
    [null, 'PENDIENTE', false],
  ])('a transfer: %j with paymentStatus %s → %s', (metodoDePago, paymentStatus, pending) => {
    expect(isPendingTransfer({ metodoDePago, paymentStatus })).toBe(pending);
  });

  it.each([
    ['mercadoPago', 'PENDIENTE', true],
    [['points', 'mercadoPago'], 'PENDIENTE', true],
    ['mercadoPago', 'PAGADO', false],
    ['mercadoPago', 'RECHAZADO', false],
    ['transfer', 'PENDIENTE', false],
    [['points', 'cash'], 'PENDIENTE', false],
    [undefined, undefined, false],
  ])('a card order: %j with paymentStatus %s → %s', (metodoDePago, paymentStatus, pending) => {
    expect(isAwaitingCardPayment({ metodoDePago, paymentStatus })).toBe(pending);
  });

  it("'Pendiente de pago' for an unpaid transfer or card payment; a table's cash is paid at the table", () => {
    expect(awaitsPayment({ metodoDePago: 'transfer', paymentStatus: 'PENDIENTE' })).toBe(true);
    expect(awaitsPayment({ metodoDePago: 'mercadoPago', paymentStatus: 'PENDIENTE' })).toBe(true);
    expect(awaitsPayment({ metodoDePago: ['points', 'cash'], paymentStatus: 'PENDIENTE' })).toBe(false);
    expect(awaitsPayment({ metodoDePago: 'mercadoPago', paymentStatus: 'PAGADO' })).toBe(false);
  });

  it("a transfer its branch marked PAGADO (orderStatus) is 'Pedido Activo', not 'Pendiente de pago', though its paymentStatus still reads PENDIENTE", () => {
    const marked = { metodoDePago: 'transfer', paymentStatus: 'PENDIENTE', orderStatus: 'PAGADO' };
    expect(awaitsPayment(marked)).toBe(false);
    expect(isPendingTransfer(marked)).toBe(false);
    expect(isAwaitingCardPayment({ ...marked, metodoDePago: 'mercadoPago' })).toBe(false);
    expect(isPendingTransfer({ ...marked, orderStatus: 'ENVIADO' })).toBe(true);
  });
});

describe('active orders that could not be read', () => {
  it('are asked for again every 15 s until they answer; a read that answered is not polled', () => {
    const { refetchInterval } = activeOrdersQueryOptions({} as ApiClient, 'user-1');
    expect(ACTIVE_ORDERS_RETRY_MS).toBe(15_000);
    const interval = refetchInterval as (query: { state: { status: string } }) => number | false;
    expect(interval({ state: { status: 'error' } })).toBe(15_000);
    expect(interval({ state: { status: 'success' } })).toBe(false);
    expect(interval({ state: { status: 'pending' } })).toBe(false);
  });
});
