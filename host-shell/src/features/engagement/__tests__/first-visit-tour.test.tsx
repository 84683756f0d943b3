import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from 'shared-contracts/entities';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { closeModal, requestModal, resetModalsForTests, setModalsHeld } from 'shared-ui/modal-store';
import { createBrandStore, createSessionStore } from 'shared-ui/shell-stores';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { ShellContext, type ShellContextValue } from '../../../app/shell-context';
import { createTestRouter } from '../../../testing/test-router';
import { EngagementLayer } from '../engagement-layer';
import {
  lookupFoundCustomer,
  openedByAutoLogin,
  readTourRecord,
  recordTourDismissal,
  TOUR_DELAY_MS,
  TOUR_STEP_COUNT,
  tourMayShow,
} from '../tour-rules';

// The push opt-in (another prompt of the layer) has its own tests.
jest.mock('../notification-prompt', () => ({ NotificationPrompt: () => null }));

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 2, 2, 15);

const guest = (): Session => {
  const session = testSession();
  return { ...session, user: { ...session.user, typeUser: 'guest' } };
};
const registered = (): Session => {
  const session = testSession();
  return { ...session, user: { ...session.user, typeUser: 'registered' } };
};

/** The layer as AppShell mounts it, once the session is known (its tour loads when it may show). */
function renderTour(path: string, session: Session | null, brand = testBrand()) {
  const shell = {
    stores: { session: createSessionStore(session), brand: createBrandStore('demo', brand) },
  } as unknown as ShellContextValue;
  const { router, view } = createTestRouter(
    <ShellContext.Provider value={shell}>
      <EngagementLayer />
    </ShellContext.Provider>,
    path,
  );
  return { ...render(view), router, shell };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const tour = () => screen.queryByRole('dialog', { name: 'Elegí tu sucursal y pedí' });
const storedRecord = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.tour) ?? 'null') as unknown;

beforeEach(() => {
  resetModalsForTests();
  localStorage.clear();
  jest.useFakeTimers({ now: START });
});

afterEach(() => {
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('first-visit tour rules (spec 001 sections 4 and 9)', () => {
  it('uses the spec numbers: 3 steps, 500 ms', () => {
    expect(TOUR_STEP_COUNT).toBe(3);
    expect(TOUR_DELAY_MS).toBe(500);
  });

  it('dismissing records the time and increments attempts', () => {
    expect(readTourRecord()).toEqual({ lastPromptAt: null, attempts: 0 });
    recordTourDismissal(START);
    expect(storedRecord()).toEqual({ lastPromptAt: START, attempts: 1 });
    recordTourDismissal(START + 3 * DAY);
    expect(readTourRecord()).toEqual({ lastPromptAt: START + 3 * DAY, attempts: 2 });
  });

  it('an unreadable record counts as never asked', () => {
    localStorage.setItem(STORAGE_KEYS.tour, '{broken');
    expect(readTourRecord()).toEqual({ lastPromptAt: null, attempts: 0 });
    localStorage.setItem(STORAGE_KEYS.tour, JSON.stringify({ attempts: -2, lastPromptAt: 'x' }));
    expect(readTourRecord()).toEqual({ lastPromptAt: null, attempts: 0 });
  });

  it('"data from its lookup": a registered customer the start-up lookup restored', () => {
    expect(lookupFoundCustomer(registered())).toBe(true);
    expect(lookupFoundCustomer(guest())).toBe(false);
    expect(lookupFoundCustomer(null)).toBe(false);
  });

  it('auto-login: a page opened by the credential link, the temporary token or a table link', () => {
    expect(openedByAutoLogin(['http://localhost/?uid=dTE&token=dA&idMarca=bQ'])).toBe(true);
    expect(openedByAutoLogin(['http://localhost/', 'http://localhost/?auth_token=abc'])).toBe(true);
    expect(
      openedByAutoLogin(['http://localhost/auth?table=4&table_id=mesa-4&branch_id=suc-1&store_id=st-1']),
    ).toBe(true);
    expect(openedByAutoLogin(['http://localhost/menu/suc-1/st-1?search=pizza'])).toBe(false);
    expect(openedByAutoLogin(['http://localhost/?uid=only'])).toBe(false);
  });

  it.each([
    ['a new visitor on an app screen', { pathname: '/' }, true],
    ['a returning registered customer', { restoredSession: registered() }, false],
    ['an auto-login page', { autoLogin: true }, false],
    ['the sign-in screens', { pathname: '/auth/inicio-de-sesion' }, false],
    ['terms', { pathname: '/terminos' }, false],
    ['3 days after a first dismissal', { record: { lastPromptAt: START - 3 * DAY, attempts: 1 } }, true],
    ['a minute short of 3 days', { record: { lastPromptAt: START - 3 * DAY + 60_000, attempts: 1 } }, false],
    ['after 5 prompts', { record: { lastPromptAt: START - 365 * DAY, attempts: 5 } }, false],
  ])('%s: %s', (_name, overrides, expected) => {
    expect(
      tourMayShow({
        record: { lastPromptAt: null, attempts: 0 },
        now: START,
        restoredSession: guest(),
        autoLogin: false,
        pathname: '/',
        ...overrides,
      }),
    ).toBe(expected);
  });
});

describe('the first-visit tour dialog', () => {
  it('shows after 500 ms for a new visitor, has 3 steps, and finishing is a dismissal', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    // a visitor who signed up during this visit: the start-up lookup found nobody
    const { shell } = renderTour('/', null);
    act(() => shell.stores.session.getState().setSession(registered()));
    advance(TOUR_DELAY_MS - 1);
    expect(tour()).not.toBeInTheDocument();
    advance(1);
    const dialog = await screen.findByRole('dialog', { name: 'Elegí tu sucursal y pedí' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Paso 1 de 3');
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('dialog', { name: 'Pagá y seguí tu pedido' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Paso 2 de 3');
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('dialog', { name: 'Sumá puntos con tu QR y el club' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Anterior' }));
    expect(screen.getByRole('dialog', { name: 'Pagá y seguí tu pedido' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
    expect(storedRecord()).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Empezar' }));
    // the time of the dismissal (the clock is fake: it is now), one attempt
    expect(storedRecord()).toEqual({ lastPromptAt: Date.now(), attempts: 1 });
    advance(300);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('issue 28 item 17: a guest is not told about the QR and the club: 2 steps, the last one paying', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderTour('/', guest());
    advance(TOUR_DELAY_MS);
    const dialog = await screen.findByRole('dialog', { name: 'Elegí tu sucursal y pedí' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Paso 1 de 2');
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('dialog', { name: 'Pagá y seguí tu pedido' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Paso 2 de 2');
    expect(within(dialog).queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
    expect(screen.queryByText(/QR|club/u)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Empezar' }));
    expect(storedRecord()).toEqual({ lastPromptAt: Date.now(), attempts: 1 });
  });

  it('issue 28 item 17: a brand without a club (the b2b demo brand) is not said to have one: its third step is the QR and the points', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { shell } = renderTour('/', null, { ...testBrand(), clubMembers: { enabled: false } });
    act(() => shell.stores.session.getState().setSession(registered()));
    advance(TOUR_DELAY_MS);
    const dialog = await screen.findByRole('dialog', { name: 'Elegí tu sucursal y pedí' });
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('dialog', { name: 'Sumá puntos con tu QR' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Paso 3 de 3');
    expect(
      within(dialog).getByText('Cada compra suma puntos. Mostrá tu código QR en la caja para cargarlos.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/club/iu)).not.toBeInTheDocument();
  });

  it('a b2b brand is not told about eating at the branch or paying there: its first two steps speak of picking up, delivery and transfers', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { shell } = renderTour('/', null, {
      ...testBrand(),
      businessType: 'b2b',
      clubMembers: { enabled: false },
    });
    act(() => shell.stores.session.getState().setSession(registered()));
    advance(TOUR_DELAY_MS);
    const dialog = await screen.findByRole('dialog', { name: 'Elegí tu sucursal y pedí' });
    expect(
      within(dialog).getByText(
        'Elegí la sucursal o el depósito, recorré el catálogo con tus precios y armá tu pedido para retirarlo o recibirlo.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('dialog', { name: 'Pagá y seguí tu pedido' })).toHaveTextContent(
      'Pagá por transferencia o coordiná el pago con la sucursal',
    );
    expect(screen.queryByText(/en el local/u)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('dialog', { name: 'Sumá puntos con tu QR' })).toBeInTheDocument();
  });

  it('closing is a dismissal; not shown again on reload, shown again after 3 days', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    let view = renderTour('/', guest());
    advance(TOUR_DELAY_MS);
    await user.click(await screen.findByRole('button', { name: 'Cerrar' }));
    const record = readTourRecord();
    expect(record.attempts).toBe(1);
    expect(record.lastPromptAt).toBeGreaterThanOrEqual(START);
    view.unmount();
    resetModalsForTests();

    // the next load
    view = renderTour('/', guest());
    advance(3 * DAY - 60_000);
    expect(tour()).not.toBeInTheDocument();
    view.unmount();

    // a load 3 days after the dismissal
    jest.setSystemTime((record.lastPromptAt ?? 0) + 3 * DAY);
    renderTour('/', guest());
    advance(TOUR_DELAY_MS);
    expect(await screen.findByRole('dialog', { name: 'Elegí tu sucursal y pedí' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Saltar' }));
    expect(readTourRecord().attempts).toBe(2);
  });

  it('never shows for a returning registered customer', () => {
    renderTour('/', registered());
    advance(60_000);
    expect(tour()).not.toBeInTheDocument();
  });

  it('never shows in an auto-login page (credentials in the address)', () => {
    window.history.replaceState(null, '', '/?uid=dTE&token=dA&idMarca=bQ');
    renderTour('/', guest());
    advance(60_000);
    expect(tour()).not.toBeInTheDocument();
  });

  it('waits for the app screens: not over the sign-in, then 500 ms after reaching one', async () => {
    const { router } = renderTour('/auth', null);
    advance(60_000);
    expect(tour()).not.toBeInTheDocument();
    act(() => router.history.push('/'));
    advance(TOUR_DELAY_MS - 1);
    expect(tour()).not.toBeInTheDocument();
    advance(1);
    expect(await screen.findByRole('dialog', { name: 'Elegí tu sucursal y pedí' })).toBeInTheDocument();
  });

  it('does not show while another modal is open, nor during the splash', async () => {
    act(() => setModalsHeld(true));
    renderTour('/', guest());
    advance(5000);
    expect(tour()).not.toBeInTheDocument();
    act(() => setModalsHeld(false));
    act(() => requestModal({ key: 'other', id: 'other' }));
    advance(5000);
    expect(tour()).not.toBeInTheDocument();
    act(() => closeModal('other', 0));
    advance(0);
    advance(TOUR_DELAY_MS - 1);
    expect(tour()).not.toBeInTheDocument();
    advance(1);
    expect(await screen.findByRole('dialog', { name: 'Elegí tu sucursal y pedí' })).toBeInTheDocument();
  });
});
