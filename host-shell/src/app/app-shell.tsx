import { useStore } from 'zustand';
import { ModalHost } from 'shared-ui/modal';
import { BottomNav } from '../features/layout/bottom-nav';
import { Header } from '../features/layout/header';
import { ToastHost } from '../features/toasts/toast-host';
import { Splash } from '../features/layout/splash';
import { RoutedRemote } from './routed-remote';
import { useShell } from './shell-context';

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
      <ToastHost />
      <ModalHost held={splash} />
      <Splash />
    </div>
  );
}
