import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addProductToCart, createEmptyCart, createProductInPreparation } from 'shared-contracts/cart';
import { productSchema, type Cart } from 'shared-contracts/entities';
import { resetModalsForTests } from 'shared-ui/modal-store';
import { renderRemote } from 'shared-ui/testing';
import { testBranch, testBrand, testSession } from 'shared-ui/testing/fixtures';
import { App, preloadScreens } from '../../../../app/app';
import { docena, ensalada, hamburguesa, milanesa, papas, product } from '../../../../testing/menu-fixtures';
import { orderingApi, palermo } from '../../../../testing/ordering-api';

// The app's screens are chunks loaded on first render: load them before any test renders.
beforeAll(preloadScreens);

const MENU = '/menu/suc-palermo/store-palermo';
/** Two required groups: the meat's point (radio) and two sauces. */
const hamburguesaConSalsas = product('SAB-045', 'Hamburguesa con salsas', 11000, {
  children: [
    ...productSchema.parse(hamburguesa).children,
    ...productSchema.parse(milanesa).children.filter((option) => option.category.id === 'g-salsas'),
  ],
});
const products: Record<string, unknown> = {
  'SAB-040': hamburguesa,
  'SAB-045': hamburguesaConSalsas,
  'SAB-010': milanesa,
  'SAB-027': docena,
  'SAB-050': ensalada,
};

function setup(
  {
    path,
    cart,
    branch = palermo as unknown,
    brand = testBrand(),
    session = null as ReturnType<typeof testSession> | null,
    extra = {} as Parameters<typeof orderingApi>[0],
    language,
  } = {} as {
    path: string;
    cart?: Cart;
    branch?: unknown;
    brand?: ReturnType<typeof testBrand>;
    session?: ReturnType<typeof testSession> | null;
    extra?: Parameters<typeof orderingApi>[0];
    language?: 'de';
  },
) {
  const { handlers, tracked } = orderingApi(
    {
      // a product the API cannot give (the keys are exact paths, not patterns)
      'GET /api/menu/product/SAB-999': () => ({ status: 500 }),
      'POST /api/menu/complementaryprod': () => ({ body: { data: [papas] } }),
      ...extra,
    },
    { branch },
  );
  for (const [sku, answer] of Object.entries(products)) {
    handlers[`GET /api/menu/product/${sku}`] ??= () => ({ body: { data: answer } });
  }
  const view = renderRemote(<App />, {
    remote: 'ordering',
    path,
    brand,
    session,
    cart,
    api: handlers,
    ...(language ? { language } : {}),
  });
  return { view, tracked };
}

const overlay = (name: string | RegExp) => screen.findByRole('dialog', { name });
const cartOf = (view: ReturnType<typeof setup>['view']) => view.stores.cart.getState().cart;

beforeEach(() => {
  resetModalsForTests();
  localStorage.clear();
});

describe('the product customisation overlay (spec 000 sections 2, 4 and 5)', () => {
  it("opens at {basePath}/product/{sku} with 'Personalizá tu pedido', the first required group open, and records the visit", async () => {
    const { view, tracked } = setup({ path: `${MENU}/product/SAB-040` });
    const dialog = await overlay('Hamburguesa clásica');
    expect(within(dialog).getByRole('heading', { name: 'Personalizá tu pedido' })).toBeInTheDocument();
    const toggle = within(dialog).getByRole('button', { name: /Punto de la carne/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Requerido');
    expect(toggle).toHaveTextContent('0/1');
    expect(view.requests).toContain(
      'GET /api/menu/product/SAB-040?idMarca=marca-sabores&storeId=store-palermo',
    );
    await waitFor(() =>
      expect(tracked).toContainEqual({
        path: 'record-product-visit',
        body: expect.objectContaining({ sku: 'SAB-040' }),
      }),
    );
  });

  it('a radio group (maxQty 1): another choice replaces the first; saving adds the line with a draft order id and closes', async () => {
    const { view } = setup({ path: `${MENU}/product/SAB-040` });
    const dialog = await overlay('Hamburguesa clásica');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Jugoso' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Punto de la carne/ }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Bien cocido' }));
    expect(within(dialog).getByRole('radio', { name: 'Jugoso' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Bien cocido' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: /Punto de la carne/ })).toHaveTextContent('1/1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar al pedido' }));
    const cart = cartOf(view);
    expect(cart.draftOrderId).toEqual(expect.any(String));
    expect(cart.products).toHaveLength(1);
    expect(Object.keys(cart.products[0]?.customization.ingredients ?? {})).toEqual(['OPT-COCIDO-g-punto']);
    expect(cart.total).toBe(9800);
    expect(view.history.at(-1)).toBe(MENU);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("a failed save flags the missing groups ('Elegí 2 opciones'), opens the first, and the next group opens once it completes", async () => {
    const { view } = setup({ path: `${MENU}/product/SAB-010` });
    const dialog = await overlay('Milanesa de carne con papas fritas');
    // close the open group, then try to save without choosing
    await userEvent.click(within(dialog).getByRole('button', { name: /Elegí 2 salsas/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar al pedido' }));
    expect(cartOf(view).products).toEqual([]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Elegí 2 opciones');
    const salsas = within(dialog).getByRole('button', { name: /Elegí 2 salsas/ });
    expect(salsas).toHaveAttribute('aria-expanded', 'true');
    expect(salsas).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar Mayonesa' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Elegí 1 opción más');
    expect(salsas).toHaveTextContent('1/2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar Ketchup' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(salsas).toHaveAttribute('aria-expanded', 'false');
    // closed, the group still says what was chosen in it (walk D6)
    expect(salsas).toHaveTextContent('Mayonesa, Ketchup');
    expect(within(dialog).getByRole('button', { name: /Adicionales/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // the group is full: a third sauce is disabled, the inactive one too
    await userEvent.click(within(dialog).getByRole('button', { name: /Elegí 2 salsas/ }));
    expect(within(dialog).getByRole('button', { name: 'Agregar Mostaza' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Agregar Salsa de hongos' })).toBeDisabled();
  });

  it("a single failed save of one choice says 'Elegí una opción'", async () => {
    setup({ path: `${MENU}/product/SAB-040` });
    const dialog = await overlay('Hamburguesa clásica');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar al pedido' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Elegí una opción');
  });

  it("a multiple group in steps of minLimit (4/4, pairs): the max is enforced with 'No podés agregar más de 4 unidades en esta categoría.'", async () => {
    setup({ path: `${MENU}/product/SAB-027` });
    const dialog = await overlay('Combo 4 empanadas');
    const group = within(dialog).getByRole('button', { name: /Elegí 4 empanadas/ });
    expect(group).toHaveTextContent('Requerido');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar Carne cortada a cuchillo' }));
    expect(
      within(dialog).getByRole('status', { name: 'Cantidad de Carne cortada a cuchillo' }),
    ).toHaveTextContent('2');
    expect(group).toHaveTextContent('2/4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar Pollo' }));
    expect(group).toHaveTextContent('4/4');
    await userEvent.click(group); // it closed on completion: open it again
    expect(within(dialog).getByRole('button', { name: 'Agregar Jamón y queso' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar Pollo' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'No podés agregar más de 4 unidades en esta categoría.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar Pollo' }));
    expect(within(dialog).getByRole('status', { name: 'Cantidad de Pollo' })).toHaveTextContent('0');
    expect(group).toHaveTextContent('2/4');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("in German the app's own group texts are German; the brand's group and option names pass as they are (issue 11, item 9)", async () => {
    setup({ path: `${MENU}/product/SAB-027`, language: 'de' });
    const dialog = await overlay('Combo 4 empanadas');
    const group = within(dialog).getByRole('button', { name: /Elegí 4 empanadas/ });
    expect(group).toHaveTextContent('Pflicht');
    await userEvent.click(group);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zur Bestellung hinzufügen' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Wähle 4 Optionen');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Carne cortada a cuchillo hinzufügen' }),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Wähle noch 2 Optionen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pollo hinzufügen' }));
    await userEvent.click(group); // it closed on completion: open it again
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pollo hinzufügen' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Du kannst in dieser Kategorie nicht mehr als 4 Einheiten hinzufügen.',
    );
    expect(dialog).not.toHaveTextContent(/Elegí (una|\d+) opci|No podés|Requerido/);
  });

  it("an optional multiple group (up to 3 toppings) is not 'Requerido' and refuses a fourth unit", async () => {
    const { view } = setup({ path: `${MENU}/product/SAB-050` });
    const dialog = await overlay('Ensalada de la huerta');
    const group = within(dialog).getByRole('button', { name: /Elegí hasta 3 toppings/ });
    expect(group).not.toHaveTextContent('Requerido');
    await userEvent.click(group);
    for (const name of ['Tomate', 'Zanahoria rallada', 'Huevo duro']) {
      await userEvent.click(within(dialog).getByRole('button', { name: `Agregar ${name}` }));
    }
    expect(within(dialog).getByRole('button', { name: 'Agregar Choclo' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Agregar Palta' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar Tomate' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'No podés agregar más de 3 unidades en esta categoría.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar al pedido' }));
    expect(cartOf(view).products[0]?.customization.ingredients).toMatchObject({
      'OPT-TOMATE-g-toppings': { quantity: 1 },
      'OPT-ZANAHORIA-g-toppings': { quantity: 1 },
      'OPT-HUEVO-DURO-g-toppings': { quantity: 1 },
    });
  });

  it("additionals (min 0, max 1000) are not 'Requerido', add one at a time with their price, and inactive ones are disabled", async () => {
    const { view } = setup({ path: `${MENU}/product/SAB-010` });
    const dialog = await overlay('Milanesa de carne con papas fritas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar Mayonesa' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar Ketchup' }));
    const group = within(dialog).getByRole('button', { name: /Adicionales/ });
    expect(group).not.toHaveTextContent('Requerido');
    expect(within(dialog).getByRole('button', { name: 'Agregar Jamón cocido' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar Huevo frito' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar Huevo frito' }));
    expect(within(dialog).getByText(/Total/).closest('p')).toHaveTextContent(/\$\s14\.900/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar Huevo frito' }));
    expect(within(dialog).getByText(/Total/).closest('p')).toHaveTextContent(/\$\s13\.700/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar al pedido' }));
    expect(cartOf(view).products[0]?.customization.aditionals).toMatchObject({
      'OPT-HUEVO-g-adicionales': { quantity: 1, price: 1200 },
    });
    expect(cartOf(view).total).toBe(13700);
  });

  it('observations and the upsell of complementary categories ride with the line', async () => {
    const { view } = setup({ path: `${MENU}/product/SAB-040` });
    const dialog = await overlay('Hamburguesa clásica');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A punto' }));
    const observations = within(dialog).getByRole('textbox', { name: 'Observaciones' });
    expect(observations).toHaveAccessibleDescription('0 de 250 caracteres');
    await userEvent.type(observations, 'Sin cebolla');
    // what fits is said as it is typed (a walk: a long paste was cut at 250 without a word)
    expect(observations).toHaveAccessibleDescription('11 de 250 caracteres');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Agregar Porción de papas fritas' }),
    );
    expect(within(dialog).getByText(/Total/).closest('p')).toHaveTextContent(/\$\s14\.300/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar al pedido' }));
    const [line] = cartOf(view).products;
    expect(line).toMatchObject({ comments: 'Sin cebolla', crossSelling: true });
    expect(line?.upselling).toEqual([expect.objectContaining({ sku: 'SAB-080', quantity: 1, price: 4500 })]);
    expect(cartOf(view)).toMatchObject({ total: 14300, quantity: 2, crossSelling: true });
    expect(view.requests).toContain('POST /api/menu/complementaryprod');
  });

  it('the quantity stepper multiplies the total; minus at 1 closes the overlay without adding', async () => {
    const { view } = setup({ path: `${MENU}/product/SAB-040` });
    const dialog = await overlay('Hamburguesa clásica');
    const stepper = within(dialog).getByRole('group', { name: 'Cantidad' });
    await userEvent.click(within(stepper).getByRole('button', { name: 'Agregar uno' }));
    expect(within(stepper).getByRole('status')).toHaveTextContent('2');
    expect(within(dialog).getByText(/Total/).closest('p')).toHaveTextContent(/\$\s19\.600/);
    await userEvent.click(within(stepper).getByRole('button', { name: 'Quitar uno' }));
    await userEvent.click(within(stepper).getByRole('button', { name: 'Quitar uno' }));
    expect(view.history.at(-1)).toBe(MENU);
    expect(cartOf(view).products).toEqual([]);
  });
});

describe('editing a line (spec 000 section 2: {basePath}/product/{storeId}/{sku}/{orderProductId})', () => {
  const line = () => {
    const prep = createProductInPreparation(productSchema.parse(hamburguesa), {}, () => 'line-1');
    return addProductToCart(createEmptyCart(), { ...prep, quantity: 2 }, () => 'draft-1');
  };

  it("shows the line's choices and 'Guardar cambios', which replaces the same line", async () => {
    const { view } = setup({ path: `${MENU}/product/store-palermo/SAB-040/line-1`, cart: line() });
    const dialog = await overlay('Hamburguesa clásica');
    expect(
      within(within(dialog).getByRole('group', { name: 'Cantidad' })).getByRole('status'),
    ).toHaveTextContent('2');
    await userEvent.click(within(dialog).getByRole('button', { name: /Punto de la carne/ }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Jugoso' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    const cart = cartOf(view);
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]).toMatchObject({ orderProductId: 'line-1', quantity: 2 });
    expect(Object.keys(cart.products[0]?.customization.ingredients ?? {})).toEqual(['OPT-JUGOSO-g-punto']);
    expect(cart.draftOrderId).toBe('draft-1');
  });

  it('minus at 1 removes the line being edited', async () => {
    const { view } = setup({ path: `${MENU}/product/store-palermo/SAB-040/line-1`, cart: line() });
    const dialog = await overlay('Hamburguesa clásica');
    const stepper = within(dialog).getByRole('group', { name: 'Cantidad' });
    await userEvent.click(within(stepper).getByRole('button', { name: 'Quitar uno' }));
    await userEvent.click(within(stepper).getByRole('button', { name: 'Quitar uno' }));
    expect(cartOf(view).products).toEqual([]);
    expect(view.history.at(-1)).toBe(MENU);
  });
});

describe('b2b typed quantity (spec 000 section 5)', () => {
  it('is an integer of at least 1, applied 300 ms after typing; an invalid text resets to 1 on blur', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      setup({ path: `${MENU}/product/SAB-040`, brand: testBrand({ businessType: 'b2b' }) });
      const dialog = await overlay('Hamburguesa clásica');
      const field = within(dialog).getByRole('textbox', { name: 'Cantidad' });
      await user.clear(field);
      await user.type(field, '12');
      act(() => jest.advanceTimersByTime(299));
      expect(within(dialog).getByText(/Total/).closest('p')).toHaveTextContent(/\$\s9\.800/);
      act(() => jest.advanceTimersByTime(1));
      expect(within(dialog).getByText(/Total/).closest('p')).toHaveTextContent(/\$\s117\.600/);
      await user.clear(field);
      await user.type(field, 'abc');
      await user.tab();
      expect(field).toHaveValue('1');
      expect(within(dialog).getByText(/Total/).closest('p')).toHaveTextContent(/\$\s9\.800/);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("the observations' example", () => {
  it("suggests a dish's notes to a b2c customer and a wholesale order's to a b2b one", async () => {
    const b2c = setup({ path: `${MENU}/product/SAB-040` });
    const dish = await overlay('Hamburguesa clásica');
    expect(within(dish).getByRole('textbox', { name: 'Observaciones' })).toHaveAttribute(
      'placeholder',
      'Por ejemplo: sin sal, bien cocido',
    );
    b2c.view.unmount();
    setup({ path: `${MENU}/product/SAB-040`, brand: testBrand({ businessType: 'b2b' }) });
    const wholesale = await overlay('Hamburguesa clásica');
    expect(within(wholesale).getByRole('textbox', { name: 'Observaciones' })).toHaveAttribute(
      'placeholder',
      'Por ejemplo: vencimiento lejano, cajas cerradas',
    );
  });
});

describe('blocks (spec 000 section 4)', () => {
  it('a closed branch blocks adding with the closed modal and its link to the open branches', async () => {
    const { view } = setup({
      path: `${MENU}/product/SAB-040`,
      branch: testBranch({
        status: 'close',
        scheduleTimes: { closesAt: null, opensAt: '18:00', opensInDays: 1, opensOn: 'miercoles' },
      }),
    });
    const dialog = await overlay('Hamburguesa clásica');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Jugoso' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar al pedido' }));
    const closed = await screen.findByRole('dialog', { name: 'Sucursal cerrada' });
    expect(closed).toHaveTextContent('La sucursal está cerrada en este momento. Abre mañana a las 18:00');
    expect(within(closed).getByRole('link', { name: 'Ver sucursales abiertas' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(cartOf(view).products).toEqual([]);
  });

  it("an active order at another branch blocks adding: 'Tenés una orden activa en {branch}' with a link to it", async () => {
    const { view } = setup({
      path: `${MENU}/product/SAB-040`,
      session: testSession(),
      extra: {
        'GET /api/pedido/active/user-1': () => ({
          body: {
            data: [
              {
                _id: 'o1',
                idLocal: 'suc-belgrano',
                storeId: 'store-belgrano',
                type: 'takeaway',
                activeOrder: true,
                localInfo: { nameLocal: 'Sabores del Sur Belgrano' },
              },
            ],
          },
        }),
      },
    });
    const dialog = await overlay('Hamburguesa clásica');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Jugoso' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar al pedido' }));
    const blocked = await screen.findByRole('dialog', {
      name: 'Tenés una orden activa en Sabores del Sur Belgrano',
    });
    expect(within(blocked).getByRole('link', { name: 'Ir a Sabores del Sur Belgrano' })).toHaveAttribute(
      'href',
      '/home/suc-belgrano/store-belgrano',
    );
    expect(cartOf(view).products).toEqual([]);
  });

  it('an unpaid table order at another branch blocks the overlay itself', async () => {
    setup({
      path: `${MENU}/product/SAB-040`,
      session: testSession(),
      extra: {
        'GET /api/pedido/active/user-1': () => ({
          body: {
            data: [
              {
                _id: 'o1',
                idLocal: 'suc-recoleta',
                storeId: 'store-recoleta',
                type: 'mesa',
                orderStatus: 'PENDIENTE',
                activeOrder: true,
                localInfo: { nameLocal: 'Sabores del Sur Recoleta' },
              },
            ],
          },
        }),
      },
    });
    expect(
      await screen.findByRole('dialog', { name: 'Tenés una orden activa en Sabores del Sur Recoleta' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar al pedido' })).not.toBeInTheDocument();
  });

  it("a product that cannot be loaded shows 'No se pudo obtener la información del producto...' and closes", async () => {
    const { view } = setup({ path: `${MENU}/product/SAB-999` });
    await waitFor(() =>
      expect(view.toasts).toEqual([
        {
          kind: 'error',
          message: 'No se pudo obtener la información del producto. Por favor, intentalo de nuevo.',
        },
      ]),
    );
    expect(view.history.at(-1)).toBe(MENU);
  });
});

describe('the failed save scrolls to the first missing group (spec 000 section 4)', () => {
  const original = Element.prototype.scrollIntoView;
  let scrollIntoView: jest.Mock;
  beforeEach(() => {
    scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    Element.prototype.scrollIntoView = original;
  });

  it('with nothing chosen, the first required group is flagged, opened and scrolled into view', async () => {
    setup({ path: `${MENU}/product/SAB-045` });
    const dialog = await overlay('Hamburguesa con salsas');
    await userEvent.click(within(dialog).getByRole('button', { name: /Punto de la carne/ }));
    expect(scrollIntoView).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar al pedido' }));
    const punto = within(dialog).getByRole('button', { name: /Punto de la carne/ });
    expect(punto).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Elegí una opción', 'Elegí 2 opciones']);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(punto.closest('section'));
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'option-group-g-punto');
  });

  it('with the first group complete, the missing sauces group is the one scrolled to', async () => {
    const { view } = setup({ path: `${MENU}/product/SAB-045` });
    const dialog = await overlay('Hamburguesa con salsas');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Jugoso' }));
    // the sauces opened after the point was chosen; close them and save
    const salsas = within(dialog).getByRole('button', { name: /Elegí 2 salsas/ });
    await userEvent.click(salsas);
    expect(salsas).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar al pedido' }));
    expect(cartOf(view).products).toEqual([]);
    expect(salsas).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Elegí 2 opciones');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(salsas.closest('section'));
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'option-group-g-salsas');
  });
});

describe('the 300 ms cleanup (spec 000 sections 4 and 9)', () => {
  afterEach(() => jest.useRealTimers());

  const quantityOf = (dialog: HTMLElement) =>
    within(within(dialog).getByRole('group', { name: 'Cantidad' })).getByRole('status');

  /** Chooses 'Jugoso' and a quantity of 2 in the open hamburger overlay. */
  async function customise(user: ReturnType<typeof userEvent.setup>) {
    const dialog = await overlay('Hamburguesa clásica');
    await user.click(within(dialog).getByRole('radio', { name: 'Jugoso' }));
    await user.click(within(dialog).getByRole('button', { name: 'Agregar uno' }));
    expect(quantityOf(dialog)).toHaveTextContent('2');
    return dialog;
  }

  /** The overlay keeps its state while it leaves, and is gone (state cleared) at 300 ms. */
  function expectClearedAfter300ms(dialog: HTMLElement) {
    act(() => jest.advanceTimersByTime(299));
    expect(dialog).toBeInTheDocument();
    expect(quantityOf(dialog)).toHaveTextContent('2');
    // (the completed group has closed, so its radios are hidden)
    expect(within(dialog).getByRole('radio', { name: 'Jugoso', hidden: true })).toBeChecked();
    act(() => jest.advanceTimersByTime(1));
    expect(dialog).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }

  /** Opening the same product again starts at quantity 1 with nothing chosen. */
  async function expectFreshOnReopen(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: /^Hamburguesa clásica/ }));
    const dialog = await overlay('Hamburguesa clásica');
    expect(quantityOf(dialog)).toHaveTextContent('1');
    expect(within(dialog).getByRole('radio', { name: 'Jugoso' })).not.toBeChecked();
    expect(within(dialog).queryAllByRole('radio', { checked: true })).toEqual([]);
    expect(within(dialog).getByRole('button', { name: /Punto de la carne/ })).toHaveTextContent('0/1');
    expect(within(dialog).getByRole('button', { name: 'Agregar al pedido' })).toBeInTheDocument();
    return dialog;
  }

  it('after a successful save the state clears 300 ms later; reopening starts at quantity 1 with nothing chosen', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { view } = setup({ path: `${MENU}/product/SAB-040` });
    const dialog = await customise(user);
    await user.click(within(dialog).getByRole('button', { name: 'Agregar al pedido' }));
    expect(view.history.at(-1)).toBe(MENU);
    expect(cartOf(view)).toMatchObject({ total: 19600, quantity: 2 });
    expectClearedAfter300ms(dialog);

    const reopened = await expectFreshOnReopen(user);
    // a new line: saving it adds a second line instead of replacing the first
    await user.click(within(reopened).getByRole('radio', { name: 'A punto' }));
    await user.click(within(reopened).getByRole('button', { name: 'Agregar al pedido' }));
    expect(cartOf(view).products).toHaveLength(2);
    expect(cartOf(view)).toMatchObject({ total: 29400, quantity: 3 });
  });

  it('the same product opened again while the overlay is still leaving (before 300 ms) is a new line, not the saved one', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { view } = setup({ path: `${MENU}/product/SAB-040` });
    const dialog = await customise(user);
    await user.click(within(dialog).getByRole('button', { name: 'Agregar al pedido' }));
    act(() => jest.advanceTimersByTime(100));
    await user.click(screen.getByRole('button', { name: /^Hamburguesa clásica/ }));
    // it shows once the leaving overlay's slot is freed
    act(() => jest.advanceTimersByTime(300));
    const reopened = screen.getByRole('dialog', { name: 'Hamburguesa clásica' });
    expect(quantityOf(reopened)).toHaveTextContent('1');
    expect(within(reopened).getByRole('radio', { name: 'Jugoso' })).not.toBeChecked();
    await user.click(within(reopened).getByRole('radio', { name: 'A punto' }));
    await user.click(within(reopened).getByRole('button', { name: 'Agregar al pedido' }));
    expect(cartOf(view).products).toHaveLength(2);
    expect(cartOf(view)).toMatchObject({ total: 29400, quantity: 3 });
  });

  it('after closing without saving the state clears 300 ms later; reopening starts afresh', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { view } = setup({ path: `${MENU}/product/SAB-040` });
    const dialog = await customise(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(view.history.at(-1)).toBe(MENU);
    expect(cartOf(view).products).toEqual([]);
    expectClearedAfter300ms(dialog);
    await expectFreshOnReopen(user);
  });
});

describe('a reload of the open overlay keeps what the customer chose (nothing entered is lost)', () => {
  const DRAFT = 'multimarca.productDraft';
  beforeEach(() => sessionStorage.clear());

  /** A reload: the page goes away without running its cleanups, the tab's session storage stays. */
  function reload(view: ReturnType<typeof setup>['view']) {
    const kept = sessionStorage.getItem(DRAFT);
    view.unmount();
    if (kept !== null) sessionStorage.setItem(DRAFT, kept);
  }

  it('the choice, the observations and the quantity come back, and saving adds them', async () => {
    const first = setup({ path: `${MENU}/product/SAB-040` });
    let dialog = await overlay('Hamburguesa clásica');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A punto' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Observaciones' }), 'Sin cebolla');
    await userEvent.click(
      within(within(dialog).getByRole('group', { name: 'Cantidad' })).getByRole('button', {
        name: 'Agregar uno',
      }),
    );
    reload(first.view);

    const { view } = setup({ path: `${MENU}/product/SAB-040` });
    dialog = await overlay('Hamburguesa clásica');
    const punto = within(dialog).getByRole('button', { name: /Punto de la carne/ });
    expect(punto).toHaveTextContent('1/1');
    await userEvent.click(punto);
    expect(within(dialog).getByRole('radio', { name: 'A punto' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Observaciones' })).toHaveValue('Sin cebolla');
    expect(
      within(within(dialog).getByRole('group', { name: 'Cantidad' })).getByRole('status'),
    ).toHaveTextContent('2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar al pedido' }));
    expect(cartOf(view).products).toEqual([
      expect.objectContaining({ sku: 'SAB-040', quantity: 2, comments: 'Sin cebolla' }),
    ]);
    expect(sessionStorage.getItem(DRAFT)).toBeNull();
  });

  it('closing forgets the draft: the product opened again starts at quantity 1 with nothing chosen', async () => {
    setup({ path: `${MENU}/product/SAB-040` });
    const dialog = await overlay('Hamburguesa clásica');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A punto' }));
    expect(sessionStorage.getItem(DRAFT)).toContain('SAB-040');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(sessionStorage.getItem(DRAFT)).toBeNull());
  });

  it("another product's draft, or one that does not parse, is not used", async () => {
    sessionStorage.setItem(
      DRAFT,
      JSON.stringify({ path: `${MENU}/product//SAB-040/`, state: { prep: { product: { sku: 'SAB-010' } } } }),
    );
    const first = setup({ path: `${MENU}/product/SAB-040` });
    let dialog = await overlay('Hamburguesa clásica');
    expect(within(dialog).getByRole('radio', { name: 'A punto' })).not.toBeChecked();
    reload(first.view);
    sessionStorage.setItem(DRAFT, '{not json');
    setup({ path: `${MENU}/product/SAB-040` });
    dialog = await overlay('Hamburguesa clásica');
    expect(within(dialog).getByRole('radio', { name: 'A punto' })).not.toBeChecked();
    expect(
      within(within(dialog).getByRole('group', { name: 'Cantidad' })).getByRole('status'),
    ).toHaveTextContent('1');
  });
});

describe('offline while a product was still to load (the walk saw "Cargando producto" for 20 s and more)', () => {
  // what the browser says when the connection goes and comes back (the query library listens to it)
  const connection = (event: 'online' | 'offline') => window.dispatchEvent(new Event(event));
  afterEach(() => act(() => connection('online')));

  it("a product of the menu on screen opens from the menu's answer, its options included, and joins the order (a walk found every product stuck loading)", async () => {
    const user = userEvent.setup();
    const { view } = setup({ path: MENU });
    const card = await screen.findByRole('button', { name: /Hamburguesa clásica/ });
    // the menu is on screen; the connection goes before the product is opened
    act(() => connection('offline'));
    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Hamburguesa clásica' });
    await user.click(within(dialog).getByRole('radio', { name: /Bien cocido/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Agregar al pedido' }));
    await waitFor(() =>
      expect(view.stores.cart.getState().cart.products.map((line) => line.name)).toEqual([
        'Hamburguesa clásica',
      ]),
    );
    expect(view.requests).not.toContain('GET /api/menu/product/SAB-040');
  });

  it('a product of no menu answer at hand (opened from a search) says it will load once online, and loads then', async () => {
    const user = userEvent.setup();
    setup({ path: `${MENU}?search=Hamburguesa` });
    const card = await screen.findByRole('button', { name: /Hamburguesa clásica/ });
    act(() => connection('offline'));
    await user.click(card);
    expect(
      await screen.findByText(
        'Sin conexión. Este producto se va a cargar cuando vuelvas a estar en línea; tu orden quedó guardada.',
      ),
    ).toHaveAttribute('role', 'status');
    act(() => connection('online'));
    expect(await screen.findByRole('button', { name: 'Agregar al pedido' })).toBeInTheDocument();
    expect(screen.queryByText(/Sin conexión/)).not.toBeInTheDocument();
  });
});
