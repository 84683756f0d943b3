import { computeCartTotal, createEmptyCart } from 'shared-contracts/cart';
import { addReorderedLines, planReorder, startReorderedCart } from '../lib/reorder-cart';
import { BURGER, cartWith, line, pizza } from './fixtures';

const PALERMO = { localId: 'suc-palermo', storeId: 'store-palermo' };

describe('planReorder: how a reorder meets the order in progress', () => {
  it("joins an order with products at the same branch ('add')", () => {
    expect(planReorder(cartWith([pizza()]), 'store-palermo', 'store-palermo')).toBe('add');
    // the lines' branch decides, whatever branch was last chosen
    expect(planReorder(cartWith([pizza()]), 'store-belgrano', 'store-palermo')).toBe('add');
  });

  it("asks before replacing an order with products at another branch ('ask')", () => {
    const atBelgrano = cartWith([line({ name: 'Pizza', sku: 'SAB-030', storeId: 'store-belgrano' })]);
    expect(planReorder(atBelgrano, 'store-belgrano', 'store-palermo')).toBe('ask');
  });

  it("an empty order: kept when already set up for that branch, else started anew ('replace')", () => {
    const seated = { ...createEmptyCart(), consumeType: 'local' as const, table: '4', tableId: 'mesa-4' };
    expect(planReorder(seated, 'store-palermo', 'store-palermo')).toBe('add');
    expect(planReorder(seated, 'store-belgrano', 'store-palermo')).toBe('replace');
    expect(planReorder(createEmptyCart(), 'store-palermo', 'store-palermo')).toBe('replace');
    expect(planReorder(createEmptyCart(), null, 'store-palermo')).toBe('replace');
  });
});

describe('the reordered lines in the order in progress', () => {
  it('a new order: the lines, their total and quantity, a draft order id, the type they are priced for', () => {
    const cart = startReorderedCart([BURGER, pizza()], 'takeaway', PALERMO);
    expect(cart.products).toEqual([BURGER, pizza()]);
    expect(cart.total).toBe(28600 + 12500);
    expect(cart.total).toBe(computeCartTotal(cart));
    expect(cart.quantity).toBe(3);
    expect(cart.draftOrderId).toEqual(expect.any(String));
    expect(cart.consumeType).toBe('takeaway');
    // the order records the branch it goes to (issue 28 item 1)
    expect(cart).toMatchObject(PALERMO);
  });

  it('added to an order: its lines, table and type are kept, the new lines follow', () => {
    const existing = line({ name: 'Flan', sku: 'SAB-070', price: 2200, orderProductId: 'flan' });
    const seated = { ...cartWith([existing], 'local'), table: '4', tableId: 'mesa-4' };
    const cart = addReorderedLines(seated, [pizza(13500)], 'takeaway', PALERMO);
    expect(cart.products.map((p) => p.sku)).toEqual(['SAB-070', 'SAB-030']);
    expect(cart).toMatchObject({ consumeType: 'local', table: '4', tableId: 'mesa-4', total: 15700 });
    expect(cart.draftOrderId).toBe(seated.draftOrderId);
  });

  it('an order without a consumption type takes the one the lines are priced for', () => {
    expect(addReorderedLines(createEmptyCart(), [pizza()], 'takeaway', PALERMO).consumeType).toBe('takeaway');
  });
});
