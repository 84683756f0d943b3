/**
 * The page's one router, shared as a federation singleton: histories, <Router>, <Routes>, links and
 * the hooks the apps use. A small one of its own instead of react-router (13.5 KB gzip on every
 * first screen even tree-shaken): the apps need path patterns with `:params` and a trailing `*`,
 * ranked as react-router ranks them, one level of nested <Routes> below a splat, absolute links,
 * and no data loading. Apps import routing only from this module.
 */
import {
  Children,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}
export interface Location extends Path {
  state: unknown;
  key: string;
}
export type To = string | Partial<Path>;
export type Action = 'POP' | 'PUSH' | 'REPLACE';

/** What a <Router> navigates with: the shell's history, or a test's. */
export interface Navigator {
  createHref(to: To): string;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
}

/** A history any number of listeners can follow (pushes, replacements, back and forward). */
export interface History extends Navigator {
  readonly location: Location;
  readonly action: Action;
  listen(listener: (location: Location, action: Action) => void): () => void;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  let path = pathname;
  if (search && search !== '?') path += search.startsWith('?') ? search : `?${search}`;
  if (hash && hash !== '#') path += hash.startsWith('#') ? hash : `#${hash}`;
  return path;
}

export function parsePath(path: string): Path {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const toPath = (to: To) => (typeof to === 'string' ? to : createPath(to));
const newKey = () => Math.random().toString(36).slice(2, 10);

function listenerSet() {
  const listeners = new Set<(location: Location, action: Action) => void>();
  return {
    add(listener: (location: Location, action: Action) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify(location: Location, action: Action) {
      for (const listener of [...listeners]) listener(location, action);
    },
  };
}

interface HistoryState {
  usr: unknown;
  key: string;
}

/** The browser's history (the shell's): state and a key per entry, kept in `history.state`. */
export function createBrowserHistory(win: Window = window): History {
  const listeners = listenerSet();
  let action: Action = 'POP';
  const read = (): Location => {
    const state = (win.history.state ?? null) as HistoryState | null;
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
  };
  let location = read();
  win.addEventListener('popstate', () => {
    action = 'POP';
    location = read();
    listeners.notify(location, action);
  });
  const change = (kind: 'PUSH' | 'REPLACE', to: To, state: unknown) => {
    const entry: HistoryState = { usr: state ?? null, key: newKey() };
    const href = toPath(to);
    if (kind === 'PUSH') win.history.pushState(entry, '', href);
    else win.history.replaceState(entry, '', href);
    action = kind;
    location = read();
    listeners.notify(location, action);
  };
  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    createHref: toPath,
    push: (to, state) => change('PUSH', to, state),
    replace: (to, state) => change('REPLACE', to, state),
    go: (delta) => win.history.go(delta),
    listen: listeners.add,
  };
}

/** A history in memory (tests, and any tree that must not touch the address bar). */
export function createMemoryHistory(initialEntries: string[] = ['/']): History & { entries: Location[] } {
  const listeners = listenerSet();
  const toLocation = (to: To, state: unknown = null): Location => ({
    ...parsePath(toPath(to)),
    state,
    key: newKey(),
  });
  const entries = initialEntries.map((entry) => toLocation(entry));
  let index = entries.length - 1;
  let action: Action = 'POP';
  const current = () => entries[index] ?? toLocation('/');
  return {
    entries,
    get location() {
      return current();
    },
    get action() {
      return action;
    },
    createHref: toPath,
    push(to, state) {
      entries.splice(index + 1, entries.length, toLocation(to, state));
      index = entries.length - 1;
      action = 'PUSH';
      listeners.notify(current(), action);
    },
    replace(to, state) {
      entries[index] = toLocation(to, state);
      action = 'REPLACE';
      listeners.notify(current(), action);
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      action = 'POP';
      listeners.notify(current(), action);
    },
    listen: listeners.add,
  };
}

interface RouterContextValue {
  location: Location;
  navigator: Navigator;
}
const RouterContext = createContext<RouterContextValue | null>(null);

export type Params = Readonly<Record<string, string | undefined>>;
interface RouteContextValue {
  params: Params;
  /** The part of the path the enclosing routes matched: nested <Routes> match what follows it. */
  pathnameBase: string;
}
const RouteContext = createContext<RouteContextValue>({ params: {}, pathnameBase: '/' });

/** Gives a tree the current location and the navigator every link and navigate() goes through. */
export function Router({
  location,
  navigator,
  children,
}: {
  location: Location;
  navigator: Navigator;
  children?: ReactNode;
}) {
  const value = useMemo(() => ({ location, navigator }), [location, navigator]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A <Router> that follows a history, re-rendering on every change of it. */
export function HistoryRouter({ history, children }: { history: History; children?: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  // A layout effect: a change made while the first render commits is not missed.
  useLayoutEffect(() => {
    setLocation(history.location);
    return history.listen(setLocation);
  }, [history]);
  return (
    <Router location={location} navigator={history}>
      {children}
    </Router>
  );
}

function useRouter(hook: string): RouterContextValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook} may be used only inside a <Router>`);
  return router;
}

export function useLocation(): Location {
  return useRouter('useLocation').location;
}

/** The path `to` names, as a string; a relative one is joined to the enclosing route's matched part. */
function resolve(to: To, base: string): string {
  const path = toPath(to);
  if (path.startsWith('/') || path.startsWith('?') || path.startsWith('#')) return path;
  return `${base.replace(/\/+$/, '')}/${path}`;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

export function useNavigate(): NavigateFunction {
  const { navigator } = useRouter('useNavigate');
  const { pathnameBase } = useContext(RouteContext);
  return useCallback(
    (to, options = {}) => {
      if (typeof to === 'number') {
        navigator.go(to);
        return;
      }
      const target = resolve(to, pathnameBase);
      if (options.replace) navigator.replace(target, options.state);
      else navigator.push(target, options.state);
    },
    [navigator, pathnameBase],
  );
}

export function useParams(): Params {
  return useContext(RouteContext).params;
}

export type SearchParamsInit = string | Record<string, string> | URLSearchParams;

export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { location, navigator } = useRouter('useSearchParams');
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options: NavigateOptions = {},
    ) => {
      const value = new URLSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(params)) : next,
      );
      const search = value.toString();
      const to = { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash };
      if (options.replace) navigator.replace(to, options.state);
      else navigator.push(to, options.state);
    },
    [params, location.pathname, location.hash, navigator],
  );
  return [params, set];
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
};

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** A real link (its href works in a new tab) that navigates in the page on a plain click. */
export function Link({ to, replace = false, state, onClick, target, ...rest }: LinkProps) {
  const { navigator } = useRouter('<Link>');
  const { pathnameBase } = useContext(RouteContext);
  const navigate = useNavigate();
  const href = navigator.createHref(resolve(to, pathnameBase));
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on exactly this path, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
};

/** A link that knows when its path is the current one: class 'active' and aria-current="page". */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = trimSlashes(toPath(to).split(/[?#]/)[0] ?? '/').toLowerCase();
  const current = trimSlashes(pathname).toLowerCase();
  const isActive = current === target || (!end && target !== '/' && current.startsWith(`${target}/`));
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return <Link {...rest} to={to} className={classes} aria-current={isActive ? 'page' : undefined} />;
}

/** Goes to `to` once rendered (a redirect). */
export function Navigate({ to, replace = false, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const target = JSON.stringify(to);
  useEffect(() => {
    navigate(JSON.parse(target) as To, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}

export interface RouteProps {
  /** `/menu/:localId/:storeId/*`; relative (`stories/:index`) inside a route ending in `*`. */
  path?: string;
  element?: ReactNode;
}

/** One route of a <Routes>; it renders nothing by itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

function trimSlashes(path: string) {
  const trimmed = `/${path}`.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return trimmed || '/';
}

const PARAM = /^:[\w-]+$/;

/** react-router's ranking: static segments beat params, params beat a splat; ties keep their order. */
function score(pattern: string): number {
  const segments = pattern.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

export interface PathMatch {
  params: Params;
  /** The matched part of the path, without what a trailing `*` matched. */
  pathnameBase: string;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** Matches a pattern against a whole path, case-insensitively, ignoring a trailing slash. */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const segments = trimSlashes(pattern).split('/').slice(1);
  const splat = segments[segments.length - 1] === '*';
  if (splat) segments.pop();
  const names: string[] = [];
  let source = '^';
  for (const segment of segments) {
    if (PARAM.test(segment)) {
      names.push(segment.slice(1));
      source += '/([^/]+)';
    } else if (segment !== '') {
      source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    }
  }
  source += splat ? '(?:/(.+)|/*)$' : '/*$';
  const found = new RegExp(source, 'i').exec(trimSlashes(pathname) === '/' ? '/' : pathname);
  if (!found) return null;
  const params: Record<string, string> = {};
  names.forEach((name, i) => (params[name] = decode(found[i + 1] ?? '')));
  let base = found[0];
  if (splat) {
    const rest = found[names.length + 1] ?? '';
    params['*'] = decode(rest);
    base = rest ? base.slice(0, base.length - rest.length - 1) : base;
  }
  return { params, pathnameBase: trimSlashes(base) };
}

/** Renders the element of the best-ranked <Route> that matches the path below the enclosing route. */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const parent = useContext(RouteContext);
  // Read on every render: the children are new elements each time.
  const routes: { pattern: string; element: ReactNode; order: number }[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child) || child.type !== Route) return;
    const { path = '/', element = null } = child.props;
    routes.push({ pattern: trimSlashes(path), element, order: routes.length });
  });
  routes.sort((a, b) => score(b.pattern) - score(a.pattern) || a.order - b.order);
  const base = parent.pathnameBase === '/' ? '' : parent.pathnameBase;
  const below =
    base && pathname.toLowerCase().startsWith(base.toLowerCase())
      ? pathname.slice(base.length) || '/'
      : pathname;
  for (const route of routes) {
    const match = matchPath(route.pattern, below);
    if (!match) continue;
    const value: RouteContextValue = {
      params: { ...parent.params, ...match.params },
      pathnameBase: trimSlashes(`${base}${match.pathnameBase}`),
    };
    return <RouteContext.Provider value={value}>{route.element}</RouteContext.Provider>;
  }
  return null;
}
