import type { PriceContext } from 'shared-contracts/cart';
import type { Product } from 'shared-contracts/entities';
import { Link } from 'react-router-dom';
import { useOrderingT } from '../i18n';
import { ProductCard } from './product-card';

export const sectionHeadingId = (id: string) => `section-${id}`;

/** A section's title and its 'Ver todo' link; the long menu places and measures it as a row (ADR 036). */
export function ProductSectionHead({
  id,
  title,
  seeAllTo,
  row,
}: {
  id: string;
  title: string;
  seeAllTo?: string | null;
  row?: { ref: (node: HTMLDivElement | null) => void; index: number; gapAfter: number };
}) {
  const { t } = useOrderingT();
  return (
    <div
      className="product-section__head"
      ref={row?.ref}
      data-index={row?.index}
      data-gap-after={row?.gapAfter}
    >
      <h2 id={sectionHeadingId(id)} className="product-section__title">
        {title}
      </h2>
      {seeAllTo ? (
        <Link
          className="product-section__see-all"
          to={seeAllTo}
          aria-label={t('menu.seeAllOf', { name: title })}
        >
          {t('menu.seeAll')}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * A titled group of products: a list of rows (the menu) or a slider of cards. 'Ver todo' leads
 * to the whole category; the last orders section has none.
 */
export function ProductSection({
  id,
  title,
  products,
  basePath,
  pricing,
  variant = 'list',
  seeAllTo,
}: {
  id: string;
  title: string;
  products: Product[];
  basePath: string;
  pricing: PriceContext;
  variant?: 'list' | 'slider';
  seeAllTo?: string | null;
}) {
  return (
    <section className="product-section" id={id} aria-labelledby={sectionHeadingId(id)}>
      <ProductSectionHead id={id} title={title} seeAllTo={seeAllTo} />
      <ul className={variant === 'slider' ? 'product-slider' : 'product-list'}>
        {products.map((product) => (
          <ProductCard
            key={product.sku}
            product={product}
            basePath={basePath}
            pricing={pricing}
            variant={variant === 'slider' ? 'card' : 'row'}
          />
        ))}
      </ul>
    </section>
  );
}
