import { chooseStrategy } from '../routing';

// Issue 15 item 7 (ADR 023): which way the service worker answers each request.
const ORIGIN = 'https://saboresdelsur.com.ar';
const get = (path: string, mode = 'cors') =>
  chooseStrategy({ url: `${ORIGIN}${path}`, method: 'GET', mode }, ORIGIN);

describe('the service worker chooses a way per request', () => {
  it("the shell's files and the release folders: cache first (content-hashed, immutable)", () => {
    expect(get('/assets/main.3b7fe022.js', 'no-cors')).toEqual({ kind: 'cache-first', cache: 'shell' });
    expect(get('/assets/bootstrap.6cf1be67.css', 'no-cors')).toEqual({ kind: 'cache-first', cache: 'shell' });
    expect(get('/releases/ordering/0.1.0-1fef47492f/remoteEntry.js', 'no-cors')).toEqual({
      kind: 'cache-first',
      cache: 'releases',
    });
    expect(get('/releases/checkout/0.1.0-acb2bab2cf/4995.eee6ebda.js')).toEqual({
      kind: 'cache-first',
      cache: 'releases',
    });
  });

  it('the registry: network first, so a rollback takes effect on the next load when online', () => {
    expect(get('/remotes.json')).toEqual({ kind: 'network-first', cache: 'registry' });
  });

  it("pages: network first, else the shell's page (every route of the app)", () => {
    for (const path of [
      '/',
      '/menu/suc-palermo/store-palermo',
      '/checkout',
      '/home/suc-palermo/store-palermo?x=1',
    ])
      expect(get(path, 'navigate')).toEqual({ kind: 'navigation' });
  });

  it('the brand, branch, menu and branch home answers: stale while revalidate', () => {
    for (const path of [
      '/api/marca/saboresdelsur.com.ar',
      '/api/local/suc-palermo',
      '/api/local/marca-sabores/store-palermo',
      '/api/local/all?idMarca=marca-sabores',
      '/api/menu/marca-sabores/store-palermo/guest-1',
      '/api/menu/product/FLAN?idMarca=marca-sabores&storeId=store-palermo',
      '/api/marketing/banner/marca-sabores/store-palermo',
      '/api/marketing/storie/marca-sabores/store-palermo',
    ])
      expect([path, get(path)]).toEqual([path, { kind: 'stale-while-revalidate', cache: 'api' }]);
  });

  it('everything else: network only (orders, sessions, points, the manifest, images, other origins, other methods)', () => {
    for (const path of [
      '/api/pedido/active/user-1',
      '/api/pedido/usuario/user-1',
      '/api/points/user-1',
      '/api/auth/login/success',
      '/api/marca/saboresdelsur.com.ar/manifest.webmanifest',
      '/api/static/brands/marca-sabores/logo.svg',
      '/api/translate',
      '/manifest.webmanifest',
      '/sw.js',
    ])
      expect([path, get(path)]).toEqual([path, { kind: 'network-only' }]);
    expect(
      chooseStrategy({ url: `${ORIGIN}/api/pedido/sendorder`, method: 'POST', mode: 'cors' }, ORIGIN),
    ).toEqual({ kind: 'network-only' });
    expect(
      chooseStrategy({ url: `${ORIGIN}/api/menu/complementaryprod`, method: 'POST', mode: 'cors' }, ORIGIN),
    ).toEqual({ kind: 'network-only' });
    expect(
      chooseStrategy({ url: 'https://cdn.example.com/assets/x.js', method: 'GET', mode: 'no-cors' }, ORIGIN),
    ).toEqual({
      kind: 'network-only',
    });
    expect(chooseStrategy({ url: 'not a url', method: 'GET', mode: 'cors' }, ORIGIN)).toEqual({
      kind: 'network-only',
    });
  });

  it("the API's own pages and a remote's standalone page are never answered with the shell's page", () => {
    expect(get('/api/mp-sandbox/checkout?pref=1', 'navigate')).toEqual({ kind: 'network-only' });
    expect(get('/api/auth/google/sandbox', 'navigate')).toEqual({ kind: 'network-only' });
    expect(get('/releases/ordering/0.1.0-1fef47492f/index.html', 'navigate')).toEqual({
      kind: 'network-only',
    });
  });
});
