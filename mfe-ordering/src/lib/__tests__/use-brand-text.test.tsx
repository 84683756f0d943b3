import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetModalsForTests } from 'shared-ui/modal-store';
import { renderRemote, type ApiHandler } from 'shared-ui/testing';
import { testBrand } from 'shared-ui/testing/fixtures';
import { App, preloadScreens } from '../../app/app';
import { categorySchema } from 'shared-contracts/entities';
import { hamburguesa, menuCategories } from '../../testing/menu-fixtures';
import { orderingApi } from '../../testing/ordering-api';
import { brandTextsOfMenu } from '../use-brand-text';

beforeAll(preloadScreens);
beforeEach(() => {
  resetModalsForTests();
  localStorage.clear();
});

const MENU = '/menu/suc-palermo/store-palermo';

/** What the translation sandbox answers in German for the fixtures' brand texts. */
const GERMAN: Record<string, string> = {
  Milanesas: 'Milanesas (panierte Schnitzel)',
  Hamburguesas: 'Burger',
  'Milanesa de carne con papas fritas': 'Rindfleisch-Milanesa mit Pommes frites',
  'Hamburguesa clásica': 'Klassischer Burger',
  'Punto de la carne': 'Garstufe',
  Jugoso: 'Blutig',
  'A punto': 'Medium',
  'Bien cocido': 'Durchgebraten',
};

function translationSandbox() {
  const batches: string[][] = [];
  const handler: ApiHandler = ({ url, body }) => {
    expect(url.searchParams.get('key')).toBe('sandbox-key');
    const { q, target } = body as { q: string[]; target: string };
    expect(target).toBe('de');
    batches.push(q);
    return { body: { data: { translations: q.map((text) => ({ translatedText: GERMAN[text] ?? text })) } } };
  };
  return { batches, handler };
}

function setup(path: string, language?: 'de') {
  const sandbox = translationSandbox();
  const { handlers } = orderingApi({
    'POST /api/translate/language/translate/v2': sandbox.handler,
    'GET /api/menu/product/SAB-040': () => ({ body: { data: hamburguesa } }),
    'POST /api/menu/complementaryprod': () => ({ body: { data: [] } }),
  });
  const view = renderRemote(<App />, {
    remote: 'ordering',
    path,
    brand: testBrand(),
    api: handlers,
    ...(language ? { language } : {}),
  });
  return { view, batches: sandbox.batches };
}

describe('brand texts through the translation service (spec 001 section 4; issue 11, item 9)', () => {
  it('in Spanish nothing is asked: the texts show as the brand wrote them', async () => {
    const { view, batches } = setup(MENU);
    expect(await screen.findByText('Milanesa de carne con papas fritas')).toBeInTheDocument();
    // the menu's other sections render meanwhile (after its first ones)
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(batches).toEqual([]);
    expect(view.requests.filter((r) => r.includes('/translate/'))).toEqual([]);
  });

  it('in German the menu shows its categories and products in German, and the whole menu is preloaded in batches of at most 20', async () => {
    const { batches } = setup(MENU, 'de');
    expect(
      await screen.findByRole('heading', { name: 'Milanesas (panierte Schnitzel)' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Rindfleisch-Milanesa mit Pommes frites').length).toBeGreaterThan(0);
    expect(screen.queryByText('Milanesa de carne con papas fritas')).not.toBeInTheDocument();
    // the screen's batch, then the preload of what it did not show yet (the option names among them)
    await waitFor(() => expect(batches.flat()).toContain('Bien cocido'), { timeout: 3000 });
    const all = batches.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(batches.slice(1).every((batch) => batch.length <= 20)).toBe(true);
  });

  it("in German the option group and its options are German, and the cart keeps the brand's own names", async () => {
    const { view } = setup(`${MENU}/product/SAB-040`, 'de');
    const dialog = await screen.findByRole('dialog', { name: 'Klassischer Burger' }, { timeout: 3000 });
    expect(within(dialog).getByRole('button', { name: /Garstufe/ })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Durchgebraten' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zur Bestellung hinzufügen' }));
    const [line] = view.stores.cart.getState().cart.products;
    expect(line?.name).toBe('Hamburguesa clásica');
    expect(line?.customization.ingredients['OPT-COCIDO-g-punto']?.name).toBe('Bien cocido');
    expect(dialog).not.toHaveTextContent('Punto de la carne');
  });
});

describe('brandTextsOfMenu', () => {
  it('lists every category, subcategory, product, option and group text once', () => {
    const texts = brandTextsOfMenu(menuCategories.map((c) => categorySchema.parse(c)));
    expect(texts).toEqual(expect.arrayContaining(['Milanesas', 'Combos', 'Elegí los gustos de a pares']));
    expect(texts).toEqual(
      expect.arrayContaining(['Hamburguesa clásica', 'Punto de la carne', 'Bien cocido']),
    );
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts).not.toContain('');
  });
});
