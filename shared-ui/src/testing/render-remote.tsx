// Test harness for a remote's screens: the mount props a shell would give, with real zustand
// stores, a real query client and an in-memory history, and an API whose unhandled calls fail.
import type { ReactNode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { QueryClient } from 'shared-ui/query';
import mitt from 'mitt';
import type { Brand, Cart, Language, Session } from 'shared-contracts/entities';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import type { AppEvents } from 'shared-contracts/events';
import {
  PLATFORM_VERSION,
  type MountProps,
  type StoredPreferences,
  type ShellLocation,
  type ShellWidgets,
  type To,
  type WidgetHandle,
  type WidgetMountOptions,
} from 'shared-contracts/mount';
import type { RemoteName } from 'shared-contracts/registry';
import { RemoteRoot } from '../remote-context';
import { createPageI18n } from '../page-i18n';
import { resetPageTranslationForTests } from '../translation/page-translation';
import { SANDBOX_TRANSLATE_PATH } from '../translation/translation-service';
import { createShellStores, parseStoredPreferences } from '../shell-stores';
import { renderPageToasts } from './page-toasts';
import { createPath } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { recordRequests, server } from './network';

/** Answers one `METHOD /path` of the API; `body` is the request's JSON body, parsed. */
export type ApiHandler = (request: { url: URL; method: string; body: unknown; headers: Headers }) => {
  status?: number;
  body?: unknown;
};

/** The `api` option as one MSW handler: a request whose `METHOD /path` is not a key stays unhandled. */
function apiHandler(api: Record<string, ApiHandler>) {
  const key = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;
  return http.all(
    ({ request }) => Object.hasOwn(api, key(request)),
    async ({ request }) => {
      const handler = api[key(request)];
      if (!handler) throw new Error(`no api handler for ${key(request)}`);
      const text = await request.text();
      const answer = handler({
        url: new URL(request.url),
        method: request.method,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        headers: request.headers,
      });
      return new HttpResponse(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  );
}

/** The translation sandbox's answer for texts it does not know: each as it is. */
const untranslated: ApiHandler = ({ body }) => {
  const q = (body as { q?: string | string[] } | undefined)?.q ?? [];
  const texts = Array.isArray(q) ? q : [q];
  return { body: { data: { translations: texts.map((translatedText) => ({ translatedText })) } } };
};

export interface RenderRemoteOptions {
  remote: RemoteName;
  path?: string;
  brand?: Brand | null;
  session?: Session | null;
  cart?: Cart;
  /** `'GET /api/local/all'` → handler; any other request fails the test */
  api?: Record<string, ApiHandler>;
  /** other remotes' widgets, as the shell would hand them (contract 1.2); absent by default */
  widgets?: ShellWidgets;
  /** the interface language to start in (default: the stored one, else Spanish) */
  language?: Language;
}

/** One mount of a widget, as fakeWidgets records it. */
export interface WidgetMountCall {
  name: string;
  element: HTMLElement;
  options: WidgetMountOptions | undefined;
}

/**
 * The shell's widgets as a test stands them in (RenderRemoteOptions.widgets): each mount is answered
 * by `answer` (the widget's content written into its element, or a failure as when the checkout
 * remote is down) and recorded in `calls`.
 */
export function fakeWidgets(answer: (call: WidgetMountCall) => Promise<void>) {
  const calls: WidgetMountCall[] = [];
  const widgets: ShellWidgets = {
    async mount(name, element, options) {
      const call = { name, element, options };
      calls.push(call);
      await answer(call);
      const handle: WidgetHandle = { update: async () => {}, unmount: async () => {} };
      return handle;
    },
  };
  return { widgets, calls };
}

const toPath = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** The preferences as the shell restores them at start (local storage). */
function storedPreferences(): StoredPreferences {
  try {
    return parseStoredPreferences(
      JSON.parse(localStorage.getItem(STORAGE_KEYS.consumePreferences) ?? 'null'),
    );
  } catch {
    return parseStoredPreferences(undefined);
  }
}

/** What renderRemote answers: the render's queries and what the remote did (events, requests, toasts…). */
export interface RenderedRemote extends RenderResult {
  bus: ReturnType<typeof mitt<AppEvents>>;
  events: { type: keyof AppEvents; payload: unknown }[];
  toasts: ReturnType<typeof renderPageToasts>;
  stores: ReturnType<typeof createShellStores>;
  i18n: ReturnType<typeof createPageI18n>;
  history: string[];
  requests: string[];
  reportError: jest.Mock;
}

export function renderRemote(ui: ReactNode, options: RenderRemoteOptions): RenderedRemote {
  const bus = mitt<AppEvents>();
  const events: { type: keyof AppEvents; payload: unknown }[] = [];
  bus.on('*', (type, payload) => events.push({ type, payload }));
  const requests = recordRequests();
  // A fresh page: the translator of brand texts starts without the last test's cache or queue, and
  // the translation sandbox answers unknown texts unchanged, as the API's does (a test that shows a
  // translation answers this call itself).
  resetPageTranslationForTests();
  server.use(apiHandler({ [`POST /api${SANDBOX_TRANSLATE_PATH}`]: untranslated, ...options.api }));

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
    platformVersion: PLATFORM_VERSION,
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
  let view: RenderResult | null = null;
  let navigatedWhileRendering = false;
  function rerenderAll() {
    const mounted = view;
    if (!mounted) {
      navigatedWhileRendering = true;
      return;
    }
    act(() => mounted.rerender(<RemoteRoot props={props()}>{ui}</RemoteRoot>));
  }
  const toasts = renderPageToasts();
  view = render(<RemoteRoot props={props()}>{ui}</RemoteRoot>);
  if (navigatedWhileRendering) rerenderAll();
  return { ...view, bus, events, toasts, stores, i18n, history, requests, reportError };
}
