import { createContext, useContext, type ReactNode } from 'react';
import { PageI18nProvider } from 'shared-ui/texts';
import type { QueryClient } from 'shared-ui/query';
import type { StoreApi } from 'zustand/vanilla';
import type { AppBus } from 'shared-contracts/events';
import type {
  LayoutState,
  ShellI18n,
  ShellNavigator,
  ShellStores,
  ShellWidgets,
} from 'shared-contracts/mount';

/** What the shell's own components share: the page's singletons. */
export interface ShellContextValue {
  /** the remotes see read handles; the shell itself may also write its layout */
  stores: ShellStores & { layout: StoreApi<LayoutState> };
  bus: AppBus;
  queryClient: QueryClient;
  navigator: ShellNavigator;
  i18n: ShellI18n;
  apiBaseUrl: string;
  /** false while the session is being restored at start (links, cookie) */
  sessionReady: StoreApi<{ ready: boolean }>;
  /** other remotes' widgets, handed to every remote the shell mounts (contract 1.2) */
  widgets?: ShellWidgets;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside the shell');
  return value;
}

/** The shell's own contexts: its singletons, and the page's texts. */
export function ShellProviders({ shell, children }: { shell: ShellContextValue; children: ReactNode }) {
  return (
    <ShellContext.Provider value={shell}>
      <PageI18nProvider i18n={shell.i18n}>{children}</PageI18nProvider>
    </ShellContext.Provider>
  );
}
