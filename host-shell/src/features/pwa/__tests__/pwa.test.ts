import mitt from 'mitt';
import type { AppEvents } from 'shared-contracts/events';
import { testSession } from 'shared-ui/testing/fixtures';
import { WORKER_MESSAGES } from '../../../sw/messages';
import { createSessionStore } from '../../session/session-store';
import { afterPageLoad, IDLE_TIMEOUT_MS } from '../after-page-load';
import { canUseServiceWorker, SERVICE_WORKER_URL, startPwa } from '../start-pwa';

// Issue 15 item 7 (ADR 023): the page registers the worker after its load and keeps it told.
function fakeContainer({ refuse = false } = {}) {
  const worker = { postMessage: jest.fn() };
  const registration = { active: worker } as unknown as ServiceWorkerRegistration;
  const container = {
    controller: null as null | typeof worker,
    register: jest.fn(async () => {
      if (refuse) throw new DOMException('refused', 'SecurityError');
      return registration;
    }),
    ready: Promise.resolve(registration),
  };
  return { container, worker, asContainer: () => container as unknown as ServiceWorkerContainer };
}

const messages = (worker: { postMessage: jest.Mock }) =>
  worker.postMessage.mock.calls.map(([message]) => (message as { type: string }).type);

beforeEach(() => localStorage.clear());

describe('registering the service worker', () => {
  it('registers /sw.js for the whole site, then asks the active worker to store the releases', async () => {
    const fake = fakeContainer();
    const store = createSessionStore(mitt<AppEvents>());
    store.getState().setSession(testSession('guest'));
    await startPwa({ session: store, container: fake.asContainer() });
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
    expect(fake.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(messages(fake.worker)).toEqual([WORKER_MESSAGES.warmUp]);
  });

  it('every session that ends (sign-out, session end, replaced by another) drops the stored API answers', async () => {
    const fake = fakeContainer();
    const store = createSessionStore(mitt<AppEvents>());
    store.getState().setSession(testSession('guest'));
    await startPwa({ session: store, container: fake.asContainer() });
    fake.worker.postMessage.mockClear();
    // the same session refreshed: nothing to drop
    store.getState().setSession({ ...testSession('guest') });
    expect(messages(fake.worker)).toEqual([]);
    const registered = testSession();
    store
      .getState()
      .setSession({ ...registered, credentials: { ...registered.credentials, authToken: 'other' } });
    store.getState().clearSession();
    expect(messages(fake.worker)).toEqual([WORKER_MESSAGES.dropApiCache, WORKER_MESSAGES.dropApiCache]);
  });

  it('a page without a session at start drops what an earlier session left', async () => {
    const fake = fakeContainer();
    await startPwa({ session: createSessionStore(mitt<AppEvents>()), container: fake.asContainer() });
    expect(messages(fake.worker)).toEqual([WORKER_MESSAGES.dropApiCache, WORKER_MESSAGES.warmUp]);
  });

  it('a refused registration is only logged: the site works without a worker', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = fakeContainer({ refuse: true });
    await startPwa({ session: createSessionStore(mitt<AppEvents>()), container: fake.asContainer() });
    expect(warn).toHaveBeenCalledWith(
      '[shell] the service worker could not be registered',
      expect.any(DOMException),
    );
    expect(fake.worker.postMessage).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('only in secure contexts with service workers', () => {
    const navigatorWith = { serviceWorker: {} } as unknown as Navigator;
    expect(canUseServiceWorker({ isSecureContext: true, navigator: navigatorWith })).toBe(true);
    expect(canUseServiceWorker({ isSecureContext: false, navigator: navigatorWith })).toBe(false);
    expect(canUseServiceWorker({ isSecureContext: true, navigator: {} as Navigator })).toBe(false);
  });
});

describe('after the page has loaded', () => {
  afterEach(() => jest.useRealTimers());

  function fakePage(readyState: DocumentReadyState) {
    const target = new EventTarget();
    return Object.assign(target, {
      document: { readyState },
      requestIdleCallback: jest.fn((callback: () => void, options: { timeout: number }) =>
        setTimeout(callback, options.timeout),
      ),
      setTimeout,
    }) as unknown as Window & { requestIdleCallback: jest.Mock };
  }

  it(`not before the load event; then when idle, at most ${IDLE_TIMEOUT_MS} ms after it`, () => {
    jest.useFakeTimers();
    const page = fakePage('interactive');
    const task = jest.fn();
    afterPageLoad(task, page);
    jest.advanceTimersByTime(60_000);
    expect(task).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('load'));
    expect(page.requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 3000 });
    jest.advanceTimersByTime(2999);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a page already loaded waits only for idle time', () => {
    jest.useFakeTimers();
    const page = fakePage('complete');
    const task = jest.fn();
    afterPageLoad(task, page);
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
