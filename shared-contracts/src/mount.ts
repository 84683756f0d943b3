import type { QueryClient } from '@tanstack/query-core';
import type { Brand, Cart, ConsumePreferences, Language, Session } from './entities';
import type { i18n as I18n } from 'i18next';
import type { AppBus } from './events';
import type { PackageTexts } from './languages';
import type { RemoteName } from './registry';

/**
 * The platform version (`major.minor`, ADR 010): everything a remote may rely on from the shell
 * that loads it. It covers
 * - the shape of `MountProps` (and the widgets, events and stores it hands over), and
 * - every shared module in config/federation-shared.cjs: the libraries (React, the router, the
 *   texts and toasts libraries, the query client…) and the first-party platform modules
 *   (`shared-contracts/*`, `shared-ui/*`), whose federation ranges are derived from this major.
 * Raise the minor when something is added (a remote built against an older minor still works);
 * raise the major when something is removed or reshaped, or a shared library moves to a new major.
 * A remote declares the version it was built with (its `./app` and widgets export it, its release
 * records it in the registry); the shell refuses one it cannot honour, and so do `npm run release`
 * and `npm run rollback` against the live shell. Read as text by config/platform-version.cjs:
 * keep it a plain literal.
 */
export const PLATFORM_VERSION = '2.14';

export type To = string | { pathname?: string; search?: string; hash?: string };

export interface ShellLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** The page's one history. Remotes navigate only through it, so every router sees every change. */
export interface ShellNavigator {
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  createHref(to: To): string;
}

/** Read side of a store the shell owns (structurally a zustand StoreApi). */
export interface StoreHandle<T> {
  getState(): T;
  getInitialState(): T;
  subscribe(listener: (state: T, previous: T) => void): () => void;
}

export interface HeaderTab {
  id: string;
  label: string;
}

export interface HeaderConfig {
  title: string;
  subTitle?: string;
  /** path the back button leads to; null hides it */
  goBack?: string | null;
  showSearchBar?: boolean;
  tabs?: HeaderTab[];
  activeTab?: string;
}

export interface LayoutState {
  header: HeaderConfig;
  setHeader(header: HeaderConfig): void;
  /** since 1.1: the tab the customer chose in the header (the screen listens to `header.activeTab`) */
  selectTab?(id: string): void;
  /** since 1.1: the brand splash is showing (2 s at start); modals wait for it */
  splash?: boolean;
  /** since 1.1: where the points badge was pressed, for the points screen's back button */
  previousPath?: string | null;
}

export interface SessionState {
  session: Session | null;
  setSession(session: Session): void;
  clearSession(): void;
}

export interface BrandState {
  status: 'loading' | 'ready' | 'error';
  /** brand domain resolved from the page's host */
  domain: string;
  brand: Brand | null;
}

export interface CartState {
  cart: Cart;
  /** Applies a pure rule from `shared-contracts/cart`; the shell persists and announces the result. */
  updateCart(update: (cart: Cart) => Cart): void;
  clearCart(): void;
}

/** The consumption preferences (spec 000 section 3), with the store of the last branch chosen. */
export type StoredPreferences = ConsumePreferences & {
  /** storeId of lastSelectedLocalId, so the branch home path is known without a request */
  lastSelectedStoreId?: string | null;
};

export interface PreferencesState {
  preferences: StoredPreferences;
  /** Merges a change; the shell persists it (and forgets it when the session ends). */
  update(change: Partial<StoredPreferences>): void;
}

export interface ShellStores {
  session: StoreHandle<SessionState>;
  brand: StoreHandle<BrandState>;
  cart: StoreHandle<CartState>;
  layout: StoreHandle<LayoutState>;
  /** since 2.0: the consumption preferences, one owner (the shell) for every remote */
  preferences: StoreHandle<PreferencesState>;
}

/**
 * The page's texts and language: one i18next instance, the shell's. Each package adds its own
 * namespace (Spanish bundled, the other languages fetched from the package's own chunks when
 * needed); a language change reaches every mounted remote at once, is stored and announced.
 */
export interface ShellI18n {
  /** the page's one i18next instance (read it through react-i18next's hooks) */
  instance: I18n;
  getLanguage(): Language;
  /**
   * Fetches the texts of every namespace in use in `language`, then switches the whole page. A
   * namespace whose texts cannot be fetched shows its Spanish; it never holds the others back.
   */
  changeLanguage(language: Language): Promise<void>;
  /** Adds a package's namespace once (later calls for the same namespace do nothing). */
  addTexts(texts: PackageTexts): void;
}

/**
 * Widgets: modules one remote exposes for another remote's screen (ARCHITECTURE.md, Composition).
 * Each is exposed by its owner as `./{widget}` with the same lifecycles as `./app`, and listed here
 * so that the remote that shows it and the remote that owns it agree on its name.
 */
export const WIDGETS = {
  /** the customer's active order, shown on the branch home (spec 000 section 2) */
  'checkout/active-order-card': { remote: 'checkout', exposed: 'active-order-card' },
  /**
   * since 2.2: the site's one QR scanner (html5-qrcode, spec 000 and 001): the checkout's table scan
   * uses it, and any remote that scans (loyalty) mounts it. widgetProps: `QrScannerWidgetProps`.
   */
  'checkout/qr-scanner': { remote: 'checkout', exposed: 'qr-scanner' },
  /**
   * since 2.3: the customer's saved addresses (spec 000 and 001 section 5): list, default, 'Completar',
   * add and edit with the checkout's one address form and search. The profile mounts it; widgetProps:
   * `AddressBookWidgetProps`.
   */
  'checkout/address-book': { remote: 'checkout', exposed: 'address-book' },
  /**
   * since 2.3: the profile completion modal (spec 001 sections 2, 4, 5). The shell mounts it on every
   * page for a signed-in (not guest) customer; it opens itself after 1 s when data is missing, and on
   * 'profile:completion-requested'. No widgetProps.
   */
  'accounts/profile-completion': { remote: 'accounts', exposed: 'profile-completion' },
} as const satisfies Record<string, { remote: RemoteName; exposed: string }>;

export type WidgetName = keyof typeof WIDGETS;

/** since 2.2: what the 'checkout/qr-scanner' widget reads from its widgetProps. */
export interface QrScannerWidgetProps {
  /**
   * Called with each decoded text (at most once a second). Answer a message to show it under the
   * preview and keep scanning (a QR of the wrong kind), or null when the text was accepted: the
   * scanner then stops.
   */
  onDecoded(text: string): string | null | Promise<string | null>;
  /** the accessible name of the preview, in the page's language ('Escaneá el código QR de tu mesa') */
  label?: string;
}

/** since 2.3: what the 'checkout/address-book' widget reads from its widgetProps. */
export interface AddressBookWidgetProps {
  /**
   * The page the address book lives on (the profile's '/perfil/direcciones'): adding or editing opens
   * the form there (`?nueva=true`, `?edit=true&addressId=`), and saving comes back to it.
   */
  basePath: string;
}

/** What a mounted widget answers to; both settle once the widget's own lifecycle has run. */
export interface WidgetHandle {
  update(widgetProps: Readonly<Record<string, unknown>>): Promise<void>;
  unmount(): Promise<void>;
}

export interface WidgetMountOptions {
  /** The widget's own props (a branch id, for example), read with `useMountProps().widgetProps`. */
  widgetProps?: Readonly<Record<string, unknown>>;
  /** Called when the mounted widget cannot render any more; the caller shows its fallback. */
  onError?(error: unknown): void;
}

/**
 * since 1.2: mounts another remote's widget into an element of the calling screen. The shell loads it
 * as it loads a remote (registry, allowed origins, integrity, platform version, bounded time); the
 * promise rejects when any of that fails, and the caller keeps its fallback.
 */
export interface ShellWidgets {
  mount(widget: WidgetName, domElement: HTMLElement, options?: WidgetMountOptions): Promise<WidgetHandle>;
}

/** Everything a remote receives when the shell mounts it. */
export interface MountProps {
  /** the platform version of the shell that mounted this module (PLATFORM_VERSION) */
  platformVersion: string;
  remote: RemoteName;
  release: string;
  /** first path segment family the shell routed to this remote ('/' for the base) */
  basePath: string;
  location: ShellLocation;
  navigator: ShellNavigator;
  bus: AppBus;
  queryClient: QueryClient;
  stores: ShellStores;
  /** since 1.1 */
  i18n: ShellI18n;
  /** base URL of the backend API, '/api' on the same origin */
  apiBaseUrl: string;
  /** A remote calls this when it cannot render; the shell replaces it with its fallback. */
  reportError(error: unknown): void;
  /** since 1.2: other remotes' widgets for this remote's screens */
  widgets?: ShellWidgets;
  /** since 1.2: set when this module is mounted as a widget, to the props its host screen gave */
  widgetProps?: Readonly<Record<string, unknown>>;
}

export type LifecycleFn = (props: MountProps) => Promise<unknown>;

/** Shape of a remote's exposed `./app` module. */
export interface RemoteAppModule {
  /** the PLATFORM_VERSION this module was built against; the shell checks it */
  platformVersion: string;
  bootstrap: LifecycleFn | LifecycleFn[];
  mount: LifecycleFn | LifecycleFn[];
  unmount: LifecycleFn | LifecycleFn[];
  update?: LifecycleFn | LifecycleFn[];
}
