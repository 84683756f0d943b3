import { Route, Routes } from 'react-router-dom';
import { ROUTES } from 'shared-contracts/routes';
import { ScreenPending } from 'shared-ui/screen-pending';
import { PlansScreen } from '../features/plans/components/plans-screen';

export function App() {
  return (
    <Routes>
      <Route path={ROUTES.club} element={<PlansScreen />} />
      <Route path="*" element={<ScreenPending />} />
    </Routes>
  );
}
