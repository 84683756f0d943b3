import {
  requiredGroups,
  resolveUnitPrice,
  withConsumePrices,
  type PriceContext,
} from 'shared-contracts/cart';
import type { Product, UpsellingItem } from 'shared-contracts/entities';
import { toNumber } from 'shared-contracts/money';
import { useFormat } from 'shared-ui/texts';
import { useOrderingT } from '../../../i18n';
import { useBrandText } from '../../../lib/use-brand-text';
import { useComplementaryProducts } from '../api/get-complementary-products';

/**
 * The upsell of the product's complementary categories (POST /menu/complementaryprod). Only
 * products that need no choices of their own can ride along as extras, and priced ones.
 */
export function Upsell({
  product,
  storeId,
  pricing,
  chosen,
  onChange,
}: {
  product: Product;
  storeId: string;
  pricing: PriceContext;
  chosen: UpsellingItem[];
  onChange(item: UpsellingItem, delta: 1 | -1): void;
}) {
  const { t } = useOrderingT();
  const brandText = useBrandText();
  const format = useFormat();
  const hasComplementary = (product.categoriasComplementarias ?? []).length > 0;
  const query = useComplementaryProducts('/menu/complementaryprod', storeId, [product.sku], hasComplementary);
  const offers = (query.data ?? [])
    .map((p) => ({ product: p, price: resolveUnitPrice(p, pricing) }))
    .filter(({ product: p, price }) => price > 0 && requiredGroups(p).length === 0);
  if (offers.length === 0) return null;
  return (
    <section className="upsell" aria-labelledby="upsell-title">
      <h3 id="upsell-title" className="upsell__title">
        {t('product.upsell')}
      </h3>
      <ul className="option-steppers">
        {offers.map(({ product: offer, price }) => {
          const quantity = toNumber(chosen.find((u) => u.sku === offer.sku)?.quantity);
          const offerName = brandText(offer.name);
          const item: UpsellingItem = {
            _id: offer._id,
            sku: offer.sku,
            name: offer.name,
            imageShow: offer.imageShow ?? offer.image,
            price,
            ...withConsumePrices(offer.price),
            quantity: 1,
          };
          return (
            <li key={offer.sku} className="option-row">
              <span className="option-row__name">
                {offerName} (+&nbsp;{format.money(price)})
              </span>
              <span className="option-row__controls">
                <button
                  type="button"
                  className="option-row__button"
                  aria-label={t('product.removeOption', { name: offerName })}
                  disabled={quantity === 0}
                  onClick={() => onChange(item, -1)}
                >
                  −
                </button>
                <output
                  className="option-row__quantity"
                  aria-label={t('product.optionQuantity', { name: offerName })}
                >
                  {quantity}
                </output>
                <button
                  type="button"
                  className="option-row__button"
                  aria-label={t('product.addOption', { name: offerName })}
                  onClick={() => onChange(item, 1)}
                >
                  +
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
