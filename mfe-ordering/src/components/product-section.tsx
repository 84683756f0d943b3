import type { PriceContext } from 'shared-contracts/cart';
import type { Product } from 'shared-contracts/entities';
import { Link } from 'react-router-dom';
import { useOrderingT } from '../i18n';
import { ProductCard } from './product-card';

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
  const { t } = useOrderingT();
  const headingId = `section-${id}`;
  return (
    <section className="product-section" id={id} aria-labelledby={headingId}>
      <div className="product-section__head">
        <h2 id={headingId} className="product-section__title">
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
