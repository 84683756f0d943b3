// Test harness for a remote's screens: the mount props a shell would give, with real zustand
// stores, a real query client and an in-memory history, and an API whose unhandled calls fail.
import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient } from 'shared-ui/query';
import mitt from 'mitt';
import {
  consumePreferencesSchema,
  type Brand,
  type Cart,
  type Language,
  type Session,
} from 'shared-contracts/entities';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import type { AppEvents } from 'shared-contracts/events';
import {
  MOUNT_CONTRACT_VERSION,
  type MountProps,
  type StoredPreferences,
  type ShellLocation,
  type ShellWidgets,
  type To,
} from 'shared-contracts/mount';
import type { RemoteName } from 'shared-contracts/registry';
import { RemoteRoot } from '../remote-context';
import { createPageI18n } from '../page-i18n';
import { createShellStores } from '../shell-stores';
import { createPath } from 'react-router-dom';

type Handler = (request: { url: URL; method: string; body: unknown }) => { status?: number; body?: unknown };

export interface RenderRemoteOptions {
  remote: RemoteName;
  path?: string;
  brand?: Brand | null;
  session?: Session | null;
  cart?: Cart;
  /** `'GET /api/local/all'` → handler; any other request fails the test */
  api?: Record<string, Handler>;
  /** other remotes' widgets, as the shell would hand them (contract 1.2); absent by default */
  widgets?: ShellWidgets;
  /** the interface language to start in (default: the stored one, else Spanish) */
  language?: Language;
}

const toPath = (to: To) => (typeof to === 'string' ? to : createPath(to));

function storedPreferences(): Partial<StoredPreferences> | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.consumePreferences) ?? 'null') as unknown;
    const parsed = consumePreferencesSchema.safeParse(stored ?? {});
    const storeId = (stored as { lastSelectedStoreId?: unknown } | null)?.lastSelectedStoreId;
    return parsed.success
      ? { ...parsed.data, lastSelectedStoreId: typeof storeId === 'string' ? storeId : null }
      : undefined;
  } catch {
    return undefined;
  }
}

export function renderRemote(ui: ReactNode, options: RenderRemoteOptions) {
  const bus = mitt<AppEvents>();
  const events: { type: keyof AppEvents; payload: unknown }[] = [];
  bus.on('*', (type, payload) => events.push({ type, payload }));
  const requests: string[] = [];
  const unhandled: string[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    requests.push(`${key}${url.search}`);
    const handler = options.api?.[key];
    if (!handler) {
      unhandled.push(key);
      throw new Error(`unhandled request in test: ${key}`);
    }
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = handler({ url, method, body });
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock as typeof fetch;

  const stores = createShellStores({
    // As the shell restores them at start from local storage.
    preferences: storedPreferences(),
    session: options.session ?? null,
    domain: options.brand?.domain ?? 'test',
    brand: options.brand ?? null,
    ...(options.cart ? { cart: options.cart } : {}),
  });
  const i18n = createPageI18n({
    bus,
    storage: window.localStorage,
    ...(options.language ? { language: options.language } : {}),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const history: string[] = [options.path ?? '/'];
  const location = (): ShellLocation => {
    const url = new URL(history[history.length - 1] ?? '/', 'http://localhost');
    return {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      state: null,
      key: String(history.length),
    };
  };
  const reportError = jest.fn();
  const props = (): MountProps => ({
    contractVersion: MOUNT_CONTRACT_VERSION,
    remote: options.remote,
    release: 'test',
    basePath: '/',
    location: location(),
    navigator: {
      push: (to) => {
        history.push(toPath(to));
        rerenderAll();
      },
      replace: (to) => {
        history[history.length - 1] = toPath(to);
        rerenderAll();
      },
      go: () => {},
      createHref: toPath,
    },
    bus,
    queryClient,
    stores,
    i18n,
    apiBaseUrl: '/api',
    reportError,
    ...(options.widgets ? { widgets: options.widgets } : {}),
  });
  // A screen may navigate while it first renders (<Navigate>, a mount effect): the new location
  // is then rendered as soon as that first render is done.
  let view: ReturnType<typeof render> | null = null;
  let navigatedWhileRendering = false;
  function rerenderAll() {
    const mounted = view;
    if (!mounted) {
      navigatedWhileRendering = true;
      return;
    }
    act(() => mounted.rerender(<RemoteRoot props={props()}>{ui}</RemoteRoot>));
  }
  view = render(<RemoteRoot props={props()}>{ui}</RemoteRoot>);
  if (navigatedWhileRendering) rerenderAll();
  return { ...view, bus, events, stores, i18n, history, requests, unhandled, fetchMock, reportError };
}
