import './ordering.css';
import { Route, Routes } from 'shared-ui/router';
import { ScreenPending } from 'shared-ui/screen-pending';
import { BranchHome } from '../features/branch-home/components/branch-home';
import { BranchSelection } from '../features/branches/components/branch-selection';
import { MenuScreen } from '../features/menu/components/menu-screen';
import { SubcategoryScreen } from '../features/menu/components/subcategory-screen';

export function App() {
  return (
    <Routes>
      <Route path="/" element={<BranchSelection />} />
      <Route path="/home/:localId/:storeId/*" element={<BranchHome />} />
      <Route path="/menu/:localId/:storeId/subcategory/:subcategoryId/*" element={<SubcategoryScreen />} />
      <Route path="/menu/:localId/:storeId/*" element={<MenuScreen />} />
      <Route path="*" element={<ScreenPending />} />
    </Routes>
  );
}
