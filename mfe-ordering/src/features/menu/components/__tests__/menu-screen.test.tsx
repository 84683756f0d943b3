import { Profiler } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEmptyCart } from 'shared-contracts/cart';
import { resetModalsForTests } from 'shared-ui/modal-store';
import { renderRemote } from 'shared-ui/testing';
import { testBranch, testBrand, testSession } from 'shared-ui/testing/fixtures';
import { sessionSchema } from 'shared-contracts/entities';
import { App, preloadScreens } from '../../../../app/app';
import { milanesa, product } from '../../../../testing/menu-fixtures';
import { orderingApi } from '../../../../testing/ordering-api';
import { useMenuHome } from '../../api/get-menu-home';

// The app's screens are chunks loaded on first render: load them before any test renders.
beforeAll(preloadScreens);

const MENU = '/menu/suc-palermo/store-palermo';

function setViewport(desktop: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === '(min-width: 1024px)' ? desktop : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

beforeEach(() => {
  resetModalsForTests();
  localStorage.clear();
  sessionStorage.clear();
  setViewport(false);
});

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('menu /menu/{id}/{storeId} (spec 000 section 2)', () => {
  it("has header 'Menú', 'Tus últimos pedidos' first without 'Ver todo', a section per category with 'Ver todo', and no 'adicional'", async () => {
    const { handlers, tracked } = orderingApi({}, { recent: [milanesa] });
    const view = renderRemote(<App />, { remote: 'ordering', path: MENU, brand: testBrand(), api: handlers });
    await screen.findByRole('heading', { level: 2, name: 'Tus últimos pedidos' });
    expect(screen.getByRole('heading', { level: 1, name: 'Menú' })).toBeInTheDocument();
    expect(view.stores.layout.getState().header).toMatchObject({
      title: '',
      goBack: '/home/suc-palermo/store-palermo',
    });
    // the first sections at once, the others right after the first paint
    await waitFor(() =>
      expect(sectionTitles()).toEqual([
        'Tus últimos pedidos',
        'Para compartir',
        'Milanesas',
        'Empanadas',
        'Pizzas',
        'Hamburguesas',
        'Ensaladas',
      ]),
    );
    const last = screen.getByRole('region', { name: 'Tus últimos pedidos' });
    expect(within(last).queryByRole('link', { name: /Ver todo/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todo: Milanesas' })).toHaveAttribute(
      'href',
      `${MENU}?categoria=sab-milanesas`,
    );
    expect(screen.queryByText('Porción de papas fritas')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(tracked).toContainEqual({
        path: 'record-menu-visit',
        body: { idUser: 'guest', idMarca: 'marca-sabores', storeId: 'store-palermo' },
      }),
    );
  });

  it("a closed branch's menu says so above its sections, with when it opens and the open branches (a walk learned it only at 'Agregar al pedido')", async () => {
    const { handlers } = orderingApi(
      {},
      {
        branch: testBranch({
          status: 'close',
          scheduleTimes: { closesAt: null, opensAt: '18:00', opensInDays: 0, opensOn: 'martes' },
        }),
      },
    );
    renderRemote(<App />, { remote: 'ordering', path: MENU, brand: testBrand(), api: handlers });
    const notice = await screen.findByText(/La sucursal está cerrada en este momento\. Abre hoy a las 18:00/);
    expect(within(notice).getByRole('link', { name: 'Ver sucursales abiertas' })).toHaveAttribute(
      'href',
      '/',
    );
    // above the menu's first section, drawn with it
    const first = await screen.findByRole('heading', { level: 2, name: 'Para compartir' });
    expect(notice.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('an open branch has no closed notice on its menu', async () => {
    renderRemote(<App />, {
      remote: 'ordering',
      path: MENU,
      brand: testBrand(),
      api: orderingApi().handlers,
    });
    await screen.findByRole('heading', { level: 2, name: 'Para compartir' });
    expect(screen.queryByText(/La sucursal está cerrada/)).not.toBeInTheDocument();
  });

  it('shows the skeleton of 3 sections with 4 rows each while loading', () => {
    const { handlers } = orderingApi();
    const { container } = renderRemote(<App />, {
      remote: 'ordering',
      path: MENU,
      brand: testBrand(),
      api: handlers,
    });
    const sections = screen.getAllByTestId('menu-skeleton-section');
    expect(sections).toHaveLength(3);
    for (const section of sections) expect(within(section).getAllByTestId('skeleton')).toHaveLength(5); // title + 4 rows
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('a long menu draws its first 3 sections at once and the others right after that first paint', async () => {
    const { handlers } = orderingApi({}, { recent: [milanesa] });
    renderRemote(<App />, { remote: 'ordering', path: MENU, brand: testBrand(), api: handlers });
    await screen.findByRole('heading', { level: 2, name: 'Tus últimos pedidos' });
    expect(sectionTitles()).toEqual(['Tus últimos pedidos', 'Para compartir', 'Milanesas']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Ensaladas' })).toBeInTheDocument();
    expect(sectionTitles()).toHaveLength(7);
  });

  it("the menu's arrival renders the cards in a deferred pass: the render that receives it keeps the skeleton (issue 30 item 5, as ADR 028)", async () => {
    // What each commit put on the screen, and whether the menu's answer had reached React by then (a
    // probe subscribed to the same query renders in the same pass as the screen).
    let answered = false;
    function AnswerProbe() {
      answered = Boolean(useMenuHome('store-palermo').data);
      return null;
    }
    const commits: { answered: boolean; skeletons: number; cards: number }[] = [];
    const record = () =>
      commits.push({
        answered,
        skeletons: screen.queryAllByTestId('menu-skeleton-section').length,
        cards: document.querySelectorAll('.product-card').length,
      });
    const { handlers } = orderingApi({}, { recent: [milanesa] });
    renderRemote(
      <Profiler id="menu" onRender={record}>
        <AnswerProbe />
        <App />
      </Profiler>,
      { remote: 'ordering', path: MENU, brand: testBrand(), api: handlers },
    );
    await screen.findByRole('heading', { level: 2, name: 'Tus últimos pedidos' });
    const arrival = commits.findIndex((commit) => commit.answered);
    expect(commits[arrival]).toEqual({ answered: true, skeletons: 3, cards: 0 });
    expect(commits.slice(arrival).some((commit) => commit.cards > 0 && commit.skeletons === 0)).toBe(true);
  });

  it('one column below 1024 px; two alternating columns above', async () => {
    const { handlers } = orderingApi();
    const mobile = renderRemote(<App />, {
      remote: 'ordering',
      path: MENU,
      brand: testBrand(),
      api: handlers,
    });
    await screen.findByRole('heading', { level: 2, name: 'Milanesas' });
    expect(screen.queryByTestId('menu-columns')).not.toBeInTheDocument();
    mobile.unmount();

    setViewport(true);
    renderRemote(<App />, { remote: 'ordering', path: MENU, brand: testBrand(), api: handlers });
    const columns = await screen.findByTestId('menu-columns');
    const titles = () =>
      [...columns.children].map((column) =>
        within(column as HTMLElement)
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      );
    await waitFor(() =>
      expect(titles()).toEqual([
        ['Para compartir', 'Empanadas', 'Hamburguesas'],
        ['Milanesas', 'Pizzas', 'Ensaladas'],
      ]),
    );
  });

  it("a price of 0 reads 'Ver Precios'; per-consumption-type prices follow the order's type", async () => {
    const { handlers } = orderingApi();
    renderRemote(<App />, {
      remote: 'ordering',
      path: MENU,
      brand: testBrand(),
      cart: { ...createEmptyCart(), consumeType: 'takeaway' },
      api: handlers,
    });
    expect(
      await screen.findByRole('button', { name: /Catering para eventos.*Ver Precios/ }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Pizza muzzarella.*\$\s10\.000/ })).toBeInTheDocument();
  });

  it("a categoria the menu does not have says so and leads to the whole menu, not 'Todavía no hay productos en este menú.' (a walk opened ?categoria=nope)", async () => {
    const { handlers } = orderingApi();
    const view = renderRemote(<App />, {
      remote: 'ordering',
      path: `${MENU}?categoria=nope`,
      brand: testBrand(),
      api: handlers,
    });
    expect(
      await screen.findByText(
        'No encontramos esta categoría: el enlace puede estar mal o la categoría ya no estar en el menú.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Todavía no hay productos en este menú.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Ver todo el menú' }));
    expect(view.history.at(-1)).toBe(MENU);
    expect(await screen.findByRole('heading', { name: 'Milanesas' })).toBeInTheDocument();
  });

  it('categoria shows one category with its subcategories; a subcategory remembers the way back with its hash', async () => {
    const { handlers } = orderingApi();
    const view = renderRemote(<App />, {
      remote: 'ordering',
      path: `${MENU}?categoria=sab-empanadas&preferencia=vegetariano`,
      brand: testBrand(),
      api: handlers,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Empanadas' })).toBeInTheDocument();
    // mutually exclusive: the preferencia is dropped from the address
    await waitFor(() => expect(view.history.at(-1)).toBe(`${MENU}?categoria=sab-empanadas`));
    expect(sectionTitles()).toEqual(['Empanadas']);
    await userEvent.click(screen.getByRole('button', { name: /Combos/ }));
    expect(view.history.at(-2)).toBe(
      `${MENU}?categoria=sab-empanadas#cat-sab-empanadas-subcat-sab-empanadas-combos`,
    );
    expect(view.history.at(-1)).toBe(`${MENU}/subcategory/sab-empanadas-combos?categoria=sab-empanadas`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Combos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Combo 4 empanadas/ })).toBeInTheDocument();
    expect(view.stores.layout.getState().header).toMatchObject({
      title: '',
      goBack: `${MENU}?categoria=sab-empanadas#cat-sab-empanadas-subcat-sab-empanadas-combos`,
    });
  });

  it('preferencia shows the products with that tag', async () => {
    const { handlers } = orderingApi();
    renderRemote(<App />, {
      remote: 'ordering',
      path: `${MENU}?preferencia=sin%20tacc`,
      brand: testBrand(),
      api: handlers,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sin TACC' })).toBeInTheDocument();
    expect(sectionTitles()).toEqual(['Para compartir', 'Ensaladas']);
  });

  it('the header search flattens the results, and says when nothing matches', async () => {
    const { handlers } = orderingApi();
    const view = renderRemote(<App />, {
      remote: 'ordering',
      path: `${MENU}?search=empanada`,
      brand: testBrand(),
      api: handlers,
    });
    const list = await screen.findByRole('list', { name: 'Resultados para "empanada"' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Combo 4 empanadas')]);
    expect(view.requests).toContain('GET /api/menu/marca-sabores/store-palermo/guest?search=empanada');
    view.unmount();
    renderRemote(<App />, {
      remote: 'ordering',
      path: `${MENU}?search=sushi`,
      brand: testBrand(),
      api: handlers,
    });
    expect(await screen.findByText('No se encontraron resultados para "sushi"')).toBeInTheDocument();
  });
});

describe('b2b menu (spec 000 sections 2 and 6)', () => {
  const b2b = testBrand({ _id: 'marca-sabores', businessType: 'b2b' });
  const yerba = product('AND-001', 'Yerba mate 1 kg (caja x 10)', {
    default: 58000,
    mayorista: 52200,
    distribuidor: 49300,
    corporativo: 51040,
    vip: 46400,
  });
  const api = () =>
    orderingApi({
      'GET /api/menu/marca-sabores/store-palermo/user-1': () => ({
        body: {
          data: {
            home: { products: [], recentProducts: [], featuredCategories: [] },
            categories: [],
            menu: [
              { id: 'and-almacen', name: 'Almacén', type: 'category', products: [yerba], subcategories: [] },
            ],
          },
        },
      }),
    }).handlers;
  const session = (priceCategory: string | null) => {
    const s = testSession();
    return sessionSchema.parse({ ...s, user: { ...s.user, priceCategory } });
  };

  it("the default price category reads 'Todos los Precios Incluyen IVA' and the default price", async () => {
    renderRemote(<App />, { remote: 'ordering', path: MENU, brand: b2b, session: session(null), api: api() });
    expect(await screen.findByRole('button', { name: /Yerba mate.*\$\s58\.000/ })).toBeInTheDocument();
    expect(screen.getByText('Todos los Precios Incluyen IVA')).toBeInTheDocument();
  });

  it('a mayorista customer sees the mayorista tier and no IVA notice', async () => {
    renderRemote(<App />, {
      remote: 'ordering',
      path: MENU,
      brand: b2b,
      session: session('mayorista'),
      api: api(),
    });
    expect(await screen.findByRole('button', { name: /Yerba mate.*\$\s52\.200/ })).toBeInTheDocument();
    expect(screen.queryByText('Todos los Precios Incluyen IVA')).not.toBeInTheDocument();
  });
});
