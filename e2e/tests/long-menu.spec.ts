import { expect, test, type Page } from './fixtures';
import { signIn } from './support';

// Issue 30 item 3 (ADR 036): the menu draws only the rows near the viewport. A menu of 500 products
// is the seeded menu of Palermo topped up in the browser (its answer extended by page.route with
// twelve categories of copies of its products, as bench:menu's branch is in the database), so the
// e2e data stay the demo seed. The anchors, the subcategory hash and the page's height are checked on
// it and on the seeded menu itself.
const MENU = '/menu/suc-palermo/store-palermo';
const PRODUCTS = 500;
const EXTRA_SECTIONS = 12;
const pad = (n: number) => String(n).padStart(2, '0');

interface MenuCategory {
  id: string;
  name: string;
  type: string;
  products: Record<string, unknown>[];
  subcategories: unknown[];
}

/** Palermo's menu answer topped up to PRODUCTS products in EXTRA_SECTIONS more categories. */
async function serveLongMenu(page: Page) {
  await page.route(/\/api\/menu\/marca-sabores\/store-palermo\/[^/?]+(\?.*)?$/, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch();
    const answer = (await response.json()) as { data: { menu: MenuCategory[] } };
    if (url.searchParams.get('search')) return route.fulfill({ response, json: answer });
    const menu = answer.data.menu;
    const seeded = menu
      .filter((c) => c.type !== 'preferences' && c.name.toLowerCase() !== 'adicional')
      .flatMap((c) => c.products);
    const missing = PRODUCTS - seeded.length;
    const extra: MenuCategory[] = Array.from({ length: EXTRA_SECTIONS }, (_, s) => {
      const count = Math.floor(missing / EXTRA_SECTIONS) + (s < missing % EXTRA_SECTIONS ? 1 : 0);
      return {
        id: `big-${pad(s + 1)}`,
        name: `Largo ${pad(s + 1)}`,
        type: 'category',
        subcategories: [],
        products: Array.from({ length: count }, (_, p) => {
          const model = seeded[(s * 7 + p) % seeded.length] ?? {};
          return {
            ...model,
            _id: `big-${s}-${p}`,
            sku: `BIG-${pad(s + 1)}-${pad(p + 1)}`,
            name: `${String(model.name)} ${pad(s + 1)}.${pad(p + 1)}`,
          };
        }),
      };
    });
    await route.fulfill({
      response,
      json: { ...answer, data: { ...answer.data, menu: [...menu, ...extra] } },
    });
  });
}

/** How many products the menu's columns hold, drawn or not. */
const productsHeld = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.menu-screen [data-menu-products]')].reduce(
      (sum, column) => sum + Number(column.getAttribute('data-menu-products')),
      0,
    ),
  );

/** Scrolls to the bottom a screen at a time, a frame each, noting the page's height at every step. */
const scrollToBottom = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const scroller = document.scrollingElement ?? document.documentElement;
    const heights = [scroller.scrollHeight];
    let cardsMax = 0;
    for (let i = 0; i < 2000; i += 1) {
      const bottom = scroller.scrollHeight - window.innerHeight;
      if (window.scrollY >= bottom - 1) break;
      window.scrollTo(0, Math.min(bottom, window.scrollY + window.innerHeight * 0.8));
      await frame();
      await frame();
      heights.push(scroller.scrollHeight);
      cardsMax = Math.max(cardsMax, document.querySelectorAll('.menu-screen .product-card').length);
    }
    return { heights, cardsMax, atBottom: window.scrollY >= scroller.scrollHeight - window.innerHeight - 1 };
  });

/** The heading's top in the window, once it is there. */
async function headingTop(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 2, name, exact: true });
  await expect(heading).toBeInViewport();
  return (await heading.boundingBox())?.y ?? -1;
}

test.describe('long menu (issue 30 item 3)', () => {
  test('long menu: 500 products on a phone are drawn a screen at a time, and the page keeps its height while scrolling to the bottom', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, baseURL);
    await serveLongMenu(page);
    await page.goto(MENU);
    await expect(page.locator('.menu-screen .product-card').first()).toBeVisible();
    await expect.poll(() => productsHeld(page)).toBeGreaterThanOrEqual(PRODUCTS);
    const drawn = await page.locator('.menu-screen .product-card').count();
    expect(drawn, 'cards in the page at the top').toBeLessThan(40);
    const { heights, cardsMax, atBottom } = await scrollToBottom(page);
    expect(atBottom).toBe(true);
    expect(cardsMax, 'cards in the page at most while scrolling').toBeLessThan(60);
    const start = heights[0] ?? 0;
    const range = Math.max(...heights) - Math.min(...heights);
    console.log(
      `[long-menu] phone: ${heights.length} steps, height ${start} px, moved by ${range} px at most`,
    );
    // rows not yet drawn are estimated from the measured rows of their shape: a product name on two
    // lines instead of one moves the height by a line; 1 % of the page at most
    expect(range, `page height ${start} px moved while scrolling`).toBeLessThanOrEqual(start * 0.01);
    // at the bottom: the last section is drawn, its last product on the screen
    await expect(
      page.getByRole('heading', { level: 2, name: `Largo ${pad(EXTRA_SECTIONS)}` }),
    ).toBeAttached();
    await expect(page.locator('.menu-screen .product-card').last()).toBeInViewport();
  });

  test("long menu: a section's anchor on a deep link, on reload and when the hash changes brings that section under the header", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, baseURL);
    await serveLongMenu(page);
    await page.goto(`${MENU}#big-09`);
    const top = await headingTop(page, 'Largo 09');
    // below the page's header (56 px), not far from it
    expect(top).toBeGreaterThanOrEqual(56);
    expect(top).toBeLessThan(200);
    await expect(page.getByRole('heading', { level: 2, name: 'Milanesas' })).toHaveCount(0);

    await page.reload();
    const again = await headingTop(page, 'Largo 09');
    expect(again).toBeGreaterThanOrEqual(56);
    expect(again).toBeLessThan(200);

    // what a tapped link to '#big-03' does: the address's hash changes
    await page.evaluate(() => {
      window.location.hash = '#big-03';
    });
    const tapped = await headingTop(page, 'Largo 03');
    expect(tapped).toBeGreaterThanOrEqual(56);
    expect(tapped).toBeLessThan(200);
  });

  test('long menu: on a desktop the two columns alternate, and an anchor reaches a section of the right column', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, baseURL);
    await serveLongMenu(page);
    await page.goto(`${MENU}#big-10`);
    const columns = page.getByTestId('menu-columns');
    await expect(columns).toBeVisible();
    const heading = columns
      .locator(':scope > .menu-column')
      .nth(1)
      .getByRole('heading', { name: 'Largo 10' });
    // the columns are measured once the anchor's section is drawn (a busy run measured them empty)
    await expect(heading).toBeInViewport();
    const [left, right] = await columns
      .locator(':scope > .menu-column')
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
    expect(left && right).toBeTruthy();
    if (left && right) {
      expect(right.left).toBeGreaterThan(left.right);
      expect(Math.abs(left.width - right.width)).toBeLessThanOrEqual(1);
    }
    await expect(heading).toBeInViewport();
    // the columns share the products: each holds its alternate sections (once the menu's second drawing
    // step has come: a busy run read 263 of the 500 right after the anchor's section showed)
    const held = () =>
      columns
        .locator(':scope > .menu-column')
        .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-menu-products'))));
    await expect.poll(async () => (await held()).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(PRODUCTS);
    expect((await held()).every((n) => n > 0)).toBe(true);
    const { heights } = await scrollToBottom(page);
    const range = Math.max(...heights) - Math.min(...heights);
    expect(range).toBeLessThanOrEqual((heights[0] ?? 0) * 0.01);
  });
});

test.describe('seeded menu (issue 30 item 3)', () => {
  test('long menu: the subcategory hash brings its card into view with ?categoria, and its category on the whole menu', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL);
    const hash = '#cat-sab-bebidas-subcat-sab-bebidas-sin-alcohol';
    await page.goto(`${MENU}?categoria=sab-bebidas${hash}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bebidas' })).toBeVisible();
    await expect(page.locator(hash)).toBeInViewport();

    await page.goto(`${MENU}${hash}`);
    const top = await headingTop(page, 'Bebidas');
    expect(top).toBeGreaterThanOrEqual(56);
    expect(top).toBeLessThan(200);
  });

  test('long menu: the seeded menu keeps its height while scrolling to the bottom', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL);
    await page.goto(MENU);
    await expect(page.locator('.menu-screen .product-card').first()).toBeVisible();
    await expect.poll(() => productsHeld(page)).toBeGreaterThan(20);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    const { heights, atBottom } = await scrollToBottom(page);
    expect(atBottom).toBe(true);
    const range = Math.max(...heights) - Math.min(...heights);
    expect(range, `the page's height moved by ${range} px`).toBeLessThanOrEqual((heights[0] ?? 0) * 0.01);
  });
});
