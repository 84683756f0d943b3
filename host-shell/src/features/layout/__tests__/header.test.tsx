import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from 'shared-ui/query';
import { createTestI18n, createTestRouter } from '../../../testing/test-router';
import mitt from 'mitt';
import { createStore } from 'zustand/vanilla';
import type { Session } from 'shared-contracts/entities';
import type { AppEvents } from 'shared-contracts/events';
import type { BrandState, HeaderConfig } from 'shared-contracts/mount';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { server } from 'shared-ui/testing/network';
import { http, HttpResponse } from 'msw';
import { ShellProviders, type ShellContextValue } from '../../../app/shell-context';
import { getPageTranslation, resetPageTranslationForTests } from 'shared-ui/testing/translation';
import { expectedHeader } from '../first-paint-header';
import { Header } from '../header';
import { POINTS_RETRY_MS } from '../points-badge';
import { SEARCH_DEBOUNCE_MS, withSearch } from '../header-search';
import { createLayoutStore, normaliseHeader } from '../layout-store';
import { Splash, SPLASH_MS, splashRemainingMs } from '../splash';

function renderHeader({
  path = '/menu/1/2',
  /** null: no screen has set the header yet (the page's first paint) */
  header = { title: 'Menú' } as HeaderConfig | null,
  session = null as Session | null,
  points = 1500,
  pointsAnswer = { status: 200, body: { data: { availablePoints: points } } } as {
    status: number;
    body: unknown;
  },
  language = 'es' as 'es' | 'de',
} = {}) {
  const layout = createLayoutStore();
  if (header) layout.getState().setHeader(header);
  const pointsCalls: { path: string; auth: string | null }[] = [];
  server.use(
    http.get('/api/points/:userId', ({ request }) => {
      pointsCalls.push({ path: new URL(request.url).pathname, auth: request.headers.get('Authorization') });
      return new HttpResponse(JSON.stringify(pointsAnswer.body), { status: pointsAnswer.status });
    }),
  );
  const bus = mitt<AppEvents>();
  const i18n = createTestI18n(language);
  const expired: AppEvents['session:expired'][] = [];
  bus.on('session:expired', (event) => expired.push(event));
  const shell = {
    stores: {
      layout,
      brand: createStore<BrandState>(() => ({ status: 'ready', domain: 'x', brand: testBrand() })),
      session: createStore(() => ({ session, setSession: jest.fn(), clearSession: jest.fn() })),
    },
    bus,
    i18n,
    apiBaseUrl: '/api',
  } as unknown as ShellContextValue;
  const { router, view } = createTestRouter(
    <>
      <Header />
      <Splash />
    </>,
    path,
    { i18n },
  );
  render(
    <ShellProviders shell={shell}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {view}
      </QueryClientProvider>
    </ShellProviders>,
  );
  return { router, layout, pointsCalls, expired };
}

afterEach(() => jest.useRealTimers());

describe('header search (spec 001 section 2)', () => {
  it('keeps its text in the search query parameter, replaced in place 300 ms after typing', () => {
    jest.useFakeTimers();
    const { router } = renderHeader({
      path: '/menu/1/2?categoria=pizzas',
      header: { title: 'Menú', showSearchBar: true },
    });
    const input = screen.getByRole('searchbox', { name: 'Buscar' });
    expect(input).toHaveAttribute('placeholder', 'Buscar...');
    const entries = router.state.historyAction;
    fireEvent.change(input, { target: { value: 'muzza' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(router.state.location.search).toBe('?categoria=pizzas');
    act(() => jest.advanceTimersByTime(1));
    expect(router.state.location.search).toBe('?categoria=pizzas&search=muzza');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(entries).toBe('POP');
  });

  it('removes the parameter when emptied, and the clear button empties it at once', () => {
    jest.useFakeTimers();
    const { router } = renderHeader({
      path: '/menu/1/2?search=fugazza',
      header: { title: 'Menú', showSearchBar: true },
    });
    const input = screen.getByRole('searchbox', { name: 'Buscar' });
    expect(input).toHaveValue('fugazza');
    fireEvent.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    expect(input).toHaveValue('');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Borrar búsqueda' })).not.toBeInTheDocument();
  });

  it('withSearch sets, replaces and removes only the search parameter', () => {
    expect(withSearch('?a=1', 'pizza')).toBe('?a=1&search=pizza');
    expect(withSearch('?a=1&search=x', '')).toBe('?a=1');
    expect(withSearch('?search=x', '  ')).toBe('');
  });
});

describe('issue 30 item 2: before a screen sets the header, it holds the room its screen will take', () => {
  it('expects the search bar on the branch list, home and menu, and the back button where those screens set one', () => {
    expect(expectedHeader('/')).toEqual({ searchBar: true, back: false });
    expect(expectedHeader('/home/suc-palermo/store-palermo')).toEqual({ searchBar: true, back: true });
    expect(expectedHeader('/menu/suc-palermo/store-palermo')).toEqual({ searchBar: true, back: true });
    expect(expectedHeader('/menu/suc-palermo/store-palermo/product/SAB-010')).toEqual({
      searchBar: true,
      back: true,
    });
    expect(expectedHeader('/menu/suc-palermo/store-palermo/subcategory/sub-1')).toEqual({
      searchBar: false,
      back: true,
    });
    expect(expectedHeader('/resumen-de-orden/')).toEqual({ searchBar: false, back: true });
    expect(expectedHeader('/checkout')).toEqual({ searchBar: false, back: true });
    // the send result, the auth landing, the points and the profile set no back button and no search
    for (const path of ['/checkout/enviar-orden', '/auth', '/puntos', '/perfil', '/club', '/menues']) {
      expect(expectedHeader(path)).toEqual({ searchBar: false, back: false });
    }
  });

  it("on a menu's first paint: the search bar works and an empty slot holds the back button's place", () => {
    jest.useFakeTimers();
    const { router } = renderHeader({ path: '/menu/1/2', header: null });
    const input = screen.getByRole('searchbox', { name: 'Buscar' });
    const slot = screen.getByTestId('header-back-slot');
    expect(slot).toHaveAttribute('aria-hidden', 'true');
    expect(slot).toHaveClass('shell-header__back');
    expect(screen.queryByRole('link', { name: 'Volver' })).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'muzza' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(router.state.location.search).toBe('?search=muzza');
  });

  it('the header a screen sets replaces the guess, even one without a search bar or a back button', () => {
    const { layout } = renderHeader({ path: '/menu/1/2', header: null });
    act(() => layout.getState().setHeader({ title: '', goBack: '/home/1/2', showSearchBar: true }));
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/home/1/2');
    expect(screen.queryByTestId('header-back-slot')).not.toBeInTheDocument();
    act(() => layout.getState().setHeader({ title: '' }));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByTestId('header-back-slot')).not.toBeInTheDocument();
  });

  it('on a path whose screen has neither, the first paint has neither', () => {
    renderHeader({ path: '/perfil', header: null });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByTestId('header-back-slot')).not.toBeInTheDocument();
  });
});

describe('header back button, title and subtitle (spec 001 section 2)', () => {
  it('the back button leads to the target the screen set', () => {
    const { router } = renderHeader({
      path: '/perfil/ordenes/detalle',
      header: { title: 'Detalle de la orden', goBack: '/perfil/ordenes' },
    });
    const back = screen.getByRole('link', { name: 'Volver' });
    expect(back).toHaveAttribute('href', '/perfil/ordenes');
    fireEvent.click(back);
    expect(router.state.location.pathname).toBe('/perfil/ordenes');
  });

  it('has no back button when the target is null or not given', () => {
    const { layout } = renderHeader({ header: { title: 'Menú', goBack: null } });
    expect(screen.queryByRole('link', { name: 'Volver' })).not.toBeInTheDocument();
    act(() => layout.getState().setHeader({ title: 'Menú', goBack: '/' }));
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/');
    act(() => layout.getState().setHeader({ title: 'Menú' }));
    expect(screen.queryByRole('link', { name: 'Volver' })).not.toBeInTheDocument();
  });

  it('shows the title and subtitle the screen set, and follows their changes', () => {
    const { layout } = renderHeader({
      header: { title: 'Sabores del Sur Palermo', subTitle: 'Honduras 4820, Palermo' },
    });
    expect(screen.getByText('Sabores del Sur Palermo')).toHaveClass('shell-header__title');
    expect(screen.getByText('Honduras 4820, Palermo')).toHaveClass('shell-header__subtitle');
    act(() => layout.getState().setHeader({ title: 'Mi orden' }));
    expect(screen.getByText('Mi orden')).toHaveClass('shell-header__title');
    expect(screen.queryByText('Honduras 4820, Palermo')).not.toBeInTheDocument();
    expect(document.querySelector('.shell-header__subtitle')).toBeNull();
    act(() => layout.getState().setHeader({ title: '' }));
    expect(document.querySelector('.shell-header__title')).toBeNull();
  });
});

describe('spec 001 section 4: the header title is swapped for a cached translation when translation is enabled', () => {
  beforeEach(() => resetPageTranslationForTests());

  it('in German a brand title with a cached translation shows it; the header never asks the service', async () => {
    const page = getPageTranslation();
    page.cache.set('Sabores del Sur Palermo', 'de', 'Sabores del Sur Palermo (DE)');
    page.cache.set('Postres', 'de', 'Desserts');
    const { layout } = renderHeader({ header: { title: 'Sabores del Sur Palermo' }, language: 'de' });
    expect(await screen.findByText('Sabores del Sur Palermo (DE)')).toHaveClass('shell-header__title');
    // a title without a cached translation stays as it is (no request: MSW would fail the test)
    act(() => layout.getState().setHeader({ title: 'Bebidas' }));
    expect(screen.getByText('Bebidas')).toHaveClass('shell-header__title');
    // translation turned off: the title as the screen set it
    act(() => layout.getState().setHeader({ title: 'Postres' }));
    expect(screen.getByText('Desserts')).toHaveClass('shell-header__title');
    act(() => page.settings.set({ enabled: false }));
    expect(screen.getByText('Postres')).toHaveClass('shell-header__title');
  });

  it('in Spanish the title is the one the screen set', () => {
    getPageTranslation().cache.set('Postres', 'es', 'No');
    renderHeader({ header: { title: 'Postres' } });
    expect(screen.getByText('Postres')).toHaveClass('shell-header__title');
  });
});

describe('header tabs, title and logo', () => {
  it('shows the tabs a screen set and records the chosen one, also by arrow keys', () => {
    const { layout } = renderHeader({
      header: {
        title: 'Mis pedidos',
        tabs: [
          { id: 'activos', label: 'Activos' },
          { id: 'historial', label: 'Historial' },
        ],
      },
    });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Activos', 'Historial']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Historial' }));
    expect(layout.getState().header.activeTab).toBe('historial');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Historial' }), { key: 'ArrowRight' });
    expect(layout.getState().header.activeTab).toBe('activos');
  });

  it('a title given as an object becomes an empty string with only a console warning (spec 001 section 8)', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const header = normaliseHeader({ title: { text: 'x' } as unknown as string });
    expect(header.title).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('hides the logo when it fails to load', () => {
    renderHeader();
    const logo = screen.getByRole('img', { name: 'Sabores del Sur' });
    fireEvent.error(logo);
    expect(screen.queryByRole('img', { name: 'Sabores del Sur' })).not.toBeInTheDocument();
  });
});

describe('points badge (spec 001 section 2)', () => {
  it("shows a registered user's points, leads to points and remembers the previous path", async () => {
    const session = testSession();
    const { router, layout, pointsCalls } = renderHeader({
      path: '/menu/1/2?categoria=pizzas',
      session,
      points: 1500,
    });
    const badge = await screen.findByRole('button', { name: 'Tenés 1.500 PTS. Ver mis puntos' });
    expect(pointsCalls.map((call) => call.path)).toEqual([`/api/points/${session.user._id}`]);
    fireEvent.click(badge);
    expect(router.state.location.pathname).toBe('/puntos');
    expect(layout.getState().previousPath).toBe('/menu/1/2?categoria=pizzas');
  });

  it.each([
    ['401', { status: 401, body: { message: 'Token inválido' } }],
    ['403', { status: 403, body: {} }],
    [
      "'Usuario no encontrado para esta marca'",
      { status: 404, body: { message: 'Usuario no encontrado para esta marca' } },
    ],
  ])(
    "a %s answer to its call ends the session, as the remotes' calls do (spec 001 section 4)",
    async (_, answer) => {
      const { pointsCalls, expired } = renderHeader({ session: testSession(), pointsAnswer: answer });
      await waitFor(() => expect(expired).toHaveLength(1));
      expect(expired[0]?.status).toBe(answer.status);
      expect(pointsCalls).toEqual([{ path: '/api/points/user-1', auth: 'Bearer token-1' }]);
    },
  );

  it("holds the points' place while they load (issue 30 item 2), and drops the hold when they come", async () => {
    renderHeader({ session: testSession(), points: 3700 });
    const pending = screen.getByRole('button', { name: 'Tenés … PTS. Ver mis puntos' });
    expect(pending.querySelector('.points-badge__pending')).toHaveTextContent('…');
    const badge = await screen.findByRole('button', { name: 'Tenés 3.700 PTS. Ver mis puntos' });
    expect(badge).toHaveTextContent('3.700 PTS');
    expect(badge.querySelector('.points-badge__pending')).toBeNull();
  });

  it('another failure does not end the session', async () => {
    const { pointsCalls, expired } = renderHeader({
      session: testSession(),
      pointsAnswer: { status: 500, body: { message: 'x' } },
    });
    await waitFor(() => expect(pointsCalls).toHaveLength(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(expired).toEqual([]);
    // said as a failure, not as a wait (a walk found '… PTS' for as long as the API was out of reach)
    const badge = await screen.findByRole('button', {
      name: 'Tus puntos no se pudieron cargar. Ver mis puntos',
    });
    expect(badge).toHaveTextContent('– PTS');
  });

  it('after a failure the points are asked again every 30 s, and the badge comes back with the API', async () => {
    jest.useFakeTimers();
    const { pointsCalls } = renderHeader({
      session: testSession(),
      pointsAnswer: { status: 503, body: { message: 'x' } },
    });
    await screen.findByRole('button', { name: 'Tus puntos no se pudieron cargar. Ver mis puntos' });
    server.use(http.get('/api/points/:userId', () => HttpResponse.json({ data: { availablePoints: 3700 } })));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POINTS_RETRY_MS - 1000);
    });
    expect(pointsCalls).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(
      await screen.findByRole('button', { name: 'Tenés 3.700 PTS. Ver mis puntos' }),
    ).toBeInTheDocument();
  });

  it('is not shown to guests, who cannot see points (spec 001 section 6)', () => {
    const { pointsCalls } = renderHeader({ session: testSession('guest') });
    expect(screen.queryByRole('button', { name: /Ver mis puntos/ })).not.toBeInTheDocument();
    expect(pointsCalls).toEqual([]);
  });
});

describe('splash (spec 001 sections 2 and 9)', () => {
  it('shows the brand logo full screen for 2 s, and again while the page unloads', async () => {
    jest.useFakeTimers();
    const { layout } = renderHeader();
    expect(screen.getByTestId('splash')).toBeInTheDocument();
    expect(layout.getState().splash).toBe(true);
    act(() => jest.advanceTimersByTime(SPLASH_MS - 1));
    expect(screen.getByTestId('splash')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
    expect(layout.getState().splash).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(screen.getByTestId('splash')).toBeInTheDocument());
  });

  it('counts its 2 s from the navigation start, not from the first render: a shell that starts 1.2 s late shows it 0.8 s', () => {
    expect(splashRemainingMs(0)).toBe(2000);
    expect(splashRemainingMs(1200)).toBe(800);
    expect(splashRemainingMs(2600)).toBe(0);
    jest.useFakeTimers();
    const now = jest.spyOn(performance, 'now').mockReturnValue(1200);
    const { layout } = renderHeader();
    now.mockRestore();
    act(() => jest.advanceTimersByTime(799));
    expect(layout.getState().splash).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(layout.getState().splash).toBe(false);
  });

  it("hides the brand's logo when it fails to load (spec 001 section 8), and keeps the splash itself", () => {
    renderHeader();
    const logo = screen.getByTestId('splash').querySelector('img');
    expect(logo).toHaveAttribute('src', '/api/static/brands/marca-sabores/logo.svg');
    fireEvent.error(logo as HTMLImageElement);
    expect(screen.getByTestId('splash').querySelector('img')).toBeNull();
    expect(screen.getByTestId('splash')).toBeInTheDocument();
  });
});

describe('points badge: points are whole numbers (issue 11)', () => {
  it("reads '0 PTS' for a new customer, not '0,00 PTS'", async () => {
    renderHeader({ session: testSession(), points: 0 });
    const badge = await screen.findByRole('button', { name: 'Tenés 0 PTS. Ver mis puntos' });
    expect(badge).toHaveTextContent(/^0 PTS$/);
  });
});
