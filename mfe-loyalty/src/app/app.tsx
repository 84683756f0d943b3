import { Route, Routes } from 'react-router-dom';
import { ScreenPending } from 'shared-ui/screen-pending';
import { PointsScreen } from '../features/points/components/points-screen';

export function App() {
  return (
    <Routes>
      <Route path="/puntos" element={<PointsScreen />} />
      <Route path="*" element={<ScreenPending />} />
    </Routes>
  );
}
