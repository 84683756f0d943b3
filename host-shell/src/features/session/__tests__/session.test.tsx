import mitt from 'mitt';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from 'shared-ui/query';
import { createTestI18n, createTestRouter } from '../../../testing/test-router';
import { createStore } from 'zustand/vanilla';
import type { Session } from 'shared-contracts/entities';
import type { AppEvents } from 'shared-contracts/events';
import { testSession } from 'shared-ui/testing/fixtures';
import { ShellProviders, type ShellContextValue } from '../../../app/shell-context';
import { RoutedRemote } from '../../../app/routed-remote';
import { AUTH_COOKIE, AUTH_COOKIE_LIFETIME_MS, readAuthCookie } from '../auth-cookie';
import { refreshStoredUser, restoreSession } from '../restore-session';
import { createEmptyCart } from 'shared-contracts/cart';
import { createCartStore } from '../../cart/cart-store';
import { resetOnSignOut } from '../reset-on-sign-out';
import { revokeOnSessionEnd } from '../revoke-on-session-end';
import { createSessionStore, endSession } from '../session-store';
import { decodeParam, readUrlCredentials, withoutCredentialParams } from '../url-credentials';
import { showToast } from 'shared-ui/show-toast';

jest.mock('shared-ui/show-toast', () => ({ showToast: jest.fn() }));
jest.mock('../../remotes/remote-outlet', () => ({
  RemoteOutlet: ({ remote }: { remote: string }) => <p>remote {remote}</p>,
}));

const b64 = (text: string) => btoa(text);

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
});

describe('credentials in the URL (spec 001 section 4, by precedence)', () => {
  it('reads uid, token, idMarca and the optional campaign, base64 encoded', () => {
    const search = `?uid=${b64('user-1')}&token=${b64('tok-abc')}&idMarca=${b64('marca-sabores')}&campaign=${b64('verano')}&x=1`;
    expect(readUrlCredentials(search)).toEqual({
      kind: 'credentials',
      userId: 'user-1',
      authToken: 'tok-abc',
      idMarca: 'marca-sabores',
      campaign: 'verano',
    });
  });

  it('takes values that are not base64 as they are', () => {
    expect(decodeParam('user:1')).toBe('user:1');
    expect(decodeParam(b64('marca-sabores'))).toBe('marca-sabores');
  });

  it('falls back to a temporary auth_token', () => {
    expect(readUrlCredentials('?auth_token=t-1')).toEqual({ kind: 'temporary', authToken: 't-1' });
    expect(readUrlCredentials('?uid=a&token=b')).toBeNull();
  });

  it('cleans only the credential parameters from the URL', () => {
    expect(withoutCredentialParams('?uid=a&token=b&idMarca=c&campaign=d&table=4')).toBe('?table=4');
    expect(withoutCredentialParams('?auth_token=x')).toBe('');
  });
});

describe('the session store writes the credentials cookie (about one year, 31536000000 ms)', () => {
  it('sets the cookie with the session and clears it with the session', () => {
    const bus = mitt<AppEvents>();
    const store = createSessionStore(bus);
    const session = testSession();
    store.getState().setSession(session);
    expect(readAuthCookie()).toEqual(session.credentials);
    expect(AUTH_COOKIE_LIFETIME_MS).toBe(31_536_000_000);
    store.getState().clearSession();
    expect(document.cookie).not.toContain(AUTH_COOKIE);
  });

  it('session end clears the session, every local and session storage key but the language, and the cookies, then goes to /auth', () => {
    const bus = mitt<AppEvents>();
    const store = createSessionStore(bus);
    const cart = createCartStore(bus);
    const stopReset = resetOnSignOut({ session: store, cart });
    store.getState().setSession(testSession());
    cart.getState().updateCart((current) => ({ ...current, table: '12', tableId: 'mesa-12' }));
    localStorage.setItem('multimarca.authMethod', 'google');
    localStorage.setItem('multimarca.authPath', '/puntos');
    localStorage.setItem('multimarca.consume-preferences', '{"mode":"delivery"}');
    localStorage.setItem('multimarca.language', 'de');
    sessionStorage.setItem('multimarca.verificationEmail', 'ana@example.com');
    document.cookie = 'campaign_seen=1; Path=/';
    expect(document.cookie).toContain(AUTH_COOKIE);
    const goToAuth = jest.fn();
    endSession(store, goToAuth);
    expect(store.getState().session).toBeNull();
    expect(Object.keys(localStorage)).toEqual(['multimarca.language']);
    expect(localStorage.getItem('multimarca.language')).toBe('de');
    expect(sessionStorage).toHaveLength(0);
    expect(document.cookie).toBe('');
    expect(goToAuth).toHaveBeenCalledTimes(1);
    // The order in progress went with the session, in memory too.
    expect(cart.getState().cart).toEqual(createEmptyCart());
    stopReset();
  });

  it('a sign-out resets the order in progress; a sign-in or a change of session does not', () => {
    const bus = mitt<AppEvents>();
    const store = createSessionStore(bus);
    const cart = createCartStore(bus);
    const stopReset = resetOnSignOut({ session: store, cart });
    cart.getState().updateCart((current) => ({ ...current, table: '3', tableId: 'mesa-3' }));
    store.getState().setSession(testSession('guest'));
    store.getState().setSession(testSession());
    expect(cart.getState().cart.tableId).toBe('mesa-3');
    store.getState().clearSession();
    expect(cart.getState().cart.tableId).toBeNull();
    stopReset();
  });
});

describe('every session end is a sign-out at the API (POST /api/logout)', () => {
  const withToken = (session: Session, authToken: string): Session => ({
    ...session,
    credentials: { ...session.credentials, authToken },
  });

  it('revokes the token of a session that ends, with its bearer and the cookie, kept alive across a reload', () => {
    const store = createSessionStore(mitt<AppEvents>());
    const fetchImpl = jest.fn(async () => new Response(null, { status: 204 }));
    const stop = revokeOnSessionEnd(store, '/api', fetchImpl);
    store.getState().setSession(withToken(testSession(), 'tok-1'));
    expect(fetchImpl).not.toHaveBeenCalled();
    endSession(store, () => undefined);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/api/logout', {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: 'Bearer tok-1' },
      credentials: 'include',
      keepalive: true,
    });
    stop();
  });

  it("revokes a replaced session's token (a guest who signs in), not the new one's; the same token again is no end", () => {
    const store = createSessionStore(mitt<AppEvents>());
    const fetchImpl = jest.fn(async () => new Response(null, { status: 204 }));
    const stop = revokeOnSessionEnd(store, '/api', fetchImpl);
    store.getState().setSession(withToken(testSession('guest'), 'guest-tok'));
    store.getState().setSession(withToken(testSession('guest'), 'guest-tok'));
    expect(fetchImpl).not.toHaveBeenCalled();
    store.getState().setSession(withToken(testSession(), 'customer-tok'));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]).toEqual([
      '/api/logout',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer guest-tok' }) }),
    ]);
    stop();
  });

  it('a sign-out the network drops is only logged: the session still ends on this device', async () => {
    const store = createSessionStore(mitt<AppEvents>());
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = revokeOnSessionEnd(store, '/api', () => Promise.reject(new TypeError('Failed to fetch')));
    store.getState().setSession(testSession());
    store.getState().clearSession();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(store.getState().session).toBeNull();
    warn.mockRestore();
    stop();
  });
});

describe('restoring the session at start', () => {
  const answer = (session: Session) =>
    jest.fn(async () => new Response(JSON.stringify({ data: session }), { status: 200 }));

  it('uses the URL credentials first, exchanges their token with the API and cleans the URL', async () => {
    const session = { ...testSession(), credentials: { ...testSession().credentials, authToken: 'tok-new' } };
    const store = createSessionStore(mitt<AppEvents>());
    const fetchImpl = answer(session);
    const replaceUrl = jest.fn();
    const source = await restoreSession({
      store,
      apiBaseUrl: '/api',
      location: {
        pathname: '/puntos',
        search: `?uid=${b64(session.user._id)}&token=${b64('tok-url')}&idMarca=${b64(session.credentials.idMarca)}&campaign=${b64('verano')}&table=3`,
        hash: '',
      },
      replaceUrl,
      fetchImpl: fetchImpl as typeof fetch,
    });
    expect(source).toBe('url');
    // the link's token goes once, as the query: the API answers a new session's token, kept instead
    expect(fetchImpl).toHaveBeenCalledWith('/api/auth/login/success?auth_token=tok-url', {
      headers: { Accept: 'application/json' },
      credentials: 'include',
    });
    expect(store.getState().session?.credentials).toMatchObject({ authToken: 'tok-new', campaign: 'verano' });
    expect(replaceUrl).toHaveBeenCalledWith('/puntos?table=3');
  });

  it('refuses URL credentials whose token belongs to another user, and still takes them out of the address (issue 28 item 17)', async () => {
    const store = createSessionStore(mitt<AppEvents>());
    const replaceUrl = jest.fn();
    const source = await restoreSession({
      store,
      apiBaseUrl: '/api',
      location: { pathname: '/', search: `?uid=someone-else&token=t&idMarca=marca-sabores`, hash: '' },
      replaceUrl,
      fetchImpl: answer(testSession()) as typeof fetch,
    });
    expect(source).toBe('none');
    expect(store.getState().session).toBeNull();
    expect(replaceUrl).toHaveBeenCalledWith('/');
  });

  it.each([
    ['a refused auth_token', '?auth_token=used-up&table=3', async () => new Response('{}', { status: 401 })],
    ['an incomplete link', '?uid=u1&token=t&table=3', async () => new Response('{}', { status: 401 })],
    [
      'a link the API could not check',
      '?auth_token=x&table=3',
      async () => {
        throw new TypeError('offline');
      },
    ],
  ])('issue 28 item 17: %s leaves the address without its token', async (_case, search, fetchImpl) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createSessionStore(mitt<AppEvents>());
    const replaceUrl = jest.fn();
    const source = await restoreSession({
      store,
      apiBaseUrl: '/api',
      location: { pathname: '/menu/suc-1/store-1', search, hash: '#top' },
      replaceUrl,
      fetchImpl: jest.fn(fetchImpl) as typeof fetch,
    });
    expect(source).toBe('none');
    expect(replaceUrl).toHaveBeenCalledTimes(1);
    expect(replaceUrl).toHaveBeenCalledWith('/menu/suc-1/store-1?table=3#top');
    warn.mockRestore();
  });

  it('leaves an address without credentials alone', async () => {
    const replaceUrl = jest.fn();
    await restoreSession({
      store: createSessionStore(mitt<AppEvents>()),
      apiBaseUrl: '/api',
      location: { pathname: '/puntos', search: '?table=3', hash: '' },
      replaceUrl,
      fetchImpl: answer(testSession()) as typeof fetch,
    });
    expect(replaceUrl).not.toHaveBeenCalled();
  });

  it('then a temporary auth_token, sent as the query of /auth/login/success', async () => {
    const store = createSessionStore(mitt<AppEvents>());
    const fetchImpl = answer(testSession());
    const source = await restoreSession({
      store,
      apiBaseUrl: '/api',
      location: { pathname: '/', search: '?auth_token=temp-1', hash: '' },
      replaceUrl: jest.fn(),
      fetchImpl: fetchImpl as typeof fetch,
    });
    expect(source).toBe('auth_token');
    expect(fetchImpl).toHaveBeenCalledWith('/api/auth/login/success?auth_token=temp-1', expect.anything());
  });

  it('then the cookie, when this device stored no session', async () => {
    const session = testSession();
    document.cookie = `${AUTH_COOKIE}=${encodeURIComponent(JSON.stringify(session.credentials))}; Path=/`;
    const store = createSessionStore(mitt<AppEvents>());
    const source = await restoreSession({
      store,
      apiBaseUrl: '/api',
      location: { pathname: '/', search: '', hash: '' },
      replaceUrl: jest.fn(),
      fetchImpl: answer(session) as typeof fetch,
    });
    expect(source).toBe('cookie');
    expect(store.getState().session?.user._id).toBe(session.user._id);
  });

  it('keeps the stored session when the API cannot be reached', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createSessionStore(mitt<AppEvents>());
    store.getState().setSession(testSession());
    const source = await restoreSession({
      store,
      apiBaseUrl: '/api',
      location: { pathname: '/', search: '?auth_token=x', hash: '' },
      replaceUrl: jest.fn(),
      fetchImpl: jest.fn(async () => {
        throw new TypeError('offline');
      }) as typeof fetch,
    });
    expect(source).toBe('storage');
    warn.mockRestore();
  });
});

describe('the auth gate (spec 001 section 2)', () => {
  function renderGate(path: string, session: Session | null) {
    const store = createStore(() => ({ session, setSession: jest.fn(), clearSession: jest.fn() }));
    const shell = {
      stores: { session: store },
      sessionReady: createStore(() => ({ ready: true })),
      queryClient: new QueryClient(),
      i18n: createTestI18n(),
    } as unknown as ShellContextValue;
    const { router, view } = createTestRouter(<RoutedRemote />, path);
    render(<ShellProviders shell={shell}>{view}</ShellProviders>);
    return router;
  }

  it('sends a visitor without a session to /auth keeping the query string', async () => {
    const router = renderGate('/puntos?table=4&branch_id=b1', null);
    expect(await screen.findByText('remote accounts')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?table=4&branch_id=b1');
  });

  it.each(['/auth/inicio-de-sesion', '/verificacion', '/reestablecer-cuenta', '/terminos', '/privacidad'])(
    'lets a visitor reach %s',
    async (path) => {
      const router = renderGate(path, null);
      expect(await screen.findByText('remote accounts')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('sends a signed-in user on an unknown route to the base', async () => {
    const router = renderGate('/no-existe?x=1', testSession());
    expect(await screen.findByText('remote ordering')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(['/auth', '/auth/inicio-de-sesion', '/auth/registro', '/verificacion', '/reestablecer-cuenta'])(
    'sends a signed-in customer on the auth route %s to the base: the auth routes are for unauthenticated users',
    async (path) => {
      const router = renderGate(path, testSession());
      expect(await screen.findByText('remote ordering')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it.each([
    ['/verificacion?email=a%40b.com', true],
    ['/reestablecer-cuenta', true],
    ['/forgotpassword/resetpassword/u1/t1?email=a%40b.com', true],
    ['/auth/inicio-de-sesion', false],
  ])(
    "says why a mail's link on %s did not open for a signed-in customer (a walk: left on the base without a word): %s",
    async (path, said) => {
      jest.mocked(showToast).mockClear();
      const router = renderGate(path, testSession());
      expect(await screen.findByText('remote ordering')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(jest.mocked(showToast).mock.calls).toEqual(
        said
          ? [
              [
                'info',
                'Ya tenés la sesión iniciada, así que ese enlace no se abrió. Para usarlo, cerrá sesión y abrilo de nuevo.',
              ],
            ]
          : [],
      );
    },
  );

  it.each(['/terminos', '/privacidad'])('lets a signed-in customer read %s', async (path) => {
    const router = renderGate(path, testSession());
    expect(await screen.findByText('remote accounts')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('lets a guest reach /auth to sign in with an account (the profile asks guests to)', async () => {
    const router = renderGate('/auth/inicio-de-sesion', testSession('guest'));
    expect(await screen.findByText('remote accounts')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/inicio-de-sesion');
  });

  it('mounts the owner of the route for a signed-in user', async () => {
    renderGate('/club', testSession());
    expect(await screen.findByText('remote club')).toBeInTheDocument();
  });

  it('remembers the path a visitor was sent away from, with its query, to return there after signing in', async () => {
    renderGate('/club?plan=anual', null);
    expect(await screen.findByText('remote accounts')).toBeInTheDocument();
    expect(localStorage.getItem('multimarca.authPath')).toBe('/club?plan=anual');
  });

  it('never remembers the root, nor the credentials a link carried', async () => {
    renderGate('/?x=1', null);
    expect(await screen.findByText('remote accounts')).toBeInTheDocument();
    expect(localStorage.getItem('multimarca.authPath')).toBeNull();
    cleanup();
    renderGate('/puntos?uid=dQ&token=dA&idMarca=bQ&tab=2', null);
    expect(await screen.findByText('remote accounts')).toBeInTheDocument();
    expect(localStorage.getItem('multimarca.authPath')).toBe('/puntos?tab=2');
  });

  it('forgets a path remembered earlier when the visitor is next sent away from the root (the newest link wins)', async () => {
    renderGate('/club?utm_campaign=club-junio', null);
    expect(await screen.findByText('remote accounts')).toBeInTheDocument();
    expect(localStorage.getItem('multimarca.authPath')).toBe('/club?utm_campaign=club-junio');
    cleanup();
    renderGate('/?utm_campaign=invierno-2025', null);
    expect(await screen.findByText('remote accounts')).toBeInTheDocument();
    expect(localStorage.getItem('multimarca.authPath')).toBeNull();
  });

  describe('a table deep link (spec 001 section 4)', () => {
    const TABLE = '?table=12&table_id=mesa-12&branch_id=suc-palermo&store_id=store-palermo';

    it.each([
      ['a signed-in customer', testSession()],
      ['an existing guest', testSession('guest')],
      ['a visitor without a session', null],
    ])('takes %s to the accounts landing with the link', async (_, session) => {
      const router = renderGate(`/${TABLE}`, session);
      expect(await screen.findByText('remote accounts')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/auth');
      expect(router.state.location.search).toBe(TABLE);
      expect(router.state.historyAction).toBe('REPLACE');
      // The table decides where the visit goes: no path is remembered for it.
      expect(localStorage.getItem('multimarca.authPath')).toBeNull();
    });

    it('from any page, not only the base', async () => {
      const router = renderGate(`/menu/suc-centro/store-centro${TABLE}`, testSession());
      expect(await screen.findByText('remote accounts')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/auth');
    });

    it('a query missing one of the four is an ordinary visit', async () => {
      const router = renderGate('/?table=12&branch_id=suc-palermo&store_id=store-palermo', testSession());
      expect(await screen.findByText('remote ordering')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    });
  });
});

describe('a stored session is refreshed in the background (issue 14: the membership changed elsewhere)', () => {
  const member = { active: true, cycle: 'monthly', nextPaymentAt: '2026-12-24T12:00:00.000Z' } as const;

  it("replaces the stored user's data with the API's, keeping the credentials", async () => {
    const store = createSessionStore(mitt<AppEvents>());
    const stored = testSession();
    store.getState().setSession(stored);
    const fresh = { ...stored, user: { ...stored.user, membership: { ...member, active: false } } };
    const fetchImpl = jest.fn(async () => new Response(JSON.stringify({ data: fresh }), { status: 200 }));
    await refreshStoredUser(store, '/api', fetchImpl as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/auth/login/success',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer token-1' }) }),
    );
    expect(store.getState().session?.user.membership).toMatchObject({ active: false });
    expect(store.getState().session?.credentials).toEqual(stored.credentials);
  });

  it('asks nothing for a guest, and keeps the stored user when the API fails or answers another user', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createSessionStore(mitt<AppEvents>());
    store.getState().setSession(testSession('guest'));
    const fetchImpl = jest.fn(async () => new Response('{}', { status: 500 }));
    await refreshStoredUser(store, '/api', fetchImpl as typeof fetch);
    expect(fetchImpl).not.toHaveBeenCalled();
    const registered = { ...testSession(), user: { ...testSession().user, membership: member } };
    store.getState().setSession(registered);
    await refreshStoredUser(store, '/api', fetchImpl as typeof fetch);
    const other = { ...registered, user: { ...registered.user, _id: 'user-2', membership: null } };
    await refreshStoredUser(
      store,
      '/api',
      (async () => new Response(JSON.stringify({ data: other }))) as typeof fetch,
    );
    await refreshStoredUser(store, '/api', (async () => {
      throw new TypeError('offline');
    }) as typeof fetch);
    expect(store.getState().session?.user.membership).toMatchObject({ active: true });
    warn.mockRestore();
  });
});
