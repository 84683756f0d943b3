import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { renderRemote } from 'shared-ui/testing';
import { createEmptyCart } from 'shared-contracts/cart';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { renderAccounts, resetAccountsState } from '../../../../testing/render-accounts';
import { GoogleSignInButton } from '../google-sign-in-button';

beforeEach(resetAccountsState);

/** jsdom cannot leave the page: a followed link is stopped once the app has handled the click. */
function stopNavigation() {
  const stop = (event: Event) => event.preventDefault();
  document.addEventListener('click', stop);
  return () => document.removeEventListener('click', stop);
}

describe('auth landing /auth (spec 001 section 2)', () => {
  it("offers Google, e-mail, sign up, 'Explorar sin beneficios' and the terms links for a b2c brand that allows guests", () => {
    renderAccounts('/auth');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bienvenido a Sabores del Sur' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar con Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión con e-mail' })).toHaveAttribute(
      'href',
      '/auth/inicio-de-sesion',
    );
    expect(screen.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/auth/registro');
    expect(screen.getByRole('button', { name: 'Explorar sin beneficios' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/terminos');
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/privacidad',
    );
  });

  it('shows nothing while the brand loads, then the whole landing at once: no line appears later and moves the terms (issue 11, item 15)', () => {
    const view = renderAccounts('/auth', { brand: null });
    expect(view.stores.brand.getState().status).toBe('loading');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Términos y condiciones' })).not.toBeInTheDocument();
    act(() => view.stores.brand.setState({ status: 'ready', brand: testBrand() }));
    expect(screen.getByRole('button', { name: 'Explorar sin beneficios' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Términos y condiciones' })).toBeInTheDocument();
  });

  it('a brand that failed to load still leaves the ways to sign in, without the guest entry', () => {
    const view = renderAccounts('/auth', { brand: null });
    act(() => view.stores.brand.setState({ status: 'error' }));
    expect(screen.getByRole('link', { name: 'Iniciar sesión con e-mail' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Explorar sin beneficios' })).not.toBeInTheDocument();
  });

  it('hides guest entry for a b2b brand and for a brand that does not allow guests', () => {
    const b2b = renderAccounts('/auth', { brand: testBrand({ businessType: 'b2b' }) });
    expect(screen.queryByRole('button', { name: 'Explorar sin beneficios' })).not.toBeInTheDocument();
    b2b.unmount();
    renderAccounts('/auth', { brand: testBrand({ allowedUserTypes: { guest: false } }) });
    expect(screen.queryByRole('button', { name: 'Explorar sin beneficios' })).not.toBeInTheDocument();
  });

  it('enters as a guest through POST /api/user/guest/{idMarca} and goes to the base page', async () => {
    const view = renderAccounts('/auth', {
      api: { 'POST /api/user/guest/marca-sabores': () => ({ body: { data: testSession('guest') } }) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Explorar sin beneficios' }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/'));
    expect(view.stores.session.getState().session?.user.typeUser).toBe('guest');
    expect(localStorage.getItem('multimarca.authMethod')).toBe('guest');
  });

  it('a guest of this brand who comes back keeps the guest session: no second guest is created', async () => {
    const guest = testSession('guest');
    // No API answer is set up: a POST /api/user/guest call would fail the test.
    const view = renderAccounts('/auth', { session: guest });
    await userEvent.click(screen.getByRole('button', { name: 'Explorar sin beneficios' }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/'));
    expect(view.stores.session.getState().session).toBe(guest);
  });

  it("a failed guest entry shows 'No se pudo ingresar como invitado, por favor intentalo de nuevo'", async () => {
    const view = renderAccounts('/auth', {
      api: { 'POST /api/user/guest/marca-sabores': () => ({ status: 500, body: { message: 'x' } }) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Explorar sin beneficios' }));
    await waitFor(() =>
      expect(view.toasts).toEqual([
        { kind: 'error', message: 'No se pudo ingresar como invitado, por favor intentalo de nuevo' },
      ]),
    );
    expect(view.stores.session.getState().session).toBeNull();
  });

  it('a failed guest entry clears the stored auth method and path (spec 001 section 4, failed login)', async () => {
    localStorage.setItem('multimarca.authMethod', 'google');
    localStorage.setItem('multimarca.authPath', '/puntos');
    const view = renderAccounts('/auth', {
      api: { 'POST /api/user/guest/marca-sabores': () => ({ status: 500, body: { message: 'x' } }) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Explorar sin beneficios' }));
    await waitFor(() => expect(view.toasts).toHaveLength(1));
    expect(localStorage.getItem('multimarca.authMethod')).toBeNull();
    expect(localStorage.getItem('multimarca.authPath')).toBeNull();
  });

  it("shows the brand's logo, and hides it when it fails to load (spec 001 section 8)", () => {
    const { container } = renderAccounts('/auth');
    const logo = container.querySelector('img.auth-landing__logo');
    expect(logo).toHaveAttribute('src', '/api/static/brands/marca-sabores/logo.svg');
    fireEvent.error(logo as HTMLImageElement);
    expect(container.querySelector('img.auth-landing__logo')).toBeNull();
  });
});

describe('Google sign-in through the API sandbox (spec 001 sections 4 and 7)', () => {
  it('the button leads to the consent page with the brand and /auth to come back to', async () => {
    renderAccounts('/auth');
    const link = screen.getByRole('link', { name: 'Continuar con Google' });
    expect(link).toHaveAttribute('href', '/api/auth/google/sandbox?idMarca=marca-sabores&returnTo=%2Fauth');
    const restore = stopNavigation();
    await userEvent.click(link);
    restore();
    expect(localStorage.getItem('multimarca.authMethod')).toBe('google');
    // the auth route is not remembered as the place to return to
    expect(localStorage.getItem('multimarca.authPath')).toBeNull();
  });

  it('remembers the current path unless it is the auth route or root', async () => {
    renderRemote(<GoogleSignInButton />, { remote: 'accounts', path: '/perfil?tab=1', brand: testBrand() });
    const restore = stopNavigation();
    await userEvent.click(screen.getByRole('link', { name: 'Continuar con Google' }));
    restore();
    expect(localStorage.getItem('multimarca.authPath')).toBe('/perfil?tab=1');
  });

  it('back with #credential: POST /auth/google { credential, idMarca }, the session is set, the credential leaves the URL and the user returns to the remembered path, replacing history', async () => {
    localStorage.setItem('multimarca.authPath', '/puntos');
    localStorage.setItem('multimarca.authMethod', 'google');
    const bodies: unknown[] = [];
    const view = renderAccounts('/auth#credential=header.payload.signature', {
      api: {
        'POST /api/auth/google': ({ body }) => {
          bodies.push(body);
          return { body: { data: { ...testSession(), needsPersonalData: false } } };
        },
      },
    });
    expect(screen.getByText('Iniciando sesión con Google…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(view.history).toEqual(['/puntos']));
    expect(bodies).toEqual([{ credential: 'header.payload.signature', idMarca: 'marca-sabores' }]);
    expect(view.stores.session.getState().session?.credentials.userId).toBe('user-1');
    expect(localStorage.getItem('multimarca.authPath')).toBeNull();
    expect(localStorage.getItem('multimarca.authMethod')).toBe('google');
  });

  it('a new Google user completes the personal data first (the session is held back until then)', async () => {
    const view = renderAccounts('/auth#credential=jwt', {
      api: {
        'POST /api/auth/google': () => ({ body: { data: { ...testSession(), needsPersonalData: true } } }),
      },
    });
    await waitFor(() => expect(view.history.at(-1)).toBe('/auth/registro/datos-personales?origen=google'));
    expect(view.stores.session.getState().session).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Completá tus datos' })).toBeInTheDocument();
  });

  it("a refused credential shows 'No se pudo iniciar sesión con Google' and clears the stored auth method and path", async () => {
    localStorage.setItem('multimarca.authPath', '/puntos');
    localStorage.setItem('multimarca.authMethod', 'google');
    const view = renderAccounts('/auth#credential=forged', {
      api: {
        'POST /api/auth/google': () => ({
          status: 401,
          body: { message: 'No se pudo iniciar sesión con Google' },
        }),
      },
    });
    await waitFor(() =>
      expect(view.toasts).toEqual([{ kind: 'error', message: 'No se pudo iniciar sesión con Google' }]),
    );
    expect(view.history).toEqual(['/auth']);
    expect(view.stores.session.getState().session).toBeNull();
    expect(localStorage.getItem('multimarca.authPath')).toBeNull();
    expect(localStorage.getItem('multimarca.authMethod')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continuar con Google' })).toBeInTheDocument();
  });
});

describe('table deep link (spec 001 section 4, guest creation; section 9, 500 ms)', () => {
  const LINK = '/auth?table=12&table_id=mesa-12&branch_id=suc-palermo&store_id=store-palermo';

  it('creates a guest, keeps the table in the order, and lands on the branch menu after 500 ms', async () => {
    const view = renderAccounts(LINK, {
      api: { 'POST /api/user/guest/marca-sabores': () => ({ body: { data: testSession('guest') } }) },
    });
    expect(screen.getByText('Preparando tu mesa 12…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(view.stores.session.getState().session?.user.typeUser).toBe('guest'));
    const created = Date.now();
    expect(view.stores.cart.getState().cart).toMatchObject({
      table: '12',
      tableId: 'mesa-12',
      consumeType: 'local',
    });
    expect(screen.getByText('Mesa 12 lista. Te llevamos al menú…')).toHaveAttribute('role', 'status');
    expect(view.history).toEqual([LINK]);
    await waitFor(() => expect(view.history).toEqual(['/menu/suc-palermo/store-palermo']));
    expect(Date.now() - created).toBeGreaterThanOrEqual(450);
  });

  it.each([
    ['a signed-in customer', 'registered'],
    ['an existing guest', 'guest'],
  ] as const)(
    'keeps the session of %s (no second guest), seats the order at the table and goes to the menu after 500 ms',
    async (_, typeUser) => {
      const delivery = {
        ...createEmptyCart(),
        consumeType: 'delivery' as const,
        address: { tag: 'Casa', addressName: 'Honduras 4820', deliveryAddressId: 'a1' },
      };
      const view = renderAccounts(LINK, { session: testSession(typeUser), cart: delivery });
      const started = Date.now();
      expect(screen.getByText('Mesa 12 lista. Te llevamos al menú…')).toHaveAttribute('role', 'status');
      expect(view.stores.cart.getState().cart).toMatchObject({
        table: '12',
        tableId: 'mesa-12',
        consumeType: 'local',
        address: null,
      });
      await waitFor(() => expect(view.history).toEqual(['/menu/suc-palermo/store-palermo']));
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
      expect(view.requests).toEqual([]);
      expect(view.stores.session.getState().session?.user.typeUser).toBe(typeUser);
    },
  );

  it("an order in progress at another branch is not seated at this branch's table: it keeps its branch and its mode, and the customer is told", async () => {
    // a walk: Palermo's order, San Telmo's table QR, and the order went to Palermo as San Telmo's table
    const palermo = {
      ...createEmptyCart(),
      consumeType: 'takeaway' as const,
      localId: 'suc-palermo',
      storeId: 'store-palermo',
      products: [
        {
          name: 'Empanada de carne',
          sku: 'EMP-1',
          orderProductId: 'line-1',
          storeId: 'store-palermo',
          price: 1200,
          quantity: 2,
          comments: '',
          customization: { ingredients: {}, aditionals: {} },
          upselling: [],
          crossSelling: false,
        },
      ],
    };
    const link = '/auth?table=4&table_id=mesa-4&branch_id=suc-san-telmo&store_id=store-san-telmo';
    const view = renderAccounts(link, { session: testSession('guest'), cart: palermo });
    await waitFor(() => expect(view.history).toEqual(['/menu/suc-san-telmo/store-san-telmo']));
    expect(view.stores.cart.getState().cart).toMatchObject({
      table: null,
      tableId: null,
      consumeType: 'takeaway',
      localId: 'suc-palermo',
      storeId: 'store-palermo',
    });
    expect(view.toasts).toEqual([
      {
        kind: 'info',
        message: 'Tenés una orden en curso de otra sucursal, así que no la pasamos a la mesa 4.',
      },
    ]);
  });

  it('a brand without guests asks to sign in and remembers the menu to return to', () => {
    const view = renderAccounts(LINK, { brand: testBrand({ businessType: 'b2b' }) });
    expect(screen.getByText('Iniciá sesión para pedir desde la mesa 12.')).toBeInTheDocument();
    expect(localStorage.getItem('multimarca.authPath')).toBe('/menu/suc-palermo/store-palermo');
    expect(view.requests).toEqual([]);
    expect(view.stores.cart.getState().cart.tableId).toBe('mesa-12');
  });

  it('a failed guest creation clears the stored auth method and path and says so', async () => {
    localStorage.setItem('multimarca.authMethod', 'email');
    localStorage.setItem('multimarca.authPath', '/club');
    const view = renderAccounts(LINK, {
      api: { 'POST /api/user/guest/marca-sabores': () => ({ status: 503, body: { message: 'x' } }) },
    });
    await waitFor(() =>
      expect(view.toasts).toEqual([
        { kind: 'error', message: 'No se pudo ingresar como invitado, por favor intentalo de nuevo' },
      ]),
    );
    expect(localStorage.getItem('multimarca.authMethod')).toBeNull();
    expect(localStorage.getItem('multimarca.authPath')).toBeNull();
    expect(view.history).toEqual([LINK]);
    expect(view.stores.session.getState().session).toBeNull();
  });

  it('a link missing one of table, table_id, branch_id or store_id is an ordinary visit', () => {
    const view = renderAccounts('/auth?table=12&branch_id=suc-palermo&store_id=store-palermo');
    expect(screen.getByText('Ingresá para sumar puntos con cada pedido.')).toBeInTheDocument();
    expect(view.stores.cart.getState().cart.table).toBeNull();
  });
});

describe('language selector (spec 001 section 2)', () => {
  it('names the seven languages in their own language and switches the mounted screen without a reload', async () => {
    const view = renderAccounts('/auth');
    const select = screen.getByRole('combobox', { name: 'Idioma' });
    expect(Array.from((select as HTMLSelectElement).options, (o) => o.textContent)).toEqual([
      'Español',
      'English',
      'Português',
      'Français',
      'Deutsch',
      'Italiano',
      '中文',
    ]);
    await userEvent.selectOptions(select, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Sabores del Sur' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    expect(view.history).toEqual(['/auth']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(await screen.findByRole('link', { name: 'Mit Google fortfahren' })).toBeInTheDocument();
  });
});
