import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { resetModalsForTests } from 'shared-ui/modal-store';
import { renderRemote, type ApiHandler } from 'shared-ui/testing';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { App } from '../../../../app/app';
import { leaveFor } from '../../../subscribe/lib/leave-for';
import { resetProviderScriptForTests } from '../../../subscribe/lib/card-tokenizer';
import { CARD_MESSAGES, EXPIRED_CARD_MESSAGE } from '../../../subscribe/lib/card-form';
import { SUBSCRIPTION_MESSAGES } from '../../../subscribe/components/card-form';
import en from '../../../../locales/en.json';
import es from '../../../../locales/es.json';

jest.mock('../../../subscribe/lib/leave-for', () => ({ leaveFor: jest.fn() }));
jest.mock('canvas-confetti', () => ({
  __esModule: true,
  default: { create: () => Object.assign(jest.fn(), { reset: jest.fn() }) },
}));

const plans = [
  { id: 'monthly', name: 'Plan mensual', price: 300, priceInCents: 30000, originalPrice: 300 },
  { id: 'annual', name: 'Plan anual', price: 999, priceInCents: 99900, originalPrice: 3600 },
];
const PLANS = 'GET /api/club-members/plans/marca-sabores';
const USER = 'GET /api/user/marca-sabores/user-1';
const memberOf =
  (membership: unknown = null) =>
  () => ({
    body: {
      data: {
        _id: 'user-1',
        idMarca: 'marca-sabores',
        typeUser: 'registered',
        name: 'Ana Pérez',
        membership,
      },
    },
  });
const base: Record<string, ApiHandler> = { [PLANS]: () => ({ body: { data: plans } }), [USER]: memberOf() };
/** The validation's answer for a subscription not authorised yet (the API's words). */
const stillPending = (subscriptionId: string) => ({
  status: 'pending',
  message: 'Tu suscripción todavía no fue autorizada. Si el pago fue rechazado, podés intentar de nuevo.',
  data: { subscription: { subscriptionId, planId: 'monthly', status: 'pending' }, membership: null },
});
const renderClub = (api: Record<string, ApiHandler> = {}, path = '/club', brand = testBrand()) =>
  renderRemote(<App />, { remote: 'club', path, brand, session: testSession(), api: { ...base, ...api } });

const fillCard = async (values: Partial<Record<string, string>> = {}) => {
  const card = {
    'Número de tarjeta': '4509953566233704',
    'Vencimiento (MM/AA)': '1130',
    'Código de seguridad': '123',
    'Nombre del titular': 'APRO',
    'Número de documento': '12345678',
    ...values,
  };
  for (const [label, value] of Object.entries(card)) {
    if (value) await userEvent.type(screen.getByLabelText(label, { exact: false }), value);
  }
};
const choosePlan = async (name: 'Plan mensual' | 'Plan anual') => {
  const card = (await screen.findByRole('heading', { name })).closest('li');
  await userEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Elegir este plan' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
};
const tokenizer = (createCardToken: jest.Mock) => {
  window.MercadoPago = jest.fn(() => ({ createCardToken })) as never;
  return {
    'GET /api/club-members/card-tokenizer': () => ({
      body: {
        data: { provider: 'sandbox', scriptUrl: '/api/mp-sandbox/sdk/js/v2', publicKey: 'TEST-sandbox' },
      },
    }),
  };
};

beforeEach(() => {
  resetModalsForTests();
  resetProviderScriptForTests();
  sessionStorage.clear();
  jest.mocked(leaveFor).mockClear();
});

describe('club /club plans (spec 001 sections 2 and 9)', () => {
  it('lists the plans with the price in cents divided by 100 and savings as originalPrice minus price', async () => {
    const view = renderClub({
      [PLANS]: () => ({ body: { data: [{ ...plans[0], price: 1, priceInCents: 30000 }, plans[1]] } }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Club de Membresía' })).toBeInTheDocument();
    expect(view.stores.layout.getState().header.title).toBe('');
    const annual = (await screen.findByRole('heading', { name: 'Plan anual' })).closest('li') as HTMLElement;
    expect(within(annual).getByText(/^Ahorrás/)).toHaveTextContent('Ahorrás $ 2.601');
    const monthly = screen.getByRole('heading', { name: 'Plan mensual' }).closest('li') as HTMLElement;
    expect(within(monthly).getByText(/\$ 300/)).toHaveTextContent('$ 300 por mes');
    expect(within(monthly).queryByText(/^Ahorrás/)).not.toBeInTheDocument();
  });

  it('issue 28 item 17: describes the annual plan as cheaper by the saving its own prices give, and only the annual one', async () => {
    const view = renderClub();
    const annual = (await screen.findByRole('heading', { name: 'Plan anual' })).closest('li') as HTMLElement;
    // 999 against 3600: 'Ahorrás $ 2.601' is 72 %, never a fixed 20 %
    expect(within(annual).getByText('Un 72% más barato')).toBeInTheDocument();
    expect(within(annual).getByText(/^Ahorrás/)).toHaveTextContent('Ahorrás $ 2.601');
    expect(screen.getAllByText(/más barato/)).toHaveLength(1);
    expect(screen.queryByText('Un 20% más barato')).not.toBeInTheDocument();
    view.unmount();
    renderClub({
      [PLANS]: () => ({ body: { data: [plans[0], { ...plans[1], price: 2880, priceInCents: 288000 }] } }),
    });
    const cheaper = (await screen.findByRole('heading', { name: 'Plan anual' })).closest('li') as HTMLElement;
    expect(within(cheaper).getByText('Un 20% más barato')).toBeInTheDocument();
    expect(within(cheaper).getByText(/^Ahorrás/)).toHaveTextContent('Ahorrás $ 720');
  });

  it('an annual plan that saves nothing is not described as cheaper', async () => {
    renderClub({
      [PLANS]: () => ({ body: { data: [plans[0], { ...plans[1], originalPrice: undefined }] } }),
    });
    await screen.findByRole('heading', { name: 'Plan anual' });
    expect(screen.queryByText(/más barato/)).not.toBeInTheDocument();
  });

  it('shows the fallback plans (monthly 300, annual 999) the API answers for a brand without plans', async () => {
    renderClub({}, '/club', testBrand({ clubMembers: { enabled: true } }));
    expect(await screen.findByText('$ 300', { exact: false })).toHaveTextContent('$ 300 por mes');
    expect(screen.getByText('$ 999', { exact: false })).toHaveTextContent('$ 999 por año');
  });

  it('asks a guest to sign in instead of showing the club, without calling the API (spec 001 section 6)', () => {
    const view = renderRemote(<App />, {
      remote: 'club',
      path: '/club',
      brand: testBrand(),
      session: testSession('guest'),
    });
    expect(
      screen.getByText('Iniciá sesión para ver los planes del Club y sumarte a sus beneficios.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('list', { name: 'Planes' })).not.toBeInTheDocument();
    expect(view.requests).toEqual([]);
  });

  it("says 'Club de Membresía no disponible' when the brand has no club, without calling the API", () => {
    const view = renderRemote(<App />, {
      remote: 'club',
      path: '/club',
      brand: testBrand({ clubMembers: { enabled: false } }),
      session: testSession(),
    });
    expect(screen.getByText('Club de Membresía no disponible')).toBeInTheDocument();
    // and leads on, not a dead end (a walk on the b2b brand found none)
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    expect(view.requests).toEqual([]);
  });

  it("says 'Error al cargar los planes' when the plans cannot be loaded, and retries", async () => {
    let fail = true;
    renderClub({ [PLANS]: () => (fail ? { status: 500, body: {} } : { body: { data: plans } }) });
    expect(await screen.findByText('Error al cargar los planes')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Plan mensual' })).toBeInTheDocument();
  });

  it("says 'No hay planes disponibles' when the list is empty", async () => {
    renderClub({ [PLANS]: () => ({ body: { data: [] } }) });
    expect(await screen.findByText('No hay planes disponibles')).toBeInTheDocument();
  });
});

describe('subscribing: plan chosen → confirm → card form → processing → provider (spec 001 sections 2, 5, 7)', () => {
  it('confirms the plan, then shows the card form; going back keeps the plans', async () => {
    renderClub();
    const card = (await screen.findByRole('heading', { name: 'Plan mensual' })).closest('li');
    await userEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Elegir este plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar suscripción' });
    expect(dialog).toHaveTextContent('Te vas a suscribir al Plan mensual por $ 300 por mes.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('heading', { name: 'Datos de la tarjeta' })).toBeInTheDocument();
    expect(screen.getByText('Cuotas: 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver a los planes' }));
    expect(await screen.findByRole('heading', { name: 'Plan anual' })).toBeInTheDocument();
  });

  it('an invalid card form shows every message of spec 001 section 5 and sends nothing', async () => {
    const view = renderClub();
    await choosePlan('Plan mensual');
    await fillCard({
      'Número de tarjeta': '450995356623',
      'Vencimiento (MM/AA)': '1330',
      'Código de seguridad': '12',
      'Nombre del titular': '',
      'Número de documento': '',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));
    for (const message of [
      'Número de tarjeta inválido',
      'Fecha de vencimiento inválida (MM/AA)',
      'Código de seguridad inválido',
      'Nombre del titular requerido',
      'Número de documento requerido',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Número de tarjeta', { exact: false })).toHaveFocus();
    expect(view.requests.filter((r) => r.includes('subscriptions'))).toEqual([]);
  });

  it("in English the plans' names are translated like every brand text and the card form's messages are English; Spanish keeps the spec's texts (spec 001 sections 4 and 5)", async () => {
    expect(es.card.errors).toEqual({ ...CARD_MESSAGES, expired: EXPIRED_CARD_MESSAGE });
    expect(es.failure).toEqual(SUBSCRIPTION_MESSAGES);
    const asked: string[] = [];
    renderRemote(<App />, {
      remote: 'club',
      path: '/club',
      brand: testBrand(),
      session: testSession(),
      language: 'en',
      api: {
        ...base,
        'POST /api/translate/language/translate/v2': ({ body }) => {
          const { q } = body as { q: string[] };
          asked.push(...q);
          const english: Record<string, string> = {
            'Plan mensual': 'Monthly plan',
            'Plan anual': 'Annual plan',
          };
          return {
            body: { data: { translations: q.map((text) => ({ translatedText: english[text] ?? text })) } },
          };
        },
      },
    });
    const card = (await screen.findByRole('heading', { name: 'Monthly plan' }, { timeout: 3000 })).closest(
      'li',
    );
    expect(asked).toEqual(expect.arrayContaining(['Plan mensual', 'Plan anual']));
    await userEvent.click(within(card as HTMLElement).getByRole('button', { name: en.plans.choose }));
    await userEvent.click(await screen.findByRole('button', { name: en.confirm.accept }));
    await userEvent.click(await screen.findByRole('button', { name: en.card.submit }));
    for (const field of Object.keys(CARD_MESSAGES) as (keyof typeof CARD_MESSAGES)[]) {
      expect(screen.getByText(en.card.errors[field])).toBeInTheDocument();
      expect(screen.queryByText(CARD_MESSAGES[field])).not.toBeInTheDocument();
    }
  });

  it("the card form has an address of its own (/club?plan=…): the browser's Back returns to the plans, and a reload keeps the form (a walk's Back left the club)", async () => {
    const view = renderClub(tokenizer(jest.fn()));
    await choosePlan('Plan anual');
    expect(view.history).toEqual(['/club', '/club?plan=annual']);
    expect(await screen.findByLabelText('Número de tarjeta', { exact: false })).toBeInTheDocument();
    view.unmount();
    // a reload of the form: straight to it, for the same plan
    renderClub(tokenizer(jest.fn()), '/club?plan=annual');
    expect(await screen.findByLabelText('Número de tarjeta', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Elegir este plan' })).not.toBeInTheDocument();
  });

  it('tokenises the card, sends the subscription with the token and goes to the provider page', async () => {
    const createCardToken = jest.fn().mockResolvedValue({ id: 'tok-123' });
    let sent: unknown;
    renderClub({
      ...tokenizer(createCardToken),
      'POST /api/club-members/mp/subscriptions': ({ body }) => {
        sent = body;
        return {
          status: 201,
          body: {
            subscriptionId: 'sub-1',
            init_point: '/api/mp-sandbox/subscriptions/checkout?preapproval_id=pre-1',
            data: { subscriptionId: 'sub-1', preapprovalId: 'pre-1', planId: 'monthly', status: 'pending' },
          },
        };
      },
    });
    await choosePlan('Plan mensual');
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('/api/mp-sandbox/subscriptions/checkout?preapproval_id=pre-1'),
    );
    expect(createCardToken).toHaveBeenCalledWith(
      expect.objectContaining({
        cardNumber: '4509953566233704',
        cardExpirationMonth: '11',
        cardExpirationYear: '2030',
      }),
    );
    expect(sent).toEqual({
      userId: 'user-1',
      brandId: 'marca-sabores',
      planId: 'monthly',
      backUrl: '/club',
      cardTokenId: 'tok-123',
      payerEmail: 'ana@example.com',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Procesando el pago…');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.pendingSubscription) ?? 'null')).toEqual({
      planId: 'monthly',
      subscriptionId: 'pre-1',
      userId: 'user-1',
    });
  });

  it("says 'La tarjeta está vencida' for an expiry written right whose month has ended, not the format's message", async () => {
    renderClub(tokenizer(jest.fn()));
    await choosePlan('Plan mensual');
    await fillCard({ 'Vencimiento (MM/AA)': '0120' });
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));
    const expiry = screen.getByLabelText('Vencimiento (MM/AA)', { exact: false });
    expect(expiry).toHaveAccessibleDescription(expect.stringContaining('La tarjeta está vencida'));
    expect(expiry).not.toHaveAccessibleDescription(expect.stringContaining('inválida'));
    expect(expiry).toHaveFocus();
  });

  it("says 'Error al cargar Mercado Pago' when the provider's script cannot load, keeping the card", async () => {
    renderClub({ 'GET /api/club-members/card-tokenizer': () => ({ status: 503, body: {} }) });
    await choosePlan('Plan mensual');
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar Mercado Pago');
    expect(screen.getByLabelText('Nombre del titular', { exact: false })).toHaveValue('APRO');
  });

  it("says 'Error: No se pudo generar el token de pago' when the provider makes no token", async () => {
    renderClub(tokenizer(jest.fn().mockRejectedValue(new Error('bad card'))));
    await choosePlan('Plan mensual');
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: No se pudo generar el token de pago');
  });

  it("marks the fields the provider refused (its causes' codes), first one focused, until each is changed", async () => {
    const refusal = Object.assign(new Error('Los datos de la tarjeta no son válidos.'), {
      cause: [
        { code: '324', description: 'El número de documento no es válido.' },
        { code: '316', description: 'El nombre del titular no es válido.' },
      ],
    });
    const createCardToken = jest.fn().mockRejectedValueOnce(refusal).mockResolvedValue({ id: 'tok-2' });
    renderClub(tokenizer(createCardToken));
    await choosePlan('Plan mensual');
    await fillCard({ 'Nombre del titular': 'APRO 99', 'Número de documento': '123' });
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: No se pudo generar el token de pago');
    const holder = screen.getByLabelText('Nombre del titular', { exact: false });
    const document = screen.getByLabelText('Número de documento', { exact: false });
    await waitFor(() => expect(holder).toHaveFocus());
    expect(holder).toHaveAccessibleDescription(
      expect.stringContaining('El nombre del titular no es válido.'),
    );
    expect(holder).toHaveAttribute('aria-invalid', 'true');
    expect(document).toHaveAccessibleDescription(
      expect.stringContaining(
        'El número de documento no es válido: un DNI tiene 7 u 8 dígitos; un CUIL o un CUIT, 11.',
      ),
    );
    expect(screen.getByLabelText('Número de tarjeta', { exact: false })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    // the document corrected: its message goes, the holder's stays as it was sent
    await userEvent.type(document, '45678');
    expect(document).toHaveAttribute('aria-invalid', 'false');
    expect(holder).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's message for a rejected card, and 'Error al procesar el pago' without one", async () => {
    let answer: { status: number; body: unknown } = {
      status: 402,
      body: { message: 'Tu tarjeta fue rechazada. Probá con otra tarjeta.' },
    };
    renderClub({
      ...tokenizer(jest.fn().mockResolvedValue({ id: 'tok-1' })),
      'POST /api/club-members/mp/subscriptions': () => answer,
    });
    await choosePlan('Plan anual');
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu tarjeta fue rechazada. Probá con otra tarjeta.',
    );
    answer = { status: 500, body: {} };
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error al procesar el pago'));
    expect(leaveFor).not.toHaveBeenCalled();
  });
});

describe('back from the provider on /club?preapproval_id= (spec 001 section 7)', () => {
  const authorized = {
    status: 'authorized',
    message: '¡Listo! Tu membresía del club está activa.',
    data: {
      subscription: { subscriptionId: 'sub-1', planId: 'annual', status: 'authorized' },
      membership: {
        active: true,
        cycle: 'annual',
        startedAt: '2026-11-24T12:00:00.000Z',
        nextPaymentAt: '2027-11-24T12:00:00.000Z',
      },
    },
  };

  it("in English the welcome's sentence, the server's, is translated as the brand's texts are (a walk read it in Spanish under 'Welcome to the Club!')", async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.pendingSubscription,
      JSON.stringify({ planId: 'annual', subscriptionId: 'pre-1', userId: 'user-1' }),
    );
    renderRemote(<App />, {
      remote: 'club',
      path: '/club?preapproval_id=pre-1',
      brand: testBrand(),
      session: testSession(),
      language: 'en',
      api: {
        ...base,
        [USER]: memberOf(authorized.data.membership),
        'GET /api/club-members/subscriptions/user-1': () => ({
          body: { data: authorized.data.subscription },
        }),
        'POST /api/club-members/mp/subscriptions/validate': () => ({ body: authorized }),
        'POST /api/translate/language/translate/v2': ({ body }) => {
          const { q } = body as { q: string[] };
          const english: Record<string, string> = {
            '¡Listo! Tu membresía del club está activa.': 'Done! Your club membership is active.',
          };
          return {
            body: { data: { translations: q.map((text) => ({ translatedText: english[text] ?? text })) } },
          };
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: en.return.welcomeTitle });
    await waitFor(() => expect(dialog).toHaveTextContent('Done! Your club membership is active.'));
    expect(dialog).not.toHaveTextContent('¡Listo!');
  });

  it('validates with the plan kept before leaving, puts the membership in the session and celebrates', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.pendingSubscription,
      JSON.stringify({ planId: 'annual', subscriptionId: 'pre-1', userId: 'user-1' }),
    );
    let sent: unknown;
    const view = renderClub(
      {
        [USER]: memberOf(authorized.data.membership),
        'GET /api/club-members/subscriptions/user-1': () => ({
          body: { data: authorized.data.subscription },
        }),
        'POST /api/club-members/mp/subscriptions/validate': ({ body }) => {
          sent = body;
          return { body: authorized };
        },
      },
      '/club?preapproval_id=pre-1',
    );
    const dialog = await screen.findByRole('dialog', { name: '¡Bienvenido al Club!' });
    expect(dialog).toHaveTextContent('¡Listo! Tu membresía del club está activa.');
    expect(screen.getByTestId('confetti')).toBeInTheDocument();
    // the return's address is left at once: a reload under the welcome validates and celebrates
    // nothing again (a walk saw '¡Bienvenido al Club!' at every reload)
    expect(view.history.at(-1)).toBe('/club');
    expect(sent).toEqual({
      userId: 'user-1',
      brandId: 'marca-sabores',
      planId: 'annual',
      subscriptionId: 'pre-1',
    });
    expect(view.stores.session.getState().session?.user.membership).toMatchObject({
      active: true,
      cycle: 'annual',
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingSubscription)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '¡Bienvenido al Club!' })).not.toBeInTheDocument(),
    );
    expect(view.history.at(-1)).toBe('/club');
    expect(await screen.findByRole('heading', { name: 'Tu membresía' })).toBeInTheDocument();
  });

  it("a sign-up left at the provider's page is said above the plans, and 'Verificar suscripción' checks it instead of starting another (a walk saw the plans offered again without a word)", async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.pendingSubscription,
      JSON.stringify({ planId: 'monthly', subscriptionId: 'pre-7', userId: 'user-1' }),
    );
    let sent: { planId?: string; subscriptionId?: string } | undefined;
    const view = renderClub({
      'POST /api/club-members/mp/subscriptions/validate': ({ body }) => {
        sent = body as { planId: string; subscriptionId: string };
        return {
          body: stillPending('pre-7'),
        };
      },
    });
    expect(
      await screen.findByText(
        'Tenés una suscripción esperando su autorización en Mercado Pago: Plan mensual.',
      ),
    ).toBeInTheDocument();
    // the plans are still there
    expect(await screen.findByRole('heading', { name: 'Plan anual' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verificar suscripción' }));
    expect(view.history.at(-1)).toBe('/club?preapproval_id=pre-7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu suscripción todavía no fue autorizada.');
    expect(sent).toMatchObject({ planId: 'monthly', subscriptionId: 'pre-7' });
    // still pending: still kept, and said again back on the plans
    await userEvent.click(screen.getByRole('button', { name: 'Volver a los planes' }));
    expect(
      await screen.findByText(
        'Tenés una suscripción esperando su autorización en Mercado Pago: Plan mensual.',
      ),
    ).toBeInTheDocument();
  });

  it("'Descartar' forgets a sign-up left at the provider: the notice goes and the plans stay (a walk: a step back 'sin suscribirte' kept it said for good)", async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.pendingSubscription,
      JSON.stringify({ planId: 'annual', subscriptionId: 'pre-9', userId: 'user-1' }),
    );
    renderClub();
    expect(
      await screen.findByText('Tenés una suscripción esperando su autorización en Mercado Pago: Plan anual.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByText(/esperando su autorización/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingSubscription)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Plan anual' })).toBeInTheDocument();
  });

  it("another customer's sign-up left in this tab is not said", async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.pendingSubscription,
      JSON.stringify({ planId: 'monthly', subscriptionId: 'pre-8', userId: 'someone-else' }),
    );
    renderClub();
    expect(await screen.findByRole('heading', { name: 'Plan anual' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verificar suscripción' })).not.toBeInTheDocument();
  });

  it('asks the API for the plan when this tab lost it', async () => {
    let sent: { planId?: string } | undefined;
    renderClub(
      {
        'GET /api/club-members/subscriptions/pre-9': () => ({
          body: { data: { subscriptionId: 'sub-9', planId: 'monthly', status: 'pending' } },
        }),
        'POST /api/club-members/mp/subscriptions/validate': ({ body }) => {
          sent = body as { planId: string };
          return {
            body: stillPending('sub-9'),
          };
        },
      },
      '/club?preapproval_id=pre-9',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu suscripción todavía no fue autorizada.');
    expect(sent?.planId).toBe('monthly');
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a los planes' })).toBeInTheDocument();
  });

  it("a validation that fails shows the server's message or 'Error al procesar el pago'", async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.pendingSubscription,
      JSON.stringify({ planId: 'monthly', subscriptionId: 'pre-1', userId: 'user-1' }),
    );
    renderClub(
      { 'POST /api/club-members/mp/subscriptions/validate': () => ({ status: 500, body: {} }) },
      '/club?preapproval_id=pre-1',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al procesar el pago');
  });
});

describe('the membership (issue 14 item 9)', () => {
  const active = {
    active: true,
    cycle: 'monthly',
    startedAt: '2026-11-24T12:00:00.000Z',
    nextPaymentAt: '2026-12-24T12:00:00.000Z',
  };
  const subscription = {
    subscriptionId: 'sub-1',
    planId: 'monthly',
    cycle: 'monthly',
    status: 'authorized',
    nextPaymentAt: '2026-12-24T12:00:00.000Z',
  };

  it('shows an active member the plan, that monthly renews every month, the next payment and the discount', async () => {
    const view = renderClub({
      [USER]: memberOf(active),
      'GET /api/club-members/subscriptions/user-1': () => ({ body: { data: subscription } }),
    });
    expect(await screen.findByRole('heading', { name: 'Tu membresía' })).toBeInTheDocument();
    expect(screen.getByText('Plan mensual')).toBeInTheDocument();
    expect(screen.getByText('Se renueva cada mes')).toBeInTheDocument();
    expect(screen.getByText('24 dic 2026')).toBeInTheDocument();
    expect(screen.getByText('Tenés un 15% de descuento en todos tus pedidos.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Planes' })).not.toBeInTheDocument();
    // the server's membership reaches the session (the summary's and checkout's discount read it)
    expect(view.stores.session.getState().session?.user.membership).toMatchObject({ active: true });
  });

  it('says an annual membership renews every year', async () => {
    renderClub({
      [USER]: memberOf({ ...active, cycle: 'annual', nextPaymentAt: '2027-11-24T12:00:00.000Z' }),
      'GET /api/club-members/subscriptions/user-1': () => ({
        body: { data: { ...subscription, planId: 'annual', cycle: 'annual' } },
      }),
    });
    expect(await screen.findByText('Se renueva cada año')).toBeInTheDocument();
    expect(screen.getByText('Plan anual')).toBeInTheDocument();
  });

  it('cancels after a confirmation, then offers the plans again', async () => {
    let membership: unknown = active;
    let cancelled = 0;
    const view = renderClub({
      [USER]: () => memberOf(membership)(),
      'GET /api/club-members/subscriptions/user-1': () => ({ body: { data: subscription } }),
      'PUT /api/club-members/subscriptions/sub-1/cancel': () => {
        cancelled += 1;
        membership = { ...active, active: false, endedAt: '2026-11-25T12:00:00.000Z', nextPaymentAt: null };
        return {
          body: { message: 'Tu suscripción fue cancelada.', data: { ...subscription, status: 'cancelled' } },
        };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar membresía' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar tu membresía?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(cancelled).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar membresía' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cancelar' }),
    );
    expect(await screen.findByRole('heading', { name: 'Plan mensual' })).toBeInTheDocument();
    expect(cancelled).toBe(1);
    expect(view.toasts).toContainEqual(expect.objectContaining({ message: 'Tu suscripción fue cancelada.' }));
    expect(view.stores.session.getState().session?.user.membership).toMatchObject({ active: false });
  });
});
