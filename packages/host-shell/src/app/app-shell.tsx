import { BottomNav } from '../features/layout/bottom-nav';
import { Header } from '../features/layout/header';
import { ToastHost } from '../features/toasts/toast-host';
import { Splash } from '../features/layout/splash';
import { RoutedRemote } from './routed-remote';

/** The frame that stays on every screen: header, the routed remote, bottom nav, toasts. */
export function AppShell() {
  return (
    <div className="app-shell">
      <Header />
      <main className="app-shell__main" id="contenido">
        <RoutedRemote />
      </main>
      <BottomNav />
      <ToastHost />
      <Splash />
    </div>
  );
}
