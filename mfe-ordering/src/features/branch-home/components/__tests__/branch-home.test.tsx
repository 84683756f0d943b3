import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { resetModalsForTests } from 'shared-ui/modal-store';
import { renderRemote } from 'shared-ui/testing';
import { testBranch, testBrand, testSession } from 'shared-ui/testing/fixtures';
import { server } from 'shared-ui/testing/network';
import { App, preloadScreens } from '../../../../app/app';
import { BRANCH_CACHE_MS } from '../../../branches/api/get-branches';
import { banners, docena, provoleta, stories } from '../../../../testing/menu-fixtures';
import { orderingApi } from '../../../../testing/ordering-api';

// The app's screens are chunks loaded on first render: load them before any test renders.
beforeAll(preloadScreens);

const HOME = '/home/suc-palermo/store-palermo';

beforeEach(() => {
  resetModalsForTests();
  localStorage.clear();
});

afterEach(() => jest.useRealTimers());

const visibleBanner = () =>
  screen.getAllByRole('group', { hidden: false }).find((g) => !g.hidden && g.closest('.banner-slider'));

describe('branch home /home/{id}/{storeId} (spec 000 section 2)', () => {
  it('shows banners, stories, the category carousel, featured categories and the full menu button', async () => {
    const { handlers } = orderingApi();
    const view = renderRemote(<App />, { remote: 'ordering', path: HOME, brand: testBrand(), api: handlers });
    // The branch's name is the page's visible heading, not repeated in the header (ADR 014).
    expect(await screen.findByRole('heading', { level: 1, name: 'Sabores del Sur Palermo' })).toBeVisible();
    expect(view.stores.layout.getState().header).toMatchObject({ title: '', goBack: '/' });
    expect(await screen.findByRole('region', { name: 'Promociones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevas empanadas' })).toHaveAttribute(
      'href',
      `${HOME}/stories/0`,
    );
    const categories = screen.getByRole('region', { name: 'Categorías' });
    expect(within(categories).getByRole('link', { name: 'Milanesas' })).toHaveAttribute(
      'href',
      '/menu/suc-palermo/store-palermo?categoria=sab-milanesas',
    );
    expect(within(categories).getByRole('link', { name: 'Sin TACC' })).toHaveAttribute(
      'href',
      '/menu/suc-palermo/store-palermo?preferencia=sin%20tacc',
    );
    // the hidden 'adicional' category is not offered
    expect(within(categories).queryByRole('link', { name: 'Adicional' })).not.toBeInTheDocument();
    const featured = screen.getByRole('region', { name: 'Milanesas' });
    expect(
      within(featured).getByRole('button', { name: /Milanesa de carne con papas fritas/ }),
    ).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: 'Ver todo: Milanesas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver menú completo' })).toHaveAttribute(
      'href',
      '/menu/suc-palermo/store-palermo',
    );
  });

  it('moves the banner slider every 3000 ms, records each banner once, and stops when paused', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { handlers, tracked } = orderingApi();
    renderRemote(<App />, { remote: 'ordering', path: HOME, brand: testBrand(), api: handlers });
    await screen.findByRole('region', { name: 'Promociones' });
    expect(visibleBanner()).toHaveAccessibleName('1 de 3');
    act(() => jest.advanceTimersByTime(2999));
    expect(visibleBanner()).toHaveAccessibleName('1 de 3');
    act(() => jest.advanceTimersByTime(1));
    expect(visibleBanner()).toHaveAccessibleName('2 de 3');
    act(() => jest.advanceTimersByTime(3000));
    expect(visibleBanner()).toHaveAccessibleName('3 de 3');
    act(() => jest.advanceTimersByTime(3000));
    expect(visibleBanner()).toHaveAccessibleName('1 de 3');
    await waitFor(() =>
      expect(
        tracked
          .filter((t) => t.path === 'record-banner-view')
          .map((t) => (t.body as { bannerId: string }).bannerId),
      ).toEqual(['ban-1', 'ban-2', 'ban-3']),
    );
    expect(tracked[0]?.body).toEqual({
      idUser: 'guest',
      idMarca: 'marca-sabores',
      storeId: 'store-palermo',
      bannerId: 'ban-1',
      bannerName: 'Promo milanesas',
      publicDestinated: 'all',
    });
    await user.click(screen.getByRole('button', { name: 'Pausar promociones' }));
    // focus inside the slider also holds it; move focus away to check the pause alone
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => jest.advanceTimersByTime(9000));
    expect(visibleBanner()).toHaveAccessibleName('1 de 3');
  });

  it('a story opens at stories/{index} and is recorded', async () => {
    const { handlers, tracked } = orderingApi();
    renderRemote(<App />, {
      remote: 'ordering',
      path: `${HOME}/stories/1`,
      brand: testBrand(),
      api: handlers,
    });
    expect(await screen.findByRole('dialog', { name: 'Detrás de escena' })).toBeInTheDocument();
    await waitFor(() =>
      expect(tracked).toContainEqual({
        path: 'record-story-view',
        body: expect.objectContaining({ storyId: 'sto-2' }),
      }),
    );
  });

  it("a story's button is offered only for a link the app can show; an internal one navigates in-app (issue 11, item 6)", async () => {
    const story = (id: string, nameButton: string, linkButton: string) => ({
      _id: id,
      name: `Historia ${id}`,
      image: `https://cdn.example/${id}.jpg`,
      nameButton,
      linkButton,
    });
    const { handlers } = orderingApi({
      'GET /api/marketing/storie/marca-sabores/store-palermo/guest': () => ({
        body: {
          data: [
            story('sto-a', 'Ver milanesas', '/menu/sab-milanesas'),
            story('sto-b', 'Ver catálogo', '/menu'),
            story('sto-c', 'Seguinos', 'https://instagram.com/saboresdelsur'),
            story('sto-d', 'Ver milanesas', '/menu/suc-palermo/store-palermo?categoria=sab-milanesas'),
          ],
        },
      }),
    });
    const view = renderRemote(<App />, {
      remote: 'ordering',
      path: `${HOME}/stories/0`,
      brand: testBrand(),
      api: handlers,
    });
    let dialog = await screen.findByRole('dialog', { name: 'Historia sto-a' });
    expect(within(dialog).queryByRole('link', { name: 'Ver milanesas' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
    dialog = await screen.findByRole('dialog', { name: 'Historia sto-b' });
    expect(within(dialog).queryByRole('link', { name: 'Ver catálogo' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
    dialog = await screen.findByRole('dialog', { name: 'Historia sto-c' });
    const external = within(dialog).getByRole('link', { name: 'Seguinos' });
    expect(external).toHaveAttribute('href', 'https://instagram.com/saboresdelsur');
    expect(external).toHaveAttribute('target', '_blank');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
    dialog = await screen.findByRole('dialog', { name: 'Historia sto-d' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Ver milanesas' }));
    expect(view.history.at(-1)).toBe('/menu/suc-palermo/store-palermo?categoria=sab-milanesas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Milanesas' })).toBeInTheDocument();
  });

  it('with a search shows the matches, or says none was found', async () => {
    const { handlers } = orderingApi();
    const view = renderRemote(<App />, {
      remote: 'ordering',
      path: `${HOME}?search=milanesa`,
      brand: testBrand(),
      api: handlers,
    });
    expect(await screen.findByRole('heading', { name: 'Resultados para "milanesa"' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /Milanesa de carne con papas fritas/ }),
    ).toBeInTheDocument();
    expect(view.requests).toContain('GET /api/menu/marca-sabores/store-palermo/guest?search=milanesa');

    view.unmount();
    renderRemote(<App />, {
      remote: 'ordering',
      path: `${HOME}?search=sushi`,
      brand: testBrand(),
      api: handlers,
    });
    expect(await screen.findByText('No se encontraron resultados para "sushi"')).toBeInTheDocument();
  });

  it('a link to a branch that does not exist says so and leads to the branch list, with no retry; another failure offers to try again', async () => {
    const missing = { status: 404, body: { message: 'Sucursal no encontrada' } };
    const { handlers } = orderingApi({
      'GET /api/local/nope': () => missing,
      'GET /api/menu/marca-sabores/store-nope/guest': () => missing,
      'GET /api/marketing/banner/marca-sabores/store-nope/guest': () => missing,
      'GET /api/marketing/storie/marca-sabores/store-nope/guest': () => missing,
    });
    const view = renderRemote(<App />, {
      remote: 'ordering',
      path: '/home/nope/store-nope',
      brand: testBrand(),
      api: handlers,
    });
    expect(
      await screen.findByText(
        'No encontramos esta sucursal: el enlace puede estar mal o la sucursal ya no estar disponible.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver sucursales' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Intentar nuevamente' })).not.toBeInTheDocument();
    // said first, alone: no toast asking to try again, no placeholders of a home that cannot be (a walk
    // found the message under the active-order card, behind the bottom bar, and a toast to retry)
    expect(view.toasts).toEqual([]);
    expect(document.querySelector('.branch-home')?.children).toHaveLength(2);
    view.unmount();

    const down = { status: 503, body: { message: 'Servicio no disponible' } };
    renderRemote(<App />, {
      remote: 'ordering',
      path: HOME,
      brand: testBrand(),
      api: orderingApi({ 'GET /api/menu/marca-sabores/store-palermo/guest': () => down }).handlers,
    });
    expect(
      await screen.findByText('No se pudo cargar el menú.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar nuevamente' })).toBeInTheDocument();
  });

  it("a link to another brand's branch is a branch not found here: its name is not the page's title (a walk's Sabores page read 'Andina Mayorista Avellaneda')", async () => {
    const missing = { status: 404, body: { message: 'Sucursal no encontrada' } };
    const { handlers } = orderingApi({
      // the API answers any brand's branch by its id
      'GET /api/local/suc-andina-avellaneda': () => ({
        body: {
          data: [
            testBranch({
              id: 'suc-andina-avellaneda',
              storeId: 'store-andina-avellaneda',
              name: 'Andina Mayorista Avellaneda',
              idMarca: 'marca-andina',
            }),
          ],
        },
      }),
      'GET /api/menu/marca-sabores/store-andina-avellaneda/guest': () => missing,
      'GET /api/marketing/banner/marca-sabores/store-andina-avellaneda/guest': () => missing,
      'GET /api/marketing/storie/marca-sabores/store-andina-avellaneda/guest': () => missing,
    });
    renderRemote(<App />, {
      remote: 'ordering',
      path: '/home/suc-andina-avellaneda/store-andina-avellaneda',
      brand: testBrand(),
      api: handlers,
    });
    expect(
      await screen.findByText(
        'No encontramos esta sucursal: el enlace puede estar mal o la sucursal ya no estar disponible.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Andina Mayorista Avellaneda/)).not.toBeInTheDocument();
  });

  it('shows the active order card (the fallback while the checkout widget is absent)', async () => {
    const { handlers } = orderingApi({
      'GET /api/pedido/active/user-1': () => ({
        body: {
          data: [
            {
              _id: 'o1',
              idOrder: 42,
              idLocal: 'suc-palermo',
              activeOrder: true,
              localInfo: { nameLocal: 'Sabores del Sur Palermo' },
              account: { orderTotal: 15000 },
            },
          ],
        },
      }),
    });
    renderRemote(<App />, {
      remote: 'ordering',
      path: HOME,
      brand: testBrand(),
      session: testSession(),
      api: handlers,
    });
    const card = await screen.findByRole('region', { name: 'Pedido Activo' });
    // the checkout card's line, order number first (issue 30 item 2: the same room when it replaces this one)
    expect(card).toHaveTextContent(/Orden #42 · Sabores del Sur Palermo · \$\s15\.000/);
    // and its link to the order's detail, as the checkout's card has it
    expect(within(card).getByRole('link', { name: 'Ver detalle del pedido' })).toHaveAttribute(
      'href',
      '/orders/o1',
    );
  });

  it("issue 28: an older transfer awaiting its payment keeps a 'Pendiente de pago' card beside the newest active order's card", async () => {
    const { handlers } = orderingApi({
      'GET /api/pedido/active/user-1': () => ({
        body: {
          data: [
            {
              _id: 'o-new',
              idOrder: 90,
              idLocal: 'suc-palermo',
              type: 'mesa',
              metodoDePago: 'cash',
              paymentStatus: 'PENDIENTE',
              activeOrder: true,
              localInfo: { nameLocal: 'Sabores del Sur Palermo' },
              account: { orderTotal: 5500 },
            },
            {
              _id: 'o-old',
              idOrder: 77,
              idLocal: 'suc-belgrano',
              type: 'takeaway',
              metodoDePago: 'transfer',
              paymentStatus: 'PENDIENTE',
              activeOrder: true,
              localInfo: { nameLocal: 'Sabores del Sur Belgrano' },
              account: { orderTotal: 9500 },
            },
            {
              _id: 'o-paid',
              idOrder: 70,
              type: 'takeaway',
              metodoDePago: 'transfer',
              paymentStatus: 'PAGADO',
              activeOrder: true,
              localInfo: { nameLocal: 'Sabores del Sur Belgrano' },
            },
          ],
        },
      }),
    });
    renderRemote(<App />, {
      remote: 'ordering',
      path: HOME,
      brand: testBrand(),
      session: testSession(),
      api: handlers,
    });
    const active = await screen.findByRole('region', { name: 'Pedido Activo' });
    expect(active).toHaveTextContent(/Orden #90 · Sabores del Sur Palermo · \$\s5\.500/);
    const pending = await screen.findByRole('region', { name: 'Pendiente de pago' });
    expect(pending).toHaveTextContent(/Orden #77 · Sabores del Sur Belgrano · \$\s9\.500/);
    // the newest order above the older one; the paid one has no card
    expect(active.compareDocumentPosition(pending) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(/Orden #70/)).not.toBeInTheDocument();
  });

  describe("the checkout remote's active-order widget (contract 1.2)", () => {
    const palermoOrder = {
      _id: 'o1',
      activeOrder: true,
      localInfo: { nameLocal: 'Sabores del Sur Palermo' },
      account: { orderTotal: 15000 },
    };
    /** the active orders: Palermo's, or an API away (503) while `down()` says so */
    const activeOrderApi = (down: () => boolean = () => false) =>
      orderingApi({
        'GET /api/pedido/active/user-1': () =>
          down() ? { status: 503, body: { message: 'down' } } : { body: { data: [palermoOrder] } },
      });

    it('mounts checkout/active-order-card in the slot and hides the fallback once it is mounted', async () => {
      const unmount = jest.fn(async () => {});
      const mount = jest.fn(async (_widget: string, element: HTMLElement) => {
        element.innerHTML = '<p>tarjeta del checkout</p>';
        return { update: async () => {}, unmount };
      });
      const view = renderRemote(<App />, {
        remote: 'ordering',
        path: HOME,
        brand: testBrand(),
        session: testSession(),
        api: activeOrderApi().handlers,
        widgets: { mount },
      });
      expect(await screen.findByText('tarjeta del checkout')).toBeInTheDocument();
      expect(mount).toHaveBeenCalledWith(
        'checkout/active-order-card',
        expect.any(HTMLElement),
        expect.anything(),
      );
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Pedido Activo' })).not.toBeInTheDocument(),
      );
      view.unmount();
      await waitFor(() => expect(unmount).toHaveBeenCalled());
    });

    it('keeps its own card when the widget cannot load', async () => {
      const mount = jest.fn(async () => {
        throw new Error('checkout is down');
      });
      renderRemote(<App />, {
        remote: 'ordering',
        path: HOME,
        brand: testBrand(),
        session: testSession(),
        api: activeOrderApi().handlers,
        widgets: { mount },
      });
      const card = await screen.findByRole('region', { name: 'Pedido Activo' });
      expect(card).toHaveTextContent(/Sabores del Sur Palermo · \$\s15\.000/);
      await waitFor(() => expect(mount).toHaveBeenCalled());
      expect(screen.getByRole('region', { name: 'Pedido Activo' })).toBeInTheDocument();
    });

    it('says so in its own card when the widget cannot load and the active orders cannot be read, and asks again', async () => {
      let up = false;
      const api = activeOrderApi(() => !up);
      const mount = jest.fn(async () => {
        throw new Error('checkout is down');
      });
      const user = userEvent.setup({ delay: null });
      renderRemote(<App />, {
        remote: 'ordering',
        path: HOME,
        brand: testBrand(),
        session: testSession(),
        api: api.handlers,
        widgets: { mount },
      });
      expect(await screen.findByRole('alert', undefined, { timeout: 4000 })).toHaveTextContent(
        'No pudimos cargar tu pedido activo. Lo intentamos de nuevo en unos segundos.',
      );
      up = true;
      await user.click(screen.getByRole('button', { name: 'Intentar nuevamente' }));
      const card = await screen.findByRole('region', { name: 'Pedido Activo' });
      expect(card).toHaveTextContent(/Sabores del Sur Palermo · \$\s15\.000/);
      expect(screen.queryByText(/No pudimos cargar tu pedido activo/)).not.toBeInTheDocument();
    });

    it('falls back to its own card when the mounted widget stops rendering', async () => {
      let fail: (() => void) | undefined;
      const mount = jest.fn(
        async (_w: string, element: HTMLElement, options?: { onError?(e: unknown): void }) => {
          element.innerHTML = '<p>tarjeta del checkout</p>';
          fail = () => options?.onError?.(new Error('render failed'));
          return { update: async () => {}, unmount: async () => {} };
        },
      );
      renderRemote(<App />, {
        remote: 'ordering',
        path: HOME,
        brand: testBrand(),
        session: testSession(),
        api: activeOrderApi().handlers,
        widgets: { mount },
      });
      expect(await screen.findByText('tarjeta del checkout')).toBeInTheDocument();
      act(() => fail?.());
      expect(await screen.findByRole('region', { name: 'Pedido Activo' })).toBeInTheDocument();
    });
  });

  it('tells the customer when the branch is closed', async () => {
    const { handlers } = orderingApi(
      {},
      {
        branch: testBranch({
          status: 'close',
          scheduleTimes: { closesAt: null, opensAt: '18:00', opensInDays: 0, opensOn: 'martes' },
        }),
      },
    );
    renderRemote(<App />, { remote: 'ordering', path: HOME, brand: testBrand(), api: handlers });
    expect(
      await screen.findByText(/La sucursal está cerrada en este momento\. Abre hoy a las 18:00/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver sucursales abiertas' })).toHaveAttribute('href', '/');
  });

  it('a failed branch request shows the toast of spec 000 section 8', async () => {
    const { handlers } = orderingApi({
      'GET /api/local/suc-palermo': () => ({ status: 500, body: { message: 'boom' } }),
    });
    const view = renderRemote(<App />, { remote: 'ordering', path: HOME, brand: testBrand(), api: handlers });
    await waitFor(() =>
      expect(view.toasts).toEqual([
        {
          kind: 'error',
          message: 'No se pudo obtener la información de la sucursal. Por favor, intentalo de nuevo.',
        },
      ]),
    );
  });
});

describe('recent products on the branch home (spec 000 section 2)', () => {
  it("shows the menu home answer's recentProducts under 'Tus últimos pedidos', without 'Ver todo'", async () => {
    const { handlers } = orderingApi({}, { recent: [provoleta, docena] });
    const view = renderRemote(<App />, { remote: 'ordering', path: HOME, brand: testBrand(), api: handlers });
    const recent = await screen.findByRole('region', { name: 'Tus últimos pedidos' });
    expect(view.requests).toContain('GET /api/menu/marca-sabores/store-palermo/guest');
    const items = within(recent).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('button')).toHaveAccessibleName(
      /^Provoleta a la parrilla/,
    );
    expect(within(items[1] as HTMLElement).getByRole('button')).toHaveAccessibleName(/^Combo 4 empanadas/);
    expect(within(recent).queryByRole('link', { name: /Ver todo/ })).not.toBeInTheDocument();
    // it comes before the featured categories
    const featured = screen.getByRole('region', { name: 'Milanesas' });
    expect(recent.compareDocumentPosition(featured) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no recent products section when recentProducts is empty', async () => {
    const { handlers } = orderingApi({}, { recent: [] });
    renderRemote(<App />, { remote: 'ordering', path: HOME, brand: testBrand(), api: handlers });
    expect(await screen.findByRole('region', { name: 'Milanesas' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tus últimos pedidos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tus últimos pedidos' })).not.toBeInTheDocument();
  });
});

describe('branch data cached 300 s (spec 000 section 9): the branch of the home', () => {
  let showScreen: (shown: boolean) => void = () => {};
  function Remountable() {
    const [shown, setShown] = useState(true);
    showScreen = setShown;
    return shown ? <App /> : null;
  }
  const remount = (awayMs: number) => {
    act(() => showScreen(false));
    act(() => jest.advanceTimersByTime(awayMs));
    act(() => showScreen(true));
  };

  it('asks for GET /local/{id} once within 300 s, and again after', async () => {
    expect(BRANCH_CACHE_MS).toBe(300_000);
    jest.useFakeTimers({ now: new Date('2025-03-10T12:00:00-03:00') });
    const { handlers } = orderingApi();
    const view = renderRemote(<Remountable />, {
      remote: 'ordering',
      path: HOME,
      brand: testBrand(),
      api: handlers,
    });
    const branchRequests = () => view.requests.filter((r) => r === 'GET /api/local/suc-palermo');
    await screen.findByRole('heading', { level: 1, name: 'Sabores del Sur Palermo' });
    expect(branchRequests()).toHaveLength(1);
    remount(299_000);
    expect(screen.getByRole('heading', { level: 1, name: 'Sabores del Sur Palermo' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(branchRequests()).toHaveLength(1);
    remount(1_000);
    await waitFor(() => expect(branchRequests()).toHaveLength(2));
  });
});

describe('issue 30 item 2: the branch home holds the places of what arrives later', () => {
  /** The guest's banners and stories answered only when `release` is called. */
  function holdMarketing() {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = (data: unknown) => async () => {
      await gate;
      return HttpResponse.json({ data });
    };
    server.use(
      http.get('/api/marketing/banner/marca-sabores/store-palermo/guest', held(banners)),
      http.get('/api/marketing/storie/marca-sabores/store-palermo/guest', held(stories)),
    );
    return () => act(() => release());
  }

  it('while the banners and stories load, placeholders of their size stand where they will be, above the menu', async () => {
    const { handlers } = orderingApi();
    // answered by holdMarketing's handlers instead
    delete handlers['GET /api/marketing/banner/marca-sabores/store-palermo/guest'];
    delete handlers['GET /api/marketing/storie/marca-sabores/store-palermo/guest'];
    const release = holdMarketing();
    renderRemote(<App />, { remote: 'ordering', path: HOME, brand: testBrand(), api: handlers });
    // the menu is drawn below them while they are still on their way
    expect(await screen.findByRole('region', { name: 'Categorías' })).toBeInTheDocument();
    const banner = screen.getByTestId('banner-placeholder');
    const storiesRow = screen.getByTestId('stories-placeholder');
    expect(banner).toHaveAttribute('aria-hidden', 'true');
    expect(storiesRow).toHaveAttribute('aria-hidden', 'true');
    // the banner's image area and row of controls, and round thumbnails with a line of name each
    expect(banner.querySelector('.banner-slider__viewport')).not.toBeNull();
    expect(banner.querySelector('.banner-slider__controls')).not.toBeNull();
    expect(storiesRow.querySelectorAll('.story-thumb .story-thumb__name').length).toBeGreaterThan(0);
    // in the page's order: banner, stories, then the menu
    const categories = screen.getByRole('region', { name: 'Categorías' });
    expect(banner.compareDocumentPosition(storiesRow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(storiesRow.compareDocumentPosition(categories) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await release();
    expect(await screen.findByRole('region', { name: 'Promociones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevas empanadas' })).toBeInTheDocument();
    expect(screen.queryByTestId('banner-placeholder')).not.toBeInTheDocument();
    expect(screen.queryByTestId('stories-placeholder')).not.toBeInTheDocument();
  });

  it("draws nothing below the active-order card's place until the active order is known, so the card pushes nothing", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('/api/pedido/active/user-1', async () => {
        await gate;
        return HttpResponse.json({
          data: [
            {
              _id: 'o1',
              idLocal: 'suc-palermo',
              activeOrder: true,
              localInfo: { nameLocal: 'Sabores del Sur Palermo' },
              account: { orderTotal: 15000 },
            },
          ],
        });
      }),
    );
    const { handlers } = orderingApi();
    renderRemote(<App />, {
      remote: 'ordering',
      path: HOME,
      brand: testBrand(),
      session: testSession(),
      api: handlers,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sabores del Sur Palermo' })).toBeVisible();
    // the menu's answer has come, the active order's has not: the screen says it is loading, and waits
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByText('Cargando el menú')).toHaveAttribute('role', 'status');
    expect(screen.queryByTestId('banner-placeholder')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Categorías' })).not.toBeInTheDocument();

    act(() => release());
    expect(await screen.findByRole('region', { name: 'Pedido Activo' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Categorías' })).toBeInTheDocument();
  });

  it('a branch without banners or stories keeps no placeholder once they are answered', async () => {
    const { handlers } = orderingApi({
      'GET /api/marketing/banner/marca-sabores/store-palermo/guest': () => ({ body: { data: [] } }),
      'GET /api/marketing/storie/marca-sabores/store-palermo/guest': () => ({ body: { data: [] } }),
    });
    renderRemote(<App />, { remote: 'ordering', path: HOME, brand: testBrand(), api: handlers });
    expect(await screen.findByRole('region', { name: 'Categorías' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('banner-placeholder')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByTestId('stories-placeholder')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Promociones' })).not.toBeInTheDocument();
  });
});
