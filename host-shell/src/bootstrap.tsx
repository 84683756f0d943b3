import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { showToast } from 'shared-ui/show-toast';
import { QueryClient, QueryClientProvider } from 'shared-ui/query';
import { createAppBus } from 'shared-contracts/events';
import { isAuthPath, ROUTES } from 'shared-contracts/routes';
import 'shared-ui/styles.css';
import './app/shell.css';
import { AppShell } from './app/app-shell';
import { RouteErrorBoundary } from './features/errors/route-error-screen';
import { createShellHistory, ShellRouter, toShellLocation } from './app/shell-history';
import { ShellProviders, type ShellContextValue } from './app/shell-context';
import { createBrandStore, loadBrand } from './features/brand/brand-store';
import { createCartStore } from './features/cart/cart-store';
import { createLayoutStore } from './features/layout/layout-store';
import { Splash } from './features/layout/splash';
import { createPreferencesStore } from './features/preferences/preferences-store';
import { createSessionStore, endSession } from './features/session/session-store';
import { refreshStoredUser, restoreSession } from './features/session/restore-session';
import { resetOnSignOut } from './features/session/reset-on-sign-out';
import { createOrderKeeper } from './features/session/keep-order-on-expiry';
import { followSessionOfOtherTabs } from './features/session/follow-other-tabs';
import { rememberReturnPath } from './features/session/return-path';
import { revokeOnSessionEnd } from './features/session/revoke-on-session-end';
import { afterPageLoad } from './features/pwa/after-page-load';
import { createStore } from 'zustand/vanilla';
import { onStorageFailure } from './lib/storage';
import { retryRead } from './lib/query-retry';
import { SHELL_NAMESPACE, SHELL_TEXTS } from './i18n';
import { createPageI18n } from 'shared-ui/page-i18n';
import { UI_TEXTS } from 'shared-ui/ui-texts';
import { API_BASE_URL } from './config/api-base-url';
import { readPendingPayment } from 'shared-ui/payment-verification';
import { formatMoney } from 'shared-contracts/money';
import { warmFormattersWhenUseful } from './lib/warm-formatters';
import { nextTask } from './run-in-tasks';
import { whenIdle } from './lib/when-idle';

// The bootstrap runs in three tasks, none long enough to block a slow phone's page (Total Blocking
// Time, issue 30 item 5): its modules' evaluation (above), the page's stores and texts, then the rest
// and the first render (itself a transition, rendered in slices).
await nextTask();

// The page's one event bus, handed to every remote as MountProps.bus.
const bus = createAppBus();
// One query client for the page: 60 s cache lifetime, no polling, no refetch on focus or reconnect.
// A failed read is tried once more, unless the API refused it (lib/query-retry.ts).
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: 60_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchInterval: false,
      retry: retryRead,
    },
  },
});
const session = createSessionStore(bus);
const stores = {
  session,
  brand: createBrandStore(window.location.hostname),
  cart: createCartStore(bus),
  layout: createLayoutStore(),
  preferences: createPreferencesStore(session),
};
// The page's one i18next instance; the shell's texts and the shared components' are added now,
// each remote adds its own when it first renders.
const i18n = createPageI18n({ bus });
i18n.addTexts(SHELL_TEXTS);
i18n.addTexts(UI_TEXTS);
await nextTask();
// A session that ends takes the order in progress with it (session end, logout).
resetOnSignOut(stores);
// …and is ended at the API too, so its token and HttpOnly cookie open nothing afterwards.
revokeOnSessionEnd(stores.session, API_BASE_URL);
// The installable, offline site (ADR 023): its service worker, registered after the page has
// loaded (never on the first screen's path), in production builds only.
if (process.env.NODE_ENV === 'production') {
  afterPageLoad(() => {
    void import(/* webpackChunkName: "pwa" */ './features/pwa/start-pwa').then(({ startPwa }) =>
      startPwa({ session: stores.session }),
    );
  });
}

let storageWarned = false;
onStorageFailure((key, error) => {
  console.error(`[shell] could not save ${key} in local storage`, error);
  if (storageWarned) return;
  storageWarned = true;
  // Before the toast container mounts, react-toastify keeps the toast and shows it then.
  showToast('error', i18n.instance.t('storage.failed', { ns: SHELL_NAMESPACE }));
});

const history = createShellHistory();
history.listen(({ location }) => {
  bus.emit('navigation:changed', { pathname: location.pathname, search: location.search });
});
const shell: ShellContextValue = {
  stores,
  bus,
  queryClient,
  navigator: history,
  i18n,
  apiBaseUrl: API_BASE_URL,
  sessionReady: createStore(() => ({ ready: false })),
};
// Widgets are loaded with their code the first time a screen mounts one (ADR 008).
const widgetShell = {
  ...shell,
  location: {
    get: () => toShellLocation(history.location),
    subscribe: (listener: (location: ReturnType<typeof toShellLocation>) => void) =>
      history.listen(({ location }) => listener(toShellLocation(location))),
  },
};
shell.widgets = {
  mount: async (...args) =>
    (await import('./features/remotes/widgets')).createShellWidgets(widgetShell).mount(...args),
};

void restoreSession({
  store: stores.session,
  apiBaseUrl: API_BASE_URL,
  location: window.location,
  replaceUrl: (url) => history.replace(url),
})
  .then((source) => {
    if (source === 'storage') void refreshStoredUser(stores.session, API_BASE_URL);
  })
  .finally(() => {
    shell.sessionReady.setState({ ready: true });
    verifyPendingPayment();
  });

// An authenticated call refused by the API ends the session (spec 001 section 4). The order in
// progress stays in this page's memory and comes back when the customer signs in again (ADR 051).
const orderKeeper = createOrderKeeper(stores);
bus.on('session:expired', () => {
  if (!stores.session.getState().session) return;
  const keptOrder = orderKeeper.keep();
  const { pathname, search } = history.location;
  endSession(stores.session, () => {
    // With an order kept, signing in again returns where the session ended (the checkout that was
    // sending, ADR 051); otherwise nothing is written after the storage is cleared (spec 001 section 4).
    if (keptOrder) rememberReturnPath(pathname, search);
    history.replace(ROUTES.auth);
  });
  showToast(
    'info',
    i18n.instance.t(keptOrder ? 'session.expiredWithOrder' : 'session.expired', { ns: SHELL_NAMESPACE }),
  );
});
// The customer's sign-out (the profile, spec 001 section 2): the same end, then a fresh page. The
// page moves to /auth before it renders again, so no return path is remembered for the next visitor.
bus.on('session:sign-out', () => {
  orderKeeper.drop();
  endSession(stores.session, () => {
    history.replace(ROUTES.auth);
    window.location.reload();
  });
});
// Another tab signed out, ended the session or signed in another account: this page starts again
// from what is stored, so no tab stays in an account the browser left.
// A tab left on the way in goes on to the branch list when another tab signs in.
followSessionOfOtherTabs(stores.session, (stored) => {
  if (stored && isAuthPath(history.location.pathname)) window.location.replace(ROUTES.base);
  else window.location.reload();
});
void loadBrand(stores.brand, bus, API_BASE_URL);

/**
 * A card payment left waiting is verified in the background once the session is known (spec 000
 * section 4); its code comes with the check, only when a payment is stored.
 */
function verifyPendingPayment() {
  if (!readPendingPayment()) return;
  void Promise.all([
    import('./features/payments/background-verification'),
    import('shared-ui/api-client'),
  ]).then(([{ startBackgroundVerification }, { createSessionApiClient }]) =>
    startBackgroundVerification({
      api: createSessionApiClient({ baseUrl: API_BASE_URL, session: stores.session, bus }),
      session: stores.session,
      cart: stores.cart,
      invalidate: (queryKey) => void queryClient.invalidateQueries({ queryKey }),
      resultScreenOpen: () => history.location.pathname.startsWith(ROUTES.checkoutResult),
    }),
  );
}

// The page's first number formatter, made ahead where a screen will need it (lib/warm-formatters.ts).
warmFormattersWhenUseful({
  pathname: history.location.pathname,
  session: stores.session,
  warm: () => void formatMoney(0),
  whenIdle,
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// React ids (useId) carry the root's prefix: each remote's root has its own (remote-lifecycles).
const root = createRoot(container, { identifierPrefix: 'shell-' });
// The first render is a transition: React renders it in slices of a few milliseconds and lets the
// browser answer between them, instead of one long task (Total Blocking Time on a slow phone, ADR 025).
// The page's splash stays on screen until it commits.
startTransition(() =>
  root.render(
    <StrictMode>
      <ShellProviders shell={shell}>
        <QueryClientProvider client={queryClient}>
          {/* Only in a language other than the bundled Spanish: the shell's texts arrive first, under the splash. */}
          <Suspense fallback={<Splash />}>
            <ShellRouter history={history}>
              <RouteErrorBoundary>
                <AppShell />
              </RouteErrorBoundary>
            </ShellRouter>
          </Suspense>
        </QueryClientProvider>
      </ShellProviders>
    </StrictMode>,
  ),
);
