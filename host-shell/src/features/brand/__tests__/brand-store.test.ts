import mitt from 'mitt';
import type { AppEvents } from 'shared-contracts/events';
import { testBrand } from 'shared-ui/testing/fixtures';
import { createBrandStore, loadBrand, PRELOADED_BRANDING_KEY } from '../brand-store';

const brand = testBrand({ colors: [{ name: 'primary', value: '#123456' }] });
const win = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete win[PRELOADED_BRANDING_KEY];
  document.documentElement.removeAttribute('style');
});

function answer(status: number, body: unknown) {
  return jest.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe('branding from the host (spec 001 section 7, Branding)', () => {
  it('loads the brand of the host domain: colours become CSS custom properties, the title is the app name', async () => {
    const fetchMock = answer(200, { data: brand });
    globalThis.fetch = fetchMock as typeof fetch;
    const store = createBrandStore('www.saboresdelsur.com.ar');
    const bus = mitt<AppEvents>();
    const loaded = jest.fn();
    bus.on('brand:loaded', loaded);
    await loadBrand(store, bus, '/api');
    expect(fetchMock).toHaveBeenCalledWith('/api/marca/saboresdelsur.com.ar', expect.anything());
    expect(store.getState()).toMatchObject({ status: 'ready', brand: { appName: 'Sabores del Sur' } });
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#123456');
    expect(document.title).toBe('Sabores del Sur');
    expect(loaded).toHaveBeenCalledWith({ brand });
  });

  it('uses a preloaded branding object first when its domain matches, without calling the API', async () => {
    win[PRELOADED_BRANDING_KEY] = brand;
    const fetchMock = answer(500, {});
    globalThis.fetch = fetchMock as typeof fetch;
    const store = createBrandStore('localhost');
    await loadBrand(store, mitt<AppEvents>(), '/api');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().status).toBe('ready');
  });

  it('ignores a preloaded branding object of another domain', async () => {
    win[PRELOADED_BRANDING_KEY] = testBrand({ domain: 'otra.com.ar' });
    const fetchMock = answer(200, { data: brand });
    globalThis.fetch = fetchMock as typeof fetch;
    await loadBrand(createBrandStore('localhost'), mitt<AppEvents>(), '/api');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('marks the brand as failed when the call fails', async () => {
    globalThis.fetch = answer(404, { message: 'Marca no encontrada' }) as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = createBrandStore('desconocida.com');
    await loadBrand(store, mitt<AppEvents>(), '/api');
    expect(store.getState().status).toBe('error');
  });
});
