import mitt from 'mitt';
import type { AppEvents } from 'shared-contracts/events';
import { testBrand } from 'shared-ui/testing/fixtures';
import { server } from 'shared-ui/testing/network';
import { http, HttpResponse } from 'msw';
import { applyBrandLook, createBrandStore, loadBrand, PRELOADED_BRANDING_KEY } from '../brand-store';
import { ANDINA, asBrandColors } from './demo-palettes';

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

describe("the brand's look (issue 11, items 7 and 8)", () => {
  const andina = testBrand({ appName: 'Andina Mayorista', colors: asBrandColors(ANDINA) });

  afterEach(() => document.head.querySelector('meta[name="theme-color"]')?.remove());

  it("the browser's theme-color follows the brand's primary, not the page's default red", () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="theme-color" content="#b3261e" />');
    applyBrandLook(andina);
    expect(document.head.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', '#1F4E79');
  });

  it('sets the readable text colours next to the brand colours: white on the Andina secondary, not its text colour', () => {
    applyBrandLook(andina);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-secondary')).toBe('#1B6E8F');
    expect(style.getPropertyValue('--color-on-secondary')).toBe('#ffffff');
    expect(style.getPropertyValue('--color-on-primary')).toBe('#ffffff');
    expect(style.getPropertyValue('--color-text')).toBe('#102A43');
    expect(style.getPropertyValue('--color-primary-text')).toBe('#1F4E79');
  });
});
