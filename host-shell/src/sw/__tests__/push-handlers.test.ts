import {
  FALLBACK_TITLE,
  registerPushHandlers,
  type NotificationClickEventLike,
  type PushEventLike,
  type PushHandlerScope,
  type WindowClientLike,
} from '../push-handlers';

/*
 * The service worker's push handlers (issue 15) on a fake worker scope: a push shows a notification
 * with the payload's title and body (and the brand's icon), a click focuses a window of the app or
 * opens the payload's page.
 */

const ORIGIN = 'https://b2b.example.com';

function fakeScope(windows: WindowClientLike[] = []) {
  const listeners: {
    push?: (event: PushEventLike) => void;
    notificationclick?: (e: NotificationClickEventLike) => void;
  } = {};
  const showNotification = jest.fn(async () => {});
  const openWindow = jest.fn(async () => null);
  const matchAll = jest.fn(async () => windows);
  const scope: PushHandlerScope = {
    location: { origin: ORIGIN },
    registration: { showNotification },
    clients: { matchAll, openWindow },
    addEventListener: ((type: 'push' | 'notificationclick', listener: never) => {
      listeners[type] = listener;
    }) as PushHandlerScope['addEventListener'],
  };
  registerPushHandlers(scope);
  return { listeners, showNotification, openWindow, matchAll };
}

/** Dispatches an event and waits for what it asked the worker to wait for. */
async function dispatch<E extends { waitUntil(p: Promise<unknown>): void }>(
  listener: ((event: E) => void) | undefined,
  event: Omit<E, 'waitUntil'>,
): Promise<void> {
  const waits: Promise<unknown>[] = [];
  listener?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) } as unknown as E);
  expect(waits).toHaveLength(1);
  await Promise.all(waits);
}

const pushOf = (payload: unknown) => ({
  data: {
    json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) as unknown,
    text: () => (typeof payload === 'string' ? payload : JSON.stringify(payload)),
  },
});

type FakeWindow = WindowClientLike & { focus: jest.Mock; navigate: jest.Mock };

const windowAt = (url: string): FakeWindow => {
  const client: FakeWindow = {
    url,
    focus: jest.fn(async (): Promise<FakeWindow> => client),
    navigate: jest.fn(async (): Promise<FakeWindow> => client),
  };
  return client;
};

describe("'push' shows the payload as a notification", () => {
  it('title, body, the order page, the tag and the brand icon', async () => {
    const { listeners, showNotification } = fakeScope();
    await dispatch(
      listeners.push,
      pushOf({
        title: 'Tu pedido #12 está en camino',
        body: 'Salió de Palermo hacia tu dirección.',
        url: '/orders/ord-1',
        tag: 'order-ord-1',
        icon: '/api/static/brands/marca-andina/icons/192.png',
      }),
    );
    expect(showNotification).toHaveBeenCalledWith('Tu pedido #12 está en camino', {
      body: 'Salió de Palermo hacia tu dirección.',
      data: { url: `${ORIGIN}/orders/ord-1` },
      tag: 'order-ord-1',
      icon: `${ORIGIN}/api/static/brands/marca-andina/icons/192.png`,
    });
  });

  it('shows something for any push (userVisibleOnly): text as the body, nothing as the fallback title', async () => {
    const { listeners, showNotification } = fakeScope();
    await dispatch(listeners.push, {
      data: {
        json: () => {
          throw new SyntaxError('not JSON');
        },
        text: () => 'Hola',
      },
    });
    await dispatch(listeners.push, { data: null });
    expect(showNotification).toHaveBeenNthCalledWith(1, FALLBACK_TITLE, {
      body: 'Hola',
      data: { url: `${ORIGIN}/` },
    });
    expect(showNotification).toHaveBeenNthCalledWith(2, FALLBACK_TITLE, {
      body: '',
      data: { url: `${ORIGIN}/` },
    });
  });

  it("never links or loads from another site: another origin's url is the home page, its icon is left out", async () => {
    const { listeners, showNotification } = fakeScope();
    await dispatch(
      listeners.push,
      pushOf({ title: 'x', url: 'https://evil.example/phish', icon: 'https://evil.example/i.png' }),
    );
    expect(showNotification).toHaveBeenCalledWith('x', { body: '', data: { url: `${ORIGIN}/` } });
  });
});

describe("'notificationclick' opens the payload's page", () => {
  const clickOn = (url: string) => {
    const close = jest.fn();
    return { event: { notification: { data: { url }, close } }, close };
  };

  it('focuses a window already on that page', async () => {
    const onPage = windowAt(`${ORIGIN}/orders/ord-1`);
    const { listeners, openWindow } = fakeScope([windowAt(`${ORIGIN}/menu`), onPage]);
    const { event, close } = clickOn(`${ORIGIN}/orders/ord-1`);
    await dispatch(listeners.notificationclick, event);
    expect(close).toHaveBeenCalled();
    expect(onPage.focus).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it("focuses the app's open window and takes it to the page", async () => {
    const app = windowAt(`${ORIGIN}/menu`);
    const { listeners, openWindow } = fakeScope([app]);
    await dispatch(listeners.notificationclick, clickOn(`${ORIGIN}/orders/ord-1`).event);
    expect(app.focus).toHaveBeenCalled();
    expect(app.navigate).toHaveBeenCalledWith(`${ORIGIN}/orders/ord-1`);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when none is open, or the open one cannot be navigated', async () => {
    const empty = fakeScope([]);
    await dispatch(empty.listeners.notificationclick, clickOn(`${ORIGIN}/orders/ord-1`).event);
    expect(empty.openWindow).toHaveBeenCalledWith(`${ORIGIN}/orders/ord-1`);
    const uncontrolled = windowAt(`${ORIGIN}/menu`);
    uncontrolled.navigate.mockRejectedValue(new TypeError('not controlled'));
    const other = fakeScope([uncontrolled]);
    await dispatch(other.listeners.notificationclick, clickOn(`${ORIGIN}/orders/ord-2`).event);
    expect(other.openWindow).toHaveBeenCalledWith(`${ORIGIN}/orders/ord-2`);
  });
});
