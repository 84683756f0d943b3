import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, createPath, RouterProvider } from 'shared-ui/router';
import { getPageBus } from 'shared-contracts/events';
import type { ShellNavigator, To } from 'shared-contracts/mount';
import 'shared-ui/styles.css';
import './app/shell.css';
import { AppShell } from './app/app-shell';
import { RouteErrorScreen } from './features/errors/route-error-screen';
import { ShellContext, type ShellContextValue } from './app/shell-context';
import { createBrandStore, loadBrand } from './features/brand/brand-store';
import { createCartStore } from './features/cart/cart-store';
import { createLayoutStore } from './features/layout/layout-store';
import { createSessionStore, endSession } from './features/session/session-store';
import { restoreSession } from './features/session/restore-session';
import { createStore } from 'zustand/vanilla';
import { onStorageFailure } from './lib/storage';
import { SHELL_NAMESPACE } from './i18n';
import { changeLanguage, currentLanguage, getI18n, I18nRoot } from 'shared-ui/i18n';

const API_BASE_URL = '/api';

const bus = getPageBus();
// One query client for the page: 60 s cache lifetime, no polling, no refetch on focus or reconnect.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: 60_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchInterval: false,
      retry: 1,
    },
  },
});
const stores = {
  session: createSessionStore(bus),
  brand: createBrandStore(window.location.hostname),
  cart: createCartStore(bus),
  layout: createLayoutStore(),
};

let storageWarned = false;
onStorageFailure((key, error) => {
  console.error(`[shell] could not save ${key} in local storage`, error);
  if (storageWarned) return;
  storageWarned = true;
  bus.emit('toast:show', {
    kind: 'error',
    message: getI18n().t('storage.failed', { ns: SHELL_NAMESPACE }),
  });
});

const router = createBrowserRouter([
  { path: '*', element: <AppShell />, errorElement: <RouteErrorScreen /> },
]);
router.subscribe((state) => {
  bus.emit('navigation:changed', { pathname: state.location.pathname, search: state.location.search });
});

const toPath = (to: To) => (typeof to === 'string' ? to : createPath(to));
const navigator: ShellNavigator = {
  push: (to, state) => void router.navigate(toPath(to), { state }),
  replace: (to, state) => void router.navigate(toPath(to), { replace: true, state }),
  go: (delta) => void router.navigate(delta),
  createHref: toPath,
};

const shell: ShellContextValue = {
  stores,
  bus,
  queryClient,
  navigator,
  i18n: { getLanguage: currentLanguage, changeLanguage },
  apiBaseUrl: API_BASE_URL,
  sessionReady: createStore(() => ({ ready: false })),
};

void restoreSession({
  store: stores.session,
  apiBaseUrl: API_BASE_URL,
  location: window.location,
  replaceUrl: (url) => void router.navigate(url, { replace: true }),
}).finally(() => shell.sessionReady.setState({ ready: true }));

// An authenticated call refused by the API ends the session (spec 001 section 4).
bus.on('session:expired', () => {
  endSession(stores.session, () => void router.navigate('/auth', { replace: true }));
});
void loadBrand(stores.brand, bus, API_BASE_URL);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <ShellContext.Provider value={shell}>
      <QueryClientProvider client={queryClient}>
        <I18nRoot>
          {/* Only in a language other than the bundled Spanish: the shell's texts arrive first. */}
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </I18nRoot>
      </QueryClientProvider>
    </ShellContext.Provider>
  </StrictMode>,
);
