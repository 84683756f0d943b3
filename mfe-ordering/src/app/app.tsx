import './ordering.css';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ScreenPending } from 'shared-ui/screen-pending';
import { lazyScreen } from 'shared-ui/lazy-screen';
import { ORDERING_ROUTES } from '../config/routes';
import { BranchSelection } from '../features/branches/components/branch-selection';
import { CartActivity } from '../features/order/components/cart-activity';
import { AddressDrawer } from '../features/branches/components/address-selector';

// The branch list is the landing screen and comes with the app; every other screen is its own chunk,
// loaded when its route is first shown (a failed chunk shows the remote's fallback with a retry).
const BranchHome = lazyScreen(() =>
  import('../features/branch-home/components/branch-home').then((m) => m.BranchHome),
);
const MenuScreen = lazyScreen(() =>
  import('../features/menu/components/menu-screen').then((m) => m.MenuScreen),
);
const SubcategoryScreen = lazyScreen(() =>
  import('../features/menu/components/subcategory-screen').then((m) => m.SubcategoryScreen),
);
const OrderSummary = lazyScreen(() =>
  import('../features/order/components/order-summary').then((m) => m.OrderSummary),
);

/** Loads every screen's chunk now (tests render any route without waiting). */
export const preloadScreens = () =>
  Promise.all(
    [BranchHome, MenuScreen, SubcategoryScreen, OrderSummary, AddressDrawer].map((part) => part.preload()),
  );

export function App() {
  return (
    <>
      <CartActivity />
      <Suspense fallback={<div className="remote-texts-pending" aria-busy="true" />}>
        <Routes>
          <Route path={ORDERING_ROUTES.branchSelection} element={<BranchSelection />} />
          <Route path={ORDERING_ROUTES.branchHome} element={<BranchHome />} />
          <Route path={ORDERING_ROUTES.subcategory} element={<SubcategoryScreen />} />
          <Route path={ORDERING_ROUTES.menu} element={<MenuScreen />} />
          <Route path={ORDERING_ROUTES.orderSummary} element={<OrderSummary />} />
          <Route path="*" element={<ScreenPending />} />
        </Routes>
      </Suspense>
    </>
  );
}
