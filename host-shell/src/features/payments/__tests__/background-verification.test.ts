import mitt from 'mitt';
import { cartSchema } from 'shared-contracts/entities';
import type { AppEvents } from 'shared-contracts/events';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import type { ApiClient } from 'shared-ui/api-client';
import { testSession } from 'shared-ui/testing/fixtures';
import { createCartStore } from '../../cart/cart-store';
import { createSessionStore } from '../../session/session-store';
import { BACKGROUND_START_MS, startBackgroundVerification } from '../background-verification';

type Answer = { status: 'approved' | 'pending' | 'rejected' } | Error;

function setup({ verify, active = [] }: { verify: Answer[]; active?: unknown[] }) {
  const bus = mitt<AppEvents>();
  const session = createSessionStore(bus);
  session.getState().setSession(testSession());
  const cart = createCartStore(bus);
  cart.getState().updateCart(() => cartSchema.parse({ draftOrderId: 'draft-1' }));
  const calls: string[] = [];
  const api = {
    get: jest.fn(async (path: string) => {
      calls.push(`GET ${path}`);
      return { data: active };
    }),
    post: jest.fn(async (path: string) => {
      calls.push(`POST ${path}`);
      const next = verify.shift() ?? new Error('no more answers');
      if (next instanceof Error) throw next;
      return { ...next, data: { order: null } };
    }),
  } as unknown as ApiClient;
  const invalidated: unknown[] = [];
  const stop = startBackgroundVerification({
    api,
    session,
    cart,
    invalidate: (key) => invalidated.push(key),
    resultScreenOpen: () => false,
    log: () => undefined,
  });
  return { calls, cart, invalidated, stop };
}

const storePayment = () =>
  localStorage.setItem(
    STORAGE_KEYS.pendingPayment,
    JSON.stringify({ idPayment: 'ord-1', idLocal: 'suc-1', storeId: 'store-1', draftOrderId: 'draft-1' }),
  );

/** Lets the awaited calls of the check settle. */
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('background payment check (spec 000 section 4)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('waits about 5 s, then verifies; approved removes the stored id and clears the order it came from', async () => {
    storePayment();
    const { calls, cart, invalidated } = setup({ verify: [{ status: 'approved' }] });
    await jest.advanceTimersByTimeAsync(BACKGROUND_START_MS - 1);
    expect(calls).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await flush();
    expect(calls).toEqual([
      `GET /pedido/active/${testSession().credentials.userId}`,
      'POST /pedido/verificationordersend',
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.pendingPayment)).toBeNull();
    expect(cart.getState().cart.draftOrderId).toBeNull();
    expect(invalidated).toHaveLength(2);
  });

  it('retries 2 more times, 1.5 s and 3 s later, then removes the stored id (final failure)', async () => {
    storePayment();
    const { calls, cart } = setup({
      verify: [{ status: 'pending' }, new Error('502'), { status: 'pending' }],
    });
    await jest.advanceTimersByTimeAsync(BACKGROUND_START_MS);
    await flush();
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1499);
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await flush();
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(3000);
    await flush();
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(3);
    expect(localStorage.getItem(STORAGE_KEYS.pendingPayment)).toBeNull();
    expect(cart.getState().cart.draftOrderId).toBe('draft-1');
  });

  it('does not verify when the active orders already show the order paid, and removes the id', async () => {
    storePayment();
    const { calls } = setup({
      verify: [],
      active: [{ _id: 'ord-1', type: 'takeaway', paymentStatus: 'PAGADO', orderStatus: 'PAGADO' }],
    });
    await jest.advanceTimersByTimeAsync(BACKGROUND_START_MS);
    await flush();
    expect(calls.some((c) => c.startsWith('POST'))).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.pendingPayment)).toBeNull();
  });

  it('stops its timers when another tab removes the stored id', async () => {
    storePayment();
    const { calls } = setup({ verify: [{ status: 'pending' }, { status: 'approved' }] });
    await jest.advanceTimersByTimeAsync(BACKGROUND_START_MS);
    await flush();
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.pendingPayment, newValue: null }));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
  });

  it('does nothing without a stored payment', async () => {
    const { calls } = setup({ verify: [] });
    await jest.advanceTimersByTimeAsync(BACKGROUND_START_MS * 2);
    expect(calls).toEqual([]);
  });
});
