import { screen, waitFor, within } from '@testing-library/react';
import { resetModalsForTests } from 'shared-ui/modal-store';
import { renderRemote } from 'shared-ui/testing';
import { testBrand } from 'shared-ui/testing/fixtures';
import { App, preloadScreens } from '../../../../app/app';
import { menuHomeAnswer, product } from '../../../../testing/menu-fixtures';
import { orderingApi } from '../../../../testing/ordering-api';

// Issue 30 item 3 (ADR 036): the menu draws only the rows near the viewport. jsdom lays nothing out,
// so each row is given a height here (a head 40 px, a product 100 px), as a browser would measure.
beforeAll(preloadScreens);

const MENU = '/menu/suc-palermo/store-palermo';
const HEAD = 40;
const ROW = 100;
const PER_SECTION = 10;
/** a section: its head and gap (8), 9 products and their gaps (8), the last one and the section's gap (24) */
const SECTION = HEAD + 8 + (PER_SECTION - 1) * (ROW + 8) + ROW + 24;
/** the page's header (56 px in jsdom's absence of the stylesheet) and 8 px of air */
const HEADER = 64;

const pad = (n: number) => String(n).padStart(2, '0');
const longMenu = Array.from({ length: 20 }, (_, s) => ({
  id: `long-${pad(s + 1)}`,
  name: `Categoría ${pad(s + 1)}`,
  type: 'category',
  products: Array.from({ length: PER_SECTION }, (_, p) =>
    product(`L${pad(s + 1)}-${pad(p + 1)}`, `Plato ${pad(s + 1)}.${pad(p + 1)}`, 1000),
  ),
  subcategories: [],
}));

const api = () =>
  orderingApi({
    'GET /api/menu/marca-sabores/store-palermo/guest': () => {
      const answer = menuHomeAnswer();
      return { body: { data: { ...answer.data, menu: longMenu } } };
    },
  }).handlers;

function setViewport(desktop: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === '(min-width: 1024px)' ? desktop : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

const setScrollY = (top: number) =>
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
const scrolls: number[] = [];
const originalScrollTo = window.scrollTo;
const originalRect = HTMLElement.prototype.getBoundingClientRect;

beforeEach(() => {
  resetModalsForTests();
  localStorage.clear();
  sessionStorage.clear();
  setViewport(false);
  setScrollY(0);
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  // how far the page can scroll: the virtualiser never asks for more
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 100_000, configurable: true });
  scrolls.length = 0;
  // the page scrolls where it is asked to, and says so in a task of its own, as a browser does
  window.scrollTo = ((options?: ScrollToOptions | number) => {
    const top = typeof options === 'object' ? (options.top ?? 0) : 0;
    scrolls.push(top);
    setScrollY(top);
    setTimeout(() => window.dispatchEvent(new Event('scroll')), 0);
  }) as typeof window.scrollTo;
  HTMLElement.prototype.getBoundingClientRect = function rect(this: HTMLElement) {
    const height = this.classList.contains('product-card')
      ? ROW
      : this.classList.contains('product-section__head')
        ? HEAD
        : 0;
    return { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: height, width: 0, height, toJSON: () => ({}) };
  };
});

afterEach(() => {
  window.scrollTo = originalScrollTo;
  HTMLElement.prototype.getBoundingClientRect = originalRect;
});

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const allProductsHanded = () =>
  [...document.querySelectorAll('[data-menu-products]')].reduce(
    (sum, column) => sum + Number(column.getAttribute('data-menu-products')),
    0,
  );

describe('a long menu draws only what is near the viewport (issue 30 item 3)', () => {
  it('at the top: the first sections and a few rows, with the whole menu in the column', async () => {
    renderRemote(<App />, { remote: 'ordering', path: MENU, brand: testBrand(), api: api() });
    await screen.findByRole('heading', { level: 2, name: 'Categoría 01' });
    await waitFor(() => expect(allProductsHanded()).toBe(200));
    // 800 px of screen: the head and 7 products of the first section, 6 rows more below
    await waitFor(() => expect(sectionTitles()).toEqual(['Categoría 01', 'Categoría 02']));
    const cards = document.querySelectorAll('.product-card');
    expect(cards.length).toBeGreaterThan(7);
    expect(cards.length).toBeLessThan(20);
    // the column keeps the whole menu's height, each row at its offset
    const column = document.querySelector<HTMLElement>('.menu-column');
    expect(column?.style.height).toBe(`${20 * SECTION}px`);
    const second = screen.getByRole('region', { name: 'Categoría 02' });
    expect(second.style.top).toBe(`${SECTION}px`);
    expect(within(second).getByRole('link', { name: 'Ver todo: Categoría 02' })).toHaveAttribute(
      'href',
      `${MENU}?categoria=long-02`,
    );
  });

  it('scrolled down: the sections there, and none of the top', async () => {
    renderRemote(<App />, { remote: 'ordering', path: MENU, brand: testBrand(), api: api() });
    await screen.findByRole('heading', { level: 2, name: 'Categoría 01' });
    await waitFor(() => expect(allProductsHanded()).toBe(200));
    window.scrollTo({ top: 10 * SECTION + 300 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Categoría 11' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Categoría 01' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Plato 11\.05/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Plato 01\.01/ })).not.toBeInTheDocument();
  });

  it("a section's anchor (#id) scrolls to its head, below the page's header, and draws it", async () => {
    renderRemote(<App />, { remote: 'ordering', path: `${MENU}#long-15`, brand: testBrand(), api: api() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Categoría 15' })).toBeInTheDocument();
    expect(scrolls).toContain(14 * SECTION - HEADER);
    expect(screen.queryByRole('heading', { level: 2, name: 'Categoría 01' })).not.toBeInTheDocument();
  });

  it("on the whole menu, a subcategory's hash scrolls to its category's section", async () => {
    renderRemote(<App />, {
      remote: 'ordering',
      path: `${MENU}#cat-long-12-subcat-long-12-fritas`,
      brand: testBrand(),
      api: api(),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Categoría 12' })).toBeInTheDocument();
    expect(scrolls).toContain(11 * SECTION - HEADER);
  });

  it('on a desktop, two alternating columns, each drawn alone; an anchor scrolls the column of its section', async () => {
    setViewport(true);
    renderRemote(<App />, { remote: 'ordering', path: `${MENU}#long-16`, brand: testBrand(), api: api() });
    const columns = await screen.findByTestId('menu-columns');
    const [left, right] = [...columns.children] as HTMLElement[];
    expect(columns.children).toHaveLength(2);
    await waitFor(() => expect(left?.getAttribute('data-menu-products')).toBe('100'));
    expect(right?.getAttribute('data-menu-products')).toBe('100');
    // 'Categoría 16' is the right column's 8th section
    await waitFor(() =>
      expect(
        within(right as HTMLElement).getByRole('heading', { level: 2, name: 'Categoría 16' }),
      ).toBeInTheDocument(),
    );
    expect(scrolls).toContain(7 * SECTION - HEADER);
    // the left column follows the same scroll: its 8th section, 'Categoría 15'
    expect(
      within(left as HTMLElement).getByRole('heading', { level: 2, name: 'Categoría 15' }),
    ).toBeInTheDocument();
    expect(within(left as HTMLElement).queryByRole('heading', { level: 2, name: 'Categoría 01' })).toBeNull();
  });
});

describe('a short menu is drawn whole (ADR 036)', () => {
  it("every section and product is in the page; a section's anchor scrolls it into view", async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
    try {
      renderRemote(<App />, {
        remote: 'ordering',
        path: `${MENU}#sab-ensaladas`,
        brand: testBrand(),
        api: orderingApi().handlers,
      });
      expect(await screen.findByRole('heading', { level: 2, name: 'Ensaladas' })).toBeInTheDocument();
      expect(document.querySelector('.menu-column--virtual')).toBeNull();
      expect(screen.getByRole('button', { name: /Pizza muzzarella/ })).toBeInTheDocument();
      await waitFor(() => expect(scrolled).toEqual(['sab-ensaladas']));
      expect(scrolls).toEqual([]);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});

describe('the subcategory hash with ?categoria (spec 000 section 2)', () => {
  it('back from a subcategory, the hash brings its card into view', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
    try {
      renderRemote(<App />, {
        remote: 'ordering',
        path: `${MENU}?categoria=sab-empanadas#cat-sab-empanadas-subcat-sab-empanadas-combos`,
        brand: testBrand(),
        api: orderingApi().handlers,
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Empanadas' })).toBeInTheDocument();
      await waitFor(() => expect(scrolled).toContain('cat-sab-empanadas-subcat-sab-empanadas-combos'));
      // the card is the list's, not a section's: the list is not scrolled
      expect(scrolls).toEqual([]);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
