import { lazy, Suspense, useEffect, useRef } from 'react';
import type { PriceContext } from 'shared-contracts/cart';
import { ProductSection } from '../../../components/product-section';
import type { MenuSection } from '../lib/menu-sections';
import type { RowSizes } from '../lib/virtual-menu';

/** A request to bring a section to the top; `nonce` repeats it for the same section. */
export interface ScrollRequest {
  sectionId: string;
  nonce: number;
}

export interface ColumnProps {
  sections: MenuSection[];
  sizes: RowSizes;
  sectionTitle: (section: MenuSection) => string;
  seeAllTo: (section: MenuSection) => string | null;
  basePath: string;
  pricing: PriceContext;
  scrollTo: ScrollRequest | null;
}

/** The virtualiser and the column that uses it: their own chunk, fetched only for a long menu. */
const VirtualMenuColumn = lazy(() => import('./virtual-menu-column'));

/** Sections drawn whole while a long menu's virtualiser arrives: the first screen of the menu. */
const WHILE_LOADING_SECTIONS = 2;

/**
 * A column of the menu: a long menu (`virtual`) draws the rows near the viewport (ADR 036); a short
 * one is drawn whole. Both bring a requested section to the top once it is in their sections.
 */
export function MenuColumn({ virtual, ...props }: ColumnProps & { virtual: boolean }) {
  if (!virtual) return <WholeMenuColumn {...props} />;
  return (
    <Suspense
      fallback={
        <WholeMenuColumn
          {...props}
          sections={props.sections.slice(0, WHILE_LOADING_SECTIONS)}
          scrollTo={null}
        />
      }
    >
      <VirtualMenuColumn {...props} />
    </Suspense>
  );
}

function WholeMenuColumn({ sections, sectionTitle, seeAllTo, basePath, pricing, scrollTo }: ColumnProps) {
  const done = useRef<ScrollRequest | null>(null);
  useEffect(() => {
    if (!scrollTo || done.current === scrollTo) return;
    if (!sections.some((s) => s.id === scrollTo.sectionId)) return;
    done.current = scrollTo;
    // the section's scroll-margin keeps it below the page's header
    document.getElementById(scrollTo.sectionId)?.scrollIntoView?.({ block: 'start' });
  }, [scrollTo, sections]);
  const productCount = sections.reduce((sum, s) => sum + s.products.length, 0);
  return (
    <div className="menu-column" data-menu-products={productCount}>
      {sections.map((s) => (
        <ProductSection
          key={s.id}
          id={s.id}
          title={sectionTitle(s)}
          products={s.products}
          basePath={basePath}
          pricing={pricing}
          seeAllTo={seeAllTo(s)}
        />
      ))}
    </div>
  );
}
