import { Route, Routes } from 'shared-ui/router';
import { BranchList } from '../features/branches/components/branch-list';
import { ScreenPending } from 'shared-ui/screen-pending';

export function App() {
  return (
    <Routes>
      <Route path="/" element={<BranchList />} />
      <Route path="*" element={<ScreenPending />} />
    </Routes>
  );
}
