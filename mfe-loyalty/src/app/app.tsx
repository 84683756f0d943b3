import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES } from 'shared-contracts/routes';
import { ScreenPending } from 'shared-ui/screen-pending';
import { AddPointsScreen } from '../features/points/components/add-points-screen';
import { PointsScreen } from '../features/points/components/points-screen';
import { TransactionDetailScreen } from '../features/points/components/transaction-detail-screen';
import { QrScreen } from '../features/qr/components/qr-screen';

/** The loyalty remote's routes (spec 001 section 2): /puntos, /puntos/carga, /puntos/detalles/{id}, /qr-code. */
export function App() {
  return (
    <Routes>
      <Route path={ROUTES.points} element={<PointsScreen />} />
      <Route path={ROUTES.pointsLoad} element={<AddPointsScreen />} />
      <Route path={`${ROUTES.pointsDetail}/:transactionId`} element={<TransactionDetailScreen />} />
      {/* A detail without its id: the movements are where one is chosen. */}
      <Route path={ROUTES.pointsDetail} element={<Navigate to={ROUTES.points} replace />} />
      <Route path={ROUTES.qrCode} element={<QrScreen />} />
      <Route path="*" element={<ScreenPending />} />
    </Routes>
  );
}
