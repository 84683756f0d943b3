import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addProductToCart, addUpselling, createEmptyCart } from 'shared-contracts/cart';
import { resetModalsForTests } from 'shared-ui/modal-store';
import { renderRemote } from 'shared-ui/testing';
import { testBranch, testBrand, testSession } from 'shared-ui/testing/fixtures';
import { App, preloadScreens } from '../../../../app/app';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { hamburguesa, milanesa, papas } from '../../../../testing/menu-fixtures';
import { configuredLine } from '../../../../testing/order-fixtures';
import { orderingApi } from '../../../../testing/ordering-api';

// The app's screens are chunks loaded on first render: load them before any test renders.
beforeAll(preloadScreens);

const MENU = '/menu/suc-palermo/store-palermo';

/** Ana's order: a burger 'A punto' × 2, and a milanesa with two sauces, a fried egg and fries as an extra. */
function order() {
  const burger = configuredLine(hamburguesa, ['OPT-A-PUNTO'], 'line-burger', 2);
  const mila = addUpselling(
    configuredLine(milanesa, ['OPT-MAYONESA', 'OPT-KETCHUP', 'OPT-HUEVO'], 'line-mila'),
    {
      sku: papas.sku,
      name: papas.name,
      price: 4500,
      quantity: 1,
    },
  );
  return addProductToCart(
    addProductToCart(createEmptyCart(), burger, () => 'draft-1'),
    mila,
  );
}

function rememberBranch() {
  localStorage.setItem(
    STORAGE_KEYS.consumePreferences,
    JSON.stringify({ lastSelectedLocalId: 'suc-palermo', lastSelectedStoreId: 'store-palermo' }),
  );
}

beforeEach(() => {
  resetModalsForTests();
  localStorage.clear();
});

describe('checkout bar (spec 000 section 2)', () => {
  it("shows the order's count and total with 'Ver orden', which opens the summary", async () => {
    const { handlers } = orderingApi({
      'POST /api/menu/complementaryprodorder': () => ({ body: { data: [] } }),
    });
    const view = renderRemote(<App />, {
      remote: 'ordering',
      path: MENU,
      brand: testBrand(),
      cart: order(),
      api: handlers,
    });
    const bar = await screen.findByRole('region', { name: 'Tu orden' });
    // 2 burgers + 1 milanesa + 1 upsold fries = 4; 2 × 9800 + (12500 + 1200) + 4500 = 37800
    expect(bar).toHaveTextContent('4 productos');
    expect(bar).toHaveTextContent(/\$\s37\.800/);
    await userEvent.click(within(bar).getByRole('button', { name: 'Ver orden' }));
    expect(view.history.at(-1)).toBe('/resumen-de-orden');
  });

  it('does not show without products', async () => {
    const { handlers } = orderingApi();
    renderRemote(<App />, { remote: 'ordering', path: MENU, brand: testBrand(), api: handlers });
    await screen.findByRole('heading', { level: 2, name: 'Milanesas' });
    expect(screen.queryByRole('region', { name: 'Tu orden' })).not.toBeInTheDocument();
  });

  it('a closed branch does not let the customer move on: the closed modal shows', async () => {
    const { handlers } = orderingApi({}, { branch: testBranch({ status: 'close' }) });
    const view = renderRemote(<App />, {
      remote: 'ordering',
      path: MENU,
      brand: testBrand(),
      cart: order(),
      api: handlers,
    });
    await screen.findByRole('heading', { level: 2, name: 'Milanesas' });
    await waitFor(() => expect(view.requests).toContain('GET /api/local/suc-palermo'));
    await act(async () => {});
    await userEvent.click(screen.getByRole('button', { name: 'Ver orden' }));
    expect(await screen.findByRole('dialog', { name: 'Sucursal cerrada' })).toBeInTheDocument();
    expect(view.history.at(-1)).toBe(MENU);
  });

  it("issue 28: on a closed branch's menu (a link, a story) an order of another, open branch names its branch and 'Ver orden' opens its summary", async () => {
    const belgrano = testBranch({
      id: 'suc-belgrano',
      storeId: 'store-belgrano',
      name: 'Sabores del Sur Belgrano',
    });
    const { handlers } = orderingApi(
      {
        'GET /api/local/suc-belgrano': () => ({ body: { data: [belgrano] } }),
        'POST /api/menu/complementaryprodorder': () => ({ body: { data: [] } }),
      },
      { branch: testBranch({ status: 'close' }) },
    );
    const view = renderRemote(<App />, {
      remote: 'ordering',
      path: MENU,
      brand: testBrand(),
      cart: { ...order(), localId: 'suc-belgrano', storeId: 'store-belgrano' },
      api: handlers,
    });
    const bar = await screen.findByRole('region', { name: 'Tu orden' });
    await waitFor(() => expect(bar).toHaveTextContent('4 productos · Sabores del Sur Belgrano'));
    await userEvent.click(within(bar).getByRole('button', { name: 'Ver orden' }));
    expect(screen.queryByRole('dialog', { name: 'Sucursal cerrada' })).not.toBeInTheDocument();
    expect(view.history.at(-1)).toBe('/resumen-de-orden');
  });

  it("issue 28: the order's own branch closed blocks moving on from another branch's menu, with its closed modal", async () => {
    const belgrano = testBranch({
      id: 'suc-belgrano',
      storeId: 'store-belgrano',
      name: 'Sabores del Sur Belgrano',
      status: 'close',
    });
    const { handlers } = orderingApi({
      'GET /api/local/suc-belgrano': () => ({ body: { data: [belgrano] } }),
    });
    const view = renderRemote(<App />, {
      remote: 'ordering',
      path: MENU,
      brand: testBrand(),
      cart: { ...order(), localId: 'suc-belgrano', storeId: 'store-belgrano' },
      api: handlers,
    });
    const bar = await screen.findByRole('region', { name: 'Tu orden' });
    await waitFor(() => expect(bar).toHaveTextContent('4 productos · Sabores del Sur Belgrano'));
    await userEvent.click(within(bar).getByRole('button', { name: 'Ver orden' }));
    expect(await screen.findByRole('dialog', { name: 'Sucursal cerrada' })).toBeInTheDocument();
    expect(view.history.at(-1)).toBe(MENU);
  });
});

describe("order summary 'Mi orden' /resumen-de-orden (spec 000 section 2)", () => {
  /** The ordering API, and the bodies of the suggested-extras requests. */
  const api = () => {
    const suggested: unknown[] = [];
    const { handlers } = orderingApi({
      'POST /api/menu/complementaryprodorder': ({ body }) => {
        suggested.push(body);
        return { body: { data: [papas] } };
      },
      // An empty order without a branch goes back to the base page, the branch list.
      'GET /api/local/all': () => ({ body: { data: [] } }),
    });
    return { handlers, suggested };
  };

  it('lists each line with its choices, extras and total, suggested extras, and an edit link to the edit route', async () => {
    rememberBranch();
    const { handlers, suggested } = api();
    const view = renderRemote(<App />, {
      remote: 'ordering',
      path: '/resumen-de-orden',
      brand: testBrand(),
      cart: order(),
      api: handlers,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Mi orden' })).toBeInTheDocument();
    expect(view.stores.layout.getState().header).toMatchObject({ title: '', goBack: MENU });
    const lines = screen.getByRole('list', { name: 'Productos de la orden' });
    const mila = within(lines)
      .getByRole('heading', { name: 'Milanesa de carne con papas fritas' })
      .closest('li') as HTMLElement;
    expect(mila).toHaveTextContent('Mayonesa × 1');
    expect(mila).toHaveTextContent(/Huevo frito × 1 \(\+ \$\s1\.200\)/);
    // '(+' and its amount never part at a line's end (a walk saw '(+' on one line, '$ 4.200)' on the next)
    expect(mila.textContent).toContain('(+\u00a0$');
    expect(mila).toHaveTextContent('Extra: Porción de papas fritas × 1');
    expect(mila).toHaveTextContent(/\$\s18\.200/);
    expect(
      within(mila).getByRole('link', { name: 'Editar Milanesa de carne con papas fritas' }),
    ).toHaveAttribute('href', '/resumen-de-orden/product/store-palermo/SAB-010/line-mila');
    expect(await screen.findByRole('region', { name: 'Sugeridos para tu orden' })).toBeInTheDocument();
    expect(suggested).toContainEqual({
      storeId: 'store-palermo',
      idMarca: 'marca-sabores',
      products: ['SAB-040', 'SAB-010'],
    });
  });

  it("quantities change with the rules of the order, and 'Confirmar orden' leads to checkout", async () => {
    rememberBranch();
    const { handlers } = api();
    const view = renderRemote(<App />, {
      remote: 'ordering',
      path: '/resumen-de-orden',
      brand: testBrand(),
      cart: order(),
      api: handlers,
    });
    const burger = screen.getByRole('group', { name: 'Cantidad de Hamburguesa clásica' });
    await userEvent.click(within(burger).getByRole('button', { name: 'Agregar uno' }));
    expect(view.stores.cart.getState().cart.products[0]?.quantity).toBe(3);
    await userEvent.click(within(burger).getByRole('button', { name: 'Quitar uno' }));
    expect(view.stores.cart.getState().cart.total).toBe(37800);
    // minus at 1 removes the milanesa; its upsold fries stay as a line of their own
    const mila = screen.getByRole('group', { name: 'Cantidad de Milanesa de carne con papas fritas' });
    await userEvent.click(within(mila).getByRole('button', { name: 'Quitar uno' }));
    expect(view.stores.cart.getState().cart.products.map((p) => p.name)).toEqual([
      'Hamburguesa clásica',
      'Porción de papas fritas',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar orden' }));
    expect(view.history.at(-1)).toBe('/checkout');
  });

  it("an empty order says 'No hay productos en la orden', is cleared and goes back to the branch home", async () => {
    rememberBranch();
    const { handlers } = api();
    const view = renderRemote(<App />, {
      remote: 'ordering',
      path: '/resumen-de-orden',
      brand: testBrand(),
      cart: { ...createEmptyCart(), draftOrderId: 'draft-old', consumeType: 'takeaway' },
      api: handlers,
    });
    await waitFor(() => expect(view.history.at(-1)).toBe('/home/suc-palermo/store-palermo'));
    expect(view.toasts).toEqual([{ kind: 'info', message: 'No hay productos en la orden' }]);
    expect(view.stores.cart.getState().cart.draftOrderId).toBeNull();
  });

  it('a b2b brand changes quantities in a typed field, not with − and + (spec 000 sections 1 and 5)', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      rememberBranch();
      const { handlers } = api();
      const view = renderRemote(<App />, {
        remote: 'ordering',
        path: '/resumen-de-orden',
        brand: testBrand({ businessType: 'b2b' }),
        cart: order(),
        api: handlers,
      });
      const lines = screen.getByRole('list', { name: 'Productos de la orden' });
      expect(within(lines).queryByRole('button', { name: 'Agregar uno' })).not.toBeInTheDocument();
      expect(within(lines).queryByRole('button', { name: 'Quitar uno' })).not.toBeInTheDocument();
      const quantityOf = (name: string) =>
        view.stores.cart.getState().cart.products.find((p) => p.name === name);
      const field = within(lines).getByRole('textbox', { name: 'Cantidad de Hamburguesa clásica' });
      expect(field).toHaveValue('2');
      await user.clear(field);
      await user.type(field, '12');
      act(() => jest.advanceTimersByTime(300));
      expect(quantityOf('Hamburguesa clásica')?.quantity).toBe(12);
      // down by more than one in a single change
      await user.clear(field);
      await user.type(field, '3');
      act(() => jest.advanceTimersByTime(300));
      expect(quantityOf('Hamburguesa clásica')?.quantity).toBe(3);
      // 3 × 9800 + (12500 + 1200) + 4500
      expect(view.stores.cart.getState().cart.total).toBe(47600);
      // an invalid text goes back to 1 when the field is left
      await user.clear(field);
      await user.type(field, '0');
      await user.tab();
      expect(field).toHaveValue('1');
      expect(quantityOf('Hamburguesa clásica')?.quantity).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it("a b2b line, whose typed quantity cannot go under 1, is removed with 'Quitar' (a b2c line has the minus at 1 instead)", async () => {
    const user = userEvent.setup();
    rememberBranch();
    const { handlers } = api();
    const view = renderRemote(<App />, {
      remote: 'ordering',
      path: '/resumen-de-orden',
      brand: testBrand({ businessType: 'b2b' }),
      cart: order(),
      api: handlers,
    });
    const names = () => view.stores.cart.getState().cart.products.map((p) => p.name);
    const before = names();
    expect(before).toContain('Hamburguesa clásica');
    await user.click(screen.getByRole('button', { name: 'Quitar Hamburguesa clásica de la orden' }));
    expect(names()).toEqual(before.filter((name) => name !== 'Hamburguesa clásica'));
  });

  it("a b2c line has no 'Quitar' button: its minus at 1 removes it", async () => {
    rememberBranch();
    const { handlers } = api();
    renderRemote(<App />, { remote: 'ordering', path: '/resumen-de-orden', cart: order(), api: handlers });
    await screen.findByRole('list', { name: 'Productos de la orden' });
    expect(screen.queryByRole('button', { name: /de la orden$/ })).not.toBeInTheDocument();
  });

  it('without a remembered branch an empty order goes back to the base page', async () => {
    const { handlers } = api();
    const view = renderRemote(<App />, {
      remote: 'ordering',
      path: '/resumen-de-orden',
      brand: testBrand(),
      api: handlers,
    });
    await waitFor(() => expect(view.history.at(-1)).toBe('/'));
  });
});

describe("the members' benefit in the summary (issue 14 item 10)", () => {
  /** A signed-in customer, with the membership given. */
  const sessionWith = (membership?: { active: boolean; cycle: 'monthly' | 'annual' }) => {
    const session = testSession('registered');
    return { ...session, user: { ...session.user, ...(membership ? { membership } : {}) } };
  };
  const renderSummary = (options: {
    session: ReturnType<typeof sessionWith> | null;
    brand?: Record<string, unknown>;
  }) => {
    rememberBranch();
    const { handlers } = orderingApi({
      'POST /api/menu/complementaryprodorder': () => ({ body: { data: [] } }),
    });
    return renderRemote(<App />, {
      remote: 'ordering',
      path: '/resumen-de-orden',
      brand: testBrand(options.brand),
      session: options.session,
      cart: order(),
      api: handlers,
    });
  };

  it("an active member sees 'Descuento Club (15%)': 37800 − 5670 = 32130, in the summary and its bar", async () => {
    renderSummary({ session: sessionWith({ active: true, cycle: 'annual' }) });
    expect(await screen.findByText('Descuento Club (15%)')).toBeInTheDocument();
    expect(screen.getByText('Productos')).toBeInTheDocument();
    expect(screen.getByTestId('summary-club-discount')).toHaveTextContent(/^-\$\s5\.670$/);
    expect(screen.getByTestId('summary-total')).toHaveTextContent(/\$\s32\.130/);
    expect(screen.getByRole('region', { name: 'Tu orden' })).toHaveTextContent(/\$\s32\.130/);
  });

  it("the menu's bar reads the summary's 32130 for an active member, not the products' 37800", async () => {
    rememberBranch();
    const { handlers } = orderingApi({});
    renderRemote(<App />, {
      remote: 'ordering',
      path: '/menu/suc-palermo/store-palermo',
      brand: testBrand(),
      session: sessionWith({ active: true, cycle: 'annual' }),
      cart: order(),
      api: handlers,
    });
    const bar = await screen.findByRole('region', { name: 'Tu orden' });
    expect(bar).toHaveTextContent(/\$\s32\.130/);
    expect(bar).not.toHaveTextContent(/37\.800/);
  });

  it('no line and the full 37800 for a non-member, a cancelled membership, a guest, or a brand whose club is off', async () => {
    const guest = testSession('guest');
    const cases = [
      { session: sessionWith() },
      { session: sessionWith({ active: false, cycle: 'monthly' }) },
      {
        session: {
          ...guest,
          user: { ...guest.user, membership: { active: true, cycle: 'monthly' as const } },
        },
      },
      { session: null },
      {
        session: sessionWith({ active: true, cycle: 'monthly' }),
        brand: { clubMembers: { enabled: false, generalDiscountPct: 15 } },
      },
    ];
    for (const options of cases) {
      const view = renderSummary(options);
      expect(await screen.findByTestId('summary-total')).toHaveTextContent(/\$\s37\.800/);
      expect(screen.queryByText(/Descuento Club/)).not.toBeInTheDocument();
      expect(screen.queryByTestId('summary-club-discount')).not.toBeInTheDocument();
      view.unmount();
    }
  });
});

describe('the order in progress (spec 000 sections 3, 4 and 7)', () => {
  it('a draft order id is made on the first add and kept after; cart activity goes out once the order is still', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const { handlers, tracked } = orderingApi({
        'GET /api/menu/product/SAB-040': () => ({ body: { data: hamburguesa } }),
        'POST /api/menu/complementaryprod': () => ({ body: { data: [] } }),
      });
      const view = renderRemote(<App />, {
        remote: 'ordering',
        path: `${MENU}/product/SAB-040`,
        brand: testBrand(),
        api: handlers,
      });
      const add = async () => {
        const dialog = await screen.findByRole('dialog', { name: 'Hamburguesa clásica' });
        await user.click(within(dialog).getByRole('radio', { name: 'Jugoso' }));
        await user.click(within(dialog).getByRole('button', { name: 'Agregar al pedido' }));
      };
      await add();
      const draft = view.stores.cart.getState().cart.draftOrderId;
      expect(draft).toEqual(expect.any(String));
      act(() => jest.advanceTimersByTime(300)); // the overlay's close cleanup
      // back on the menu: open the same product again from its card
      await user.click(await screen.findByRole('button', { name: /Hamburguesa clásica/ }));
      await add();
      expect(view.stores.cart.getState().cart.draftOrderId).toBe(draft);
      expect(view.stores.cart.getState().cart.products).toHaveLength(2);
      act(() => jest.advanceTimersByTime(1000));
      await waitFor(() => expect(tracked.filter((t) => t.path === 'update-cart')).toHaveLength(1));
      expect(tracked.find((t) => t.path === 'update-cart')?.body).toEqual({
        idUser: 'guest',
        idMarca: 'marca-sabores',
        storeId: 'store-palermo',
        draftOrderId: draft,
        products: [
          { sku: 'SAB-040', name: 'Hamburguesa clásica', quantity: 1 },
          { sku: 'SAB-040', name: 'Hamburguesa clásica', quantity: 1 },
        ],
        total: 19600,
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaving for the base page with an unsent order sends the abandoned-order notice', async () => {
    rememberBranch();
    const { handlers, tracked } = orderingApi({
      'GET /api/local/all': () => ({ body: { data: [testBranch()] } }),
    });
    renderRemote(<App />, {
      remote: 'ordering',
      path: '/',
      brand: testBrand(),
      cart: order(),
      api: handlers,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Salir sin enviar' }));
    await waitFor(() =>
      expect(tracked).toContainEqual({
        path: 'abandoned-order',
        body: {
          idUser: 'guest',
          idMarca: 'marca-sabores',
          storeId: 'store-palermo',
          products: [
            { sku: 'SAB-040', name: 'Hamburguesa clásica', quantity: 2 },
            { sku: 'SAB-010', name: 'Milanesa de carne con papas fritas', quantity: 1 },
          ],
        },
      }),
    );
  });
});
