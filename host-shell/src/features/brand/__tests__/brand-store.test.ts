import mitt from 'mitt';
import type { AppEvents } from 'shared-contracts/events';
import { testBrand } from 'shared-ui/testing/fixtures';
import { server } from 'shared-ui/testing/network';
import { http, HttpResponse } from 'msw';
import { createBrandStore, loadBrand, PRELOADED_BRANDING_KEY } from '../brand-store';

const brand = testBrand({ colors: [{ name: 'primary', value: '#123456' }] });
const win = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete win[PRELOADED_BRANDING_KEY];
  document.documentElement.removeAttribute('style');
});

/** The brand API answers every domain with `status` and `body`; the paths asked are returned. */
function answer(status: number, body: unknown) {
  const asked: string[] = [];
  server.use(
    http.get('/api/marca/:domain', ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return new HttpResponse(JSON.stringify(body), { status });
    }),
  );
  return asked;
}

describe('branding from the host (spec 001 section 7, Branding)', () => {
  it('loads the brand of the host domain: colours become CSS custom properties, the title is the app name', async () => {
    const asked = answer(200, { data: brand });
    const store = createBrandStore('www.saboresdelsur.com.ar');
    const bus = mitt<AppEvents>();
    const loaded = jest.fn();
    bus.on('brand:loaded', loaded);
    await loadBrand(store, bus, '/api');
    expect(asked).toEqual(['/api/marca/saboresdelsur.com.ar']);
    expect(store.getState()).toMatchObject({ status: 'ready', brand: { appName: 'Sabores del Sur' } });
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#123456');
    expect(document.title).toBe('Sabores del Sur');
    expect(loaded).toHaveBeenCalledWith({ brand });
  });

  it('uses a preloaded branding object first when its domain matches, without calling the API', async () => {
    win[PRELOADED_BRANDING_KEY] = brand;
    const asked = answer(500, {});
    const store = createBrandStore('localhost');
    await loadBrand(store, mitt<AppEvents>(), '/api');
    expect(asked).toEqual([]);
    expect(store.getState().status).toBe('ready');
  });

  it('ignores a preloaded branding object of another domain', async () => {
    win[PRELOADED_BRANDING_KEY] = testBrand({ domain: 'otra.com.ar' });
    const asked = answer(200, { data: brand });
    await loadBrand(createBrandStore('localhost'), mitt<AppEvents>(), '/api');
    expect(asked).toHaveLength(1);
  });

  it('marks the brand as failed when the call fails', async () => {
    answer(404, { message: 'Marca no encontrada' });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = createBrandStore('desconocida.com');
    await loadBrand(store, mitt<AppEvents>(), '/api');
    expect(store.getState().status).toBe('error');
  });
});
