import './product-card.css';
import type { ReactNode } from 'react';
import { resolveUnitPrice, type PriceContext } from 'shared-contracts/cart';
import type { Product } from 'shared-contracts/entities';
import { useFormat } from 'shared-ui/texts';
import { useLocation, useNavigate } from 'react-router-dom';
import { useOrderingT } from '../i18n';
import { useBrandText } from '../lib/use-brand-text';
import { loadNearViewport } from '../lib/near-viewport-image';

/** A price of 0 reads 'Ver Precios' (spec 000 section 5). */
export function PriceLabel({ price }: { price: number }) {
  const { t } = useOrderingT();
  const format = useFormat();
  return price > 0 ? <>{format.money(price)}</> : <>{t('product.seePrices')}</>;
}

/** The product overlay's path under the screen that lists the product. */
export const productPath = (basePath: string, sku: string) =>
  `${basePath.replace(/\/+$/, '')}/product/${encodeURIComponent(sku)}`;

/** Opens a product's customisation overlay, keeping the screen's query; without a sku or a base path, only logs. */
export function openProductOverlay(
  navigate: (to: { pathname: string; search: string }) => void,
  product: Pick<Product, 'sku'>,
  basePath: string,
  search: string,
): void {
  if (!product.sku || !basePath) {
    console.warn('[ordering] product card without sku or base path', { sku: product.sku, basePath });
    return;
  }
  navigate({ pathname: productPath(basePath, product.sku), search });
}

/** A row of a virtual list (the long menu, ADR 036): measured, and placed at `top` in its section. */
export interface VirtualRow {
  ref: (node: HTMLLIElement | null) => void;
  index: number;
  top: number;
  gapAfter: number;
}

/**
 * What a product card shows, its texts already resolved: no hooks, so the long menu can draw a screen
 * of them in one frame (ADR 036). `ProductCard` resolves the texts for every other list.
 */
export function ProductCardView({
  name,
  description,
  price,
  seePrices,
  image,
  onOpen,
  variant = 'row',
  row,
}: {
  name: string;
  description: string | null;
  price: ReactNode;
  /** a price of 0: 'Ver Precios' */
  seePrices: boolean;
  image: string | null | undefined;
  onOpen: () => void;
  variant?: 'row' | 'card';
  row?: VirtualRow;
}) {
  return (
    <li
      className={`product-card product-card--${variant}`}
      ref={row?.ref}
      data-index={row?.index}
      data-gap-after={row?.gapAfter}
      style={row ? { position: 'absolute', top: row.top, left: 0, right: 0 } : undefined}
    >
      <button type="button" className="product-card__open" onClick={onOpen}>
        <span className="product-card__text">
          <span className="product-card__name">{name}</span>
          {description ? <span className="product-card__description">{description}</span> : null}
          <span
            className={seePrices ? 'product-card__price product-card__price--ask' : 'product-card__price'}
          >
            {price}
          </span>
        </span>
        {image && variant === 'row' ? (
          // a row of a list: loaded near the viewport only (lib/near-viewport-image.ts)
          <img
            key={image}
            className="product-card__image"
            data-src={image}
            ref={loadNearViewport}
            alt=""
            width={96}
            height={72}
          />
        ) : image ? (
          <img className="product-card__image" src={image} alt="" loading="lazy" />
        ) : null}
      </button>
    </li>
  );
}

/**
 * A product in a list ('row') or a slider ('card'). It opens the customisation overlay at
 * {basePath}/product/{sku}; without a sku or a base path it does not open (only logged).
 */
export function ProductCard({
  product,
  basePath,
  pricing,
  variant = 'row',
}: {
  product: Product;
  basePath: string;
  pricing: PriceContext;
  variant?: 'row' | 'card';
}) {
  const navigate = useNavigate();
  const brandText = useBrandText();
  // The screen's query (search, categoria…) stays in the overlay's address, so closing it returns there.
  const { search } = useLocation();
  const price = resolveUnitPrice(product, pricing);
  return (
    <ProductCardView
      name={brandText(product.name)}
      description={product.description ? brandText(product.description) : null}
      price={<PriceLabel price={price} />}
      seePrices={!(price > 0)}
      image={product.imageShow ?? product.image}
      onOpen={() => openProductOverlay(navigate, product, basePath, search)}
      variant={variant}
    />
  );
}
