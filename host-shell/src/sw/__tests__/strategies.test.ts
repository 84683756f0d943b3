import {
  API_FRESH_MS,
  cacheFirst,
  navigation,
  NETWORK_TIMEOUT_MS,
  networkFirst,
  precacheShell,
  staleWhileRevalidate,
  STORED_AT_HEADER,
  type StrategyContext,
} from '../strategies';
import { FakeCacheStorage, fakeNetwork, TEST_ORIGIN } from '../../testing/fake-cache-storage';

// Issue 15 item 7 (ADR 023): how the worker answers, with a scripted network and clock.
function setUp() {
  const caches = new FakeCacheStorage();
  const network = fakeNetwork();
  const pending: Promise<unknown>[] = [];
  let generation = 0;
  const ctx: StrategyContext = {
    caches: caches.asCacheStorage(),
    fetch: network.fetch,
    now: () => Date.now(),
    waitUntil: (promise) => void pending.push(promise),
    apiGeneration: () => generation,
  };
  return {
    caches,
    network,
    ctx,
    /** what the worker does after answering (storing, revalidating), and what that starts */
    settle: async () => {
      while (pending.length) await Promise.all(pending.splice(0));
    },
    dropApiCache: () => (generation += 1),
  };
}

const request = (path: string) => new Request(`${TEST_ORIGIN}${path}`);
const textOf = (response: Response) => response.text();

afterEach(() => jest.useRealTimers());

describe('cache first: the shell’s files and the release folders', () => {
  it('a stored file is answered without the network; a new one is fetched and stored; an error is not', async () => {
    const { caches, network, ctx, settle } = setUp();
    network.answer('/assets/main.1.js', 'main');
    expect(await textOf(await cacheFirst(request('/assets/main.1.js'), 'shell', ctx))).toBe('main');
    await settle();
    network.setOffline(true);
    expect(await textOf(await cacheFirst(request('/assets/main.1.js'), 'shell', ctx))).toBe('main');
    expect(network.requests).toEqual(['/assets/main.1.js']);
    network.setOffline(false);
    expect((await cacheFirst(request('/assets/gone.js'), 'shell', ctx)).status).toBe(404);
    await settle();
    expect((await caches.open('shell')).urls()).toEqual(['/assets/main.1.js']);
  });
});

describe('network first: the registry', () => {
  it('online, the network’s answer wins over the stored one and replaces it: a rollback takes effect on the next load', async () => {
    const { caches, network, ctx, settle } = setUp();
    network.answer('/remotes.json', '{"release":"vip"}');
    await networkFirst(request('/remotes.json'), 'registry', ctx);
    await settle();
    network.answer('/remotes.json', '{"release":"rolled-back"}');
    expect(await textOf(await networkFirst(request('/remotes.json'), 'registry', ctx))).toBe(
      '{"release":"rolled-back"}',
    );
    await settle();
    expect(await textOf((await (await caches.open('registry')).match('/remotes.json'))!)).toBe(
      '{"release":"rolled-back"}',
    );
  });

  it('offline, or a server error: the last registry stored; nothing stored: the failure itself', async () => {
    const { network, ctx, settle } = setUp();
    network.setOffline(true);
    await expect(networkFirst(request('/remotes.json'), 'registry', ctx)).rejects.toThrow('Failed to fetch');
    network.setOffline(false);
    network.answer('/remotes.json', 'last');
    await networkFirst(request('/remotes.json'), 'registry', ctx);
    await settle();
    network.setOffline(true);
    expect(await textOf(await networkFirst(request('/remotes.json'), 'registry', ctx))).toBe('last');
    network.setOffline(false);
    network.answer('/remotes.json', 'down', { status: 502 });
    expect(await textOf(await networkFirst(request('/remotes.json'), 'registry', ctx))).toBe('last');
  });

  it(`a network that hangs: the stored registry after ${NETWORK_TIMEOUT_MS} ms (before the shell's 6000 ms), the late answer stored`, async () => {
    jest.useFakeTimers();
    const { caches, network, ctx, settle } = setUp();
    await (await caches.open('registry')).put(`${TEST_ORIGIN}/remotes.json`, new Response('stored'));
    const release = network.hang('/remotes.json', 'late');
    let answered: string | null = null;
    void networkFirst(request('/remotes.json'), 'registry', ctx).then(
      async (r) => (answered = await r.text()),
    );
    await jest.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS - 1);
    expect(answered).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(answered).toBe('stored');
    release();
    await settle();
    expect(await textOf((await (await caches.open('registry')).match('/remotes.json'))!)).toBe('late');
  });
});

describe('navigation: the app’s pages', () => {
  it('online: the network’s page; offline: the shell’s stored page, for any route', async () => {
    const { caches, network, ctx } = setUp();
    await (await caches.open('shell-build')).put('/index.html', new Response('<stored shell>'));
    network.answer('/menu/suc-palermo/store-palermo', '<live shell>');
    expect(
      await textOf(await navigation(request('/menu/suc-palermo/store-palermo'), 'shell-build', ctx)),
    ).toBe('<live shell>');
    network.setOffline(true);
    expect(await textOf(await navigation(request('/checkout'), 'shell-build', ctx))).toBe('<stored shell>');
  });
});

describe('stale while revalidate: the brand, branch and menu answers', () => {
  it(`an answer stored at most ${API_FRESH_MS / 1000} s ago comes at once and is refreshed behind`, async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    const { caches, network, ctx, settle } = setUp();
    network.answer('/api/local/suc-palermo', 'v1');
    expect(await textOf(await staleWhileRevalidate(request('/api/local/suc-palermo'), 'api', ctx))).toBe(
      'v1',
    );
    await settle();
    const stored = await (await caches.open('api')).match('/api/local/suc-palermo');
    expect(stored?.headers.get(STORED_AT_HEADER)).toBe(String(Date.now()));
    network.answer('/api/local/suc-palermo', 'v2');
    jest.setSystemTime(Date.now() + API_FRESH_MS);
    expect(await textOf(await staleWhileRevalidate(request('/api/local/suc-palermo'), 'api', ctx))).toBe(
      'v1',
    );
    await settle();
    expect(await textOf((await (await caches.open('api')).match('/api/local/suc-palermo'))!)).toBe('v2');
  });

  it(`older than ${API_FRESH_MS / 1000} s: online, the network's answer; offline, the stored one`, async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    const { network, ctx, settle } = setUp();
    const menu = '/api/menu/marca-sabores/store-palermo/guest-1';
    network.answer(menu, 'yesterday');
    await staleWhileRevalidate(request(menu), 'api', ctx);
    await settle();
    jest.setSystemTime(Date.now() + API_FRESH_MS + 1);
    network.answer(menu, 'today');
    expect(await textOf(await staleWhileRevalidate(request(menu), 'api', ctx))).toBe('today');
    await settle();
    jest.setSystemTime(Date.now() + 24 * 60 * 60_000);
    network.setOffline(true);
    expect(await textOf(await staleWhileRevalidate(request(menu), 'api', ctx))).toBe('today');
  });

  it('a session that ends while an answer is on its way: the answer is not stored (the menu is personal)', async () => {
    const { caches, network, ctx, settle, dropApiCache } = setUp();
    const release = network.hang('/api/menu/marca-sabores/store-palermo/user-1', 'personal');
    const answer = staleWhileRevalidate(request('/api/menu/marca-sabores/store-palermo/user-1'), 'api', ctx);
    dropApiCache();
    release();
    expect(await textOf(await answer)).toBe('personal');
    await settle();
    expect((await caches.open('api')).urls()).toEqual([]);
  });

  it('an error answer is passed on and never stored (a 401 still ends the session)', async () => {
    const { caches, network, ctx, settle } = setUp();
    network.answer('/api/marca/localhost', '{"message":"x"}', { status: 401 });
    expect((await staleWhileRevalidate(request('/api/marca/localhost'), 'api', ctx)).status).toBe(401);
    await settle();
    expect((await caches.open('api')).urls()).toEqual([]);
  });
});

describe('precaching the shell at install', () => {
  it('stores the shell’s page and every file; one that fails fails the install', async () => {
    const { caches, network, ctx } = setUp();
    network.answer('/index.html', '<shell>');
    network.answer('/assets/main.1.js', 'main');
    await precacheShell('shell-build', ['/assets/main.1.js'], ctx);
    expect((await caches.open('shell-build')).urls()).toEqual(['/assets/main.1.js', '/index.html']);
    await expect(precacheShell('shell-other', ['/assets/missing.js'], ctx)).rejects.toThrow(
      '/assets/missing.js answered 404',
    );
  });
});
