import './menu.css';
import {
  startTransition,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Category } from 'shared-contracts/entities';
import { menuPath, branchHomePath } from 'shared-contracts/routes';
import { URL_PARAMS } from 'shared-contracts/url-params';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useShellHeader } from 'shared-ui/remote-context';
import { MenuLoadFailed } from '../../../components/menu-load-failed';
import { ProductCard } from '../../../components/product-card';
import { useOrderingT } from '../../../i18n';
import { useBrandText, usePreloadMenuTexts } from '../../../lib/use-brand-text';
import { DESKTOP_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { usePricing } from '../../../lib/use-price-context';
import { useBranch } from '../../branches/api/get-branch';
import { ClosedNotice } from '../../branches/components/closed-notice';
import { useRecordActivity } from '../../tracking/api/record-activity';
import { CheckoutBar } from '../../order/components/checkout-bar';
import { ProductOverlayHost } from '../../product/components/product-overlay';
import { useMenuHome } from '../api/get-menu-home';
import { alternateColumns, buildMenuView, preferenceTag, type MenuSection } from '../lib/menu-sections';
import { rememberReturnPath, subcategoryHash } from '../lib/subcategory-return';
import { drawsNearRowsOnly, hashSection, hashTarget, RowSizes } from '../lib/virtual-menu';
import { MenuSkeleton } from './menu-skeleton';
import { MenuColumn, type ScrollRequest } from './menu-column';

/**
 * Menu /menu/{id}/{storeId} (spec 000 section 2): 'Tus últimos pedidos' first, then a section per
 * category ('adicional' hidden); ?categoria shows one category with its subcategories,
 * ?preferencia the products with that tag (the two are mutually exclusive); the header's search
 * flattens the matches. One column below 1024 px, two alternating columns above. A long menu's
 * columns draw only the rows near the viewport (ADR 036): a section's anchor (#{categoryId}) and a
 * subcategory's hash scroll the list to their section even when it is not drawn.
 */
/** Sections drawn in the first render of a long menu; the others follow right after it. */
export const FIRST_SECTIONS = 3;

export function MenuScreen() {
  const { localId = '', storeId = '' } = useParams();
  const { t } = useOrderingT();
  const brandText = useBrandText();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const categoria = params.get('categoria');
  const preferencia = categoria ? null : params.get('preferencia');
  // The header already waits 300 ms before it writes the search into the URL.
  const search = (params.get(URL_PARAMS.search) ?? '').trim();
  const branch = useBranch(localId);
  const menu = useMenuHome(storeId, search);
  // In another language, the whole menu is translated ahead (spec 001 section 4, 'Preload').
  usePreloadMenuTexts(menu.data?.menu);
  const pricing = usePricing(branch.data);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const record = useRecordActivity();
  const base = menuPath(localId, storeId);
  const withoutFilter = categoria || preferencia ? base : branchHomePath(localId, storeId);
  useShellHeader({ title: '', goBack: withoutFilter, showSearchBar: true });

  // Mutually exclusive: a categoria drops the preferencia from the address.
  useEffect(() => {
    if (categoria && params.has('preferencia')) {
      const next = new URLSearchParams(params);
      next.delete('preferencia');
      navigate(
        { pathname: location.pathname, search: `?${next.toString()}`, hash: location.hash },
        { replace: true },
      );
    }
  }, [categoria, params, navigate, location.pathname, location.hash]);

  useEffect(() => {
    if (storeId) record(storeId, { path: 'record-menu-visit' });
  }, [record, storeId]);

  // The answer as a deferred value (as the branch list, ADR 028): the render that receives it keeps the
  // skeleton, and the cards are built in a deferred pass that React does in slices, so a slow phone is
  // not blocked while the first sections' cards are built. Another branch's menu is never shown (the
  // skeleton is); another search's answer stays until then, as the query keeps it while it loads.
  const answer = useMemo(() => ({ data: menu.data, storeId }), [menu.data, storeId]);
  const deferredAnswer = useDeferredValue(answer);
  const menuData = deferredAnswer.storeId === storeId ? deferredAnswer.data : undefined;

  const view = useMemo(
    () =>
      menuData
        ? buildMenuView(menuData.menu, {
            lastOrders: menuData.recentProducts,
            lastOrdersTitle: t('menu.lastOrders'),
            categoria,
            preferencia,
            search,
          })
        : null,
    [menuData, t, categoria, preferencia, search],
  );

  // A long menu shows its first sections at once and the rest just after that first paint: on a
  // mid-range phone, 500 cards in one render keep the first section off the screen for most of a
  // second (npm run bench:menu).
  const [allSections, setAllSections] = useState(false);
  const partial = Boolean(view && !allSections && view.sections.length > FIRST_SECTIONS);
  useEffect(() => {
    if (!partial) return;
    const timer = setTimeout(() => startTransition(() => setAllSections(true)), 0);
    return () => clearTimeout(timer);
  }, [partial]);
  const sections = useMemo(
    () => (view ? (partial ? view.sections.slice(0, FIRST_SECTIONS) : view.sections) : []),
    [view, partial],
  );
  // the same arrays from one render to the next: each column's rows are built once per menu
  const [left, right] = useMemo(() => alternateColumns(sections), [sections]);

  // The hash: a subcategory's card above the list (back from a subcategory, ?categoria) is scrolled
  // to; a section's anchor, or a subcategory's hash on the whole menu, scrolls the list to its section.
  const sizes = useRef(new RowSizes()).current;
  const [scrollRequest, setScrollRequest] = useState<ScrollRequest | null>(null);
  const handled = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!view || !location.hash) return;
    const target = hashTarget(location.hash, view.sections);
    const card = target?.kind === 'subcategory' ? document.getElementById(target.elementId) : null;
    if (card) {
      card.scrollIntoView?.({ block: 'center' });
      return;
    }
    const sectionId = hashSection(target, view.sections);
    // once per address: a later measurement must not pull the customer back to the anchor
    const key = `${location.key}${location.hash}`;
    if (!sectionId || handled.current === key) return;
    setScrollRequest((previous) => ({ sectionId, nonce: (previous?.nonce ?? 0) + 1 }));
    handled.current = key;
  }, [view, location.hash, location.key]);

  const preferenceName =
    preferencia && menuData
      ? (menuData.categories.find((c) => c.type === 'preferences' && preferenceTag(c) === preferencia)
          ?.name ?? preferencia)
      : null;
  const brandHeading = view?.category?.name ?? preferenceName;
  const heading = brandHeading ? brandText(brandHeading) : t('menu.title');

  const openSubcategory = (category: Category, subcategoryId: string) => {
    const hash = subcategoryHash(category.id, subcategoryId);
    navigate({ pathname: location.pathname, search: location.search, hash }, { replace: true });
    rememberReturnPath(`${location.pathname}${location.search}#${hash}`);
    navigate(
      `${base}/subcategory/${encodeURIComponent(subcategoryId)}?categoria=${encodeURIComponent(category.id)}`,
    );
  };

  // decided on the whole menu, not on its first sections, so a column does not change kind
  const virtual = view ? drawsNearRowsOnly(view.sections) : false;
  const column = (columnSections: MenuSection[]) => (
    <MenuColumn
      virtual={virtual}
      sections={columnSections}
      sizes={sizes}
      // a category's name is the brand's; 'Tus últimos pedidos' is the app's
      sectionTitle={(s) => (s.category ? brandText(s.title) : s.title)}
      seeAllTo={(s) =>
        s.category && !categoria ? `${base}?categoria=${encodeURIComponent(s.category.id)}` : null
      }
      basePath={base}
      pricing={pricing.context}
      scrollTo={scrollRequest}
    />
  );

  let body;
  // the branch's answer too, so a closed branch's notice comes with the menu and pushes nothing down
  if (menu.isPending || (menu.data && !menuData) || branch.isLoading) body = <MenuSkeleton />;
  else if (menu.isError || !view) {
    body = (
      <MenuLoadFailed error={menu.error} retrying={menu.isFetching} onRetry={() => void menu.refetch()} />
    );
  } else if (view.flat) {
    body =
      view.flat.length === 0 ? (
        <p role="status">{t('menu.noResults', { search })}</p>
      ) : (
        <ul className="product-list" aria-label={t('menu.searchResults', { search })}>
          {view.flat.map((product) => (
            <ProductCard key={product.sku} product={product} basePath={base} pricing={pricing.context} />
          ))}
        </ul>
      );
  } else if (categoria && !view.category) {
    // a link to a category the menu does not have (mistyped, or taken off the menu)
    body = (
      <div className="menu-missing">
        <p role="status">{t('menu.categoryMissing')}</p>
        <Link className="button" to={base}>
          {t('menu.wholeMenu')}
        </Link>
      </div>
    );
  } else if (view.sections.length === 0) {
    body = <p role="status">{t('menu.empty')}</p>;
  } else if (desktop) {
    body = (
      <div className="menu-columns" data-testid="menu-columns">
        {column(left)}
        {column(right)}
      </div>
    );
  } else {
    body = column(sections);
  }
  if (!branch.isLoading && !menu.isPending) {
    body = (
      <>
        <ClosedNotice branch={branch.data} />
        {body}
      </>
    );
  }

  return (
    <div className="screen menu-screen">
      <h1 className="screen__title">{heading}</h1>
      {pricing.showIvaNote ? <p className="iva-note">{t('menu.ivaNote')}</p> : null}
      {view?.category && view.category.subcategories.length > 0 ? (
        <ul className="subcategory-list" aria-label={t('menu.subcategories')}>
          {view.category.subcategories.map((sub) => {
            const category = view.category as Category;
            return (
              <li key={sub.id} id={subcategoryHash(category.id, sub.id)}>
                <button
                  type="button"
                  className="subcategory-card"
                  onClick={() => openSubcategory(category, sub.id)}
                >
                  {sub.image ? <img src={sub.image} alt="" /> : null}
                  <span className="subcategory-card__name">{brandText(sub.name)}</span>
                  {sub.description ? (
                    <span className="subcategory-card__description">{brandText(sub.description)}</span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {body}
      <CheckoutBar step="summary" branch={branch.data} />
      <ProductOverlayHost basePath={base} localId={localId} storeId={storeId} />
    </div>
  );
}
