import mitt from 'mitt';
import { http, HttpResponse } from 'msw';
import type { AppEvents } from 'shared-contracts/events';
import { testBrand } from 'shared-ui/testing/fixtures';
import { server } from 'shared-ui/testing/network';
import { PAGE_BRAND_ID, startEarlyRequests, takeEarlyResponse } from '../early-requests';
import { createBrandStore, loadBrand } from '../features/brand/brand-store';
import { fetchRegistry, getRegistry } from '../features/remotes/registry-client';
import { REGISTRY_URL } from '../features/remotes/registry-location';

const registry = { schemaVersion: 1, allowedOrigins: ['self'], remotes: {} };

/** Counts the requests the API and the registry receive. */
function countRequests() {
  const asked: string[] = [];
  server.use(
    http.get('/api/marca/:domain', ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json({ data: testBrand() });
    }),
    http.get(REGISTRY_URL, ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json(registry);
    }),
  );
  return asked;
}

const start = () =>
  startEarlyRequests({
    apiBaseUrl: '/api',
    hostname: 'localhost',
    registryUrl: REGISTRY_URL,
    registryTimeoutMs: 6000,
  });

describe('the request chain (issue 11): the brand and the registry are asked for by the first script', () => {
  it("starts both at once, for the host's brand domain, and the shell's first reads take them: no second request", async () => {
    const asked = countRequests();
    start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([...asked].sort()).toEqual(['/api/marca/saboresdelsur.com.ar', '/remotes.json']);
    const store = createBrandStore('localhost');
    await loadBrand(store, mitt<AppEvents>(), '/api');
    expect(store.getState().status).toBe('ready');
    await expect(getRegistry()).resolves.toMatchObject({ remotes: {} });
    expect(asked).toHaveLength(2);
  });

  it('a page that carries the brand (the edge wrote it) asks only for the registry, and the shell takes the brand from the page', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_BRAND_ID;
    block.textContent = JSON.stringify(testBrand({ appName: 'Escrita por el borde' }));
    document.body.append(block);
    try {
      const asked = countRequests();
      start();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(asked).toEqual(['/remotes.json']);
      expect(takeEarlyResponse('/api/marca/saboresdelsur.com.ar')).toBeNull();
      const store = createBrandStore('localhost');
      await loadBrand(store, mitt<AppEvents>(), '/api');
      expect(store.getState()).toMatchObject({ status: 'ready', brand: { appName: 'Escrita por el borde' } });
      expect(asked).toEqual(['/remotes.json']);
    } finally {
      block.remove();
      takeEarlyResponse(REGISTRY_URL);
    }
  });

  it('an early answer is taken once: a later read, and a fresh registry read, ask again', async () => {
    const asked = countRequests();
    start();
    expect(takeEarlyResponse('/api/marca/saboresdelsur.com.ar')).not.toBeNull();
    expect(takeEarlyResponse('/api/marca/saboresdelsur.com.ar')).toBeNull();
    await fetchRegistry(REGISTRY_URL, true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The early brand and registry requests, then the fresh registry read.
    expect(asked.filter((path) => path === '/remotes.json')).toHaveLength(2);
    expect(takeEarlyResponse(REGISTRY_URL)).not.toBeNull();
  });

  it('a registry that does not answer in time fails as a timeout, as a registry read of the shell does', async () => {
    server.use(http.get(REGISTRY_URL, () => new Promise<Response>(() => undefined)));
    server.use(http.get('/api/marca/:domain', () => HttpResponse.json({ data: testBrand() })));
    startEarlyRequests({
      apiBaseUrl: '/api',
      hostname: 'localhost',
      registryUrl: REGISTRY_URL,
      registryTimeoutMs: 30,
    });
    await expect(fetchRegistry()).rejects.toMatchObject({ kind: 'timeout' });
    takeEarlyResponse('/api/marca/saboresdelsur.com.ar');
  });
});
