import { Route, Routes } from 'shared-ui/router';
import { ScreenPending } from 'shared-ui/screen-pending';
import { AuthLanding } from '../features/auth/components/auth-landing';

export function App() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthLanding />} />
      <Route path="*" element={<ScreenPending />} />
    </Routes>
  );
}
