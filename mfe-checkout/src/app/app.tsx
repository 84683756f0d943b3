import { Route, Routes } from 'react-router-dom';
import { ROUTES } from 'shared-contracts/routes';
import { ScreenPending } from 'shared-ui/screen-pending';
import { CheckoutScreen } from '../features/checkout/components/checkout-screen';

export function App() {
  return (
    <Routes>
      <Route path={ROUTES.checkout} element={<CheckoutScreen />} />
      <Route path="*" element={<ScreenPending />} />
    </Routes>
  );
}
