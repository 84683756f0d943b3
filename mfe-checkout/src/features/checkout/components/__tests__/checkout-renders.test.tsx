import { Profiler } from 'react';
import i18next from 'i18next';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { cartSchema, type Cart, type ConsumeType } from 'shared-contracts/entities';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { renderRemote } from 'shared-ui/testing';
import { testBranch, testBrand, testSession } from 'shared-ui/testing/fixtures';
import { server } from 'shared-ui/testing/network';
import { App } from '../../../../app/app';
import { rememberPalermo } from '../../../../testing/remember-branch';
import { TABLE_FOUR } from '../../../../testing/table-four';

// Issue 30 item 5: each answer the checkout waits for (the branch, the active order, the saved
// addresses, the points) re-renders only the sections that read it. A section's render is counted by
// the text only it asks for (`t` of the page's i18next: its heading, or a product line's additional),
// and the whole screen's commits by React's Profiler around the remote. The answers are held and let
// go one at a time, so every count is the same on every run.

/** GET `path` answered with `data` only when the returned function is called. */
function hold(path: string, data: unknown) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(path, async () => {
      await gate;
      return HttpResponse.json({ data });
    }),
  );
  return release;
}

const flan = {
  _id: 'p1',
  orderProductId: 'op1',
  name: 'Flan de la abuela',
  sku: 'FLAN',
  price: 9000,
  quantity: 1,
  customization: {
    ingredients: {},
    aditionals: {
      'OPT-DDL-g1': {
        name: 'Dulce de leche',
        sku: 'OPT-DDL',
        price: 800,
        quantity: 1,
        category: { id: 'g1' },
      },
    },
  },
};

/** The text each section asks for once per render of it, and only it. */
const SECTION_KEYS = {
  products: 'checkout.productsLabel',
  productLines: 'checkout.additionalLine',
  consumeType: 'consumeType.title',
  table: 'table.title',
  payment: 'payment.title',
  totals: 'totals.title',
  sendBar: 'checkout.sendBar',
} as const;
type Section = keyof typeof SECTION_KEYS;

/** Every text the page's i18next is asked for, from the moment it is created (mount included). */
function spyOnTexts() {
  const prototype = Object.getPrototypeOf(i18next) as { t: (...args: unknown[]) => unknown };
  return jest.spyOn(prototype, 't');
}

function renderCheckout(cart: Partial<Cart>, preferredConsumeType: ConsumeType | null = null) {
  rememberPalermo();
  if (preferredConsumeType) {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.consumePreferences) ?? '{}') as object;
    localStorage.setItem(
      STORAGE_KEYS.consumePreferences,
      JSON.stringify({ ...stored, preferredConsumeType }),
    );
  }
  const commits: string[] = [];
  const answers = {
    branch: hold('/api/local/suc-palermo', [
      testBranch({
        systemOptions: { tableSystem: true, takeawaySystem: true, deliverySystem: true },
        paymentMethods: {
          cash: { enabled: true },
          points: { enabled: true },
          mercadoPago: { enabled: true },
        },
      }),
    ]),
    activeOrder: hold('/api/pedido/active/user-1', []),
    savedAddresses: hold('/api/pedido/direccion/user-1', []),
    points: hold('/api/points/user-1', { availablePoints: 1500 }),
  };
  // The page's i18next binds `t` when it is created, so the spy goes on before the render.
  const t = spyOnTexts();
  const view = renderRemote(
    <Profiler id="checkout" onRender={(_id, phase) => commits.push(phase)}>
      <App />
    </Profiler>,
    {
      remote: 'checkout',
      path: '/checkout',
      brand: testBrand(),
      session: testSession('registered'),
      cart: cartSchema.parse({
        draftOrderId: 'draft-renders',
        products: [flan],
        total: 9800,
        quantity: 1,
        ...cart,
      }),
      api: TABLE_FOUR,
    },
  );
  /** How many times each section has rendered since the last `resetCounts`. */
  const renders = () => {
    const keys = t.mock.calls.map((call) => call[0]);
    return Object.fromEntries(
      Object.entries(SECTION_KEYS).map(([section, key]) => [section, keys.filter((k) => k === key).length]),
    ) as Record<Section, number>;
  };
  /** Lets held answers go together, and waits for the commit they cause. */
  const answer = async (...names: (keyof typeof answers)[]) => {
    const before = commits.length;
    await act(async () => names.forEach((name) => answers[name]()));
    await waitFor(() => expect(commits.length).toBeGreaterThan(before));
  };
  return { view, commits, renders, answer, resetCounts: () => t.mockClear() };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const atTable = { consumeType: 'local', table: '4', tableId: 'mesa-4' } as const;

it("the saved addresses' answer re-renders no section: not the product lines, the consume type, the payment or the totals", async () => {
  const { renders, answer, resetCounts } = renderCheckout({ ...atTable, paymentMethod: { type: 'points' } });
  expect(await screen.findByText('1 × Flan de la abuela')).toBeInTheDocument();
  await answer('points');
  await answer('branch');
  await answer('activeOrder');
  await screen.findByRole('group', { name: '¿Cómo querés tu pedido?' });

  resetCounts();
  await answer('savedAddresses');
  expect(renders()).toEqual({
    products: 0,
    productLines: 0,
    consumeType: 0,
    table: 0,
    payment: 0,
    totals: 0,
    sendBar: 0,
  });
});

it('the points answer re-renders the payment, the totals and the send bar it changes, not the product lines, the consume type or the table', async () => {
  const { renders, answer, resetCounts } = renderCheckout({ ...atTable, paymentMethod: { type: 'points' } });
  expect(await screen.findByText('1 × Flan de la abuela')).toBeInTheDocument();
  await answer('branch');
  await answer('activeOrder');
  await answer('savedAddresses');
  const group = await screen.findByRole('group', { name: 'Método de pago' });

  resetCounts();
  await answer('points');
  expect(await within(group).findByText(/Tenés 1\.500 puntos/)).toBeInTheDocument();
  expect(screen.getByTestId('checkout-points')).toHaveTextContent(/^1\.500 PTS/);
  const counts = renders();
  expect(counts).toMatchObject({ products: 0, productLines: 0, consumeType: 0, table: 0 });
  expect(counts.payment).toBeGreaterThan(0);
  expect(counts.totals).toBeGreaterThan(0);
  expect(counts.sendBar).toBeGreaterThan(0);
});

it('from mount until settled, the product lines render once (they rendered 7 times) in 5 commits (there were 8)', async () => {
  // A returning customer who prefers takeaway at a branch that offers three types: the branch and the
  // active order settle the type (takeaway), which starts the pickup clock and chooses the payment.
  const { view, commits, renders, answer } = renderCheckout({}, 'takeaway');
  expect(await screen.findByText('1 × Flan de la abuela')).toBeInTheDocument();
  await answer('branch', 'activeOrder');
  expect(
    within(await screen.findByRole('group', { name: '¿Cómo querés tu pedido?' })).getByRole('radio', {
      name: 'Retiro en sucursal',
    }),
  ).toBeChecked();
  // the order holds it as well (issue 30 item 2), and the payment method its type defaults to
  expect(view.stores.cart.getState().cart).toMatchObject({
    consumeType: 'takeaway',
    paymentMethod: { type: 'mercadoPago' },
  });
  await answer('savedAddresses');
  await answer('points');

  // Before issue 30 item 5 there were 8 commits: the mount, 2 as the requests started, the branch and
  // the active order, the consume type written by a layout effect, the effects it started (the pickup
  // clock, the payment method), the saved addresses and the points; 7 of them rendered the whole
  // screen (products 7, consumeType 5, payment 4, totals 5, sendBar 7). The consume type is now
  // settled as the order is read, so writing it renders nothing again. The send bar rendered twice
  // until its amounts' formatter stopped asking react-i18next for a namespace the page does not have
  // (it suspended once on mount, a commit of its own); the product lines translate brand texts with no render added.
  expect(renders()).toEqual({
    products: 1,
    productLines: 1,
    consumeType: 1,
    table: 0,
    payment: 2,
    totals: 1,
    sendBar: 1,
  });
  expect(commits).toEqual(['mount', 'update', 'nested-update', 'update', 'update']);
});
