import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  createBrowserHistory,
  createMemoryHistory,
  createPath,
  HistoryRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '../router';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="ubicación">{`${pathname}${search}`}</output>;
}
const where = () => screen.getByRole('status', { name: 'ubicación' }).textContent;

function Params({ label }: { label: string }) {
  return <p>{`${label} ${JSON.stringify(useParams())}`}</p>;
}

function renderAt(path: string, ui: React.ReactNode) {
  const history = createMemoryHistory([path]);
  render(
    <HistoryRouter history={history}>
      {ui}
      <Where />
    </HistoryRouter>,
  );
  return history;
}

/** The ordering remote's routes, declared in the order app.tsx declares them. */
const orderingRoutes = (
  <Routes>
    <Route path="/" element={<Params label="sucursales" />} />
    <Route path="/home/:localId/:storeId/*" element={<Params label="home" />} />
    <Route path="/menu/:localId/:storeId/*" element={<Params label="menú" />} />
    <Route
      path="/menu/:localId/:storeId/subcategory/:subcategoryId/*"
      element={<Params label="subcategoría" />}
    />
    <Route path="*" element={<Params label="pendiente" />} />
  </Routes>
);

describe('matchPath', () => {
  it('reads :params and a trailing *, case-insensitively, ignoring a trailing slash', () => {
    expect(matchPath('/menu/:localId/:storeId/*', '/MENU/suc-1/store%201/')).toEqual({
      params: { localId: 'suc-1', storeId: 'store 1', '*': '' },
      pathnameBase: '/MENU/suc-1/store%201',
    });
    expect(matchPath('/home/:localId/:storeId/*', '/home/a/b/stories/2')).toEqual({
      params: { localId: 'a', storeId: 'b', '*': 'stories/2' },
      pathnameBase: '/home/a/b',
    });
    expect(matchPath('/checkout', '/checkout/')).toEqual({ params: {}, pathnameBase: '/checkout' });
    expect(matchPath('/checkout', '/checkout/pago')).toBeNull();
    expect(matchPath('/', '/')).toEqual({ params: {}, pathnameBase: '/' });
    expect(matchPath('*', '/cualquier/cosa')?.params).toEqual({ '*': 'cualquier/cosa' });
  });

  it('writes paths back from their parts', () => {
    expect(createPath({ pathname: '/a', search: '?b=1', hash: '#c' })).toBe('/a?b=1#c');
    expect(createPath({ pathname: '/a', search: 'b=1' })).toBe('/a?b=1');
    expect(createPath({ search: '?x=1' })).toBe('/?x=1');
  });
});

describe('<Routes>', () => {
  it('picks the most specific route whatever the order, as react-router ranks them', () => {
    renderAt('/menu/suc-1/store-1/subcategory/pizzas', orderingRoutes);
    expect(
      screen.getByText(
        'subcategoría {"localId":"suc-1","storeId":"store-1","subcategoryId":"pizzas","*":""}',
      ),
    ).toBeInTheDocument();
  });

  it('falls back to the splat route and renders nothing without a match', () => {
    renderAt('/resumen', orderingRoutes);
    expect(screen.getByText('pendiente {"*":"resumen"}')).toBeInTheDocument();
    renderAt('/nada', <Routes>{[<Route key="a" path="/algo" element={<p>algo</p>} />]}</Routes>);
    expect(screen.queryByText('algo')).not.toBeInTheDocument();
  });

  it('matches nested <Routes> below the part the enclosing splat route matched, merging params', () => {
    renderAt(
      '/home/suc-1/store-1/stories/2',
      <Routes>
        <Route
          path="/home/:localId/:storeId/*"
          element={
            <Routes>
              <Route path="stories/:index" element={<Params label="historia" />} />
            </Routes>
          }
        />
      </Routes>,
    );
    expect(
      screen.getByText('historia {"localId":"suc-1","storeId":"store-1","*":"stories/2","index":"2"}'),
    ).toBeInTheDocument();
  });
});

describe('links and navigation', () => {
  it('a plain click navigates in the page; a click with a modifier is left to the browser', () => {
    const history = renderAt('/', <Link to="/club">Club</Link>);
    const link = screen.getByRole('link', { name: 'Club' });
    expect(link).toHaveAttribute('href', '/club');
    // What the router left to the browser (jsdom cannot open a new tab, so the test stops it after).
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(link, { ctrlKey: true });
    expect(where()).toBe('/');
    expect(leftToBrowser).toEqual([true]);
    document.removeEventListener('click', record);
    fireEvent.click(link);
    expect(where()).toBe('/club');
    expect(history.action).toBe('PUSH');
  });

  it('<Link replace> replaces the entry; navigate(-1) goes back', () => {
    function Back() {
      const navigate = useNavigate();
      return <button onClick={() => navigate(-1)}>Volver</button>;
    }
    const history = renderAt(
      '/',
      <>
        <Link to="/puntos">Puntos</Link>
        <Link to={{ pathname: '/club', search: '?plan=anual' }} replace>
          Club
        </Link>
        <Back />
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Puntos' }));
    fireEvent.click(screen.getByRole('link', { name: 'Club' }));
    expect(where()).toBe('/club?plan=anual');
    expect(history.entries.map((entry) => entry.pathname)).toEqual(['/', '/club']);
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(where()).toBe('/');
    expect(history.action).toBe('POP');
  });

  it('<NavLink> marks the current path (class active, aria-current=page); end keeps it to exactly that path', () => {
    renderAt(
      '/perfil/ordenes',
      <>
        <NavLink to="/" end>
          Inicio
        </NavLink>
        <NavLink to="/perfil" className="nav">
          Perfil
        </NavLink>
        <NavLink to="/perfil" end className={({ isActive }) => (isActive ? 'exacto' : 'no')}>
          Perfil exacto
        </NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Perfil' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Perfil' })).toHaveClass('nav active');
    expect(screen.getByRole('link', { name: 'Perfil exacto' })).toHaveClass('no');
  });

  it('<Navigate> redirects once rendered, replacing the entry', () => {
    const history = renderAt(
      '/auth/xyz?table=4',
      <Routes>
        <Route path="/auth/*" element={<Navigate to={{ pathname: '/auth', search: '?table=4' }} replace />} />
        <Route path="/auth" element={<p>landing</p>} />
      </Routes>,
    );
    expect(screen.getByText('landing')).toBeInTheDocument();
    expect(where()).toBe('/auth?table=4');
    expect(history.entries).toHaveLength(1);
  });

  it('useSearchParams reads the query and writes it back', () => {
    function Search() {
      const [params, setParams] = useSearchParams();
      return (
        <button onClick={() => setParams({ categoria: 'pizzas' }, { replace: true })}>
          {params.get('search') ?? 'sin búsqueda'}
        </button>
      );
    }
    const history = renderAt('/menu/a/b?search=muzza', <Search />);
    fireEvent.click(screen.getByRole('button', { name: 'muzza' }));
    expect(where()).toBe('/menu/a/b?categoria=pizzas');
    expect(history.action).toBe('REPLACE');
  });
});

describe('the browser history', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('keeps state and a key per entry and tells every listener about pops', async () => {
    const history = createBrowserHistory();
    const heard: string[] = [];
    const stop = history.listen((location, action) => heard.push(`${action} ${location.pathname}`));
    history.push('/checkout', { from: 'menu' });
    expect(history.location).toMatchObject({ pathname: '/checkout', state: { from: 'menu' } });
    const key = history.location.key;
    history.push('/puntos');
    await act(async () => {
      history.go(-1);
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(history.location).toMatchObject({ pathname: '/checkout', state: { from: 'menu' }, key });
    expect(heard).toEqual(['PUSH /checkout', 'PUSH /puntos', 'POP /checkout']);
    stop();
  });
});
