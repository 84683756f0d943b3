import './menu.css';
import { useParams, useSearchParams } from 'react-router-dom';
import { menuPath } from 'shared-contracts/routes';
import { useShellHeader } from 'shared-ui/remote-context';
import { ProductCard } from '../../../components/product-card';
import { useOrderingT } from '../../../i18n';
import { useBrandText } from '../../../lib/use-brand-text';
import { usePricing } from '../../../lib/use-price-context';
import { useBranch } from '../../branches/api/get-branch';
import { CheckoutBar } from '../../order/components/checkout-bar';
import { ProductOverlayHost } from '../../product/components/product-overlay';
import { useMenuHome } from '../api/get-menu-home';
import { readReturnPath } from '../lib/subcategory-return';
import { MenuSkeleton } from './menu-skeleton';

/** {menu base}/{localId}/{storeId}/subcategory/{subcategoryId}?categoria={categoryId} (spec 000 section 2). */
export function SubcategoryScreen() {
  const { localId = '', storeId = '', subcategoryId = '' } = useParams();
  const [params] = useSearchParams();
  const categoryId = params.get('categoria') ?? '';
  const { t } = useOrderingT();
  const brandText = useBrandText();
  const branch = useBranch(localId);
  const menu = useMenuHome(storeId);
  const pricing = usePricing(branch.data);
  const base = menuPath(localId, storeId);
  const category = menu.data?.menu.find((c) => c.id === categoryId);
  const subcategory = (category ? [category] : (menu.data?.menu ?? []))
    .flatMap((c) => c.subcategories)
    .find((s) => s.id === subcategoryId);
  const back =
    readReturnPath() ?? (categoryId ? `${base}?categoria=${encodeURIComponent(categoryId)}` : base);
  useShellHeader({ title: '', goBack: back, showSearchBar: false });
  const basePath = `${base}/subcategory/${encodeURIComponent(subcategoryId)}`;

  return (
    <div className="screen menu-screen">
      <h1 className="screen__title">{subcategory ? brandText(subcategory.name) : t('menu.title')}</h1>
      {subcategory?.description ? (
        <p className="subcategory-description">{brandText(subcategory.description)}</p>
      ) : null}
      {pricing.showIvaNote ? <p className="iva-note">{t('menu.ivaNote')}</p> : null}
      {menu.isPending ? (
        <MenuSkeleton />
      ) : !subcategory ? (
        <p role="status">{t('menu.subcategoryMissing')}</p>
      ) : (
        <ul className="product-list">
          {subcategory.products.map((product) => (
            <ProductCard key={product.sku} product={product} basePath={basePath} pricing={pricing.context} />
          ))}
        </ul>
      )}
      <CheckoutBar step="summary" branch={branch.data} />
      <ProductOverlayHost basePath={basePath} localId={localId} storeId={storeId} />
    </div>
  );
}
