import './branch-home.css';
import { useMemo } from 'react';
import { Link, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { menuPath, branchHomePath } from 'shared-contracts/routes';
import { URL_PARAMS } from 'shared-contracts/url-params';
import { useShellHeader } from 'shared-ui/remote-context';
import { useActiveOrder, useOrdersAwaitingPayment } from 'shared-ui/active-order';
import { Skeleton, SkeletonContainer } from 'shared-ui/skeleton';
import { isNotFound, MenuLoadFailed } from '../../../components/menu-load-failed';
import { ProductCard } from '../../../components/product-card';
import { ProductSection } from '../../../components/product-section';
import { useOrderingT } from '../../../i18n';
import { useBrandText } from '../../../lib/use-brand-text';
import { usePricing } from '../../../lib/use-price-context';
import { useBranch } from '../../branches/api/get-branch';
import { ClosedNotice } from '../../branches/components/closed-notice';
import { useMenuHome } from '../../menu/api/get-menu-home';
import { CheckoutBar } from '../../order/components/checkout-bar';
import { ProductOverlayHost } from '../../product/components/product-overlay';
import { isHiddenCategory } from '../../menu/lib/menu-sections';
import { useBanners, useStories } from '../api/get-marketing';
import { ActiveOrderSlot } from './active-order-slot';
import { BannerSlider } from './banner-slider';
import { CategoryCarousel, categoryLink } from './category-carousel';
import { BannerPlaceholder, StoriesPlaceholder } from './home-placeholders';
import { StoriesSlider } from './stories-slider';
import { StoryViewer } from './story-viewer';

/**
 * Branch home /home/{id}/{storeId} (spec 000 section 2): the active-order card, banners, stories,
 * categories, recent products, featured categories, and search results while the header's search
 * (the `search` query parameter) has text.
 */
export function BranchHome() {
  const { localId = '', storeId = '' } = useParams();
  const { t } = useOrderingT();
  const brandText = useBrandText();
  const [searchParams] = useSearchParams();
  // The header already waits 300 ms before it writes the search into the URL.
  const search = (searchParams.get(URL_PARAMS.search) ?? '').trim();
  const branch = useBranch(localId);
  const menu = useMenuHome(storeId);
  const results = useMenuHome(storeId, search);
  const banners = useBanners(storeId);
  const stories = useStories(storeId);
  // The active-order card goes above everything else (it comes with GET /pedido/active): what is below
  // it is drawn once that answer is known, so the card never pushes it down (issue 30 item 2); so are
  // the cards of the older orders awaiting their payment (issue 28).
  const activeOrder = useActiveOrder();
  const awaitingLoading = useOrdersAwaitingPayment(activeOrder.activeOrder?._id ?? null).isLoading;
  const activeOrderLoading = activeOrder.isLoading || awaitingLoading;
  const pricing = usePricing(branch.data);
  const homePath = branchHomePath(localId, storeId);
  useShellHeader({ title: '', goBack: '/', showSearchBar: true });

  const featured = useMemo(
    () => (menu.data?.featuredCategories ?? []).filter((c) => !isHiddenCategory(c) && c.products.length > 0),
    [menu.data],
  );

  // a link to a branch that does not exist (mistyped, or a branch closed for good): said first, with
  // the way to the branch list, and nothing of a home that cannot be (a walk found it under the
  // active-order card and the placeholders, behind the bottom bar)
  if (isNotFound(branch.error)) {
    return (
      <div className="screen branch-home">
        <h1 className="screen__title">{t('home.title')}</h1>
        <MenuLoadFailed error={branch.error} retrying={false} onRetry={() => void branch.refetch()} />
      </div>
    );
  }

  return (
    <div className="screen branch-home">
      <h1 className="screen__title">{branch.data ? brandText(branch.data.name) : t('home.title')}</h1>
      <ClosedNotice branch={branch.data} />
      <ActiveOrderSlot />
      {activeOrderLoading ? (
        <SkeletonContainer busy label={t('menu.loading')}>
          {null}
        </SkeletonContainer>
      ) : search ? (
        <section className="home-section" aria-labelledby="search-title" aria-busy={results.isFetching}>
          <h2 id="search-title" className="home-section__title">
            {t('home.searchResults', { search })}
          </h2>
          {results.isPending ? (
            <SkeletonContainer busy label={t('menu.loading')}>
              <Skeleton height={96} />
            </SkeletonContainer>
          ) : results.data && results.data.products.length > 0 ? (
            <ul className="product-list">
              {results.data.products.map((product) => (
                <ProductCard
                  key={product.sku}
                  product={product}
                  basePath={homePath}
                  pricing={pricing.context}
                />
              ))}
            </ul>
          ) : (
            <p role="status">{t('menu.noResults', { search })}</p>
          )}
        </section>
      ) : (
        <>
          {/* Their places are held while they are on their way: nothing below moves when they come. */}
          {banners.isPending ? (
            <BannerPlaceholder />
          ) : banners.data && banners.data.length > 0 ? (
            <BannerSlider banners={banners.data} storeId={storeId} />
          ) : null}
          {stories.isPending ? (
            <StoriesPlaceholder />
          ) : stories.data ? (
            <StoriesSlider stories={stories.data} homePath={homePath} />
          ) : null}
          {menu.isPending ? (
            <SkeletonContainer busy label={t('menu.loading')} className="home-skeleton">
              <Skeleton height={72} />
              <Skeleton height={180} />
            </SkeletonContainer>
          ) : menu.isError ? (
            <MenuLoadFailed
              error={menu.error}
              retrying={menu.isFetching}
              onRetry={() => void menu.refetch()}
            />
          ) : menu.data ? (
            <>
              <CategoryCarousel categories={menu.data.categories} localId={localId} storeId={storeId} />
              {menu.data.recentProducts.length > 0 ? (
                <ProductSection
                  id="recent-products"
                  title={t('menu.lastOrders')}
                  products={menu.data.recentProducts}
                  basePath={homePath}
                  pricing={pricing.context}
                  variant="slider"
                />
              ) : null}
              {featured.map((category) => (
                <ProductSection
                  key={category.id}
                  id={`featured-${category.id}`}
                  title={brandText(category.name)}
                  products={category.products}
                  basePath={homePath}
                  pricing={pricing.context}
                  variant="slider"
                  seeAllTo={categoryLink(localId, storeId, category)}
                />
              ))}
              <Link className="button home-full-menu" to={menuPath(localId, storeId)}>
                {t('home.fullMenu')}
              </Link>
            </>
          ) : null}
        </>
      )}
      <Routes>
        <Route
          path="stories/:index"
          element={
            <StoryViewer
              stories={stories.isError ? [] : stories.data}
              homePath={homePath}
              storeId={storeId}
            />
          }
        />
      </Routes>
      <CheckoutBar step="summary" branch={branch.data} />
      <ProductOverlayHost basePath={homePath} localId={localId} storeId={storeId} />
    </div>
  );
}
