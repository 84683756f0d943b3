import { cartSchema, placedOrderSchema, type Cart } from 'shared-contracts/entities';
import { chooseConsumeType, offeredConsumeTypes, settleConsumeType, unpaidTableOrder } from '../consume-type';

const cart = (fields: Partial<Cart> = {}): Cart => cartSchema.parse({ draftOrderId: 'd1', ...fields });
const options = (o: Record<string, unknown>) => ({
  systemOptions: { tableSystem: false, takeawaySystem: false, deliverySystem: false, ...o },
});
const tableOrder = (fields: Record<string, unknown> = {}) =>
  placedOrderSchema.parse({
    _id: 'o1',
    type: 'mesa',
    idLocal: 'suc-1',
    mesa: '4',
    mesaId: 'mesa-4',
    orderStatus: 'PENDIENTE',
    ...fields,
  });

describe('consumption type (spec 000 section 4)', () => {
  it('lists the types the branch enables: table, takeaway, delivery, own delivery', () => {
    expect(
      offeredConsumeTypes(
        options({ tableSystem: true, deliverySystem: true, deliveryPropio: { activo: true } }),
      ),
    ).toEqual(['local', 'delivery', 'delivery_propio']);
  });

  it('is chosen automatically when the branch enables only one mode', () => {
    const next = settleConsumeType(cart(), { offered: ['takeaway'], preferred: 'local', tableOrder: null });
    expect(next.consumeType).toBe('takeaway');
  });

  it('is taken from the stored preference when the branch offers it', () => {
    const next = settleConsumeType(cart(), {
      offered: ['local', 'takeaway'],
      preferred: 'takeaway',
      tableOrder: null,
    });
    expect(next.consumeType).toBe('takeaway');
    const none = settleConsumeType(cart(), {
      offered: ['local', 'takeaway'],
      preferred: 'delivery',
      tableOrder: null,
    });
    expect(none.consumeType).toBeNull();
  });

  it('keeps a table QR held in the session (local with its table)', () => {
    const seated = cart({ consumeType: 'local', table: '7', tableId: 'mesa-7' });
    expect(
      settleConsumeType(seated, { offered: ['local', 'takeaway'], preferred: 'takeaway', tableOrder: null }),
    ).toBe(seated);
  });

  it('drops a type the branch does not offer, with what depended on it', () => {
    const next = settleConsumeType(cart({ consumeType: 'local', table: '7', tableId: 'mesa-7' }), {
      offered: ['takeaway', 'delivery'],
      preferred: null,
      tableOrder: null,
    });
    expect(next).toMatchObject({ consumeType: null, table: null, tableId: null });
  });

  it('an unpaid table order (mesa not PAGADO) forces local with its table and locks the choice', () => {
    const order = unpaidTableOrder(tableOrder(), 'suc-1');
    const next = settleConsumeType(
      cart({ consumeType: 'delivery', deliveryOption: { id: 'x', costoEnvio: 10 } }),
      {
        offered: ['local', 'delivery'],
        preferred: 'delivery',
        tableOrder: order,
      },
    );
    expect(next).toMatchObject({
      consumeType: 'local',
      table: '4',
      tableId: 'mesa-4',
      deliveryOption: null,
      selectedConsumeTypeIsFromActiveOrder: true,
    });
    expect(chooseConsumeType(next, 'delivery')).toBe(next);
    expect(settleConsumeType(next, { offered: ['local'], preferred: null, tableOrder: order })).toBe(next);
  });

  it('a paid, closed or other-branch table order does not lock; a stale lock is lifted', () => {
    expect(unpaidTableOrder(tableOrder({ orderStatus: 'PAGADO' }), 'suc-1')).toBeNull();
    expect(unpaidTableOrder(tableOrder({ paymentStatus: 'PAGADO' }), 'suc-1')).toBeNull();
    expect(unpaidTableOrder(tableOrder({ activeOrder: false }), 'suc-1')).toBeNull();
    expect(unpaidTableOrder(tableOrder(), 'suc-2')).toBeNull();
    expect(unpaidTableOrder(tableOrder({ type: 'takeaway' }), 'suc-1')).toBeNull();
    const stale = cart({
      consumeType: 'local',
      table: '4',
      tableId: 'mesa-4',
      selectedConsumeTypeIsFromActiveOrder: true,
    });
    const next = settleConsumeType(stale, {
      offered: ['local', 'takeaway'],
      preferred: 'takeaway',
      tableOrder: null,
    });
    expect(next).toMatchObject({
      consumeType: 'takeaway',
      table: null,
      selectedConsumeTypeIsFromActiveOrder: false,
    });
  });

  it('any change resets what depends on it: takeaway clears table, address and delivery option', () => {
    const before = cart({
      consumeType: 'delivery',
      table: '7',
      tableId: 'mesa-7',
      address: { deliveryAddressId: 'a1', addressName: 'Av. Siempre Viva 742' },
      deliveryOption: { id: 'delivery', costoEnvio: 2000 },
      paymentMethod: { type: 'mercadoPago' },
      pickUpTime: '2026-11-24T12:00:00-03:00',
    });
    expect(chooseConsumeType(before, 'takeaway')).toMatchObject({
      consumeType: 'takeaway',
      table: null,
      tableId: null,
      address: null,
      deliveryOption: null,
      paymentMethod: null,
      pickUpTime: null,
    });
    expect(chooseConsumeType(before, 'delivery')).toBe(before);
  });
});
