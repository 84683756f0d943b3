import './ordering.css';
import { Route, Routes } from 'shared-ui/router';
import { ScreenPending } from 'shared-ui/screen-pending';
import { BranchSelection } from '../features/branches/components/branch-selection';

export function App() {
  return (
    <Routes>
      <Route path="/" element={<BranchSelection />} />
      <Route path="*" element={<ScreenPending />} />
    </Routes>
  );
}
