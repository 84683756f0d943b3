import { Suspense, createContext, useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { QueryClientProvider } from 'shared-ui/query';
import { Router } from 'react-router-dom';
import { useStore } from 'zustand';
import type { User } from 'shared-contracts/entities';
import type { HeaderConfig, MountProps, StoreHandle } from 'shared-contracts/mount';
import { createSessionApiClient, type ApiClient } from 'shared-ui/api-client';
import { PageI18nProvider } from 'shared-ui/texts';

const MountPropsContext = createContext<MountProps | null>(null);

/** The props the shell mounted this remote with. */
export function useMountProps(): MountProps {
  const props = useContext(MountPropsContext);
  if (!props) throw new Error('useMountProps must be used inside <RemoteRoot>');
  return props;
}

/**
 * Subscribes a component to a store the shell owns. This is the one place that knows the
 * stores are zustand stores, so the way state is shared can change here alone.
 */
export function useShellStore<T, S>(handle: StoreHandle<T>, selector: (state: T) => S): S {
  // A StoreHandle is structurally a read-only zustand StoreApi.
  return useStore(handle as Parameters<typeof useStore>[0], selector as (state: unknown) => S);
}

/** Sets the shell's header (title, back target, search, tabs) while the calling screen is shown. */
export function useShellHeader(header: HeaderConfig): void {
  const { stores } = useMountProps();
  const key = JSON.stringify(header);
  // Before the browser paints the screen: the header it asks for (a search bar, tabs) arrives in
  // the same frame as the screen, so nothing below the header moves (no layout shift).
  useLayoutEffect(() => {
    stores.layout.getState().setHeader(JSON.parse(key) as HeaderConfig);
  }, [stores, key]);
}

/**
 * since 2.3: the signed-in customer; null for a guest or without a session (spec 001 section 6:
 * guests see sign-in prompts instead of a customer's data).
 */
export function useRegisteredUser(): User | null {
  const { stores } = useMountProps();
  return useShellStore(stores.session, (s) =>
    s.session && s.session.user.typeUser !== 'guest' ? s.session.user : null,
  );
}

/** A request client bound to the shell's API base and the current session's token. */
export function useApiClient(): ApiClient {
  const { apiBaseUrl, stores, bus } = useMountProps();
  // A refused authenticated call announces 'session:expired': the shell logs the user out.
  return useMemo(
    () => createSessionApiClient({ baseUrl: apiBaseUrl, session: stores.session, bus }),
    [apiBaseUrl, stores, bus],
  );
}

/**
 * Puts a remote's tree under the page's one history, query client and mount props.
 * The remote's own <Routes> then see every URL change the shell makes, and its links
 * and navigate() calls go through the shell's history.
 */
export function RemoteRoot({ props, children }: { props: MountProps; children: ReactNode }) {
  return (
    <MountPropsContext.Provider value={props}>
      <PageI18nProvider i18n={props.i18n}>
        <QueryClientProvider client={props.queryClient}>
          <Router location={props.location} navigator={props.navigator}>
            {/* A screen waits here for its texts (loaded once per language) rather than show keys. */}
            <Suspense fallback={<div className="remote-texts-pending" aria-busy="true" />}>
              {children}
            </Suspense>
          </Router>
        </QueryClientProvider>
      </PageI18nProvider>
    </MountPropsContext.Provider>
  );
}
