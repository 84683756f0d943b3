import { Route, Routes } from 'react-router-dom';
import { ROUTES } from 'shared-contracts/routes';
import { ScreenPending } from 'shared-ui/screen-pending';
import { PointsScreen } from '../features/points/components/points-screen';
import { QrScreen } from '../features/qr/components/qr-screen';

export function App() {
  return (
    <Routes>
      <Route path={ROUTES.points} element={<PointsScreen />} />
      <Route path={ROUTES.qrCode} element={<QrScreen />} />
      <Route path="*" element={<ScreenPending />} />
    </Routes>
  );
}
