import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast } from 'shared-ui/show-toast';
import { useStore } from 'zustand';
import { ModalHost } from 'shared-ui/modal';
import { BottomNav } from '../features/layout/bottom-nav';
import { Header } from '../features/layout/header';
import { CampaignVisitSlot } from '../features/marketing/campaign-visit-slot';
import { Splash } from '../features/layout/splash';
import { ProfileCompletionSlot } from '../features/profile/profile-completion-slot';
import { RoutedRemote } from './routed-remote';
import { useShell } from './shell-context';

// The toast container and react-toastify come with the page's first toast, not with the first screen:
// react-toastify keeps the toast until the container is there (after the splash at the earliest).
const ToastHost = lazy(() =>
  import('../features/toasts/toast-host').then(({ ToastHost }) => ({ default: ToastHost })),
);
// The tour, the push opt-in, the app-download modal and pull-to-refresh: after the splash, once the
// session is known (none of them belongs to the first screen).
const EngagementLayer = lazy(() =>
  import('../features/engagement/engagement-layer').then(({ EngagementLayer }) => ({
    default: EngagementLayer,
  })),
);

/**
 * The frame that stays on every screen: header, the routed remote, bottom nav, toasts. Modals and
 * drawers of any remote are drawn over it; ModalHost makes the page behind them inert and holds
 * them back while the splash shows (spec 001 section 2).
 */
export function AppShell() {
  const { stores, sessionReady } = useShell();
  const splash = useStore(stores.layout, (state) => state.splash ?? false);
  const ready = useStore(sessionReady, (state) => state.ready);
  const [toastWanted, setToastWanted] = useState(false);
  useEffect(() => onFirstToast(() => setToastWanted(true)), []);
  return (
    <div className={splash ? 'app-shell app-shell--splash' : 'app-shell'}>
      <CampaignVisitSlot />
      <Header />
      <main className="app-shell__main" id="contenido">
        <RoutedRemote />
      </main>
      <BottomNav />
      <ProfileCompletionSlot />
      {splash || !toastWanted ? null : (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
      {splash || !ready ? null : (
        <Suspense fallback={null}>
          <EngagementLayer />
        </Suspense>
      )}
      <ModalHost held={splash} />
      <Splash />
    </div>
  );
}
