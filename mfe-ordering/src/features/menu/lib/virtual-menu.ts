import type { Product } from 'shared-contracts/entities';
import type { MenuSection } from './menu-sections';

/**
 * The long menu is drawn row by row near the viewport (issue 30 item 3, ADR 036): each column of the
 * menu is a flat list of rows, a section's head then one row per product. These are the pure parts:
 * the rows, the space after each row, the estimates of rows not yet measured, and where a hash
 * (a section's anchor or a subcategory's hash) leads.
 */

/**
 * From how many products the menu draws only the rows near the viewport. A shorter menu is drawn
 * whole: the browser's find in page and a screen reader's list of headings see all of it, and its
 * layout is cheap (the demo menus have about 50 products).
 */
export const VIRTUAL_FROM_PRODUCTS = 120;

export const drawsNearRowsOnly = (sections: readonly Pick<MenuSection, 'products'>[]): boolean =>
  sections.reduce((sum, s) => sum + s.products.length, 0) >= VIRTUAL_FROM_PRODUCTS;

/** px between a section's head and its first product (the head's margin-bottom, `--space`) */
export const HEAD_GAP = 8;
/** px between two products of a section (the list's gap, `--space`) */
export const ROW_GAP = 8;
/** px after a section's last product (the section's margin-bottom, 3 × `--space`) */
export const SECTION_GAP = 24;

export type MenuRow =
  | { kind: 'head'; key: string; section: MenuSection; sectionIndex: number }
  | {
      kind: 'product';
      key: string;
      section: MenuSection;
      sectionIndex: number;
      product: Product;
      /** the product's place in its section */
      position: number;
      last: boolean;
    };

/** One column's rows: for each section its head, then its products. */
export function menuRows(sections: readonly MenuSection[]): MenuRow[] {
  const rows: MenuRow[] = [];
  sections.forEach((section, sectionIndex) => {
    rows.push({ kind: 'head', key: `${section.id}:head`, section, sectionIndex });
    section.products.forEach((product, position) =>
      rows.push({
        kind: 'product',
        // the same product may be in two sections (last orders and its category)
        key: `${section.id}:${product.sku}:${position}`,
        section,
        sectionIndex,
        product,
        position,
        last: position === section.products.length - 1,
      }),
    );
  });
  return rows;
}

/** The space a row keeps after itself, part of its size in the list. */
export function gapAfter(row: MenuRow): number {
  if (row.kind === 'head') return row.section.products.length > 0 ? HEAD_GAP : SECTION_GAP;
  return row.last ? SECTION_GAP : ROW_GAP;
}

/** The index of a section's head among the rows, or -1. */
export function sectionRowIndex(rows: readonly MenuRow[], sectionId: string): number {
  return rows.findIndex((row) => row.kind === 'head' && row.section.id === sectionId);
}

/**
 * How many lines a product's name and description take in a row, once a drawn row told the text's
 * width and fonts (`textLines` in virtual-menu-column.tsx measures with a canvas).
 */
export interface TextLines {
  name(text: string): number;
  description(text: string): number;
}

/**
 * Rows that look alike have the same height: with or without an image, and the lines their name
 * and description take (the description shows 2 at most); before any row told the text's width,
 * the length of each in steps of 12 characters.
 */
export function rowShape(row: MenuRow, lines?: TextLines | null): string {
  if (row.kind === 'head') return 'head';
  const image = Boolean(row.product.imageShow ?? row.product.image);
  const name = row.product.name ?? '';
  const description = row.product.description ?? '';
  if (lines) {
    const described = description ? Math.min(lines.description(description), 2) : 0;
    return `product:${image ? 'image' : 'text'}:lines:${lines.name(name)}:${described}`;
  }
  const nameSteps = Math.floor(name.length / 12);
  const descriptionSteps = Math.min(Math.ceil(description.length / 12), 10);
  return `product:${image ? 'image' : 'text'}:${nameSteps}:${descriptionSteps}`;
}

/** First guesses, before any row was measured (a phone, Sabores del Sur's cards). */
const HEAD_GUESS = 44;
const PRODUCT_GUESS = 98;

/**
 * The heights of rows not yet drawn, learned from the rows drawn: the mean measured height of each
 * shape of row (without the gap after it). A product row's height depends almost only on its shape,
 * so once a few rows of each shape were measured the page's height barely moves while scrolling.
 */
export class RowSizes {
  private readonly sums = new Map<string, { total: number; count: number }>();
  private lines: TextLines | null = null;
  private readonly shapeCache = new Map<string, string[]>();

  /** the text's lines are known from now on (the first product row drawn) */
  setTextLines(lines: TextLines): void {
    this.lines = lines;
    this.shapeCache.clear();
  }

  get hasTextLines(): boolean {
    return this.lines !== null;
  }

  /** The keys a row's height is learned under, the closest first. */
  private shapes(row: MenuRow): string[] {
    const cached = this.shapeCache.get(row.key);
    if (cached) return cached;
    const shape = rowShape(row, this.lines);
    const keys = row.kind === 'head' ? [shape] : [shape, shape.split(':').slice(0, 2).join(':'), 'product'];
    this.shapeCache.set(row.key, keys);
    return keys;
  }

  /** a measured row: `height` is its box, without the gap after it */
  learn(row: MenuRow, height: number): void {
    if (!(height > 0)) return;
    for (const key of this.shapes(row)) {
      const entry = this.sums.get(key) ?? { total: 0, count: 0 };
      entry.total += height;
      entry.count += 1;
      this.sums.set(key, entry);
    }
  }

  /** the row's estimated height, its gap after it included */
  estimate(row: MenuRow): number {
    // its own shape's mean, else that of the rows with (or without) an image, else of every product
    for (const key of this.shapes(row)) {
      const entry = this.sums.get(key);
      if (entry && entry.count > 0) return Math.round(entry.total / entry.count) + gapAfter(row);
    }
    return (row.kind === 'head' ? HEAD_GUESS : PRODUCT_GUESS) + gapAfter(row);
  }
}

/** Where the address's hash leads on the menu. */
export type HashTarget =
  | { kind: 'section'; sectionId: string }
  | { kind: 'subcategory'; elementId: string; categoryId: string; subcategoryId: string };

/**
 * A hash naming a section (`#{categoryId}`, `#user_last_orders`) is that section's anchor; a
 * subcategory's hash `#cat-{categoryId}-subcat-{subcategoryId}` (spec 000 section 2) names its card
 * (shown above the list with ?categoria) and, on the whole menu, its category's section.
 */
export function hashTarget(hash: string, sections: readonly Pick<MenuSection, 'id'>[]): HashTarget | null {
  let id = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed escape is taken as written
  }
  if (!id) return null;
  if (sections.some((s) => s.id === id)) return { kind: 'section', sectionId: id };
  const match = /^cat-(.+?)-subcat-(.+)$/.exec(id);
  if (match?.[1] && match[2]) {
    return { kind: 'subcategory', elementId: id, categoryId: match[1], subcategoryId: match[2] };
  }
  return null;
}

/**
 * The section a hash scrolls the list to: the section itself, or a subcategory's category when its
 * card is not on the screen. A category id containing '-subcat-' is matched against the sections.
 */
export function hashSection(
  target: HashTarget | null,
  sections: readonly Pick<MenuSection, 'id'>[],
): string | null {
  if (!target) return null;
  if (target.kind === 'section') return target.sectionId;
  const direct = sections.find((s) => s.id === target.categoryId);
  if (direct) return direct.id;
  // ids with '-subcat-' inside: the longest section id that the hash starts with
  const candidates = sections
    .filter((s) => target.elementId.startsWith(`cat-${s.id}-subcat-`))
    .sort((a, b) => b.id.length - a.id.length);
  return candidates[0]?.id ?? null;
}
