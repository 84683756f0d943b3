import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useWindowVirtualizer, windowScroll, type VirtualItem } from '@tanstack/react-virtual';
import { useLocation, useNavigate } from 'react-router-dom';
import { resolveUnitPrice, type PriceContext } from 'shared-contracts/cart';
import type { Product } from 'shared-contracts/entities';
import { useFormat } from 'shared-ui/texts';
import { openProductOverlay, ProductCardView } from '../../../components/product-card';
import { useOrderingT } from '../../../i18n';
import { useBrandText } from '../../../lib/use-brand-text';
import { ProductSectionHead, sectionHeadingId } from '../../../components/product-section';
import type { MenuSection } from '../lib/menu-sections';
import type { ColumnProps, ScrollRequest } from './menu-column';
import { gapAfter, menuRows, sectionRowIndex, type MenuRow, type TextLines } from '../lib/virtual-menu';

/** Rows drawn beyond the screen, above and below: about a screen of a phone. */
export const OVERSCAN = 5;

/** The page's fixed header and a little air: a section reached by its anchor starts below it. */
function headerOffset(): number {
  if (typeof window === 'undefined' || typeof getComputedStyle !== 'function') return 64;
  const value = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height'));
  return (Number.isFinite(value) ? value : 56) + 8;
}

/**
 * The lines a name and a description take in a row like `row`, measured with a canvas in the fonts and
 * the width the row shows them in (words wrapped as the browser does, near enough to tell one line
 * from two). None until a row with both a name and a description is laid out.
 */
function textLinesFrom(row: Element): TextLines | null {
  const text = row.querySelector('.product-card__text');
  const name = row.querySelector('.product-card__name');
  const description = row.querySelector('.product-card__description');
  if (!text || !name || !description) return null;
  const width = text.getBoundingClientRect().width;
  if (!(width > 0)) return null;
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return null;
  const counter = (element: Element) => {
    const font = getComputedStyle(element).font;
    const cache = new Map<string, number>();
    return (value: string) => {
      const known = cache.get(value);
      if (known !== undefined) return known;
      context.font = font;
      const space = context.measureText(' ').width;
      let lines = 0;
      let line = 0;
      for (const word of value.split(/\s+/).filter(Boolean)) {
        const size = context.measureText(word).width;
        if (lines === 0) {
          lines = 1;
          line = size;
        } else if (line + space + size <= width) line += space + size;
        else {
          lines += 1;
          line = size;
        }
      }
      cache.set(value, lines);
      return lines;
    };
  };
  return { name: counter(name), description: counter(description) };
}

/** What every row of a column needs, resolved once for the column rather than once per row. */
interface RowTexts {
  brandText: (text: string) => string;
  money: (amount: number) => string;
  seePrices: string;
  open: (product: Product) => void;
}

/**
 * A product row: no hooks of its own (a fast scroll on a slow phone mounts a screen of rows in one
 * frame), drawn again only when it moves or changes.
 */
const ProductRow = memo(function ProductRow({
  product,
  pricing,
  texts,
  measure,
  index,
  top,
  gap,
}: {
  product: Product;
  pricing: PriceContext;
  texts: RowTexts;
  measure: (node: HTMLLIElement | null) => void;
  index: number;
  top: number;
  gap: number;
}) {
  const price = resolveUnitPrice(product, pricing);
  return (
    <ProductCardView
      name={texts.brandText(product.name)}
      description={product.description ? texts.brandText(product.description) : null}
      price={price > 0 ? texts.money(price) : texts.seePrices}
      seePrices={!(price > 0)}
      image={product.imageShow ?? product.image}
      onOpen={() => texts.open(product)}
      row={{ ref: measure, index, top, gapAfter: gap }}
    />
  );
});

/**
 * One column of the long menu (issue 30 item 3, ADR 036): the column keeps the whole menu's height
 * and draws only the rows near the viewport, each section's head and products placed at their
 * measured (or estimated) offsets. The page itself scrolls (a window virtualiser), so the header,
 * the overlay and the checkout bar behave as before.
 */
export default function VirtualMenuColumn({
  sections,
  sizes,
  sectionTitle,
  seeAllTo,
  basePath,
  pricing,
  scrollTo,
}: ColumnProps) {
  const rows = useMemo(() => menuRows(sections), [sections]);
  const navigate = useNavigate();
  // The screen's query (search, categoria…) stays in the overlay's address, so closing it returns there.
  const { search } = useLocation();
  const brandText = useBrandText();
  const { t } = useOrderingT();
  const format = useFormat();
  const texts = useMemo<RowTexts>(
    () => ({
      brandText,
      money: (amount) => format.money(amount),
      seePrices: t('product.seePrices'),
      open: (product) => openProductOverlay(navigate, product, basePath, search),
    }),
    [brandText, format, t, navigate, basePath, search],
  );
  const column = useRef<HTMLDivElement>(null);
  // Where the column starts in the page: the title, the IVA notice or the subcategories sit above it.
  const [measuredMargin, setMargin] = useState<number | null>(null);
  const margin = measuredMargin ?? 0;
  useLayoutEffect(() => {
    const element = column.current;
    if (!element) return;
    const update = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setMargin((previous) => (previous === null || Math.abs(previous - top) >= 1 ? top : previous));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    const screen = element.closest('.menu-screen') ?? element.parentElement;
    if (screen) observer.observe(screen);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => {
      const row = rows[index];
      return row ? sizes.estimate(row) : 0;
    },
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: OVERSCAN,
    // the page may already be scrolled (a reload, back from another screen): start from there
    initialOffset: () => (typeof window === 'undefined' ? 0 : window.scrollY),
    // a scroll to where the page already is is not written (the virtualiser asks for one on mount)
    scrollToFn: (offset, options, instance) => {
      const to = offset + (options.adjustments ?? 0);
      if (options.behavior !== 'smooth' && Math.abs(to - window.scrollY) < 1) return;
      windowScroll(offset, options, instance);
    },
    scrollMargin: margin,
    scrollPaddingStart: headerOffset(),
    measureElement: (element, entry) => {
      const box = entry?.borderBoxSize?.[0];
      const height = box ? box.blockSize : element.getBoundingClientRect().height;
      const index = Number((element as HTMLElement).dataset.index);
      const row = rows[index];
      if (row?.kind === 'product' && !sizes.hasTextLines) {
        const lines = textLinesFrom(element);
        if (lines) sizes.setTextLines(lines);
      }
      if (row) sizes.learn(row, height);
      return Math.round(height) + (row ? gapAfter(row) : 0);
    },
  });

  // A section's anchor or a subcategory's hash: the section's head at the top, once the column knows
  // where it is; the virtualiser corrects the position while the rows on the way are measured.
  // A request is carried out once; a section of a long menu drawn after the first paint is reached
  // when its rows arrive.
  const done = useRef<ScrollRequest | null>(null);
  useEffect(() => {
    if (!scrollTo || done.current === scrollTo || measuredMargin === null) return;
    const index = sectionRowIndex(rows, scrollTo.sectionId);
    if (index < 0) return;
    done.current = scrollTo;
    virtualizer.scrollToIndex(index, { align: 'start' });
  }, [scrollTo, rows, measuredMargin, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const measurements = virtualizer.measurementsCache;
  // the drawn rows, by section
  const groups: { sectionIndex: number; items: VirtualItem[] }[] = [];
  for (const item of items) {
    const row = rows[item.index];
    if (!row) continue;
    const group = groups.at(-1);
    if (group && group.sectionIndex === row.sectionIndex) group.items.push(item);
    else groups.push({ sectionIndex: row.sectionIndex, items: [item] });
  }
  const productCount = sections.reduce((sum, s) => sum + s.products.length, 0);

  return (
    <div
      ref={column}
      className="menu-column menu-column--virtual"
      data-menu-products={productCount}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {groups.map(({ sectionIndex, items: drawn }) => {
        const section = sections[sectionIndex] as MenuSection;
        const headIndex = sectionRowIndex(rows, section.id);
        const lastIndex = headIndex + section.products.length;
        const start = measurements[headIndex]?.start ?? drawn[0]?.start ?? 0;
        const end = measurements[lastIndex]?.end ?? drawn.at(-1)?.end ?? start;
        const headRow = rows[headIndex] as MenuRow;
        return (
          <section
            key={section.id}
            className="product-section product-section--virtual"
            id={section.id}
            aria-labelledby={sectionHeadingId(section.id)}
            style={{ top: start - margin, height: end - start }}
          >
            {/* the head is always there for the section's name, measured only when in range */}
            <ProductSectionHead
              id={section.id}
              title={sectionTitle(section)}
              seeAllTo={seeAllTo(section)}
              row={
                drawn[0]?.index === headIndex
                  ? { ref: virtualizer.measureElement, index: headIndex, gapAfter: gapAfter(headRow) }
                  : undefined
              }
            />
            <ul className="product-list">
              {drawn.map((item) => {
                const row = rows[item.index];
                if (!row || row.kind !== 'product') return null;
                return (
                  <ProductRow
                    key={row.key}
                    product={row.product}
                    texts={texts}
                    pricing={pricing}
                    measure={virtualizer.measureElement}
                    index={item.index}
                    top={item.start - start}
                    gap={gapAfter(row)}
                  />
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
