import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartSchema } from 'shared-contracts/entities';
import { renderRemote } from 'shared-ui/testing';
import { testBranch, testBrand, testSession } from 'shared-ui/testing/fixtures';
import { resetModalsForTests } from 'shared-ui/modal-store';
import { App } from '../../../../app/app';
import { forgetSubmission } from '../../lib/order-submission';
import { rememberPalermo } from '../../../../testing/remember-branch';
import { TABLE_FOUR } from '../../../../testing/table-four';

// Issue 15 item 7 (ADR 023): offline, the order is kept and sending waits for the connection.
const OFFLINE =
  'Sin conexión. Tu orden quedó guardada en este dispositivo: vas a poder enviarla cuando vuelvas a estar en línea.';

let online = true;
function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});

beforeEach(() => {
  online = true;
  localStorage.clear();
  sessionStorage.clear();
  forgetSubmission();
  resetModalsForTests();
});

function render(sendOrder: jest.Mock) {
  rememberPalermo();
  return renderRemote(<App />, {
    remote: 'checkout',
    path: '/checkout',
    brand: testBrand(),
    session: testSession('registered'),
    cart: cartSchema.parse({
      draftOrderId: 'draft-1',
      products: [
        { _id: 'p1', orderProductId: 'op1', name: 'Flan casero', sku: 'FLAN', price: 5500, quantity: 1 },
      ],
      total: 5500,
      quantity: 1,
      consumeType: 'local',
      table: '4',
      tableId: 'mesa-4',
    }),
    api: {
      'GET /api/local/suc-palermo': () => ({
        body: {
          data: [
            testBranch({ systemOptions: { tableSystem: true }, paymentMethods: { cash: { enabled: true } } }),
          ],
        },
      }),
      'GET /api/pedido/active/user-1': () => ({ body: { data: [] } }),
      ...TABLE_FOUR,
      'GET /api/points/user-1': () => ({ body: { data: { availablePoints: 0 } } }),
      'POST /api/pedido/sendorder': () => {
        sendOrder();
        return {
          status: 201,
          body: { data: { _id: 'ord-1', idOrder: 7, type: 'mesa', account: { orderTotal: 5500 } } },
        };
      },
    },
  });
}

describe('sending waits for the connection', () => {
  it('offline: the send button is disabled with the waiting message (a status); back online it is enabled again, the order intact', async () => {
    const sendOrder = jest.fn();
    const view = render(sendOrder);
    const send = await screen.findByRole('button', { name: 'Enviar orden' });
    await waitFor(() => expect(send).toBeEnabled());
    expect(screen.getByRole('status', { name: '' })).toBeEmptyDOMElement();

    setOnline(false);
    expect(send).toBeDisabled();
    const status = screen.getByText(OFFLINE);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(send).toHaveAccessibleDescription(OFFLINE);
    expect(view.stores.cart.getState().cart.products).toHaveLength(1);

    setOnline(true);
    expect(send).toBeEnabled();
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
    expect(send).not.toHaveAccessibleDescription();
    expect(view.stores.cart.getState().cart).toMatchObject({
      draftOrderId: 'draft-1',
      products: [{ sku: 'FLAN' }],
    });
    expect(sendOrder).not.toHaveBeenCalled();
  });

  it('a confirmation open when the connection drops closes; once online the order is sent, once', async () => {
    jest.useFakeTimers();
    try {
      const sendOrder = jest.fn();
      render(sendOrder);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const send = await screen.findByRole('button', { name: 'Enviar orden' });
      await waitFor(() => expect(send).toBeEnabled());
      await user.click(send);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(350);
      });
      expect(screen.getByRole('dialog', { name: '¿Enviamos tu orden?' })).toBeInTheDocument();
      setOnline(false);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(350);
      });
      expect(screen.queryByRole('dialog', { name: '¿Enviamos tu orden?' })).not.toBeInTheDocument();
      setOnline(true);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(350);
      });
      expect(screen.queryByRole('dialog', { name: '¿Enviamos tu orden?' })).not.toBeInTheDocument();
      await user.click(send);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(350);
      });
      await user.click(
        within(screen.getByRole('dialog', { name: '¿Enviamos tu orden?' })).getByRole('button', {
          name: 'Enviar',
        }),
      );
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3600);
      });
      expect(await screen.findByText('¡Tu orden fue enviada!')).toBeInTheDocument();
      expect(sendOrder).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
