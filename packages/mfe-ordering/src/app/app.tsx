import './ordering.css';
import { Route, Routes } from 'shared-ui/router';
import { ScreenPending } from 'shared-ui/screen-pending';
import { BranchHome } from '../features/branch-home/components/branch-home';
import { BranchSelection } from '../features/branches/components/branch-selection';
import { MenuScreen } from '../features/menu/components/menu-screen';
import { SubcategoryScreen } from '../features/menu/components/subcategory-screen';
import { CartActivity } from '../features/order/components/cart-activity';
import { OrderSummary } from '../features/order/components/order-summary';

export function App() {
  return (
    <>
      <CartActivity />
      <Routes>
        <Route path="/" element={<BranchSelection />} />
        <Route path="/home/:localId/:storeId/*" element={<BranchHome />} />
        <Route path="/menu/:localId/:storeId/subcategory/:subcategoryId/*" element={<SubcategoryScreen />} />
        <Route path="/menu/:localId/:storeId/*" element={<MenuScreen />} />
        <Route path="/resumen-de-orden/*" element={<OrderSummary />} />
        <Route path="*" element={<ScreenPending />} />
      </Routes>
    </>
  );
}
