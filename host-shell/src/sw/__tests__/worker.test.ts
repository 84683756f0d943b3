import { cacheNames } from '../cache-names';
import { WORKER_MESSAGES } from '../messages';
import { startServiceWorker } from '../worker';
import type { WorkerScope } from '../worker-types';
import { FakeCacheStorage, fakeNetwork, TEST_ORIGIN } from '../../testing/fake-cache-storage';

// Issue 15 item 7 (ADR 023): the worker's life (install, activate) and its answers, in a fake scope.
function startWorker(build = 'b2') {
  const listeners = new Map<string, (event: never) => void>();
  const scope = {
    location: { origin: TEST_ORIGIN },
    addEventListener: (type: string, listener: (event: never) => void) => listeners.set(type, listener),
    skipWaiting: jest.fn(async () => {}),
    clients: { claim: jest.fn(async () => {}) },
  };
  const caches = new FakeCacheStorage();
  const network = fakeNetwork();
  startServiceWorker(scope as unknown as WorkerScope, {
    build,
    shellFiles: ['/assets/main.1.js'],
    caches: caches.asCacheStorage(),
    fetch: network.fetch,
  });
  /** Dispatches an event; answers its response (if it got one) once everything it waits for is done. */
  const dispatch = async (type: string, fields: object = {}) => {
    const waits: Promise<unknown>[] = [];
    let response: Promise<Response> | undefined;
    const event = {
      ...fields,
      waitUntil: (promise: Promise<unknown>) => void waits.push(promise),
      respondWith: (answer: Promise<Response>) => {
        response = answer;
      },
    };
    listeners.get(type)?.(event as never);
    const answered = response ? await response : undefined;
    while (waits.length) await Promise.all(waits.splice(0));
    return answered;
  };
  return { scope, caches, network, dispatch, names: cacheNames(build) };
}

/** What a page of the worker's origin posts (a window client's message). */
const fromPage = (data: unknown) => ({ data, origin: TEST_ORIGIN, source: { type: 'window' } });

/** A navigation request (Node's Request cannot be built with mode 'navigate'). */
const navigationTo = (path: string) => {
  const request = new Request(`${TEST_ORIGIN}${path}`);
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  return request;
};

describe('the service worker', () => {
  it("install stores the shell's page and files, then takes over at once", async () => {
    const w = startWorker();
    w.network.answer('/index.html', '<shell>');
    w.network.answer('/assets/main.1.js', 'main');
    await w.dispatch('install');
    expect((await w.caches.open(w.names.shell)).urls()).toEqual(['/assets/main.1.js', '/index.html']);
    expect(w.scope.skipWaiting).toHaveBeenCalled();
  });

  it('activation deletes the caches of an earlier build or version, keeps the current ones, and claims the pages', async () => {
    const w = startWorker('b2');
    for (const name of [
      'multimarca-shell-v1-b1',
      'multimarca-api-v0',
      w.names.shell,
      w.names.releases,
      'other',
    ])
      await w.caches.open(name);
    await w.dispatch('activate');
    expect((await w.caches.keys()).sort()).toEqual([
      'multimarca-releases-v1',
      'multimarca-shell-v1-b2',
      'other',
    ]);
    expect(w.scope.clients.claim).toHaveBeenCalled();
  });

  it('offline, a reload gets the stored page, files, registry and menu; sending an order is left to the browser', async () => {
    const w = startWorker();
    w.network.answer('/index.html', '<shell>');
    w.network.answer('/assets/main.1.js', 'main');
    w.network.answer('/remotes.json', '{"remotes":{}}');
    w.network.answer('/api/menu/marca-sabores/store-palermo/guest-1', '{"data":{}}');
    await w.dispatch('install');
    await w.dispatch('fetch', { request: new Request(`${TEST_ORIGIN}/remotes.json`) });
    await w.dispatch('fetch', {
      request: new Request(`${TEST_ORIGIN}/api/menu/marca-sabores/store-palermo/guest-1`),
    });
    w.network.setOffline(true);
    const page = await w.dispatch('fetch', { request: navigationTo('/menu/suc-palermo/store-palermo') });
    expect(await page?.text()).toBe('<shell>');
    expect(
      await (await w.dispatch('fetch', { request: new Request(`${TEST_ORIGIN}/assets/main.1.js`) }))?.text(),
    ).toBe('main');
    expect(
      await (await w.dispatch('fetch', { request: new Request(`${TEST_ORIGIN}/remotes.json`) }))?.text(),
    ).toBe('{"remotes":{}}');
    const menu = await w.dispatch('fetch', {
      request: new Request(`${TEST_ORIGIN}/api/menu/marca-sabores/store-palermo/guest-1`),
    });
    expect(await menu?.text()).toBe('{"data":{}}');
    const send = await w.dispatch('fetch', {
      request: new Request(`${TEST_ORIGIN}/api/pedido/sendorder`, { method: 'POST', body: '{}' }),
    });
    expect(send).toBeUndefined();
  });

  it('a session that ends drops the stored API answers; warm-up stores the live releases', async () => {
    const w = startWorker();
    await (await w.caches.open(w.names.api)).put('/api/menu/a/b/user-1', new Response('personal'));
    await w.dispatch('message', fromPage({ type: WORKER_MESSAGES.dropApiCache }));
    expect(await w.caches.has(w.names.api)).toBe(false);
    await (
      await w.caches.open(w.names.registry)
    ).put(
      `${TEST_ORIGIN}/remotes.json`,
      new Response('{"remotes":{"ordering":{"entry":"/releases/ordering/o1/remoteEntry.js"}}}'),
    );
    w.network.answer('/releases/ordering/o1/files.json', '{"files":["remoteEntry.js"]}');
    w.network.answer('/releases/ordering/o1/remoteEntry.js', 'entry');
    await w.dispatch('message', fromPage({ type: WORKER_MESSAGES.warmUp }));
    expect((await w.caches.open(w.names.releases)).urls()).toEqual([
      '/releases/ordering/o1/files.json',
      '/releases/ordering/o1/remoteEntry.js',
    ]);
    // another page's messages are not ours
    await w.dispatch('message', fromPage({ type: 'something-else' }));
    await w.dispatch('message', fromPage(null));
  });

  it("obeys only this origin's pages: another origin, or a sender that is not a page, is ignored", async () => {
    const w = startWorker();
    await (await w.caches.open(w.names.api)).put('/api/menu/a/b/user-1', new Response('personal'));
    const drop = { type: WORKER_MESSAGES.dropApiCache };
    await w.dispatch('message', { data: drop, origin: 'https://evil.example', source: { type: 'window' } });
    await w.dispatch('message', { data: drop, origin: TEST_ORIGIN, source: { type: 'worker' } });
    await w.dispatch('message', { data: drop, origin: TEST_ORIGIN, source: null });
    await w.dispatch('message', { data: drop });
    expect(await w.caches.has(w.names.api)).toBe(true);
    await w.dispatch('message', fromPage(drop));
    expect(await w.caches.has(w.names.api)).toBe(false);
  });
});
