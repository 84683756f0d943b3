import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote, type ApiHandler } from 'shared-ui/testing';
import { testSession } from 'shared-ui/testing/fixtures';
import { ActiveOrderCard } from '../active-order-card';
import { leavePageFor } from '../../../../lib/leave-page';
import { transferBranch } from '../../../../testing/transfer-branch';

jest.mock('../../../../lib/leave-page', () => ({ leavePageFor: jest.fn() }));

const activeOrders = (orders: unknown[]) => ({
  'GET /api/pedido/active/user-1': () => ({ body: { data: orders } }),
});

describe('the active-order card widget (checkout/active-order-card)', () => {
  it("shows 'Pedido Activo', the order number, branch and total, and the delivery tracking text", async () => {
    renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: activeOrders([
        {
          _id: 'o1',
          idOrder: 1042,
          type: 'delivery',
          estadoDeOrden: 'COCINA',
          activeOrder: true,
          localInfo: { nameLocal: 'Sabores del Sur Palermo' },
          account: { orderTotal: 15000 },
        },
      ]),
    });
    const card = await screen.findByRole('region', { name: 'Pedido Activo' });
    expect(card).toHaveTextContent(/Orden #1042 · Sabores del Sur Palermo · \$\s15\.000/);
    expect(screen.getByRole('status')).toHaveTextContent('En preparación');
  });

  it("a registered customer's card leads to the order's detail ('Ver detalle del pedido', /orders/{id}); a guest's does not (the detail asks a guest to sign in)", async () => {
    const order = {
      _id: 'o1',
      idOrder: 1042,
      type: 'takeaway',
      estadoDeOrden: 'COCINA',
      activeOrder: true,
      localInfo: { nameLocal: 'Sabores del Sur Palermo' },
      account: { orderTotal: 15000 },
    };
    const view = renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: activeOrders([order]),
    });
    const card = await screen.findByRole('region', { name: 'Pedido Activo' });
    expect(within(card).getByRole('link', { name: 'Ver detalle del pedido' })).toHaveAttribute(
      'href',
      '/orders/o1',
    );
    view.unmount();
    renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession('guest'),
      api: activeOrders([order]),
    });
    const guestCard = await screen.findByRole('region', { name: 'Pedido Activo' });
    expect(within(guestCard).queryByRole('link')).not.toBeInTheDocument();
  });

  it("a takeaway's card says where it is, which spec 000 leaves to delivery: 'En preparación', then 'Listo para retirar', with its pickup time", async () => {
    const takeaway = {
      _id: 'o-take',
      idOrder: 1060,
      type: 'takeaway',
      activeOrder: true,
      metodoDePago: 'cash',
      horaRetiro: '2025-06-10T20:30:00-03:00',
      localInfo: { nameLocal: 'Sabores del Sur Palermo' },
      account: { orderTotal: 9000 },
    };
    const view = renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: activeOrders([{ ...takeaway, estadoDeOrden: 'COCINA' }]),
    });
    const card = await screen.findByRole('region', { name: 'Pedido Activo' });
    expect(within(card).getByRole('status')).toHaveTextContent('En preparación');
    expect(card).toHaveTextContent(/Retiro: 10 jun,? 20:30/);
    view.unmount();
    renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: activeOrders([{ ...takeaway, estadoDeOrden: 'PREPARADO' }]),
    });
    const ready = await screen.findByRole('region', { name: 'Pedido Activo' });
    expect(within(ready).getByRole('status')).toHaveTextContent('Listo para retirar');
  });

  it("issue 28 item 4: a transfer as the API writes it ('transfer') reads 'Pendiente de pago', not 'Pedido Activo'", async () => {
    renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: activeOrders([
        {
          _id: 'o2t',
          type: 'takeaway',
          metodoDePago: 'transfer',
          paymentStatus: 'PENDIENTE',
          estadoDeOrden: 'COCINA',
          activeOrder: true,
        },
      ]),
    });
    expect(await screen.findByRole('region', { name: 'Pendiente de pago' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pedido Activo' })).not.toBeInTheDocument();
  });

  it("shows 'Pendiente de pago' for a transfer order whose payment is PENDIENTE", async () => {
    renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: activeOrders([
        {
          _id: 'o2',
          type: 'takeaway',
          metodoDePago: 'transferencia',
          paymentStatus: 'PENDIENTE',
          activeOrder: true,
        },
      ]),
    });
    expect(await screen.findByRole('region', { name: 'Pendiente de pago' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the active orders cannot be read (the API away), and shows the card once they can', async () => {
    let down = true;
    renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: {
        'GET /api/pedido/active/user-1': () =>
          down
            ? { status: 503, body: { message: 'Servicio no disponible' } }
            : { body: { data: [{ _id: 'o1', idOrder: 1042, type: 'takeaway', activeOrder: true }] } },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cargar tu pedido activo. Lo intentamos de nuevo en unos segundos.',
    );
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Intentar nuevamente' }));
    expect(await screen.findByRole('region', { name: 'Pedido Activo' })).toHaveTextContent('Orden #1042');
    expect(screen.queryByText(/No pudimos cargar tu pedido activo/)).not.toBeInTheDocument();
  });

  it('draws nothing without an active order', async () => {
    const view = renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: activeOrders([]),
    });
    await waitFor(() => expect(view.requests).toContain('GET /api/pedido/active/user-1'));
    // Let the answer arrive and render.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(view.container.querySelector('[data-widget]')).toBeNull();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it("a pending transfer shows the branch's bank data, each code copied, and WhatsApp with the order", async () => {
    renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: {
        ...activeOrders([
          {
            _id: 'o3',
            idOrder: 77,
            idLocal: 'suc-belgrano',
            type: 'takeaway',
            metodoDePago: 'transferencia',
            paymentStatus: 'PENDIENTE',
            activeOrder: true,
            account: { orderTotal: 9500 },
          },
        ]),
        'GET /api/local/suc-belgrano': () => ({
          body: {
            data: [
              transferBranch('suc-belgrano', {
                alias: 'SABORES.BELGRANO',
                whatsapp: '+54 9 11 5555-0202',
                cbu: '0110599520000001234567',
                cvu: '0000003100012345678901',
              }),
            ],
          },
        }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Pendiente de pago' });
    expect(
      await within(card).findByText(
        'Transferí el total con estos datos y envianos el comprobante por WhatsApp.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText('Banco Nación')).toBeInTheDocument();
    expect(within(card).getByText('SABORES.BELGRANO')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copiar CBU' })).toBeInTheDocument();
    const whatsapp = within(card).getByRole('link', { name: 'Enviar comprobante por WhatsApp' });
    expect(whatsapp).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/5491155550202\?text=/),
    );
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain('orden 77');
  });
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000).toISOString();

/** An order the server answers after a PUT, recording each body. */
function updates(bodies: unknown[], answer: (body: Record<string, unknown>) => ReturnType<ApiHandler>) {
  return {
    'PUT /api/pedido/updateOrder/o9': ({ body }: { body: unknown }) => {
      bodies.push(body);
      return answer(body as Record<string, unknown>);
    },
  };
}

describe("spec 000 section 4: confirming a delivery's receipt (1 hour after its last update)", () => {
  const delivery = (update: string) => ({
    _id: 'o9',
    idOrder: 9,
    type: 'delivery',
    estadoDeOrden: 'PREPARADO',
    activeOrder: true,
    update,
    localInfo: { nameLocal: 'Sabores del Sur Palermo' },
  });

  it('is not offered before the hour', async () => {
    renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: activeOrders([delivery(minutesAgo(59))]),
    });
    expect(await screen.findByRole('region', { name: 'Pedido Activo' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('En camino');
    expect(screen.queryByRole('button', { name: 'Confirmar que lo recibí' })).not.toBeInTheDocument();
  });

  it('is not offered while the order waits for its card payment, even after the hour: it reads Pendiente de pago and offers to pay or cancel', async () => {
    renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: activeOrders([
        { ...delivery(minutesAgo(2 * 60)), metodoDePago: 'mercadoPago', paymentStatus: 'PENDIENTE' },
      ]),
    });
    expect(await screen.findByRole('region', { name: 'Pendiente de pago' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar que lo recibí' })).not.toBeInTheDocument();
  });

  it('after an hour it sets activeOrder false and estadoDeOrden RECIBIDO, then asks for a rating', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: {
        ...activeOrders([delivery(minutesAgo(61))]),
        ...updates(bodies, (body) => ({
          body: { data: { ...delivery(minutesAgo(0)), ...body } },
        })),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirmar que lo recibí' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¿Cómo estuvo tu pedido en Sabores del Sur Palermo?',
    });
    expect(bodies).toEqual([{ activeOrder: false, estadoDeOrden: 'RECIBIDO' }]);
    expect(within(dialog).getByRole('button', { name: 'Enviar calificación' })).toBeDisabled();
  });

  it('says so when the confirmation fails, and keeps the card', async () => {
    const user = userEvent.setup();
    const view = renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: {
        ...activeOrders([delivery(minutesAgo(2 * 60))]),
        ...updates([], () => ({ status: 500, body: { message: 'boom' } })),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirmar que lo recibí' }));
    await waitFor(() =>
      expect(view.toasts).toEqual([
        { kind: 'error', message: 'No se pudo confirmar la recepción. Por favor, intentalo de nuevo.' },
      ]),
    );
    expect(screen.getByRole('region', { name: 'Pedido Activo' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('spec 000 section 4: the rating prompt of a final order', () => {
  const finished = {
    _id: 'o9',
    idOrder: 9,
    type: 'takeaway',
    estadoDeOrden: 'RETIRADO',
    activeOrder: true,
    update: minutesAgo(5),
    localInfo: { nameLocal: 'Sabores del Sur Palermo' },
  };
  const ratingDialog = () =>
    screen.findByRole('dialog', { name: '¿Cómo estuvo tu pedido en Sabores del Sur Palermo?' });

  it("submit is disabled until a score is set; it sends {activeOrder, experiencia, valoracion} and says '¡Gracias por compartir tu experiencia!'", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const view = renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: {
        ...activeOrders([finished]),
        ...updates(bodies, (body) => ({ body: { data: { ...finished, ...body } } })),
      },
    });
    const dialog = await ratingDialog();
    const submit = within(dialog).getByRole('button', { name: 'Enviar calificación' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: '4 estrellas' }));
    expect(submit).toBeEnabled();
    await user.type(within(dialog).getByLabelText('Contanos tu experiencia (opcional)'), '  Muy rico  ');
    await user.click(submit);
    await waitFor(() =>
      expect(view.toasts).toEqual([{ kind: 'success', message: '¡Gracias por compartir tu experiencia!' }]),
    );
    expect(bodies).toEqual([{ activeOrder: false, valoracion: 4, experiencia: 'Muy rico' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failed rating keeps the score and the text, and says it could not be shared', async () => {
    const user = userEvent.setup();
    const view = renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: { ...activeOrders([finished]), ...updates([], () => ({ status: 503, body: { message: 'x' } })) },
    });
    const dialog = await ratingDialog();
    await user.click(within(dialog).getByRole('radio', { name: '5 estrellas' }));
    await user.type(within(dialog).getByLabelText('Contanos tu experiencia (opcional)'), 'Excelente');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar calificación' }));
    const message = 'No se pudo compartir tu experiencia. Por favor, intentalo de nuevo.';
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(view.toasts).toEqual([{ kind: 'error', message }]);
    expect(within(dialog).getByRole('radio', { name: '5 estrellas' })).toBeChecked();
    expect(within(dialog).getByLabelText('Contanos tu experiencia (opcional)')).toHaveValue('Excelente');
  });

  it('closing the prompt sets activeOrder false and does not ask again', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: {
        ...activeOrders([finished]),
        ...updates(bodies, (body) => ({ body: { data: { ...finished, ...body } } })),
      },
    });
    await ratingDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(bodies).toEqual([{ activeOrder: false }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a delivery still on its way does not ask for a rating', async () => {
    renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: activeOrders([{ ...finished, type: 'delivery', estadoDeOrden: 'RETIRADO' }]),
    });
    expect(await screen.findByRole('region', { name: 'Pedido Activo' })).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('issue 28 item 5: a card payment left unfinished', () => {
  const unpaid = {
    _id: 'o5',
    idOrder: 55,
    idLocal: 'suc-palermo',
    storeId: 'store-palermo',
    type: 'takeaway',
    estadoDeOrden: 'COCINA',
    metodoDePago: 'mercadoPago',
    paymentStatus: 'PENDIENTE',
    activeOrder: true,
    localInfo: { nameLocal: 'Sabores del Sur Palermo' },
    account: { orderTotal: 5500 },
  };

  beforeEach(() => {
    jest.mocked(leavePageFor).mockClear();
    localStorage.clear();
  });

  it("a delivery order whose card payment is not done does not read 'En preparación' (the walk saw it beside 'Pendiente de pago')", async () => {
    renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: activeOrders([{ ...unpaid, type: 'delivery' }]),
    });
    const card = await screen.findByRole('region', { name: 'Pendiente de pago' });
    expect(card).toHaveTextContent('Tu pago con tarjeta todavía no se completó.');
    expect(card).not.toHaveTextContent('En preparación');
  });

  it("reads 'Pendiente de pago', says the card payment is unfinished, and 'Pagar con tarjeta' goes back to the provider's checkout", async () => {
    const user = userEvent.setup();
    const view = renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: {
        ...activeOrders([unpaid]),
        'GET /api/pedido/pago/o5': () => ({
          body: {
            preferenceId: 'pref-1',
            checkoutUrl: '/api/mp-sandbox/checkout/v1/redirect?pref_id=pref-1',
          },
        }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Pendiente de pago' });
    expect(card).toHaveTextContent('Tu pago con tarjeta todavía no se completó.');
    await user.click(within(card).getByRole('button', { name: 'Pagar con tarjeta' }));
    await waitFor(() =>
      expect(leavePageFor).toHaveBeenCalledWith('/api/mp-sandbox/checkout/v1/redirect?pref_id=pref-1'),
    );
    expect(view.requests).toContain('GET /api/pedido/pago/o5');
    // its return is verified as after sending: the order is the payment to verify
    expect(JSON.parse(localStorage.getItem('multimarca.pendingPayment') ?? 'null')).toMatchObject({
      idPayment: 'o5',
      idLocal: 'suc-palermo',
    });
  });

  it("'Cancelar pedido' asks first, then cancels it, says so, and the next send of the order in progress is a new order", async () => {
    const user = userEvent.setup();
    let cancelled = false;
    localStorage.setItem(
      'multimarca.orderSubmission',
      JSON.stringify({ draftOrderId: 'd1', key: 'order-k1' }),
    );
    const view = renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: {
        'GET /api/pedido/active/user-1': () => ({ body: { data: cancelled ? [] : [unpaid] } }),
        'POST /api/pedido/cancelar/o5': () => {
          cancelled = true;
          return {
            body: {
              data: { ...unpaid, orderStatus: 'CANCELADO', paymentStatus: 'RECHAZADO', activeOrder: false },
            },
          };
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Pendiente de pago' });
    await user.click(within(card).getByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelamos tu pedido?' });
    expect(view.requests).not.toContain('POST /api/pedido/cancelar/o5');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar' }));
    await waitFor(() => expect(view.toasts).toEqual([{ kind: 'success', message: 'Cancelamos tu pedido.' }]));
    expect(view.requests).toContain('POST /api/pedido/cancelar/o5');
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(localStorage.getItem('multimarca.orderSubmission')).toBeNull();
  });

  it("says the server's reason when the order cannot be cancelled (paid meanwhile)", async () => {
    const user = userEvent.setup();
    const view = renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: {
        ...activeOrders([unpaid]),
        'POST /api/pedido/cancelar/o5': () => ({
          status: 409,
          body: { message: 'Este pedido ya está pago: no se puede cancelar.' },
        }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Pendiente de pago' });
    await user.click(within(card).getByRole('button', { name: 'Cancelar pedido' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '¿Cancelamos tu pedido?' })).getByRole('button', {
        name: 'Sí, cancelar',
      }),
    );
    await waitFor(() =>
      expect(view.toasts).toEqual([
        { kind: 'error', message: 'Este pedido ya está pago: no se puede cancelar.' },
      ]),
    );
  });

  it("a table order paid at the table (cash) stays 'Pedido Activo' with no payment actions", async () => {
    renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: activeOrders([{ ...unpaid, type: 'mesa', metodoDePago: ['points', 'cash'] }]),
    });
    expect(await screen.findByRole('region', { name: 'Pedido Activo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar con tarjeta' })).not.toBeInTheDocument();
  });

  /** A table order of 26 400 paid 3 700 with points, 22 700 left for the branch. */
  const tableWithPoints = {
    _id: 'o-points',
    idOrder: 1051,
    type: 'mesa',
    activeOrder: true,
    metodoDePago: ['points', 'cash'],
    paymentStatus: 'PENDIENTE',
    localInfo: { nameLocal: 'Sabores del Sur Palermo' },
    account: { orderTotal: 26400, pointsToUse: 3700, totalinvoiced: 22700 },
  };

  it('issue 28: a table order paid partly with points says what the points paid and what is left to pay at the branch, as the server recorded it', async () => {
    renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: activeOrders([tableWithPoints]),
    });
    const card = await screen.findByRole('region', { name: 'Pedido Activo' });
    expect(card).toHaveTextContent(/Orden #1051 · Sabores del Sur Palermo · \$\s26\.400/);
    expect(within(card).getByTestId('active-order-points')).toHaveTextContent(
      /^Con puntos: 3\.700 PTS · A pagar en el local: \$\s22\.700$/,
    );
  });

  it("once the branch marks it paid (orderStatus PAGADO) it no longer says what is left to pay: 'Pagado' (a walk read 'A pagar en el local' on a paid table)", async () => {
    renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: activeOrders([{ ...tableWithPoints, estadoDeOrden: 'COCINA', orderStatus: 'PAGADO' }]),
    });
    const card = await screen.findByRole('region', { name: 'Pedido Activo' });
    expect(within(card).getByTestId('active-order-points')).toHaveTextContent(
      /^Con puntos: 3\.700 PTS · Pagado: \$\s22\.700$/,
    );
  });

  it('an order paid without points says nothing about points', async () => {
    renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: activeOrders([
        { ...unpaid, type: 'mesa', metodoDePago: 'cash', account: { orderTotal: 9000, pointsToUse: 0 } },
      ]),
    });
    expect(await screen.findByRole('region', { name: 'Pedido Activo' })).toBeInTheDocument();
    expect(screen.queryByTestId('active-order-points')).not.toBeInTheDocument();
  });
});

describe('issue 28: an older order awaiting its payment keeps its card beside the newest active order', () => {
  const newest = {
    _id: 'o-new',
    idOrder: 90,
    idLocal: 'suc-palermo',
    type: 'mesa',
    metodoDePago: 'cash',
    paymentStatus: 'PENDIENTE',
    estadoDeOrden: 'COCINA',
    activeOrder: true,
    localInfo: { nameLocal: 'Sabores del Sur Palermo' },
    account: { orderTotal: 5500 },
  };
  const olderTransfer = {
    _id: 'o-old',
    idOrder: 77,
    idLocal: 'suc-belgrano',
    type: 'takeaway',
    metodoDePago: 'transfer',
    paymentStatus: 'PENDIENTE',
    estadoDeOrden: 'COCINA',
    activeOrder: true,
    localInfo: { nameLocal: 'Sabores del Sur Belgrano' },
    account: { orderTotal: 9500 },
  };
  const belgrano = {
    'GET /api/local/suc-belgrano': () => ({
      body: {
        data: [transferBranch('suc-belgrano', { alias: 'SABORES.BELGRANO', whatsapp: '+54 9 11 5555-0202' })],
      },
    }),
  };

  it("the newest order's 'Pedido Activo' card and, beside it, the older unpaid transfer's 'Pendiente de pago' card with its bank data and WhatsApp", async () => {
    const { container, requests } = renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: { ...activeOrders([newest, olderTransfer]), ...belgrano },
    });
    const active = await screen.findByRole('region', { name: 'Pedido Activo' });
    expect(active).toHaveTextContent(/Orden #90 · Sabores del Sur Palermo/);
    expect(active).toHaveAttribute('data-widget', 'checkout/active-order-card');
    const pending = await screen.findByRole('region', { name: 'Pendiente de pago' });
    expect(pending).toHaveTextContent(/Orden #77 · Sabores del Sur Belgrano · \$\s9\.500/);
    expect(pending).toHaveAttribute('data-awaiting-payment', 'o-old');
    expect(await within(pending).findByText('SABORES.BELGRANO')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Enviar comprobante por WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/5491155550202\?text=/),
    );
    // one widget card: the newest order's
    expect(container.querySelectorAll('[data-widget="checkout/active-order-card"]')).toHaveLength(1);
    // both cards read one answer: the active orders are asked for once, not once per card
    expect(requests.filter((request) => request === 'GET /api/pedido/active/user-1')).toHaveLength(1);
  });

  it('an older order already paid, or no longer active, has no card; the newest one is not drawn twice', async () => {
    renderRemote(<ActiveOrderCard />, {
      remote: 'checkout',
      session: testSession(),
      api: {
        ...activeOrders([
          { ...olderTransfer, _id: 'o-top', idOrder: 91 },
          { ...olderTransfer, _id: 'o-paid', idOrder: 80, paymentStatus: 'PAGADO' },
          { ...newest, _id: 'o-cash', idOrder: 79 },
          { ...olderTransfer, _id: 'o-closed', idOrder: 78, activeOrder: false },
        ]),
        ...belgrano,
      },
    });
    const pending = await screen.findByRole('region', { name: 'Pendiente de pago' });
    expect(pending).toHaveTextContent('Orden #91');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.queryByText(/Orden #80|Orden #79|Orden #78/)).not.toBeInTheDocument();
  });
});
