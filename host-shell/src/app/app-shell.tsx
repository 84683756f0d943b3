import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { ModalHost } from 'shared-ui/modal';
import { BottomNav } from '../features/layout/bottom-nav';
import { Header } from '../features/layout/header';
import { Splash } from '../features/layout/splash';
import { RoutedRemote } from './routed-remote';
import { useShell } from './shell-context';

// The toast container and react-toastify come after the splash, not with the first screen: a toast
// raised before then is kept by react-toastify and shown once the container is there.
const ToastHost = lazy(() =>
  import('../features/toasts/toast-host').then(({ ToastHost }) => ({ default: ToastHost })),
);

/**
 * The frame that stays on every screen: header, the routed remote, bottom nav, toasts. Modals and
 * drawers of any remote are drawn over it; ModalHost makes the page behind them inert and holds
 * them back while the splash shows (spec 001 section 2).
 */
export function AppShell() {
  const { stores } = useShell();
  const splash = useStore(stores.layout, (state) => state.splash ?? false);
  return (
    <div className="app-shell">
      <Header />
      <main className="app-shell__main" id="contenido">
        <RoutedRemote />
      </main>
      <BottomNav />
      {splash ? null : (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
      <ModalHost held={splash} />
      <Splash />
    </div>
  );
}
