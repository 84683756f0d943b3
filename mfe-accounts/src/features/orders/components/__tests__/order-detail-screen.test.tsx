import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type ReactModule from 'react';
import { Route, Routes } from 'react-router-dom';
import { placedOrderSchema } from 'shared-contracts/entities';
import { renderRemote } from 'shared-ui/testing';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { renderAccounts, resetAccountsState, spanish } from '../../../../testing/render-accounts';
import { OrderDetailScreen } from '../order-detail-screen';
import { apiOrder, pesos, type ApiOrder } from './orders-fixtures';

// 'Volver a pedir' is the reorder feature's own button (tested there): here, only where it goes.
jest.mock('../../../reorder/components/reorder-button', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return {
    ReorderButton: ({ orderId }: { orderId: string }) =>
      createElement('button', { type: 'button', 'data-order-id': orderId }, 'Volver a pedir'),
  };
});

beforeEach(resetAccountsState);

const DETAIL = '/perfil/ordenes/detalle';

/**
 * The detail as the history opens it: the order in navigation state (this test harness's history
 * keeps none, so the location is given to the routes here).
 */
function renderFromHistory(order: ApiOrder, session = testSession(), brand = testBrand()) {
  const location = {
    pathname: DETAIL,
    search: `?id=${order._id}`,
    state: { order: placedOrderSchema.parse(order) },
  };
  return renderRemote(
    <Routes location={location}>
      <Route path={DETAIL} element={<OrderDetailScreen />} />
    </Routes>,
    { remote: 'accounts', path: `${DETAIL}?id=${order._id}`, brand, session },
  );
}

/** The detail opened without navigation state (a reload, /orders/{id}): the order is fetched. */
function renderFetched(path: string, order: ApiOrder) {
  return renderAccounts(path, {
    session: testSession(),
    api: {
      [`GET /api/pedido/detalles/${order._id}`]: () => ({
        body: { data: { order, details: { orderDetails: order.totals } } },
      }),
    },
  });
}

/** The value beside a term of the detail's facts. */
const fact = (term: string) => {
  const row = screen.getByText(term, { selector: 'dt' }).parentElement!;
  return within(row).getByRole('definition');
};

/** Every figure and line of the fixture order, as spec 001 section 2 lists them. */
function expectTheWholeOrder() {
  expect(screen.getByText('Pagaste')).toBeInTheDocument();
  // what was paid with money, as 'Total pagado' below: 28.100 less the 1.500 of points
  expect(screen.getByText(pesos('26.600'), { selector: '.order-detail__amount' })).toBeInTheDocument();
  expect(screen.getByText('8 de junio de 2025', { selector: 'time' })).toBeInTheDocument();
  expect(fact('ID de transacción')).toHaveTextContent('1042');
  expect(fact('Monto de la orden')).toHaveTextContent(pesos('28.100'));
  expect(fact('Descuento (puntos usados)')).toHaveTextContent(`-${pesos('1.500')}`);
  expect(fact('Total pagado')).toHaveTextContent(pesos('26.600'));
  expect(fact('Método de pago')).toHaveTextContent('Puntos + Mercado Pago');
  expect(fact('Bonificación en puntos')).toHaveTextContent('10%');
  expect(fact('Puntos ganados')).toHaveTextContent('2.660 PTS');
  expect(fact('Fecha de envío')).toHaveTextContent(/8 jun 2025, (9:10 p\.\s?m\.|21:10)/);
  expect(fact('Hora de retiro')).toHaveTextContent(/8 jun 2025, (9:40 p\.\s?m\.|21:40)/);
  expect(fact('Tipo de consumo')).toHaveTextContent('Para llevar');
  const products = screen.getByRole('region', { name: 'Productos' });
  const [burger, empanada] = within(products)
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('order-product'));
  expect(burger).toHaveTextContent('Hamburguesa clásica');
  expect(burger).toHaveTextContent('Cantidad: 2');
  const options = within(burger!).getByRole('list', { name: 'Opciones de Hamburguesa clásica' });
  const [choice, extra] = within(options).getAllByRole('listitem');
  expect(choice).toHaveTextContent(/^A punto × 1$/);
  // an option's own price, as the server priced it
  expect(extra).toHaveTextContent(/^Huevo frito × 1 \(\+ \$ 1\.200\)$/);
  expect(burger).toHaveTextContent('Observaciones: Sin sal, por favor');
  expect(empanada).toHaveTextContent('Empanada de carne');
  expect(empanada).toHaveTextContent('Cantidad: 1');
}

describe('order detail /perfil/ordenes/detalle and /orders/{id} (spec 001 sections 2, 3, 4 and 7)', () => {
  it('from the history: the order in navigation state is shown as it is, without asking the server', () => {
    const view = renderFromHistory(apiOrder());
    expectTheWholeOrder();
    expect(view.requests).toEqual([]);
    expect(view.stores.layout.getState().header).toEqual({ title: '', goBack: '/perfil/ordenes' });
  });

  it('after a reload (no navigation state) the order is fetched by the id in the address', async () => {
    const view = renderFetched(`${DETAIL}?id=ord-1`, apiOrder());
    expect(screen.getByRole('status')).toHaveTextContent('Cargando la orden');
    expect(await screen.findByText('Pagaste')).toBeInTheDocument();
    expectTheWholeOrder();
    expect(view.requests).toEqual(['GET /api/pedido/detalles/ord-1']);
  });

  it('as /orders/{id} the order is fetched too, with the way back to the history', async () => {
    const view = renderFetched('/orders/ord-1', apiOrder());
    expect(await screen.findByText('Pagaste')).toBeInTheDocument();
    expectTheWholeOrder();
    expect(view.stores.layout.getState().header.goBack).toBe('/perfil/ordenes');
  });

  describe("issue 28: a suggested product added in the product's customisation ('upselling') is in its line", () => {
    const withUpsell = () => {
      const order = apiOrder();
      const [burger, ...rest] = order.orderPayment as Record<string, unknown>[];
      return {
        ...order,
        orderPayment: [
          { ...burger, upselling: [{ sku: 'SAB-090', name: 'Gaseosa 500 ml', price: 2500, quantity: 1 }] },
          ...rest,
        ],
      };
    };
    const expectTheExtra = () => {
      const options = screen.getByRole('list', { name: 'Opciones de Hamburguesa clásica' });
      const items = within(options).getAllByRole('listitem');
      expect(items).toHaveLength(3);
      expect(items[0]).toHaveTextContent(/^A punto × 1$/);
      expect(items[1]).toHaveTextContent(/^Huevo frito × 1 \(\+ \$ 1\.200\)$/);
      expect(items[2]).toHaveTextContent(/^Extra: Gaseosa 500 ml × 1 \(\+ \$ 2\.500\)$/);
    };

    it('from the history', () => {
      renderFromHistory(withUpsell());
      expectTheExtra();
    });

    it('fetched by its id', async () => {
      renderFetched('/orders/ord-1', withUpsell());
      expect(await screen.findByText('Pagaste')).toBeInTheDocument();
      expectTheExtra();
    });
  });

  it("every figure is the server's, even when it does not add up on the client", () => {
    renderFromHistory(
      apiOrder({
        total: 99999,
        account: { orderTotal: 12345, totalinvoiced: 11000, pointsToUse: 0 },
      }),
    );
    expect(screen.getByText(pesos('11.000'), { selector: '.order-detail__amount' })).toBeInTheDocument();
    expect(fact('Monto de la orden')).toHaveTextContent(pesos('12.345'));
    expect(fact('Descuento (puntos usados)')).toHaveTextContent(pesos('0'));
    expect(fact('Total pagado')).toHaveTextContent(pesos('11.000'));
    // not approved yet: no bonus or points won to show
    expect(screen.queryByText('Bonificación en puntos')).not.toBeInTheDocument();
    expect(screen.queryByText('Puntos ganados')).not.toBeInTheDocument();
  });

  it("the headline beside 'Pagaste' is the money paid, as 'Total pagado', not the order's amount before its points (a walk read 'Pagaste $ 7.700' above 'Total pagado $ 6.200')", () => {
    renderFromHistory(
      apiOrder({
        total: 7700,
        totalFacturado: 6200,
        account: { orderTotal: 7700, totalinvoiced: 6200, pointsToUse: 1500 },
      }),
    );
    expect(screen.getByText('Pagaste')).toBeInTheDocument();
    expect(screen.getByText(pesos('6.200'), { selector: '.order-detail__amount' })).toBeInTheDocument();
    expect(fact('Monto de la orden')).toHaveTextContent(pesos('7.700'));
    expect(fact('Descuento (puntos usados)')).toHaveTextContent(`-${pesos('1.500')}`);
    expect(fact('Total pagado')).toHaveTextContent(pesos('6.200'));
  });

  it("in English the products' names, the brand's texts, are translated as the menu's are (a walk read 'Empanada de pollo' where the menu said 'Chicken empanada')", async () => {
    const order = apiOrder();
    renderRemote(
      <Routes
        location={{
          pathname: DETAIL,
          search: `?id=${order._id}`,
          state: { order: placedOrderSchema.parse(order) },
        }}
      >
        <Route path={DETAIL} element={<OrderDetailScreen />} />
      </Routes>,
      {
        remote: 'accounts',
        path: `${DETAIL}?id=${order._id}`,
        brand: testBrand(),
        session: testSession(),
        language: 'en',
        api: {
          'POST /api/translate/language/translate/v2': ({ body }) => {
            const { q } = body as { q: string[] };
            return {
              body: {
                data: {
                  translations: q.map((text) => ({
                    translatedText: text === 'Hamburguesa clásica' ? 'Classic burger' : text,
                  })),
                },
              },
            };
          },
        },
      },
    );
    expect(await screen.findByText('Classic burger', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Hamburguesa clásica')).not.toBeInTheDocument();
  });

  it("a member's order: 'Descuento Club (15%)' on its own line, the figures reading down to what was paid", () => {
    // 28100 of products, 15 % off (4215): 23885, of which 1500 in points and 22385 paid
    renderFromHistory(
      apiOrder({
        total: 23885,
        totalFacturado: 22385,
        account: {
          orderTotal: 23885,
          totalinvoiced: 22385,
          pointsToUse: 1500,
          clubDiscount: 4215,
          clubDiscountPct: 15,
        },
      }),
    );
    expect(screen.getByText(pesos('22.385'), { selector: '.order-detail__amount' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms.slice(0, 5)).toEqual([
      'ID de transacción',
      'Monto de la orden',
      'Descuento Club (15%)',
      'Descuento (puntos usados)',
      'Total pagado',
    ]);
    expect(fact('Monto de la orden')).toHaveTextContent(pesos('28.100'));
    expect(fact('Descuento Club (15%)')).toHaveTextContent(`-${pesos('4.215')}`);
    expect(fact('Descuento (puntos usados)')).toHaveTextContent(`-${pesos('1.500')}`);
    expect(fact('Total pagado')).toHaveTextContent(pesos('22.385'));
  });

  it("no club line without a members' discount: 0, or an answer from before the club", () => {
    const view = renderFromHistory(apiOrder());
    expect(screen.queryByText(/Descuento Club/)).not.toBeInTheDocument();
    expect(fact('Monto de la orden')).toHaveTextContent(pesos('28.100'));
    view.unmount();
    renderFromHistory(apiOrder({ account: { orderTotal: 28100, totalinvoiced: 26600, pointsToUse: 1500 } }));
    expect(screen.queryByText(/Descuento Club/)).not.toBeInTheDocument();
    expect(fact('Monto de la orden')).toHaveTextContent(pesos('28.100'));
  });

  it.each([
    ['ENVIADO', 'Pagaste'],
    ['PAGADO', 'Pagaste'],
    ['CANCELADO', 'Cancelada'],
    ['RECHAZADO', 'Cancelada'],
    ['PENDIENTE', 'Pendiente'],
    ['PENDIENTE_DE_ESTADO', 'Activa'],
    ['ACEPTADO', 'Activa'],
    [null, 'Activa'],
  ])('detail label: orderStatus %s reads %s', (orderStatus, label) => {
    renderFromHistory(apiOrder({ orderStatus }));
    expect(screen.getByText(label, { selector: '.order-detail__label' })).toBeInTheDocument();
  });

  it.each([
    ['mesa', 'En mesa'],
    ['delivery', 'Delivery'],
    ['delivery_propio', 'Delivery'],
    ['takeaway', 'Para llevar'],
    ['local', 'Retiro en el mostrador'],
  ])('consumption type: %s reads %s', (type, label) => {
    renderFromHistory(apiOrder({ type }));
    expect(fact('Tipo de consumo')).toHaveTextContent(label);
  });

  it("a table order shows its table and no pickup time; two payment methods at most, joined by ' + '", () => {
    renderFromHistory(
      apiOrder({ type: 'mesa', mesa: '4', horaRetiro: null, metodoDePago: ['points', 'cash', 'transfer'] }),
    );
    expect(fact('Mesa')).toHaveTextContent('4');
    expect(screen.queryByText('Hora de retiro')).not.toBeInTheDocument();
    expect(fact('Método de pago')).toHaveTextContent(/^Puntos \+ Efectivo$/);
  });

  it("the order's own note ('Observaciones del pedido') is shown; none, no line (a walk found it stored but never shown)", () => {
    const view = renderFromHistory(
      apiOrder({ type: 'takeaway', comments: 'Pedido para el local 2 — dejar en depósito' }),
    );
    expect(fact('Observaciones del pedido')).toHaveTextContent('Pedido para el local 2 — dejar en depósito');
    view.unmount();
    renderFromHistory(apiOrder({ type: 'takeaway', comments: '  ' }));
    expect(screen.queryByText('Observaciones del pedido')).not.toBeInTheDocument();
  });

  it("a b2b brand's cash reads 'A Coordinar', as its checkout named it (spec 000 section 5; the walk read 'Efectivo')", () => {
    renderFromHistory(
      apiOrder({ type: 'takeaway', metodoDePago: 'cash' }),
      testSession(),
      testBrand({ businessType: 'b2b' }),
    );
    expect(fact('Método de pago')).toHaveTextContent(/^A Coordinar$/);
  });

  it("issue 28 item 17: a cancelled or unpaid order reads 'Total', never 'Total pagado'", () => {
    const cancelled = renderFromHistory(apiOrder({ orderStatus: 'CANCELADO', paymentStatus: 'RECHAZADO' }));
    expect(screen.getByText('Cancelada')).toBeInTheDocument();
    expect(fact('Total')).toHaveTextContent(pesos('26.600'));
    expect(screen.queryByText('Total pagado')).not.toBeInTheDocument();
    cancelled.unmount();
    const unpaid = renderFromHistory(
      apiOrder({
        activeOrder: true,
        orderStatus: 'ACEPTADO',
        paymentStatus: 'PENDIENTE',
        metodoDePago: ['transfer'],
      }),
    );
    expect(fact('Total')).toHaveTextContent(pesos('26.600'));
    expect(screen.queryByText('Total pagado')).not.toBeInTheDocument();
    unpaid.unmount();
    renderFromHistory(apiOrder({ activeOrder: true, orderStatus: 'ACEPTADO', paymentStatus: 'PAGADO' }));
    expect(fact('Total pagado')).toHaveTextContent(pesos('26.600'));
  });

  it("issue 29 item 3: money taken for a rejected order and given back reads 'Reembolsado' with its amount; one on its way, 'Reembolso en curso'", () => {
    const refunded = renderFromHistory(
      apiOrder({
        orderStatus: 'RECHAZADO',
        paymentStatus: 'RECHAZADO',
        account: { orderTotal: 14300, totalinvoiced: 14300, pointsToUse: 0, refunded: 14300 },
      }),
    );
    expect(fact('Reembolsado')).toHaveTextContent(pesos('14.300'));
    expect(screen.queryByText('Reembolso en curso')).not.toBeInTheDocument();
    refunded.unmount();
    const pending = renderFromHistory(
      apiOrder({
        orderStatus: 'CANCELADO',
        paymentStatus: 'RECHAZADO',
        account: { orderTotal: 14300, totalinvoiced: 10600, pointsToUse: 3700, refundPending: 10600 },
      }),
    );
    expect(fact('Reembolso en curso')).toHaveTextContent(pesos('10.600'));
    expect(screen.queryByText('Reembolsado')).not.toBeInTheDocument();
    pending.unmount();
    renderFromHistory(apiOrder());
    expect(screen.queryByText('Reembolsado')).not.toBeInTheDocument();
  });

  it("'Volver a pedir' is offered on a past order, not on one still active", () => {
    const view = renderFromHistory(apiOrder());
    expect(screen.getByRole('button', { name: 'Volver a pedir' })).toHaveAttribute('data-order-id', 'ord-1');
    view.unmount();
    renderFromHistory(apiOrder({ activeOrder: true, orderStatus: 'ACEPTADO' }));
    expect(screen.queryByRole('button', { name: 'Volver a pedir' })).not.toBeInTheDocument();
  });

  it('an order that does not exist says so and leads to the history', async () => {
    renderAccounts(`${DETAIL}?id=nope`, {
      session: testSession(),
      api: {
        'GET /api/pedido/detalles/nope': () => ({ status: 404, body: { message: 'Pedido no encontrado' } }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos esta orden.');
    expect(screen.getByRole('link', { name: 'Ver mis órdenes' })).toHaveAttribute('href', '/perfil/ordenes');
  });

  it('a failed load says so in Spanish, and retrying asks again', async () => {
    let calls = 0;
    const order = apiOrder();
    renderAccounts(`${DETAIL}?id=ord-1`, {
      session: testSession(),
      api: {
        'GET /api/pedido/detalles/ord-1': () => {
          calls += 1;
          return calls === 1
            ? { status: 503, body: { message: 'down' } }
            : { body: { data: { order, details: { orderDetails: order.totals } } } };
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar esta orden.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Pagaste')).toBeInTheDocument();
  });

  it('without an order or its id, the history is where one is chosen', () => {
    const view = renderAccounts(DETAIL, {
      session: testSession(),
      api: { 'GET /api/pedido/usuario/user-1': () => ({ body: { data: [] } }) },
    });
    expect(view.history.at(-1)).toBe('/perfil/ordenes');
  });

  it('guests see the sign-in prompt instead, and no order is asked for', () => {
    const view = renderAccounts('/orders/ord-1', { session: testSession('guest') });
    expect(screen.getByText(spanish('orders.guestPrompt'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByText('Pagaste')).not.toBeInTheDocument();
    expect(view.requests).toEqual([]);
  });
});
