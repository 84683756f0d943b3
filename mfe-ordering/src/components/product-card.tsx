import './product-card.css';
import { resolveUnitPrice, type PriceContext } from 'shared-contracts/cart';
import type { Product } from 'shared-contracts/entities';
import { useFormat } from 'shared-ui/texts';
import { useLocation, useNavigate } from 'react-router-dom';
import { useOrderingT } from '../i18n';
import { useBrandText } from '../lib/use-brand-text';

/** A price of 0 reads 'Ver Precios' (spec 000 section 5). */
export function PriceLabel({ price }: { price: number }) {
  const { t } = useOrderingT();
  const format = useFormat();
  return price > 0 ? <>{format.money(price)}</> : <>{t('product.seePrices')}</>;
}

/** The product overlay's path under the screen that lists the product. */
export const productPath = (basePath: string, sku: string) =>
  `${basePath.replace(/\/+$/, '')}/product/${encodeURIComponent(sku)}`;

/**
 * A product in a list ('row') or a slider ('card'). It opens the customisation overlay at
 * {basePath}/product/{sku}; without a sku or a base path it does not open (only logged).
 */
export function ProductCard({
  product,
  basePath,
  pricing,
  variant = 'row',
  row,
}: {
  product: Product;
  basePath: string;
  pricing: PriceContext;
  variant?: 'row' | 'card';
  /** a row of a virtual list (the long menu, ADR 036): measured, and placed at `top` in its section */
  row?: { ref: (node: HTMLLIElement | null) => void; index: number; top: number; gapAfter: number };
}) {
  const navigate = useNavigate();
  const brandText = useBrandText();
  // The screen's query (search, categoria…) stays in the overlay's address, so closing it returns there.
  const { search } = useLocation();
  const price = resolveUnitPrice(product, pricing);
  const image = product.imageShow ?? product.image;
  const open = () => {
    if (!product.sku || !basePath) {
      console.warn('[ordering] product card without sku or base path', { sku: product.sku, basePath });
      return;
    }
    navigate({ pathname: productPath(basePath, product.sku), search });
  };
  return (
    <li
      className={`product-card product-card--${variant}`}
      ref={row?.ref}
      data-index={row?.index}
      data-gap-after={row?.gapAfter}
      style={row ? { position: 'absolute', top: row.top, left: 0, right: 0 } : undefined}
    >
      <button type="button" className="product-card__open" onClick={open}>
        <span className="product-card__text">
          <span className="product-card__name">{brandText(product.name)}</span>
          {product.description ? (
            <span className="product-card__description">{brandText(product.description)}</span>
          ) : null}
          <span
            className={price > 0 ? 'product-card__price' : 'product-card__price product-card__price--ask'}
          >
            <PriceLabel price={price} />
          </span>
        </span>
        {image ? <img className="product-card__image" src={image} alt="" loading="lazy" /> : null}
      </button>
    </li>
  );
}
