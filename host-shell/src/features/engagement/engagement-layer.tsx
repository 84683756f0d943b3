import './engagement.css';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useShell } from '../../app/shell-context';
import { useAppDownloadWanted } from './app-download-rules';
import { isStandaloneDisplay } from './display-mode';
import { logUnsupported, pushSupport, type PushEnvironment } from './notification-support';
import { openedByAutoLogin, pageAddresses, readTourRecord, tourMayShow } from './tour-rules';

// Each prompt's code comes only to a page it is for: most visits need none of them.
const FirstVisitTour = lazy(() =>
  import('./first-visit-tour').then(({ FirstVisitTour }) => ({ default: FirstVisitTour })),
);
const AppDownloadModal = lazy(() =>
  import('./app-download-modal').then(({ AppDownloadModal }) => ({ default: AppDownloadModal })),
);
// The push opt-in (and its subscription code) only where push can work: never on localhost.
const NotificationPrompt = lazy(() =>
  import('./notification-prompt').then(({ NotificationPrompt }) => ({ default: NotificationPrompt })),
);
const PullToRefresh = lazy(() =>
  import('./pull-to-refresh').then(({ PullToRefresh }) => ({ default: PullToRefresh })),
);

/** True from the first render `wanted` is, for the rest of the page: a prompt once loaded stays mounted. */
function useLatch(wanted: boolean): boolean {
  const [latched, setLatched] = useState(wanted);
  if (wanted && !latched) setLatched(true);
  return latched || wanted;
}

/**
 * The engagement features of spec 001 that sit over every screen (the first-visit tour, the push
 * opt-in, the app-download modal, pull-to-refresh in the iOS home-screen app). The shell loads this
 * chunk only after the splash and once the session is known (AppShell), so none of it weighs on the
 * first screen, and each prompt asks the page's modal store for its turn (never over another modal).
 * The session at this layer's mount is what the start-up lookup found (the tour's rule). See
 * docs/decisions/021-engagement-prompts.md.
 */
export function EngagementLayer() {
  const { stores } = useShell();
  const { pathname } = useLocation();
  const [restoredSession] = useState(() => stores.session.getState().session);
  const [autoLogin] = useState(() => openedByAutoLogin(pageAddresses()));
  const [standalone] = useState(isStandaloneDisplay);
  const [push] = useState(() => pushSupport(window as unknown as PushEnvironment));
  useEffect(() => {
    if (!push.supported) logUnsupported(push.reason);
  }, [push]);
  // Worked out once here, for loading the tour and for the tour itself.
  const tourAllowed = tourMayShow({
    record: readTourRecord(),
    now: Date.now(),
    restoredSession,
    autoLogin,
    pathname,
  });
  const tour = useLatch(tourAllowed);
  const appDownload = useLatch(useAppDownloadWanted());
  return (
    <>
      <Suspense fallback={null}>
        {appDownload ? <AppDownloadModal /> : null}
        {tour ? <FirstVisitTour mayShow={tourAllowed} /> : null}
        {standalone ? <PullToRefresh /> : null}
        {push.supported ? <NotificationPrompt /> : null}
      </Suspense>
    </>
  );
}
