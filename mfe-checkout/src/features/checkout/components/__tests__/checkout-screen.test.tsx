import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartSchema, type Cart } from 'shared-contracts/entities';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { renderRemote, type ApiHandler } from 'shared-ui/testing';
import { testBranch, testBrand, testSession } from 'shared-ui/testing/fixtures';
import { App } from '../../../../app/app';
import { getPageTranslation, resetPageTranslationForTests } from 'shared-ui/testing/translation';
import { forgetSubmission } from '../../lib/order-submission';
import { rememberPalermo } from '../../../../testing/remember-branch';
import { TABLE_FOUR } from '../../../../testing/table-four';
import { http, HttpResponse } from 'msw';
import { server } from 'shared-ui/testing/network';
import { casa } from '../../../delivery/components/__tests__/address-fixtures';

const line = {
  _id: 'p1',
  orderProductId: 'op1',
  name: 'Milanesa napolitana',
  sku: 'MIL',
  price: 12500,
  quantity: 2,
};
const allPayments = {
  cash: { enabled: true },
  points: { enabled: true },
  mercadoPago: { enabled: true },
  transfer: {
    enabled: true,
    name: 'Transferencia bancaria',
    settings: {
      bankName: 'Banco Nación',
      accountHolder: 'Sabores SA',
      alias: 'sabores.palermo',
      cbu: '0110',
      cvu: '0000',
    },
  },
};
const branch = (systemOptions: Record<string, unknown>) =>
  testBranch({ systemOptions, paymentMethods: allPayments, whatsapp: '+54 9 11 5555-0000' });

/**
 * Sends the order from the checkout, with fake timers: the send button once enabled, the
 * confirmation's button, then the 3.6 s the sending screen takes. Returns the user for later steps.
 */
/** Sends from the checkout; `advanceSend: false` stops at 'Estamos enviando tu orden…', before its 3.5 s. */
async function sendFromCheckout(
  names = { send: 'Enviar orden', confirm: 'Enviar' },
  { advanceSend = true } = {},
) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const send = await screen.findByRole('button', { name: names.send });
  await waitFor(() => expect(send).toBeEnabled());
  await user.click(send);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(350);
  });
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: names.confirm }));
  if (advanceSend) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3600);
    });
  }
  return user;
}

function render(options: {
  cart?: Partial<Cart>;
  systemOptions?: Record<string, unknown>;
  api?: Record<string, ApiHandler>;
  typeUser?: 'guest' | 'registered';
  brand?: Record<string, unknown>;
  priceCategory?: string;
  /** the session user's club membership (spec 001 section 3) */
  membership?: { active: boolean; cycle?: 'monthly' | 'annual' };
  language?: 'es' | 'en';
  /** more of the consumption preferences than the branch (the place given in the branch list) */
  preferences?: Record<string, unknown>;
}) {
  rememberPalermo(options.preferences);
  const base = testSession(options.typeUser ?? 'registered');
  const session = {
    ...base,
    user: {
      ...base.user,
      ...(options.priceCategory ? { priceCategory: options.priceCategory } : {}),
      ...(options.membership ? { membership: options.membership } : {}),
    },
  };
  return renderRemote(<App />, {
    remote: 'checkout',
    path: '/checkout',
    ...(options.language ? { language: options.language } : {}),
    brand: testBrand(options.brand),
    session,
    cart: cartSchema.parse({
      draftOrderId: 'draft-1',
      products: [line],
      total: 25000,
      quantity: 2,
      ...options.cart,
    }),
    api: {
      'GET /api/local/suc-palermo': () => ({
        body: { data: [branch(options.systemOptions ?? { tableSystem: true })] },
      }),
      'GET /api/pedido/active/user-1': () => ({ body: { data: [] } }),
      'GET /api/points/user-1': () => ({ body: { data: { availablePoints: 1500 } } }),
      'GET /api/pedido/direccion/user-1': () => ({ body: { data: [] } }),
      ...TABLE_FOUR,
      ...options.api,
    },
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetSubmission();
  // back on the checkout after a send that failed, it asks what that send made: nothing, here
  server.use(
    http.get('*/api/pedido/enviado/:key', () =>
      HttpResponse.json({ message: 'No hay un pedido enviado con esta clave.' }, { status: 404 }),
    ),
  );
});

describe('checkout (spec 000 sections 2, 4, 5 and 6)', () => {
  it("has the heading 'Mi orden' and a back button to the order summary", async () => {
    const view = render({});
    expect(screen.getByRole('heading', { level: 1, name: 'Mi orden' })).toBeInTheDocument();
    expect(view.stores.layout.getState().header).toEqual({ title: '', goBack: '/resumen-de-orden' });
    expect(await screen.findByText('2 × Milanesa napolitana')).toBeInTheDocument();
  });

  it('chooses the only mode the branch enables, and asks for the table: local leads to the table scan', async () => {
    const view = render({ systemOptions: { tableSystem: true } });
    await waitFor(() => expect(view.stores.cart.getState().cart.consumeType).toBe('local'));
    expect(await screen.findByText('Debe ingresar su mesa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar orden' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Escanear mesa' })).toHaveAttribute(
      'href',
      '/checkout/seleccionar-mesa',
    );
  });

  it("a table from a link that the branch does not have (GET /mesa 404) is taken out at once, with the reason, not refused at the send (a walk kept 'Mesa 99' until then)", async () => {
    const view = render({
      systemOptions: { tableSystem: true },
      cart: { consumeType: 'local', table: '99', tableId: 'mesa-99' },
      api: {
        'GET /api/mesa/suc-palermo/mesa-99': () => ({
          status: 404,
          body: { message: 'Mesa no encontrada en esta sucursal' },
        }),
      },
    });
    expect(
      await screen.findByText('La mesa 99 no es una mesa de esta sucursal. Escaneá el código QR de tu mesa.'),
    ).toBeInTheDocument();
    expect(view.stores.cart.getState().cart.tableId).toBeNull();
    expect(await screen.findByText('Debe ingresar su mesa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar orden' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Escanear mesa' })).toHaveAttribute(
      'href',
      '/checkout/seleccionar-mesa',
    );
  });

  it('a table the branch has stays, and a failed check (the API away) keeps it for the send to check', async () => {
    const view = render({
      systemOptions: { tableSystem: true },
      cart: { consumeType: 'local', table: '4', tableId: 'mesa-4' },
    });
    expect(await screen.findByText('Mesa 4')).toBeInTheDocument();
    view.unmount();
    localStorage.clear();
    const away = render({
      systemOptions: { tableSystem: true },
      cart: { consumeType: 'local', table: '7', tableId: 'mesa-7' },
      api: { 'GET /api/mesa/suc-palermo/mesa-7': () => ({ status: 503, body: { message: 'x' } }) },
    });
    await waitFor(() => expect(away.requests).toContain('GET /api/mesa/suc-palermo/mesa-7'));
    expect(screen.getByText('Mesa 7')).toBeInTheDocument();
    expect(away.stores.cart.getState().cart.tableId).toBe('mesa-7');
  });

  it('the arrow keys move through the modes without leaving the checkout for the table scan or the address (their sections link there)', async () => {
    const view = render({ systemOptions: { tableSystem: true, takeawaySystem: true, deliverySystem: true } });
    const takeaway = await screen.findByRole('radio', { name: 'Retiro en sucursal' });
    await userEvent.click(takeaway);
    expect(view.stores.cart.getState().cart.consumeType).toBe('takeaway');
    // a keyboard user moves on: the browser checks each radio the focus reaches
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(view.stores.cart.getState().cart.consumeType).toBe('local'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(view.stores.cart.getState().cart.consumeType).toBe('delivery'));
    expect(view.history).not.toContain('/checkout/seleccionar-mesa');
    expect(view.history).not.toContain('/checkout/datos-de-entrega');
    // the address's own link is the way on from there
    expect(screen.getByRole('link', { name: /dirección/i })).toHaveAttribute(
      'href',
      '/checkout/datos-de-entrega',
    );
  });

  describe('issue 28 item 10: delivery chosen before the saved addresses came (a slow network; a run under load found it)', () => {
    /** The saved addresses answered with `data` only when the returned function is called. */
    function holdAddresses(data: unknown[]) {
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      server.use(
        http.get('/api/pedido/direccion/user-1', async () => {
          await gate;
          return HttpResponse.json({ data });
        }),
      );
      return () => act(() => release());
    }

    it("the saved default address arrives after the choice: it is the order's, with no trip to 'Datos de entrega'", async () => {
      const view = render({
        systemOptions: { deliverySystem: true, takeawaySystem: true },
        api: {
          'POST /api/pedido/delivery/estimate': () => ({
            body: { data: { estimaciones: [{ id: 'est-1', tipo: 'moto', costoEnvio: 1000 }] } },
          }),
        },
      });
      const answer = holdAddresses([casa]);
      await userEvent.click(await screen.findByRole('radio', { name: 'Delivery' }));
      expect(view.stores.cart.getState().cart.consumeType).toBe('delivery');
      expect(view.history).not.toContain('/checkout/datos-de-entrega');
      await answer();
      await waitFor(() =>
        expect(view.stores.cart.getState().cart.address).toMatchObject({ deliveryAddressId: 'dir-1' }),
      );
      expect(view.history).not.toContain('/checkout/datos-de-entrega');
      expect(await screen.findByText(casa.deliveryAddress)).toBeInTheDocument();
    });

    it('a takeaway chosen again before the answer stays on the checkout', async () => {
      const view = render({ systemOptions: { deliverySystem: true, takeawaySystem: true } });
      const answer = holdAddresses([]);
      await userEvent.click(await screen.findByRole('radio', { name: 'Delivery' }));
      await userEvent.click(screen.getByRole('radio', { name: 'Retiro en sucursal' }));
      await answer();
      await waitFor(() => expect(view.stores.cart.getState().cart.consumeType).toBe('takeaway'));
      expect(view.history).not.toContain('/checkout/datos-de-entrega');
    });
  });

  it("a delivery order without an address offers the place given in the branch list, to complete ('Completar dirección'), before any other (a walk found it asked for again)", async () => {
    const thames = 'Thames 1600, Palermo, Buenos Aires, Argentina';
    const view = render({
      cart: { consumeType: 'delivery' },
      systemOptions: { deliverySystem: true, takeawaySystem: true },
      preferences: {
        consumptionMode: 'delivery',
        deliveryAddress: { formatted_address: thames, coordinates: { lat: -34.6006, lng: -58.4245 } },
      },
    });
    const section = await screen.findByRole('region', { name: 'Dirección de entrega' });
    expect(await within(section).findByText(thames)).toBeInTheDocument();
    expect(
      within(section).getByText(
        'Falta completar los datos de entrega de esta dirección para enviar tu pedido.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Completar dirección' })).toHaveAttribute(
      'href',
      '/checkout/buscar-direccion',
    );
    expect(within(section).getByRole('link', { name: 'Elegir otra dirección' })).toHaveAttribute(
      'href',
      '/checkout/datos-de-entrega',
    );
    expect(view.stores.cart.getState().cart.address).toBeFalsy();
  });

  it("'Lo sentimos, en este momento no podés realizar órdenes.' and 'No disponible' when every system is off", async () => {
    render({ systemOptions: {} });
    expect(
      await screen.findByText(
        'Lo sentimos, en este momento no podés realizar órdenes. No hay opciones de consumo disponibles para este local.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No disponible' })).toBeDisabled();
  });

  it("payment methods by type: the table gets 'Pago en local' (default) and points with what they pay", async () => {
    const view = render({ cart: { consumeType: 'local', table: '4', tableId: 'mesa-4' } });
    const group = await screen.findByRole('group', { name: 'Método de pago' });
    expect(within(group).getByRole('radio', { name: 'Pago en local' })).toBeChecked();
    // 25000 with 1500 points: the rest in cash is 23500, already a multiple of 100
    expect(
      await within(group).findByText(
        /Tenés 1\.500 puntos · pagás \$\s?1\.500 con puntos y \$\s?23\.500 en el local/,
      ),
    ).toBeInTheDocument();
    expect(view.stores.cart.getState().cart.paymentMethod).toEqual({ type: 'cash' });
  });

  it("a b2b brand's cash reads 'A Coordinar'", async () => {
    render({ cart: { consumeType: 'local', table: '4', tableId: 'mesa-4' }, brand: { businessType: 'b2b' } });
    expect(await screen.findByRole('radio', { name: 'A Coordinar' })).toBeChecked();
  });

  it("b2b: 'Todos los Precios Incluyen IVA' with the default price category only, as the menu shows it", async () => {
    const local = { consumeType: 'local', table: '4', tableId: 'mesa-4' } as const;
    const b2b = { businessType: 'b2b' };
    const view = render({ cart: local, brand: b2b, priceCategory: 'default' });
    expect(await screen.findByText('Todos los Precios Incluyen IVA')).toBeInTheDocument();
    view.unmount();
    render({ cart: local, brand: b2b, priceCategory: 'mayorista' });
    expect(await screen.findByRole('radio', { name: 'A Coordinar' })).toBeChecked();
    expect(screen.queryByText('Todos los Precios Incluyen IVA')).not.toBeInTheDocument();
  });

  it('takeaway offers transfer (by its name) and the card provider, the card by default', async () => {
    render({ systemOptions: { takeawaySystem: true } });
    expect(await screen.findByRole('radio', { name: /Mercado Pago/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Transferencia bancaria/ })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Hora de retiro' })).toBeInTheDocument();
  });

  it('an unpaid table order locks the type to local with its table', async () => {
    const view = render({
      systemOptions: { tableSystem: true, takeawaySystem: true },
      cart: { consumeType: 'takeaway' },
      api: {
        'GET /api/pedido/active/user-1': () => ({
          body: {
            data: [
              {
                _id: 'o1',
                type: 'mesa',
                idLocal: 'suc-palermo',
                mesa: '4',
                mesaId: 'mesa-4',
                orderStatus: 'PENDIENTE',
              },
            ],
          },
        }),
      },
    });
    expect(await screen.findByText('Tu pedido se suma a tu orden abierta de la mesa 4.')).toBeInTheDocument();
    expect(view.stores.cart.getState().cart).toMatchObject({
      consumeType: 'local',
      tableId: 'mesa-4',
      selectedConsumeTypeIsFromActiveOrder: true,
    });
    expect(screen.getByRole('radio', { name: 'Retiro en sucursal' })).toBeDisabled();
    // the products are paid with the table order: no payment choice, not even points (issue 28)
    expect(
      screen.getByText('Se paga junto con tu orden abierta de la mesa 4, en el local.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Puntos/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Método de pago' })).not.toBeInTheDocument();
  });

  it('a guest sees the reward banner after 1 s and the registration prompt after 2 s, once per draft order; at a table, which pays at the branch, the points are for the next orders (a walk read the card promise there)', async () => {
    jest.useFakeTimers();
    try {
      render({ typeUser: 'guest', cart: { consumeType: 'local', table: '4', tableId: 'mesa-4' } });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(900);
      });
      // before 1 s its room is kept, hidden, so it pushes nothing down when it shows (issue 30 item 2)
      expect(
        screen.queryByRole('complementary', { name: 'Beneficios por registrarte' }),
      ).not.toBeInTheDocument();
      expect(
        screen.getByText(
          /Registrate y ganá en puntos el 10 % de lo que pagues con tarjeta en tus próximos pedidos\./,
        ),
      ).not.toBeVisible();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(screen.getByRole('complementary', { name: 'Beneficios por registrarte' })).toHaveTextContent(
        /Registrate y ganá en puntos el 10 % de lo que pagues con tarjeta en tus próximos pedidos\./,
      );
      expect(
        screen.getByText(
          /Registrate y ganá en puntos el 10 % de lo que pagues con tarjeta en tus próximos pedidos\./,
        ),
      ).toBeVisible();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      const dialog = await screen.findByRole('dialog', {
        name: '¿Querés ganar puntos en tus próximos pedidos?',
      });
      expect(within(dialog).getByRole('button', { name: 'Continuar sin ganar puntos' })).toBeInTheDocument();
      expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.guestPromptDrafts) ?? '[]')).toEqual(['draft-1']);
      await act(async () => {
        within(dialog).getByRole('button', { name: 'Continuar sin ganar puntos' }).click();
        await jest.advanceTimersByTimeAsync(700);
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
  it("a guest whose order can be paid by card is promised points on this purchase: '…de lo que pagues con tarjeta.'", async () => {
    jest.useFakeTimers();
    try {
      // a draft of its own: the prompt shows once per draft order
      render({
        typeUser: 'guest',
        systemOptions: { takeawaySystem: true },
        cart: { draftOrderId: 'draft-card-guest', consumeType: 'takeaway' },
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2000);
      });
      expect(screen.getByRole('complementary', { name: 'Beneficios por registrarte' })).toHaveTextContent(
        /Registrate y ganá en puntos el 10 % de lo que pagues con tarjeta\.\s*Registrarme$/,
      );
      const dialog = await screen.findByRole('dialog', { name: '¿Querés ganar puntos con esta compra?' });
      expect(dialog).toHaveTextContent(
        'Con tu cuenta ganás en puntos el 10 % de lo que pagás con tarjeta. Tu orden te espera.',
      );
      await act(async () => {
        within(dialog).getByRole('button', { name: 'Continuar sin ganar puntos' }).click();
        await jest.advanceTimersByTimeAsync(700);
      });
    } finally {
      jest.useRealTimers();
    }
  });
  it('the registration prompt never covers the send confirmation: a guest who asks to send is not prompted for that draft', async () => {
    jest.useFakeTimers();
    try {
      render({
        typeUser: 'guest',
        cart: { draftOrderId: 'draft-sending', consumeType: 'local', table: '4', tableId: 'mesa-4' },
      });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const send = await screen.findByRole('button', { name: 'Enviar orden' });
      await waitFor(() => expect(send).toBeEnabled());
      await user.click(send);
      const confirm = await screen.findByRole('dialog', { name: '¿Enviamos tu orden?' });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2500);
      });
      expect(
        screen.queryByRole('dialog', { name: '¿Querés ganar puntos con esta compra?' }),
      ).not.toBeInTheDocument();
      expect(within(confirm).getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
      // cancelled: the guest already chose to send without an account; no prompt later either
      await user.click(within(confirm).getByRole('button', { name: 'Volver' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3000);
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.guestPromptDrafts) ?? '[]')).toContain(
        'draft-sending',
      );
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("issue 28 item 6: registering from the checkout keeps the order's place", () => {
  it("'Registrarme' in the prompt remembers the checkout, where signing in returns, and goes to /auth with the order kept", async () => {
    jest.useFakeTimers();
    try {
      // a draft of its own: the prompt shows once per draft order
      const view = render({
        typeUser: 'guest',
        cart: { draftOrderId: 'draft-item-6', consumeType: 'local', table: '4', tableId: 'mesa-4' },
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2000);
      });
      const dialog = await screen.findByRole('dialog', {
        name: '¿Querés ganar puntos en tus próximos pedidos?',
      });
      await act(async () => {
        within(dialog).getByRole('button', { name: 'Registrarme' }).click();
        // the prompt's exit transition ends, freeing the page's modal stack
        await jest.advanceTimersByTimeAsync(700);
      });
      expect(localStorage.getItem(STORAGE_KEYS.authPath)).toBe('/checkout');
      expect(view.history.at(-1)).toBe('/auth');
      expect(view.stores.cart.getState().cart.products).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('sending the order (spec 000 section 4)', () => {
  it('confirm, then processing 3.5 s, then one order with the idempotency key kept with the draft; success clears the order', async () => {
    jest.useFakeTimers();
    const sent: { headers: Headers; body: unknown }[] = [];
    try {
      const view = render({
        cart: { consumeType: 'local', table: '4', tableId: 'mesa-4' },
        api: {
          'POST /api/pedido/sendorder': ({ headers, body }) => {
            sent.push({ headers, body });
            return {
              status: 201,
              body: { data: { _id: 'ord-9', idOrder: 1042, type: 'mesa', account: { orderTotal: 25000 } } },
            };
          },
        },
      });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const send = await screen.findByRole('button', { name: 'Enviar orden' });
      await waitFor(() => expect(send).toBeEnabled());
      await user.click(send);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(350);
      });
      await user.click(
        within(screen.getByRole('dialog', { name: '¿Enviamos tu orden?' })).getByRole('button', {
          name: 'Enviar',
        }),
      );
      expect(await screen.findByText('Estamos enviando tu orden…')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3499);
      });
      expect(sent).toHaveLength(0);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(await screen.findByText('¡Tu orden fue enviada!')).toBeInTheDocument();
      expect(sent).toHaveLength(1);
      expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/^order-/);
      expect(sent[0]?.body).toMatchObject({
        type: 'mesa',
        mesaId: 'mesa-4',
        metodoDePago: 'cash',
        total: 25000,
      });
      expect(screen.getByTestId('order-total')).toHaveTextContent('25.000');
      expect(view.stores.cart.getState().cart.products).toEqual([]);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3000);
      });
      expect(view.history.at(-1)).toBe('/home/suc-palermo/store-palermo');
    } finally {
      jest.useRealTimers();
    }
  });

  it('a failure shows the server message, keeps the order and its key, and returns to checkout after 3.5 s', async () => {
    jest.useFakeTimers();
    const keys: (string | null)[] = [];
    try {
      const view = render({
        cart: { consumeType: 'local', table: '4', tableId: 'mesa-4' },
        api: {
          'POST /api/pedido/sendorder': ({ headers }) => {
            keys.push(headers.get('Idempotency-Key'));
            return {
              status: 409,
              body: { message: 'El total del pedido cambió. Revisá tu orden.', data: { total: 26000 } },
            };
          },
        },
      });
      const user = await sendFromCheckout();
      expect(await screen.findByText('El total del pedido cambió. Revisá tu orden.')).toBeInTheDocument();
      expect(view.stores.cart.getState().cart.products).toHaveLength(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3500);
      });
      expect(view.history.at(-1)).toBe('/checkout');
      const again = await screen.findByRole('button', { name: 'Enviar orden' });
      await user.click(again);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(350);
      });
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enviar' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3600);
      });
      await waitFor(() => expect(keys).toHaveLength(2));
      expect(keys[1]).toBe(keys[0]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("an answer without the API's words (a proxy's 503 page) reads as an unexpected error in Spanish, never 'HTTP 503'", async () => {
    jest.useFakeTimers();
    try {
      render({
        cart: { consumeType: 'local', table: '4', tableId: 'mesa-4' },
        api: {
          'POST /api/pedido/sendorder': () => ({ status: 503, body: '<html>Service Unavailable</html>' }),
        },
      });
      await sendFromCheckout();
      expect(
        await screen.findByText(
          'Ocurrió un error inesperado. Intentá de nuevo en unos minutos: tu orden no se perdió.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/HTTP 503/)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('ADR 051: a session that changes during the 3.5 s of sending sends nothing under the new one, says so and keeps the order', async () => {
    jest.useFakeTimers();
    const sent: (string | null)[] = [];
    try {
      const view = render({
        cart: { consumeType: 'local', table: '4', tableId: 'mesa-4' },
        api: {
          'POST /api/pedido/sendorder': ({ headers }) => {
            sent.push(headers.get('Authorization'));
            return { status: 201, body: { data: { _id: 'ord-9', idOrder: 1042, type: 'mesa' } } };
          },
        },
      });
      await sendFromCheckout({ send: 'Enviar orden', confirm: 'Enviar' }, { advanceSend: false });
      expect(await screen.findByText('Estamos enviando tu orden…')).toBeInTheDocument();
      // signed in again meanwhile (the first session ended: a 401 took the customer to /auth)
      const before = view.stores.session.getState().session!;
      act(() => {
        view.stores.session.setState({
          session: { ...before, credentials: { ...before.credentials, authToken: 'another-token' } },
        });
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3600);
      });
      expect(
        await screen.findByText(
          'Tu sesión cambió mientras enviábamos tu orden y no la enviamos. Revisala y enviala de nuevo.',
        ),
      ).toBeInTheDocument();
      expect(sent).toEqual([]);
      expect(view.stores.cart.getState().cart.products).toHaveLength(1);
      expect(localStorage.getItem(STORAGE_KEYS.orderSubmission)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("the members' benefit (issue 14 item 10): 'Descuento Club (15%)' for an active member", () => {
  const member = { active: true, cycle: 'monthly' as const };
  const totals = async () => {
    const heading = await screen.findByRole('heading', { name: 'Total' });
    return heading.closest('section') as HTMLElement;
  };

  it('an active member of a brand with 15 % sees 25000 − 3750 = 21250, the total the bar and the send use', async () => {
    jest.useFakeTimers();
    const sent: unknown[] = [];
    try {
      render({
        membership: member,
        cart: { consumeType: 'local', table: '4', tableId: 'mesa-4' },
        api: {
          'POST /api/pedido/sendorder': ({ body }) => {
            sent.push(body);
            return {
              status: 201,
              body: { data: { _id: 'ord-9', idOrder: 1042, account: { orderTotal: 21250 } } },
            };
          },
        },
      });
      const block = within(await totals());
      expect(block.getByText('Descuento Club (15%)')).toBeInTheDocument();
      expect(screen.getByTestId('checkout-club-discount')).toHaveTextContent(/^-\$\s?3\.750$/);
      expect(screen.getByTestId('checkout-total')).toHaveTextContent('21.250');
      expect(screen.getByRole('region', { name: 'Enviar la orden' })).toHaveTextContent('21.250');

      await sendFromCheckout();
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toMatchObject({ total: 21250 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('no line, and the full 25000, for a non-member, a cancelled membership, a guest, or a brand whose club is off', async () => {
    const cases = [
      {},
      { membership: { active: false, cycle: 'monthly' as const } },
      { typeUser: 'guest' as const, membership: member },
      { membership: member, brand: { clubMembers: { enabled: false, generalDiscountPct: 15 } } },
    ];
    for (const options of cases) {
      const view = render({ ...options, cart: { consumeType: 'local', table: '4', tableId: 'mesa-4' } });
      await totals();
      await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('25.000'));
      expect(screen.queryByText(/Descuento Club/)).not.toBeInTheDocument();
      expect(screen.queryByTestId('checkout-club-discount')).not.toBeInTheDocument();
      view.unmount();
      localStorage.clear();
    }
  });

  it("the discount is on the products only: delivery's shipping is added after it", async () => {
    render({
      membership: member,
      systemOptions: { deliverySystem: true },
      cart: {
        consumeType: 'delivery',
        address: { deliveryAddressId: 'addr-1', addressName: 'Casa' },
        deliveryOption: { id: 'est-1', tipo: 'moto', costoEnvio: 1000 },
      },
      api: {
        'POST /api/pedido/delivery/estimate': () => ({
          body: { data: { estimaciones: [{ id: 'est-1', tipo: 'moto', costoEnvio: 1000 }] } },
        }),
      },
    });
    await totals();
    // 25000 − 3750 + 1000
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('22.250'));
    expect(screen.getByTestId('checkout-club-discount')).toHaveTextContent('3.750');
  });

  it('ADR 050: a refused total brings the current prices; the order takes them and the next send is accepted', async () => {
    jest.useFakeTimers();
    const sent: { total?: number }[] = [];
    try {
      const view = render({
        cart: { consumeType: 'local', table: '4', tableId: 'mesa-4' },
        api: {
          'POST /api/pedido/sendorder': ({ body }) => {
            sent.push(body as { total?: number });
            if (sent.length === 1) {
              return {
                status: 409,
                body: {
                  message: 'El total del pedido cambió. Revisá tu orden.',
                  data: {
                    total: 26000,
                    lines: [{ orderProductId: 'op1', sku: 'MIL', price: 13000, options: {}, upselling: [] }],
                  },
                },
              };
            }
            return {
              status: 201,
              body: { data: { _id: 'order-1', idOrder: 7, total: 26000, orderPayment: [] } },
            };
          },
        },
      });
      const user = await sendFromCheckout();
      expect(await screen.findByText('El total del pedido cambió. Revisá tu orden.')).toBeInTheDocument();
      // the order keeps its line, at the server's price
      expect(view.stores.cart.getState().cart.products).toEqual([
        expect.objectContaining({ sku: 'MIL', price: 13000, quantity: 2 }),
      ]);
      expect(view.stores.cart.getState().cart.total).toBe(26000);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3500);
      });
      expect(view.history.at(-1)).toBe('/checkout');
      await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('26.000'));
      await user.click(await screen.findByRole('button', { name: 'Enviar orden' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(350);
      });
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enviar' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3600);
      });
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent.map((body) => body.total)).toEqual([25000, 26000]);
      await waitFor(() => expect(view.stores.cart.getState().cart.products).toEqual([]));
    } finally {
      jest.useRealTimers();
    }
  });

  it("the server's message when it disagrees names the members' discount, and the order is kept", async () => {
    jest.useFakeTimers();
    const message =
      'El total del pedido cambió: como miembro del club tenés un 15% de descuento. Revisá tu orden.';
    try {
      const view = render({
        cart: { consumeType: 'local', table: '4', tableId: 'mesa-4' },
        api: {
          'POST /api/pedido/sendorder': () => ({ status: 409, body: { message, data: { total: 21250 } } }),
        },
      });
      await sendFromCheckout();
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(view.stores.cart.getState().cart.products).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it("in another language the server's refusal passes through the page's translator (spec 001 section 4), as brand texts do", async () => {
    jest.useFakeTimers();
    resetPageTranslationForTests();
    const message = 'La sucursal está cerrada en este momento';
    try {
      const view = render({
        language: 'en',
        cart: { consumeType: 'local', table: '4', tableId: 'mesa-4' },
        api: { 'POST /api/pedido/sendorder': () => ({ status: 400, body: { message } }) },
      });
      // the translation the service gave earlier in this page view (a request would fail the test)
      getPageTranslation().cache.set(message, 'en', 'The branch is closed right now');
      await sendFromCheckout({ send: 'Send order', confirm: 'Send' });
      expect(await screen.findByText('The branch is closed right now')).toBeInTheDocument();
      expect(screen.queryByText(message)).not.toBeInTheDocument();
      expect(view.stores.cart.getState().cart.products).toHaveLength(1);
    } finally {
      jest.useRealTimers();
      resetPageTranslationForTests();
    }
  });
});

describe('a product priced per consumption type (spec 000 section 3)', () => {
  it("a pizza added at the table price costs its takeaway price once the customer chooses takeaway (the API prices it so: the table price was refused as 'El total del pedido cambió')", async () => {
    const consumePrices = { tableSystem: 14900, takeawaySystem: 13900, deliverySystem: 15900 };
    const view = render({
      systemOptions: { tableSystem: true, takeawaySystem: true },
      cart: {
        products: [
          {
            ...line,
            sku: 'SAB-031',
            name: 'Pizza napolitana',
            price: 14900,
            quantity: 1,
            consumePrices,
            comments: '',
            customization: { ingredients: {}, aditionals: {} },
            upselling: [],
            crossSelling: false,
          },
        ],
        total: 14900,
        quantity: 1,
      },
    });
    const totals = () => screen.getByTestId('checkout-total');
    await userEvent.click(await screen.findByRole('radio', { name: 'Retiro en sucursal' }));
    await waitFor(() => expect(view.stores.cart.getState().cart.total).toBe(13900));
    expect(view.stores.cart.getState().cart.products[0]?.price).toBe(13900);
    expect(totals()).toHaveTextContent(/^\$\s?13\.900$/);
  });
});

describe('an empty checkout after an order was sent (Back from the branch home)', () => {
  it('offers the order under way, on its branch home, before the branch list', async () => {
    render({
      cart: { products: [], total: 0, quantity: 0 },
      api: {
        'GET /api/pedido/active/user-1': () => ({
          body: {
            data: [
              {
                _id: 'o1',
                idOrder: 1042,
                type: 'takeaway',
                estadoDeOrden: 'COCINA',
                activeOrder: true,
                idLocal: 'suc-palermo',
                storeId: 'store-palermo',
              },
            ],
          },
        }),
      },
    });
    expect(await screen.findByText('No hay productos en la orden')).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Tenés una orden en curso: #1042.');
    expect(screen.getByRole('link', { name: 'Ver mi orden en curso' })).toHaveAttribute(
      'href',
      '/home/suc-palermo/store-palermo',
    );
    expect(screen.getByRole('link', { name: 'Ver sucursales' })).toHaveAttribute('href', '/');
  });

  it('without an order under way it offers the branch list only', async () => {
    render({ cart: { products: [], total: 0, quantity: 0 } });
    expect(await screen.findByText('No hay productos en la orden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver sucursales' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver mi orden en curso' })).not.toBeInTheDocument();
  });
});

describe("brand texts in the page's language (spec 001 section 4)", () => {
  it("in another language the order's product lines show the brand's names translated, and the order keeps the brand's own (spec 001 section 4)", async () => {
    resetPageTranslationForTests();
    const sent: string[][] = [];
    try {
      const view = render({
        language: 'en',
        cart: {
          consumeType: 'local',
          table: '4',
          tableId: 'mesa-4',
          products: [
            {
              ...line,
              comments: '',
              upselling: [],
              crossSelling: false,
              customization: {
                ingredients: {},
                aditionals: {
                  'OPT-PAPAS-g1': {
                    name: 'Papas fritas',
                    sku: 'OPT-PAPAS',
                    price: 1500,
                    quantity: 1,
                    minLimit: 0,
                    category: { id: 'g1' },
                  },
                },
              },
            },
          ],
        },
        api: {
          'POST /api/translate/language/translate/v2': ({ body }) => {
            const { q } = body as { q: string[] };
            sent.push(q);
            const english: Record<string, string> = {
              'Milanesa napolitana': 'Neapolitan milanesa',
              'Papas fritas': 'French fries',
            };
            return {
              body: { data: { translations: q.map((text) => ({ translatedText: english[text] ?? text })) } },
            };
          },
        },
      });
      expect(
        await screen.findByText(/2 × Neapolitan milanesa/, undefined, { timeout: 3000 }),
      ).toBeInTheDocument();
      expect(screen.getByText(/French fries/)).toBeInTheDocument();
      expect(screen.queryByText(/Milanesa napolitana/)).not.toBeInTheDocument();
      expect(sent.flat()).toEqual(expect.arrayContaining(['Milanesa napolitana', 'Papas fritas']));
      expect(view.stores.cart.getState().cart.products[0]?.name).toBe('Milanesa napolitana');
    } finally {
      resetPageTranslationForTests();
    }
  });
});

describe('issue 28: paying with points states what they pay and what is owed, and points that pay nothing cannot be chosen', () => {
  const atTable = { consumeType: 'local' as const, table: '4', tableId: 'mesa-4' };
  const withPoints = (availablePoints: number) => ({
    'GET /api/points/user-1': () => ({ body: { data: { availablePoints } } }),
  });
  const totals = async () => {
    const heading = await screen.findByRole('heading', { name: 'Total' });
    return within(heading.closest('section') as HTMLElement);
  };

  it('1 500 points of a 25 000 order: the totals, the send bar and the confirmation say 1.500 PTS with points and $ 23.500 to pay at the branch; the send is points and cash', async () => {
    jest.useFakeTimers();
    const sent: unknown[] = [];
    try {
      render({
        cart: { ...atTable, paymentMethod: { type: 'points' } },
        api: {
          ...withPoints(1500),
          'POST /api/pedido/sendorder': ({ body }) => {
            sent.push(body);
            return {
              status: 201,
              body: {
                data: {
                  _id: 'ord-9',
                  idOrder: 1042,
                  account: { orderTotal: 25000, pointsToUse: 1500, totalinvoiced: 23500 },
                },
              },
            };
          },
        },
      });
      const block = await totals();
      expect(await block.findByText('Pagás con puntos')).toBeInTheDocument();
      expect(screen.getByTestId('checkout-points')).toHaveTextContent(/^1\.500 PTS \(-\$\s?1\.500\)$/);
      expect(block.getByText('A pagar en el local')).toBeInTheDocument();
      expect(screen.getByTestId('checkout-owed')).toHaveTextContent(/^\$\s?23\.500$/);
      // the order's total is still the whole order
      expect(screen.getByTestId('checkout-total')).toHaveTextContent('25.000');
      const bar = screen.getByRole('region', { name: 'Enviar la orden' });
      expect(bar).toHaveTextContent(/2 productos · 1\.500 PTS con puntos · A pagar \$\s?23\.500/);
      expect(bar).not.toHaveTextContent('25.000');

      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const send = screen.getByRole('button', { name: 'Enviar orden' });
      await waitFor(() => expect(send).toBeEnabled());
      await user.click(send);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(350);
      });
      const dialog = screen.getByRole('dialog', { name: '¿Enviamos tu orden?' });
      expect(dialog).toHaveTextContent(
        /El total es \$\s?25\.000: 1\.500 PTS se descuentan de tus puntos y quedan \$\s?23\.500 a pagar en el local\./,
      );
      await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3600);
      });
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toMatchObject({ total: 25000, metodoDePago: ['points', 'cash'] });
      // the result says what the server charged: the points and what is left to pay
      expect(await screen.findByText('¡Tu orden fue enviada!')).toBeInTheDocument();
      expect(screen.getByTestId('order-points')).toHaveTextContent(
        /^Pagaste 1\.500 PTS con tus puntos; quedan \$\s?23\.500 a pagar en el local\.$/,
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('points that pay the whole order: nothing left to pay, points alone', async () => {
    render({ cart: { ...atTable, paymentMethod: { type: 'points' } }, api: withPoints(30000) });
    await (await totals()).findByText('Pagás con puntos');
    expect(screen.getByTestId('checkout-points')).toHaveTextContent(/^25\.000 PTS \(-\$\s?25\.000\)$/);
    expect(screen.getByTestId('checkout-owed')).toHaveTextContent(/^\$\s?0$/);
    expect(screen.getByRole('region', { name: 'Enviar la orden' })).toHaveTextContent(
      /25\.000 PTS con puntos · A pagar \$\s?0/,
    );
  });

  it('with cash chosen nothing is said about points, and the bar shows the total', async () => {
    render({ cart: { ...atTable, paymentMethod: { type: 'cash' } }, api: withPoints(1500) });
    await screen.findByText(/Tenés 1\.500 puntos/);
    expect(screen.queryByText('Pagás con puntos')).not.toBeInTheDocument();
    expect(screen.queryByTestId('checkout-owed')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Enviar la orden' })).toHaveTextContent(
      /2 productos · Total \$\s?25\.000/,
    );
  });

  it("0 points: 'Puntos' is shown disabled with the balance as the reason, and a points choice already made falls back to 'Pago en local'", async () => {
    const view = render({ cart: { ...atTable, paymentMethod: { type: 'points' } }, api: withPoints(0) });
    const group = await screen.findByRole('group', { name: 'Método de pago' });
    expect(
      await within(group).findByText('Tenés 0 puntos: no alcanzan para pagar esta orden.'),
    ).toBeInTheDocument();
    const points = within(group).getByRole('radio', { name: /Puntos/ });
    expect(points).toBeDisabled();
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Pago en local' })).toBeChecked());
    expect(points).not.toBeChecked();
    expect(view.stores.cart.getState().cart.paymentMethod).toEqual({ type: 'cash' });
    expect(screen.queryByTestId('checkout-owed')).not.toBeInTheDocument();
    await userEvent.click(points);
    expect(view.stores.cart.getState().cart.paymentMethod).toEqual({ type: 'cash' });
  });

  it("a balance that cannot be read leaves 'Puntos' disabled, saying so", async () => {
    render({
      cart: atTable,
      api: { 'GET /api/points/user-1': () => ({ status: 500, body: { message: 'caído' } }) },
    });
    const group = await screen.findByRole('group', { name: 'Método de pago' });
    expect(
      await within(group).findByText(
        'No pudimos consultar tus puntos: elegí otro método de pago.',
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: /Puntos/ })).toBeDisabled();
  });
});

describe("issue 28: what the customer added in the product's customisation is in the checkout's product lines", () => {
  it("the option chosen, the additionals with their quantity and the suggested products ('Extra: …') under their product; a plain line reads quantity × name", async () => {
    render({
      cart: {
        products: [
          {
            ...line,
            _id: 'burger',
            orderProductId: 'op-burger',
            name: 'Hamburguesa clásica',
            sku: 'SAB-040',
            price: 11900,
            quantity: 1,
            customization: {
              ingredients: {
                'OPT-JUGOSO-g1': {
                  name: 'Jugoso',
                  sku: 'OPT-JUGOSO',
                  price: 0,
                  quantity: 1,
                  category: { id: 'g1' },
                },
              },
              aditionals: {
                'OPT-HUEVO-g2': {
                  name: 'Huevo frito',
                  sku: 'OPT-HUEVO',
                  price: 1200,
                  quantity: 2,
                  category: { id: 'g2' },
                },
              },
            },
            upselling: [{ sku: 'SAB-090', name: 'Gaseosa 500 ml', price: 2500, quantity: 1 }],
          },
          line,
        ] as unknown as Cart['products'],
        total: 41800,
        quantity: 5,
      },
    });
    const products = await screen.findByRole('list', { name: 'Productos de la orden' });
    const [burger, milanesa] = within(products).getAllByRole('listitem');
    // the option chosen first, as the summary and the order's detail list it (walk D6)
    expect(burger).toHaveTextContent(
      '1 × Hamburguesa clásicaJugoso · + Huevo frito × 2 · Extra: Gaseosa 500 ml × 1',
    );
    expect(milanesa).toHaveTextContent(/^2 × Milanesa napolitana$/);
  });
});
