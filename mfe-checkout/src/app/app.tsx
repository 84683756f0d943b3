import { Route, Routes } from 'react-router-dom';
import { ROUTES } from 'shared-contracts/routes';
import { lazyScreen } from 'shared-ui/lazy-screen';
import { ScreenPending } from 'shared-ui/screen-pending';
import { AddressFormScreen, DeliveryDetailsScreen } from '../features/delivery';
import { CheckoutScreen } from '../features/checkout/components/checkout-screen';
import { SendOrderScreen } from '../features/send-order/components/send-order-screen';
import { CHECKOUT_ROUTES } from '../config/routes';

// The table scan carries the QR scanner (its preview, controls and camera code): its own chunk,
// loaded when the customer opens the camera, not with the checkout (issue 30 item 1).
const TableScanScreen = lazyScreen(() =>
  import('../features/table-scan/components/table-scan-screen').then((m) => m.TableScanScreen),
);

export function App() {
  return (
    <Routes>
      <Route path={ROUTES.checkout} element={<CheckoutScreen />} />
      <Route path={CHECKOUT_ROUTES.sendOrder} element={<SendOrderScreen />} />
      <Route path={CHECKOUT_ROUTES.selectTable} element={<TableScanScreen />} />
      <Route path={CHECKOUT_ROUTES.deliveryDetails} element={<DeliveryDetailsScreen />} />
      <Route path={CHECKOUT_ROUTES.searchAddress} element={<AddressFormScreen />} />
      <Route path="*" element={<ScreenPending />} />
    </Routes>
  );
}
