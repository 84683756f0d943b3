import { Route, Routes } from 'react-router-dom';
import { ROUTES } from 'shared-contracts/routes';
import { ScreenPending } from 'shared-ui/screen-pending';
import { ClubScreen } from '../features/club/components/club-screen';

export function App() {
  return (
    <Routes>
      <Route path={ROUTES.club} element={<ClubScreen />} />
      <Route path="*" element={<ScreenPending />} />
    </Routes>
  );
}
