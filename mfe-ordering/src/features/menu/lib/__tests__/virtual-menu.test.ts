import type { Category, Product } from 'shared-contracts/entities';
import type { MenuSection } from '../menu-sections';
import {
  drawsNearRowsOnly,
  gapAfter,
  hashSection,
  hashTarget,
  HEAD_GAP,
  menuRows,
  ROW_GAP,
  RowSizes,
  rowShape,
  SECTION_GAP,
  sectionRowIndex,
  VIRTUAL_FROM_PRODUCTS,
} from '../virtual-menu';

const item = (sku: string, extra: Partial<Product> = {}) =>
  ({ sku, name: `Producto ${sku}`, description: 'rico', image: `/${sku}.svg`, ...extra }) as Product;

const section = (id: string, products: Product[]): MenuSection => ({
  id,
  title: id,
  products,
  category: { id, name: id } as Category,
});

const sections = [
  section('sab-milanesas', [item('A'), item('B')]),
  section('sab-empanadas', [item('C')]),
  section('sab-empanadas-combos', [item('D'), item('A')]),
];

describe('the long menu as rows (issue 30 item 3)', () => {
  it("has each section's head, then its products, in the sections' order", () => {
    const rows = menuRows(sections);
    expect(rows.map((r) => (r.kind === 'head' ? `# ${r.section.id}` : r.product.sku))).toEqual([
      '# sab-milanesas',
      'A',
      'B',
      '# sab-empanadas',
      'C',
      '# sab-empanadas-combos',
      'D',
      'A',
    ]);
    // a product in two sections (last orders and its category) has two keys
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });

  it("keeps the section's spacing as the space after each row", () => {
    const rows = menuRows(sections);
    expect(rows.map(gapAfter)).toEqual([
      HEAD_GAP,
      ROW_GAP,
      SECTION_GAP,
      HEAD_GAP,
      SECTION_GAP,
      HEAD_GAP,
      ROW_GAP,
      SECTION_GAP,
    ]);
  });

  it("a section's anchor is its head's index", () => {
    const rows = menuRows(sections);
    expect(sectionRowIndex(rows, 'sab-milanesas')).toBe(0);
    expect(sectionRowIndex(rows, 'sab-empanadas')).toBe(3);
    expect(sectionRowIndex(rows, 'sab-empanadas-combos')).toBe(5);
    expect(sectionRowIndex(rows, 'sab-pizzas')).toBe(-1);
  });

  it(`draws only the rows near the viewport from ${VIRTUAL_FROM_PRODUCTS} products on`, () => {
    const many = (n: number) =>
      section(
        's',
        Array.from({ length: n }, (_, i) => item(`P${i}`)),
      );
    expect(drawsNearRowsOnly(sections)).toBe(false);
    expect(drawsNearRowsOnly([many(VIRTUAL_FROM_PRODUCTS - 1)])).toBe(false);
    expect(drawsNearRowsOnly([many(VIRTUAL_FROM_PRODUCTS - 1), many(1)])).toBe(true);
  });

  it('estimates rows not yet drawn from the rows of the same shape already measured', () => {
    const sizes = new RowSizes();
    const rows = menuRows([
      section('s', [item('A'), item('B', { description: '' }), item('C', { image: undefined }), item('D')]),
    ]);
    const [head, withAll, noDescription, noImage, other] = rows;
    if (!head || !withAll || !noDescription || !noImage || !other) throw new Error('rows');
    // first guesses
    expect(sizes.estimate(head)).toBe(44 + HEAD_GAP);
    expect(sizes.estimate(withAll)).toBe(98 + ROW_GAP);
    sizes.learn(head, 50);
    sizes.learn(withAll, 120);
    sizes.learn(withAll, 110);
    expect(sizes.estimate(head)).toBe(50 + HEAD_GAP);
    // the same shape: the mean of its measurements; the last row keeps the section's gap
    expect(sizes.estimate(other)).toBe(115 + SECTION_GAP);
    // a shape never measured: the mean of the rows with an image (or without), then of every product
    expect(sizes.estimate(noImage)).toBe(115 + ROW_GAP);
    expect(sizes.estimate(noDescription)).toBe(115 + ROW_GAP);
    sizes.learn(noImage, 60);
    expect(sizes.estimate(noImage)).toBe(60 + ROW_GAP);
    expect(sizes.estimate(noDescription)).toBe(115 + ROW_GAP);
    // a row with no box (not laid out) teaches nothing
    sizes.learn(noDescription, 0);
    expect(sizes.estimate(noDescription)).toBe(115 + ROW_GAP);
    sizes.learn(noDescription, 90);
    expect(sizes.estimate(noDescription)).toBe(90 + ROW_GAP);
  });

  it('a longer name or description is another shape of row', () => {
    const rows = menuRows([
      section('s', [
        item('A', { name: 'Flan' }),
        item('B', { name: 'Milanesa napolitana con papas fritas y ensalada' }),
        item('C', { name: 'Flan', description: 'Con dulce de leche y crema, como lo hacía la abuela' }),
        item('D', { name: 'Té' }),
      ]),
    ]);
    const [, short, long, described, other] = rows.map((row) => rowShape(row));
    expect(short).not.toBe(long);
    expect(short).not.toBe(described);
    expect(short).toBe(other);
  });

  it('once the text is measured, a shape is the lines its name and description take', () => {
    const lines = {
      name: (t: string) => Math.ceil(t.length / 20),
      description: (t: string) => Math.ceil(t.length / 30),
    };
    const rows = menuRows([
      section('s', [
        item('A', { name: 'Flan', description: 'rico' }),
        item('B', { name: 'Té', description: 'muy rico' }),
        item('C', { name: 'Milanesa napolitana con papas fritas', description: 'x'.repeat(200) }),
      ]),
    ]);
    const [, a, b, c] = rows;
    if (!a || !b || !c) throw new Error('rows');
    expect(rowShape(a, lines)).toBe('product:image:lines:1:1');
    expect(rowShape(b, lines)).toBe(rowShape(a, lines));
    // the description shows 2 lines at most
    expect(rowShape(c, lines)).toBe('product:image:lines:2:2');
    const sizes = new RowSizes();
    sizes.setTextLines(lines);
    expect(sizes.hasTextLines).toBe(true);
    sizes.learn(a, 90);
    expect(sizes.estimate(b)).toBe(90 + ROW_GAP);
    // another shape: the rows with an image
    expect(sizes.estimate(c)).toBe(90 + SECTION_GAP);
    sizes.learn(c, 130);
    expect(sizes.estimate(c)).toBe(130 + SECTION_GAP);
  });
});

describe("the address's hash on the menu (spec 000 section 2)", () => {
  it("a section's id is its anchor", () => {
    expect(hashTarget('#sab-empanadas', sections)).toEqual({ kind: 'section', sectionId: 'sab-empanadas' });
    expect(hashSection(hashTarget('#sab-empanadas', sections), sections)).toBe('sab-empanadas');
    expect(hashTarget('#sab-empanadas-combos', sections)).toEqual({
      kind: 'section',
      sectionId: 'sab-empanadas-combos',
    });
  });

  it("a subcategory's hash names its card and, on the whole menu, its category's section", () => {
    const target = hashTarget('#cat-sab-empanadas-subcat-sab-empanadas-combos', sections);
    expect(target).toEqual({
      kind: 'subcategory',
      elementId: 'cat-sab-empanadas-subcat-sab-empanadas-combos',
      categoryId: 'sab-empanadas',
      subcategoryId: 'sab-empanadas-combos',
    });
    expect(hashSection(target, sections)).toBe('sab-empanadas');
  });

  it("a category whose id has '-subcat-' in it is still found", () => {
    const odd = [...sections, section('a-subcat-b', [item('E')])];
    const target = hashTarget('#cat-a-subcat-b-subcat-c', odd);
    expect(hashSection(target, odd)).toBe('a-subcat-b');
  });

  it('an escaped hash is read decoded; an empty or unknown one leads nowhere', () => {
    const accented = [section('sab-niños', [item('F')])];
    expect(hashTarget(`#${encodeURIComponent('sab-niños')}`, accented)).toEqual({
      kind: 'section',
      sectionId: 'sab-niños',
    });
    expect(hashTarget('', sections)).toBeNull();
    expect(hashTarget('#', sections)).toBeNull();
    expect(hashTarget('#sab-pizzas', sections)).toBeNull();
    expect(hashSection(hashTarget('#cat-sab-pizzas-subcat-x', sections), sections)).toBeNull();
    expect(hashTarget('#%E0%A4%A', sections)).toBeNull();
  });
});
