import mitt from 'mitt';
import type { AppEvents } from 'shared-contracts/events';
import { testBrand } from 'shared-ui/testing/fixtures';
import { server } from 'shared-ui/testing/network';
import { http, HttpResponse } from 'msw';
import { PAGE_BRAND_ID } from '../../../early-requests';
import { applyBrandLook, createBrandStore, loadBrand } from '../brand-store';
import { ANDINA, asBrandColors } from './demo-palettes';

const brand = testBrand({ colors: [{ name: 'primary', value: '#123456' }] });
/** The data block the edge writes after the root (scripts/edge/page.mjs), with `text` in it. */
function writeIntoPage(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_BRAND_ID;
  block.textContent = text;
  document.body.append(block);
}

afterEach(() => {
  document.getElementById(PAGE_BRAND_ID)?.remove();
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

  it("takes the brand the edge wrote into the page when it is the domain's, without calling the API", async () => {
    writeIntoPage(JSON.stringify(brand));
    const asked = answer(500, {});
    const store = createBrandStore('localhost');
    const loaded = jest.fn();
    const bus = mitt<AppEvents>();
    bus.on('brand:loaded', loaded);
    await loadBrand(store, bus, '/api');
    expect(asked).toEqual([]);
    expect(store.getState()).toMatchObject({ status: 'ready', brand: { appName: 'Sabores del Sur' } });
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#123456');
    expect(loaded).toHaveBeenCalledWith({ brand });
  });

  it("asks the API when the page's brand is another domain's, not a brand, or not JSON", async () => {
    for (const written of [
      JSON.stringify(testBrand({ domain: 'otra.com.ar' })),
      JSON.stringify({ appName: 42 }),
      '{"appName": "Sabores',
    ]) {
      writeIntoPage(written);
      const asked = answer(200, { data: brand });
      const store = createBrandStore('localhost');
      await loadBrand(store, mitt<AppEvents>(), '/api');
      expect({ written, asked }).toEqual({ written, asked: ['/api/marca/saboresdelsur.com.ar'] });
      expect(store.getState().status).toBe('ready');
      document.getElementById(PAGE_BRAND_ID)?.remove();
    }
  });

  it("reads no global: window.__BRANDING__ is nobody's contract (ADR 038)", async () => {
    (window as unknown as Record<string, unknown>).__BRANDING__ = testBrand({ appName: 'Global' });
    const asked = answer(200, { data: brand });
    const store = createBrandStore('localhost');
    await loadBrand(store, mitt<AppEvents>(), '/api');
    expect(asked).toHaveLength(1);
    expect(store.getState()).toMatchObject({ brand: { appName: 'Sabores del Sur' } });
    delete (window as unknown as Record<string, unknown>).__BRANDING__;
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
