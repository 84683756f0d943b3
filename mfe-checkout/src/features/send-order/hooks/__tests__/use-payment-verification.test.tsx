import { act } from '@testing-library/react';
import { cartSchema } from 'shared-contracts/entities';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { renderRemote } from 'shared-ui/testing';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { App } from '../../../../app/app';
import { isProviderClose } from '../use-payment-verification';

// Issue 31 item 2: the result screen checks a card payment at once when the provider's window says it
// closed, and only then: a message of another origin, or not from another window, is ignored.

function renderResult() {
  localStorage.setItem(
    STORAGE_KEYS.pendingPayment,
    JSON.stringify({ idPayment: 'ord-7', idLocal: 'suc-palermo', storeId: 'store-palermo' }),
  );
  const calls: unknown[] = [];
  renderRemote(<App />, {
    remote: 'checkout',
    path: '/checkout/enviar-orden?external_reference=ord-7',
    brand: testBrand(),
    session: testSession(),
    cart: cartSchema.parse({
      products: [{ _id: 'p', orderProductId: 'l', name: 'Flan', sku: 'F', price: 10, quantity: 1 }],
    }),
    api: {
      'POST /api/pedido/verificationordersend': ({ body }) => {
        calls.push(body);
        return { body: { status: 'pending', message: '' } };
      },
    },
  });
  return calls;
}

/** Another window of the page's own document (the provider's frame stands in for its popup). */
function otherWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  if (!frame.contentWindow) throw new Error('no frame window');
  return frame.contentWindow;
}

const message = (init: MessageEventInit) => new MessageEvent('message', { data: { type: 'close' }, ...init });

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe("the provider's `close` message (spec 000 section 8)", () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it("from the provider's window on the page's origin (the sandbox): checked at once", async () => {
    const calls = renderResult();
    await advance(0);
    expect(calls).toHaveLength(0);
    act(() => {
      window.dispatchEvent(message({ origin: window.location.origin, source: otherWindow() }));
    });
    await advance(0);
    expect(calls).toEqual([{ idPayment: 'ord-7', idLocal: 'suc-palermo' }]);
  });

  it('from another origin: ignored, the check waits its second', async () => {
    const calls = renderResult();
    await advance(0);
    act(() => {
      window.dispatchEvent(message({ origin: 'https://evil.example', source: otherWindow() }));
    });
    await advance(500);
    expect(calls).toHaveLength(0);
    await advance(500);
    expect(calls).toHaveLength(1);
  });

  it('from no window, or from the page itself: ignored', async () => {
    const calls = renderResult();
    await advance(0);
    act(() => {
      window.dispatchEvent(message({ origin: window.location.origin }));
      window.dispatchEvent(message({ origin: window.location.origin, source: window }));
    });
    await advance(500);
    expect(calls).toHaveLength(0);
  });
});

describe('isProviderClose', () => {
  const page = {
    location: { origin: 'https://saboresdelsur.com.ar' },
  } as unknown as Window;
  const provider = otherWindow();

  it("accepts Mercado Pago's checkout origins and the page's own", () => {
    for (const origin of [
      'https://www.mercadopago.com.ar',
      'https://www.mercadopago.com.br',
      'https://mercadopago.cl',
      'https://saboresdelsur.com.ar',
    ]) {
      expect({ origin, ok: isProviderClose(message({ origin, source: provider }), page) }).toEqual({
        origin,
        ok: true,
      });
    }
  });

  it('refuses look-alike and plain-http origins', () => {
    for (const origin of [
      'http://www.mercadopago.com.ar',
      'https://mercadopago.com.ar.evil.example',
      'https://evilmercadopago.com',
      'https://saboresdelsur.com.ar.evil.example',
      'null',
    ]) {
      expect({ origin, ok: isProviderClose(message({ origin, source: provider }), page) }).toEqual({
        origin,
        ok: false,
      });
    }
  });

  it('refuses another type of message', () => {
    const origin = 'https://www.mercadopago.com.ar';
    expect(
      isProviderClose(
        new MessageEvent('message', { data: { type: 'open' }, origin, source: provider }),
        page,
      ),
    ).toBe(false);
    expect(
      isProviderClose(new MessageEvent('message', { data: 'close', origin, source: provider }), page),
    ).toBe(false);
  });
});
