import { act, screen } from '@testing-library/react';
import { cartSchema } from 'shared-contracts/entities';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { renderRemote } from 'shared-ui/testing';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { App } from '../../../../app/app';
import { retryDelayMs } from '../../lib/timings';
import { VERIFICATION_MESSAGES } from '../../hooks/use-payment-verification';
import { leavePageFor } from '../../../../lib/leave-page';

const pending = {
  idPayment: 'ord-7',
  idLocal: 'suc-palermo',
  storeId: 'store-palermo',
  draftOrderId: 'draft-1',
};

jest.mock('../../../../lib/leave-page', () => ({ leavePageFor: jest.fn() }));

/** what the order's own detail says of its payment (GET /pedido/detalles/ord-7) */
let paymentStatus = 'PENDIENTE';

function render(
  answers: ({ status: string; message?: string } | { fail: number })[],
  typeUser: 'guest' | 'registered' = 'registered',
  language?: 'en',
  checkoutUrls: string[] = [],
) {
  localStorage.setItem(STORAGE_KEYS.pendingPayment, JSON.stringify(pending));
  const calls: unknown[] = [];
  const view = renderRemote(<App />, {
    remote: 'checkout',
    ...(language ? { language } : {}),
    path: '/checkout/enviar-orden?external_reference=ord-7&payment_id=123&status=approved',
    brand: testBrand(),
    session: testSession(typeUser),
    cart: cartSchema.parse({
      draftOrderId: 'draft-1',
      products: [{ _id: 'p', orderProductId: 'l', name: 'Flan', sku: 'F', price: 10, quantity: 1 }],
    }),
    api: {
      'GET /api/pedido/pago/ord-7': () =>
        paymentStatus === 'PAGADO'
          ? { status: 409, body: { message: 'Este pedido ya está pago.' } }
          : { body: { checkoutUrl: checkoutUrls.shift() } },
      'GET /api/pedido/detalles/ord-7': () => ({
        body: {
          data: {
            order: {
              _id: 'ord-7',
              idOrder: 55,
              metodoDePago: 'mercadoPago',
              paymentStatus,
              orderStatus: paymentStatus === 'PAGADO' ? 'PAGADO' : 'ENVIADO',
              account: { orderTotal: 10 },
            },
            details: {},
          },
        },
      }),
      'POST /api/pedido/verificationordersend': ({ body }) => {
        calls.push(body);
        const next = answers.shift() ?? { status: 'pending' };
        if ('fail' in next) return { status: next.fail, body: { message: 'proveedor caído' } };
        return {
          body: {
            status: next.status,
            message: next.message ?? '',
            data: { order: { _id: 'ord-7', idOrder: 55, account: { orderTotal: 10 } }, payment: null },
          },
        };
      },
    },
  });
  return { view, calls };
}

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('payment verification on the result screen (spec 000 sections 4 and 8)', () => {
  beforeEach(() => {
    localStorage.clear();
    paymentStatus = 'PENDIENTE';
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('backoff: 1.5 s times the attempt, capped at 30 s', () => {
    expect([1, 2, 3, 30].map(retryDelayMs)).toEqual([1500, 3000, 4500, 30000]);
  });

  it('verifies after 1 s with the stored id and branch, never trusting the return URL; approved clears the order and leads to the branch home after 3 s', async () => {
    const { view, calls } = render([{ status: 'approved' }]);
    await advance(999);
    expect(calls).toHaveLength(0);
    await advance(1);
    expect(await screen.findByText('¡Tu orden fue enviada!')).toBeInTheDocument();
    expect(calls).toEqual([{ idPayment: 'ord-7', idLocal: 'suc-palermo' }]);
    expect(localStorage.getItem(STORAGE_KEYS.pendingPayment)).toBeNull();
    expect(view.stores.cart.getState().cart.products).toEqual([]);
    await advance(3000);
    expect(view.history.at(-1)).toBe('/home/suc-palermo/store-palermo');
  });

  it("item 18: one second left reads 'Reintentando en 1 segundo...', singular", () => {
    expect(VERIFICATION_MESSAGES.retrying(1)).toBe('Reintentando en 1 segundo...');
    expect(VERIFICATION_MESSAGES.retrying(2)).toBe('Reintentando en 2 segundos...');
  });

  it("retries up to 3 times showing 'Reintentando en N segundos...', then 'Se agotaron los reintentos…' with a manual check", async () => {
    const { calls } = render([
      { status: 'pending' },
      { fail: 502 },
      { status: 'pending' },
      { status: 'pending' },
      { status: 'approved' },
    ]);
    await advance(1000);
    expect(await screen.findByText('Reintentando en 2 segundos...')).toBeInTheDocument();
    await advance(1500);
    expect(calls).toHaveLength(2);
    expect(await screen.findByText('Reintentando en 3 segundos...')).toBeInTheDocument();
    await advance(3000);
    await advance(4500);
    expect(calls).toHaveLength(4);
    expect(
      await screen.findByText('Se agotaron los reintentos. Podés verificar manualmente o volver a tu orden.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver orden' })).toHaveAttribute('href', '/orders/ord-7');
    await act(async () => {
      screen.getByRole('button', { name: 'Verificar nuevamente' }).click();
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(await screen.findByText('¡Tu orden fue enviada!')).toBeInTheDocument();
    expect(calls).toHaveLength(5);
  });

  it("retries run out: the screen stays on 'Se agotaron los reintentos…' (the 30 s cap does not replace it later) and leads back to the order in progress with 'Volver a mi orden'", async () => {
    render([{ status: 'pending' }, { status: 'pending' }, { status: 'pending' }, { status: 'pending' }]);
    for (const ms of [1000, 1500, 3000, 4500]) await advance(ms);
    const exhausted = 'Se agotaron los reintentos. Podés verificar manualmente o volver a tu orden.';
    expect(await screen.findByText(exhausted)).toBeInTheDocument();
    await advance(30_000);
    expect(screen.getByText(exhausted)).toBeInTheDocument();
    expect(screen.queryByText('Se ha excedido el tiempo máximo de espera.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a mi orden' })).toHaveAttribute('href', '/checkout');
  });

  it("the spec's Spanish messages are the checkout's texts in Spanish, and another language reads its own", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const es = require('../../../../locales/es.json') as { verify: Record<string, string> };
    expect(es.verify).toMatchObject({
      failed: VERIFICATION_MESSAGES.failed,
      timeout: VERIFICATION_MESSAGES.timeout,
      exhausted: VERIFICATION_MESSAGES.exhausted,
      noId: VERIFICATION_MESSAGES.noId,
      noData: VERIFICATION_MESSAGES.noData,
      retrying_one: VERIFICATION_MESSAGES.retrying(1).replace('1', '{{count}}'),
      retrying_other: VERIFICATION_MESSAGES.retrying(2).replace('2', '{{count}}'),
    });
    render([{ status: 'pending' }, { status: 'pending' }], 'registered', 'en');
    await advance(1000);
    expect(await screen.findByText('Retrying in 2 seconds...')).toBeInTheDocument();
    for (const ms of [1500, 3000, 4500]) await advance(ms);
    expect(
      await screen.findByText('No retries left. You can check again or go back to your order.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(VERIFICATION_MESSAGES.exhausted)).not.toBeInTheDocument();
  });

  it("a guest whose retries ran out goes back to the branch's home (where the order waiting for its payment can be paid or cancelled), not to an order detail that asks to sign in", async () => {
    render(
      [{ status: 'pending' }, { status: 'pending' }, { status: 'pending' }, { status: 'pending' }],
      'guest',
    );
    for (const ms of [1000, 1500, 3000, 4500]) await advance(ms);
    expect(
      await screen.findByText('Se agotaron los reintentos. Podés verificar manualmente o volver a tu orden.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver orden' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la sucursal' })).toHaveAttribute(
      'href',
      '/home/suc-palermo/store-palermo',
    );
  });

  it("rejected: 'No se pudo procesar tu pago/órden'; the order in progress stays for another try", async () => {
    const { view } = render([{ status: 'rejected' }]);
    await advance(1000);
    expect(await screen.findByText('No se pudo procesar tu pago/órden')).toBeInTheDocument();
    expect(view.stores.cart.getState().cart.products).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.pendingPayment)).toBeNull();
  });

  it("a refused card: the API takes no payment for that order any more, so no 'Pagar con tarjeta'; 'Volver a mi orden' comes first, to send the kept order again (a walk found the button answering only 'Este pedido ya no espera su pago')", async () => {
    render([{ status: 'rejected' }]);
    await advance(1000);
    expect(await screen.findByText('No se pudo procesar tu pago/órden')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tu orden sigue guardada: volvé a enviarla para pagar con otra tarjeta o con otro medio de pago.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar con tarjeta' })).not.toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Volver a mi orden' });
    expect(back).toHaveAttribute('href', '/checkout');
    expect(back).toHaveClass('button');
    expect(back).not.toHaveClass('button--ghost');
    // the spec's two ways on stay
    expect(screen.getByRole('button', { name: 'Verificar nuevamente' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver orden' })).toHaveAttribute('href', '/orders/ord-7');
  });

  it("a return by Back or retries run out, the order still waiting for its payment, offer 'Pagar con tarjeta': the same order's card checkout again (it was a dead end)", async () => {
    const url = 'http://localhost/api/mp-sandbox/checkout?pref=ord-7';
    render(
      [{ status: 'pending' }, { status: 'pending' }, { status: 'pending' }, { status: 'pending' }],
      'registered',
      undefined,
      [url],
    );
    for (const ms of [1000, 1500, 3000, 4500]) await advance(ms);
    expect(
      await screen.findByText('Se agotaron los reintentos. Podés verificar manualmente o volver a tu orden.'),
    ).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pagar con tarjeta' });
    expect(screen.getByRole('button', { name: 'Verificar nuevamente' })).toBeInTheDocument();
    await act(async () => {
      pay.click();
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(leavePageFor).toHaveBeenCalledWith(url);
    // the payment is stored again, with the draft it came from: its approval clears the order in progress
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.pendingPayment) ?? 'null')).toMatchObject({
      idPayment: 'ord-7',
      idLocal: 'suc-palermo',
      draftOrderId: 'draft-1',
    });
  });

  it("retries run out while the order was paid meanwhile (the provider's notice): its detail says PAGADO, so the screen says it was sent, clears the order in progress and offers no 'Pagar con tarjeta' (a walk was offered it)", async () => {
    const { view } = render([{ fail: 500 }, { fail: 500 }, { fail: 500 }, { fail: 500 }]);
    paymentStatus = 'PAGADO';
    for (const ms of [1000, 1500, 3000, 4500]) await advance(ms);
    expect(await screen.findByText('¡Tu orden fue enviada!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar con tarjeta' })).not.toBeInTheDocument();
    expect(view.stores.cart.getState().cart.products).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.pendingPayment)).toBeNull();
    await advance(3000);
    expect(view.history.at(-1)).toBe('/home/suc-palermo/store-palermo');
  });

  it("'Pagar con tarjeta' answered 'Este pedido ya está pago.' (409): the order is read again and shown sent, not left on the error with a toast", async () => {
    const { view } = render([
      { status: 'pending' },
      { status: 'pending' },
      { status: 'pending' },
      { status: 'pending' },
    ]);
    for (const ms of [1000, 1500, 3000, 4500]) await advance(ms);
    expect(
      await screen.findByText('Se agotaron los reintentos. Podés verificar manualmente o volver a tu orden.'),
    ).toBeInTheDocument();
    // paid now (the provider's notice came after the detail was read)
    paymentStatus = 'PAGADO';
    jest.mocked(leavePageFor).mockClear();
    await act(async () => {
      screen.getByRole('button', { name: 'Pagar con tarjeta' }).click();
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(await screen.findByText('¡Tu orden fue enviada!')).toBeInTheDocument();
    expect(view.toasts).toEqual([]);
    expect(leavePageFor).not.toHaveBeenCalled();
    expect(view.stores.cart.getState().cart.products).toEqual([]);
  });

  it("an approval that came after the rejection says so in the API's words: the money is returned", async () => {
    const late =
      'El pago se aprobó después de que el pedido fue rechazado: el pedido no se prepara y te vamos a devolver el dinero.';
    render([{ status: 'rejected', message: late }]);
    await advance(1000);
    expect(await screen.findByText('No se pudo procesar tu pago/órden')).toBeInTheDocument();
    expect(screen.getByText(late)).toBeInTheDocument();
  });

  it('the cancel button appears after 3 s', async () => {
    render([{ status: 'pending' }, { status: 'pending' }, { status: 'pending' }, { status: 'pending' }]);
    await advance(2900);
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    await advance(200);
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it("'No se puede verificar: datos insuficientes' without the order's branch", async () => {
    renderRemote(<App />, {
      remote: 'checkout',
      path: '/checkout/enviar-orden?external_reference=ord-8',
      brand: testBrand(),
      session: testSession(),
    });
    expect(await screen.findByText('No se puede verificar: datos insuficientes')).toBeInTheDocument();
  });
});
