import { Route, Routes } from 'react-router-dom';
import { ScreenPending } from 'shared-ui/screen-pending';
import { PlansScreen } from '../features/plans/components/plans-screen';

export function App() {
  return (
    <Routes>
      <Route path="/club" element={<PlansScreen />} />
      <Route path="*" element={<ScreenPending />} />
    </Routes>
  );
}
