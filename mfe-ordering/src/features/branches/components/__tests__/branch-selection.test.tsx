import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { addProductToCart, createEmptyCart, createProductInPreparation } from 'shared-contracts/cart';
import { productSchema } from 'shared-contracts/entities';
import { closeModal, modalStore, requestModal, resetModalsForTests } from 'shared-ui/modal-store';
import { renderRemote } from 'shared-ui/testing';
import { testBranch, testBrand, testSession } from 'shared-ui/testing/fixtures';
import { App, preloadScreens } from '../../../../app/app';
import { ADDRESS_PROMPT_ON_OPEN_DELAY_MS } from '../branch-selection';
import { BRANCH_CACHE_MS } from '../../api/get-branches';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { menuHomeAnswer } from '../../../../testing/menu-fixtures';
import { orderingApi } from '../../../../testing/ordering-api';

// Each card's state badge asks this hook once per render of the card: counting its calls counts
// the cards' renders (the hook itself is the real one).
const cardRenders = { count: 0 };
jest.mock('../../hooks/use-branch-status-text', () => {
  const actual = jest.requireActual('../../hooks/use-branch-status-text');
  return {
    ...actual,
    useBranchStatusText: () => {
      cardRenders.count += 1;
      return actual.useBranchStatusText();
    },
  };
});

// The app's screens are chunks loaded on first render: load them before any test renders.
beforeAll(preloadScreens);

const branches = [
  testBranch(),
  testBranch({
    id: 'suc-caballito',
    storeId: 'store-caballito',
    name: 'Sabores del Sur Caballito',
    status: 'close',
    scheduleTimes: { closesAt: null, opensAt: null, opensInDays: null, opensOn: null },
  }),
];

// Obelisco, and branches about 0.9 km, 2.2 km and 11 km away
const obelisco = { latitude: -34.6037, longitude: -58.3816 };
const both = { takeawaySystem: true, deliverySystem: true, tableSystem: true };
const near = testBranch({
  id: 'near',
  storeId: 'store-near',
  name: 'Cerca',
  geoLocation: { latitude: -34.6037, longitude: -58.3916 },
  systemOptions: both,
});
const mid = testBranch({
  id: 'mid',
  storeId: 'store-mid',
  name: 'Medio',
  geoLocation: { latitude: -34.6237, longitude: -58.3816 },
  systemOptions: { takeawaySystem: true, deliveryPropio: { activo: true, payment: true, name: 'Propio' } },
});
const far = testBranch({
  id: 'far',
  storeId: 'store-far',
  name: 'Lejos',
  geoLocation: { latitude: -34.5037, longitude: -58.3816 },
  systemOptions: both,
});
const brand = testBrand({ deliveryCondiciones: { deliveryRange: 10 } });

function mockGeolocation(answer: { position?: typeof obelisco; code?: number }) {
  const getCurrentPosition = jest.fn(
    (ok: PositionCallback, fail: PositionErrorCallback | null | undefined) => {
      if (answer.position) ok({ coords: answer.position } as GeolocationPosition);
      else fail?.({ code: answer.code ?? 2 } as GeolocationPositionError);
    },
  );
  Object.defineProperty(window.navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  return getCurrentPosition;
}

function setPreferences(preferences: Record<string, unknown>) {
  localStorage.setItem(STORAGE_KEYS.consumePreferences, JSON.stringify(preferences));
}

/** The app with `onCommit` called at each commit React makes (its Profiler), the list answered by `answer`. */
function renderWatchingCommits(onCommit: () => void, answer: (url: URL) => unknown[]) {
  return renderRemote(
    <Profiler id="branch-list" onRender={onCommit}>
      <App />
    </Profiler>,
    {
      remote: 'ordering',
      brand,
      api: { 'GET /api/local/all': ({ url }) => ({ body: { data: answer(url) } }) },
    },
  );
}

const listed = () =>
  within(screen.getByRole('list', { name: 'Sucursales' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

beforeEach(() => {
  resetModalsForTests();
  localStorage.clear();
  Object.defineProperty(window.navigator, 'geolocation', { value: undefined, configurable: true });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('branch selection (spec 000 section 2)', () => {
  it("is titled 'Seleccioná tu sucursal' and lists the brand's branches with their open or closed badge", async () => {
    const view = renderRemote(<App />, {
      remote: 'ordering',
      brand: testBrand(),
      api: { 'GET /api/local/all': () => ({ body: { data: branches } }) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Seleccioná tu sucursal' })).toBeInTheDocument();
    // The page's heading is the title: the header does not repeat it (ADR 014).
    expect(view.stores.layout.getState().header.title).toBe('');
    expect(await screen.findByRole('heading', { name: 'Sabores del Sur Palermo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sabores del Sur Caballito' })).toBeInTheDocument();
    expect(screen.getByText('Abierto las 24 horas', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.getByText('Cerrado', { selector: '.badge' })).toBeInTheDocument();
    expect(view.requests).toEqual(['GET /api/local/all?idMarca=marca-sabores']);
  });

  it('shows 6 skeleton cards while loading', () => {
    renderRemote(<App />, {
      remote: 'ordering',
      brand: testBrand(),
      api: { 'GET /api/local/all': () => ({ body: { data: [] } }) },
    });
    expect(screen.getAllByTestId('branch-skeleton')).toHaveLength(6);
  });

  it('on failure shows the toast and the inline retry of spec 000 section 8, and the retry works', async () => {
    let fail = true;
    const view = renderRemote(<App />, {
      remote: 'ordering',
      brand: testBrand(),
      api: {
        'GET /api/local/all': () =>
          fail ? { status: 500, body: { message: 'boom' } } : { body: { data: branches } },
      },
    });
    expect(await screen.findByText('No se pudieron cargar las sucursales.')).toBeInTheDocument();
    await waitFor(() =>
      expect(view.toasts).toEqual([
        {
          kind: 'error',
          message: 'No se pudo obtener la información de las sucursales. Por favor, intentalo de nuevo.',
        },
      ]),
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Intentar nuevamente' }));
    expect(await screen.findByRole('heading', { name: 'Sabores del Sur Palermo' })).toBeInTheDocument();
  });

  it('with more than one mode shows the tabs, and asks delivery or takeaway after 2 s when none was chosen', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const view = renderRemote(<App />, {
      remote: 'ordering',
      brand,
      api: { 'GET /api/local/all': () => ({ body: { data: [near, mid, far] } }) },
    });
    const tabs = await screen.findByRole('tablist', { name: 'Modo de consumo' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent?.trim()),
    ).toEqual(['Delivery', 'Retiro en sucursal']);
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    const dialog = screen.getByRole('dialog', { name: '¿Cómo querés recibir tu pedido?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retiro en sucursal' }));
    act(() => jest.advanceTimersByTime(300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Retiro en sucursal' })).toHaveAttribute('aria-selected', 'true');
    expect(view.stores.preferences.getState().preferences).toMatchObject({
      consumptionMode: 'takeaway',
      hasInitialModeSelection: true,
      availableConsumptionModes: ['delivery', 'takeaway'],
    });
    await waitFor(() =>
      expect(view.requests).toContain('GET /api/local/all?idMarca=marca-sabores&mode=takeaway'),
    );
  });

  it('does not ask again once a mode was chosen', async () => {
    jest.useFakeTimers();
    setPreferences({ consumptionMode: 'takeaway', hasInitialModeSelection: true });
    renderRemote(<App />, {
      remote: 'ordering',
      brand,
      api: { 'GET /api/local/all': () => ({ body: { data: [near, mid, far] } }) },
    });
    await screen.findByRole('tablist');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opening the mode question after 2 s renders the list again but not its cards (blocking time on a slow phone)', async () => {
    jest.useFakeTimers();
    renderRemote(<App />, {
      remote: 'ordering',
      brand,
      api: { 'GET /api/local/all': () => ({ body: { data: [near, mid, far] } }) },
    });
    await screen.findByRole('heading', { name: 'Lejos' });
    // the stored preference of the brand's modes comes after the list: let it settle first
    await act(async () => jest.advanceTimersByTime(100));
    const before = cardRenders.count;
    expect(before).toBeGreaterThanOrEqual(3);
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByRole('dialog', { name: '¿Cómo querés recibir tu pedido?' })).toBeInTheDocument();
    expect(cardRenders.count).toBe(before);
  });

  it("a first visit's mode tabs come with the cards, in the list's deferred pass (ADR 028), into the room kept for them over the skeletons: nothing is pushed down", async () => {
    // What each commit put on the screen.
    const commits: { tabs: boolean; room: boolean; skeletons: number; cards: number }[] = [];
    const record = () =>
      commits.push({
        tabs: screen.queryByRole('tablist') !== null,
        room: document.querySelector('.consumption-tabs--pending') !== null,
        skeletons: screen.queryAllByTestId('branch-skeleton').length,
        cards: document.querySelectorAll('.branch-card:not(.branch-card--skeleton)').length,
      });
    renderWatchingCommits(record, () => [near, mid, far]);
    await screen.findByRole('heading', { name: 'Lejos' });
    expect(commits[0]).toEqual({ tabs: false, room: true, skeletons: 6, cards: 0 });
    const arrival = commits.findIndex((commit) => commit.tabs);
    expect(commits[arrival]).toEqual({ tabs: true, room: false, skeletons: 0, cards: 3 });
    expect(commits.slice(0, arrival).every((commit) => commit.room)).toBe(true);
    expect(commits.filter((commit) => commit.tabs && commit.skeletons > 0)).toEqual([]);
  });

  it('while the brand is on its way, the tabs of the modes the last visit stored hold their place over the 6 skeleton cards (issue 11, item 15)', async () => {
    setPreferences({
      availableConsumptionModes: ['delivery', 'takeaway'],
      consumptionMode: 'takeaway',
      hasInitialModeSelection: true,
    });
    const view = renderRemote(<App />, {
      remote: 'ordering',
      brand: null,
      api: { 'GET /api/local/all': () => ({ body: { data: [near, mid, far] } }) },
    });
    expect(await screen.findAllByTestId('branch-skeleton')).toHaveLength(6);
    expect(screen.getByRole('tab', { name: 'Retiro en sucursal' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Delivery' })).toHaveAttribute('aria-selected', 'false');
    expect(view.requests).toEqual([]);
    act(() => view.stores.brand.setState({ status: 'ready', brand }));
    expect(await screen.findByRole('heading', { name: 'Medio' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Retiro en sucursal' })).toHaveAttribute('aria-selected', 'true');
  });

  it("switching the mode never shows the other mode's cards under the new tab, not even for one commit (ADR 028)", async () => {
    const user = userEvent.setup();
    const names: string[][] = [];
    const record = () => {
      const tab = screen.queryByRole('tab', { name: 'Retiro en sucursal' });
      if (tab?.getAttribute('aria-selected') !== 'true') return;
      names.push([...document.querySelectorAll('.branch-card__name')].map((name) => name.textContent ?? ''));
    };
    renderWatchingCommits(record, (url) =>
      url.searchParams.get('mode') === 'takeaway' ? [mid] : [near, mid, far],
    );
    await screen.findByRole('heading', { name: 'Lejos' });
    await user.click(screen.getByRole('tab', { name: 'Retiro en sucursal' }));
    expect(await screen.findByRole('heading', { name: 'Medio' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lejos' })).not.toBeInTheDocument();
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((shown) => shown.length > 0).every((shown) => shown.join() === 'Medio')).toBe(true);
  });

  it('with exactly one mode sets it automatically and shows no tabs', async () => {
    const takeawayOnly = testBranch({ systemOptions: { takeawaySystem: true } });
    const view = renderRemote(<App />, {
      remote: 'ordering',
      brand,
      api: { 'GET /api/local/all': () => ({ body: { data: [takeawayOnly] } }) },
    });
    expect(
      await screen.findByText('Retirá tu pedido en la sucursal que elijas, sin costo de envío.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    // the room kept for tabs goes with the deferred pass that would have brought them
    await waitFor(() => expect(document.querySelector('.consumption-tabs--pending')).toBeNull());
    expect(view.stores.preferences.getState().preferences.consumptionMode).toBe('takeaway');
    await waitFor(() =>
      expect(view.requests).toContain('GET /api/local/all?idMarca=marca-sabores&mode=takeaway'),
    );
  });
});

describe("each card's state, worded by the app in the chosen language (issue 11, items 7 and 9)", () => {
  // Overriding scheduleTimes replaces testBranch's whole object: the times not given are null.
  const branch = (id: string, name: string, status: string, times: Record<string, unknown> = {}) =>
    testBranch({
      id,
      name,
      status,
      scheduleTimes: { closesAt: null, opensAt: null, opensInDays: null, opensOn: null, ...times },
    });
  const states = [
    branch('b-24h', 'Todo el día', 'open'),
    branch('b-until', 'Hasta tarde', 'open', { closesAt: '02:00' }),
    branch('b-closing', 'Por cerrar', 'closing_soon', { closesAt: '02:00' }),
    branch('b-opening', 'Por abrir', 'opening_soon', { opensAt: '18:00', opensInDays: 0, opensOn: 'martes' }),
    branch('b-today', 'Abre hoy', 'close', { opensAt: '18:00', opensInDays: 0, opensOn: 'martes' }),
    branch('b-tomorrow', 'Abre mañana', 'close', { opensAt: '11:00', opensInDays: 1, opensOn: 'miercoles' }),
    branch('b-monday', 'Abre el lunes', 'close', { opensAt: '08:00', opensInDays: 2, opensOn: 'lunes' }),
    branch('b-never', 'Sin horario', 'close'),
  ];
  const badges = async (language?: 'de') => {
    renderRemote(<App />, {
      remote: 'ordering',
      brand: testBrand(),
      api: { 'GET /api/local/all': () => ({ body: { data: states } }) },
      ...(language ? { language } : {}),
    });
    const list = await screen.findByRole('list', { name: language ? 'Filialen' : 'Sucursales' });
    return within(list)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('branch-card'))
      .map((card) => [...card.querySelectorAll('.branch-card__meta > span')].map((s) => s.textContent));
  };

  it('in Spanish, one state per card, never repeated', async () => {
    expect(await badges()).toEqual([
      ['Abierto las 24 horas'],
      ['Abierto hasta las 02:00'],
      ['Cierra a las 02:00'],
      ['Abre a las 18:00'],
      ['Cerrado · Abre hoy a las 18:00'],
      ['Cerrado · Abre mañana a las 11:00'],
      ['Cerrado · Abre el lunes a las 08:00'],
      ['Cerrado'],
    ]);
  });

  it("in German, nothing of the Spanish ('Geöffnet | Abierto las 24 horas' was the defect)", async () => {
    expect(await badges('de')).toEqual([
      ['Rund um die Uhr geöffnet'],
      ['Geöffnet bis 02:00 Uhr'],
      ['Schließt um 02:00 Uhr'],
      ['Öffnet um 18:00 Uhr'],
      ['Geschlossen · Öffnet heute um 18:00 Uhr'],
      ['Geschlossen · Öffnet morgen um 11:00 Uhr'],
      ['Geschlossen · Öffnet am Montag um 08:00 Uhr'],
      ['Geschlossen'],
    ]);
  });
});

describe('takeaway and geolocation (spec 000 sections 8 and 9)', () => {
  it('asks for a high-accuracy position (10 s timeout, 60 s maximum age), then shows distances with the nearest recommended first', async () => {
    setPreferences({ consumptionMode: 'takeaway', hasInitialModeSelection: true });
    const getCurrentPosition = mockGeolocation({ position: obelisco });
    const view = renderRemote(<App />, {
      remote: 'ordering',
      brand,
      api: { 'GET /api/local/all': () => ({ body: { data: [far, mid, near] } }) },
    });
    await screen.findByRole('heading', { name: 'Lejos' });
    await userEvent.click(screen.getByRole('button', { name: 'Activar ubicación' }));
    expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 60_000,
    });
    await waitFor(() => expect(listed()).toEqual(['Cerca', 'Medio', 'Lejos']));
    const first = screen.getByRole('heading', { name: 'Cerca' }).closest('li') as HTMLElement;
    expect(within(first).getByText('Recomendada')).toBeInTheDocument();
    expect(within(first).getByText('915 m')).toBeInTheDocument();
    const last = screen.getByRole('heading', { name: 'Lejos' }).closest('li') as HTMLElement;
    expect(within(last).getByText('11,1 km')).toBeInTheDocument();
    expect(within(last).queryByText('Recomendada')).not.toBeInTheDocument();
    expect(view.requests).toContain(
      'GET /api/local/all?idMarca=marca-sabores&mode=takeaway&lat=-34.6037&lng=-58.3816',
    );
    expect(view.stores.preferences.getState().preferences.userLocation).toEqual(obelisco);
  });

  it.each([
    [1, 'No diste permiso para usar tu ubicación. Podés habilitarlo en la configuración del navegador.'],
    [2, 'No se pudo determinar tu ubicación. Intentá de nuevo en unos minutos.'],
    [3, 'Se agotó el tiempo para obtener tu ubicación. Intentá de nuevo.'],
  ])('geolocation error code %i shows its message', async (code, message) => {
    setPreferences({ consumptionMode: 'takeaway', hasInitialModeSelection: true });
    mockGeolocation({ code });
    renderRemote(<App />, {
      remote: 'ordering',
      brand,
      api: { 'GET /api/local/all': () => ({ body: { data: [near] } }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Activar ubicación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("a browser without geolocation is told 'Tu navegador no soporta geolocalización'", async () => {
    setPreferences({ consumptionMode: 'takeaway', hasInitialModeSelection: true });
    renderRemote(<App />, {
      remote: 'ordering',
      brand,
      api: { 'GET /api/local/all': () => ({ body: { data: [near] } }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Activar ubicación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu navegador no soporta geolocalización');
  });
});

describe('delivery (spec 000 sections 5 and 9)', () => {
  const api = {
    'GET /api/local/all': ({ url }: { url: URL }) => ({
      body: { data: url.searchParams.get('mode') === 'delivery' ? [near, mid, far] : [near, mid, far] },
    }),
    'GET /api/maps/autocomplete': () => ({
      body: {
        data: {
          predictions: [
            {
              place_id: 'pl-1',
              description: 'Av. Corrientes 1000, CABA',
              structured_formatting: { main_text: 'Av. Corrientes 1000', secondary_text: 'CABA' },
            },
          ],
        },
      },
    }),
    'GET /api/maps/place/pl-1': () => ({
      body: {
        data: {
          result: {
            name: 'Av. Corrientes 1000',
            formatted_address: 'Av. Corrientes 1000, CABA',
            geometry: { location: { lat: obelisco.latitude, lng: obelisco.longitude } },
          },
        },
      },
    }),
  };

  it('requires an address: the drawer searches after more than 5 characters, and branches beyond deliveryRange are left out', async () => {
    setPreferences({ consumptionMode: 'delivery', hasInitialModeSelection: true });
    const view = renderRemote(<App />, { remote: 'ordering', brand, api });
    expect(
      await screen.findByText('Para ver las sucursales con delivery necesitamos tu dirección.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Agregar dirección' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Dirección de entrega' });
    const input = within(dialog).getByRole('searchbox', { name: 'Buscar dirección' });
    await userEvent.type(input, 'Corri');
    await act(() => new Promise((r) => setTimeout(r, 350)));
    expect(view.requests.some((r) => r.startsWith('GET /api/maps/autocomplete'))).toBe(false);
    await userEvent.type(input, 'e');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Av\. Corrientes 1000/ }));
    await within(dialog).findByText('Av. Corrientes 1000, CABA');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    expect(view.requests).toContain('GET /api/maps/autocomplete?input=Corrie&country=ar%2Cde');
    await waitFor(() => expect(listed()).toEqual(['Cerca', 'Medio']));
    expect(view.requests).toContain(
      'GET /api/local/all?idMarca=marca-sabores&mode=delivery&address=-34.6037%2C-58.3816',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Av. Corrientes 1000, CABA')).toBeInTheDocument();
  });

  it("the drawer the screen opens by itself waits behind another modal (the profile completion): one modal at a time, spec 001 section 4; the customer's own 'Agregar dirección' opens at once", async () => {
    setPreferences({ consumptionMode: 'delivery', hasInitialModeSelection: true });
    // another remote's modal is on screen (the profile completion, say)
    requestModal({ key: 'profile-completion' });
    renderRemote(<App />, { remote: 'ordering', brand, api });
    expect(
      await screen.findByText('Para ver las sucursales con delivery necesitamos tu dirección.'),
    ).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, ADDRESS_PROMPT_ON_OPEN_DELAY_MS + 100)));
    expect(screen.queryByRole('dialog', { name: 'Dirección de entrega' })).not.toBeInTheDocument();
    expect(modalStore.getState().currentModalId).toBe('profile-completion');
    // the other modal closes: the drawer's turn
    act(() => closeModal('profile-completion', 0));
    expect(await screen.findByRole('dialog', { name: 'Dirección de entrega' })).toBeInTheDocument();
  }, 15_000);

  it("the customer's own 'Agregar dirección' opens the drawer at once, over anything (a drawer is the customer's action)", async () => {
    setPreferences({ consumptionMode: 'delivery', hasInitialModeSelection: true });
    requestModal({ key: 'profile-completion' });
    renderRemote(<App />, { remote: 'ordering', brand, api });
    await userEvent.click(
      (await screen.findAllByRole('button', { name: 'Agregar dirección' }))[0] as HTMLElement,
    );
    expect(await screen.findByRole('dialog', { name: 'Dirección de entrega' })).toBeInTheDocument();
  });

  it('says so when no branch delivers to the address', async () => {
    setPreferences({
      consumptionMode: 'delivery',
      hasInitialModeSelection: true,
      deliveryAddress: { formatted_address: 'Ruta 2 km 50', coordinates: { lat: -35.2, lng: -58.0 } },
    });
    renderRemote(<App />, { remote: 'ordering', brand, api });
    expect(await screen.findByText('Ninguna sucursal hace delivery a Ruta 2 km 50.')).toBeInTheDocument();
  });

  it('says so when no branch has delivery in the area', async () => {
    setPreferences({
      consumptionMode: 'delivery',
      hasInitialModeSelection: true,
      deliveryAddress: { formatted_address: 'Corrientes 1000', coordinates: { lat: -34.6, lng: -58.38 } },
    });
    renderRemote(<App />, {
      remote: 'ordering',
      brand,
      api: {
        'GET /api/local/all': ({ url }) => ({
          body: { data: url.searchParams.get('mode') ? [] : [near, mid] },
        }),
      },
    });
    expect(await screen.findByText('No hay sucursales con delivery en tu zona.')).toBeInTheDocument();
  });
});

describe('choosing a branch (spec 000 section 4)', () => {
  it('records own delivery as the preferred consume type in delivery mode and opens the branch home', async () => {
    setPreferences({
      consumptionMode: 'delivery',
      hasInitialModeSelection: true,
      deliveryAddress: {
        formatted_address: 'Corrientes 1000',
        coordinates: { lat: -34.6037, lng: -58.3816 },
      },
    });
    const view = renderRemote(<App />, {
      remote: 'ordering',
      brand,
      api: {
        'GET /api/local/all': () => ({ body: { data: [near, mid] } }),
        // the branch home it opens
        'GET /api/local/mid': () => ({ body: { data: [mid] } }),
        'GET /api/menu/marca-sabores/store-mid/guest': () => ({ body: menuHomeAnswer() }),
        'GET /api/marketing/banner/marca-sabores/store-mid/guest': () => ({ body: { data: [] } }),
        'GET /api/marketing/storie/marca-sabores/store-mid/guest': () => ({ body: { data: [] } }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Medio' }));
    expect(view.stores.preferences.getState().preferences).toMatchObject({
      preferredConsumeType: 'delivery_propio',
      lastSelectedLocalId: 'mid',
      lastSelectedStoreId: 'store-mid',
    });
    expect(view.stores.cart.getState().cart.consumeType).toBe('delivery_propio');
    expect(view.history.at(-1)).toBe('/home/mid/store-mid');
  });

  it("puts the active order's branch after the recommended one", async () => {
    setPreferences({ consumptionMode: 'takeaway', hasInitialModeSelection: true, userLocation: obelisco });
    renderRemote(<App />, {
      remote: 'ordering',
      brand,
      session: testSession(),
      api: {
        'GET /api/local/all': () => ({ body: { data: [near, mid, far] } }),
        'GET /api/pedido/active/user-1': () => ({ body: { data: [{ _id: 'o1', idLocal: 'far' }] } }),
      },
    });
    await waitFor(() => expect(listed()).toEqual(['Cerca', 'Lejos', 'Medio']));
    expect(screen.getByText('Tu orden activa')).toBeInTheDocument();
  });

  it('filters by the search query parameter and says when nothing matches', async () => {
    renderRemote(<App />, {
      remote: 'ordering',
      brand,
      path: '/?search=zzz',
      api: { 'GET /api/local/all': () => ({ body: { data: branches } }) },
    });
    expect(await screen.findByText('No se encontraron sucursales para "zzz"')).toBeInTheDocument();
  });
});

describe('leaving the order (spec 000 section 2)', () => {
  const product = productSchema.parse({ sku: 'SAB-012', name: 'Milanesa de pollo', price: 11800 });
  const cart = addProductToCart(createEmptyCart(), createProductInPreparation(product));

  it('arriving at the base page with items asks first; leaving empties the order', async () => {
    const view = renderRemote(<App />, {
      remote: 'ordering',
      brand,
      cart,
      api: { 'GET /api/local/all': () => ({ body: { data: branches } }) },
    });
    const dialog = await screen.findByRole('dialog', { name: '¿Querés salir sin enviar la orden?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salir sin enviar' }));
    expect(view.stores.cart.getState().cart.products).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('staying goes back to the branch home', async () => {
    setPreferences({ lastSelectedLocalId: 'suc-palermo', lastSelectedStoreId: 'store-palermo' });
    const view = renderRemote(<App />, {
      remote: 'ordering',
      brand,
      cart,
      // and the branch home it goes back to
      api: { ...orderingApi().handlers, 'GET /api/local/all': () => ({ body: { data: branches } }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Seguir con mi orden' }));
    expect(view.history.at(-1)).toBe('/home/suc-palermo/store-palermo');
    expect(view.stores.cart.getState().cart.products).toHaveLength(1);
  });
});

describe('branch data cached 300 s (spec 000 section 9)', () => {
  /** The screen, which the test can take off the page and put back (the same query client). */
  let showScreen: (shown: boolean) => void = () => {};
  function Remountable() {
    const [shown, setShown] = useState(true);
    showScreen = setShown;
    return shown ? <App /> : null;
  }
  /** Leaves the screen for `awayMs` (the query is unobserved meanwhile) and opens it again. */
  const remount = (awayMs: number) => {
    act(() => showScreen(false));
    expect(screen.queryByRole('heading', { name: 'Seleccioná tu sucursal' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(awayMs));
    act(() => showScreen(true));
  };
  const branchRequests = (requests: string[]) =>
    requests.filter((r) => r === 'GET /api/local/all?idMarca=marca-sabores');

  it('makes no second request within 300 s, remounted or not, and a new one after 300 s', async () => {
    expect(BRANCH_CACHE_MS).toBe(300_000);
    jest.useFakeTimers({ now: new Date('2025-03-10T12:00:00-03:00') });
    const view = renderRemote(<Remountable />, {
      remote: 'ordering',
      brand: testBrand(),
      api: { 'GET /api/local/all': () => ({ body: { data: branches } }) },
    });
    await screen.findByRole('heading', { name: 'Sabores del Sur Palermo' });
    expect(branchRequests(view.requests)).toHaveLength(1);

    // left and opened again at 150 s and at 299 s: the cached list, no request
    remount(150_000);
    expect(screen.getByRole('heading', { name: 'Sabores del Sur Palermo' })).toBeInTheDocument();
    remount(149_000);
    expect(screen.getByRole('heading', { name: 'Sabores del Sur Palermo' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(branchRequests(view.requests)).toHaveLength(1);

    // past 300 s the next mount asks again
    remount(1_000);
    await waitFor(() => expect(branchRequests(view.requests)).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: 'Sabores del Sur Palermo' })).toBeInTheDocument();
  });

  it('keeps the takeaway list of the mode for 300 s as well', async () => {
    jest.useFakeTimers({ now: new Date('2025-03-10T12:00:00-03:00') });
    setPreferences({ consumptionMode: 'takeaway', hasInitialModeSelection: true });
    const takeawayRequests = (requests: string[]) =>
      requests.filter((r) => r === 'GET /api/local/all?idMarca=marca-sabores&mode=takeaway');
    const view = renderRemote(<Remountable />, {
      remote: 'ordering',
      brand,
      api: { 'GET /api/local/all': () => ({ body: { data: [near, mid, far] } }) },
    });
    await screen.findByRole('heading', { name: 'Cerca' });
    expect(takeawayRequests(view.requests)).toHaveLength(1);
    remount(299_000);
    expect(screen.getByRole('heading', { name: 'Cerca' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(takeawayRequests(view.requests)).toHaveLength(1);
    remount(1_000);
    await waitFor(() => expect(takeawayRequests(view.requests)).toHaveLength(2));
  });
});

describe('empty states (spec 000 section 2)', () => {
  it("says 'No hay sucursales con retiro en el local.' when no branch offers takeaway", async () => {
    setPreferences({ consumptionMode: 'takeaway', hasInitialModeSelection: true });
    const view = renderRemote(<App />, {
      remote: 'ordering',
      brand,
      api: {
        'GET /api/local/all': ({ url }) => ({
          body: { data: url.searchParams.get('mode') === 'takeaway' ? [] : [near, mid, far] },
        }),
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('No hay sucursales con retiro en el local.');
    expect(view.requests).toContain('GET /api/local/all?idMarca=marca-sabores&mode=takeaway');
    expect(screen.queryByRole('list', { name: 'Sucursales' })).not.toBeInTheDocument();
    // the takeaway info and the tabs stay, so the customer can switch to delivery
    expect(screen.getByRole('tab', { name: 'Retiro en sucursal' })).toHaveAttribute('aria-selected', 'true');
  });
});
