// The shape of the stores the shell owns and hands every remote (MountProps.stores), written once:
// the shell adds persistence and announcements on top (host-shell/src/features/*), the development
// host and the tests use them as they are.
import { createStore } from 'zustand/vanilla';
import { createEmptyCart } from 'shared-contracts/cart';
import { consumePreferencesSchema, type Brand, type Cart, type Session } from 'shared-contracts/entities';
import type {
  BrandState,
  CartState,
  HeaderConfig,
  LayoutState,
  PreferencesState,
  SessionState,
  StoredPreferences,
} from 'shared-contracts/mount';

export interface ShellStoresInit {
  session?: Session | null;
  cart?: Cart;
  /** the brand's domain (resolved from the host name), and the brand when already known */
  domain?: string;
  brand?: Brand | null;
  /** whether the splash is showing at start (the shell's is, for 2 s) */
  splash?: boolean;
  preferences?: Partial<StoredPreferences>;
}

/** A header title must be text: anything else would break the header. */
export function normaliseHeader(header: HeaderConfig): HeaderConfig {
  if (typeof header.title === 'string') return header;
  console.warn('[shell] the header title must be text; it was replaced with an empty string', header.title);
  return { ...header, title: '' };
}

export const createSessionStore = (session: Session | null = null) =>
  createStore<SessionState>((set) => ({
    session,
    setSession: (next) => set({ session: next }),
    clearSession: () => set({ session: null }),
  }));

export const createBrandStore = (domain: string, brand: Brand | null = null) =>
  createStore<BrandState>(() => ({ status: brand ? 'ready' : 'loading', domain, brand }));

export const createCartStore = (cart: Cart = createEmptyCart()) =>
  createStore<CartState>((set, get) => ({
    cart,
    updateCart: (update) => set({ cart: update(get().cart) }),
    clearCart: () => set({ cart: createEmptyCart() }),
  }));

/** Preferences as a new visitor has them (nothing chosen yet). */
export const emptyPreferences = (): StoredPreferences => ({
  ...consumePreferencesSchema.parse({}),
  lastSelectedStoreId: null,
});

/** Preferences as kept in local storage (any value), or empty ones when they are not valid. */
export function parseStoredPreferences(stored: unknown): StoredPreferences {
  const parsed = consumePreferencesSchema.safeParse(stored ?? {});
  if (!parsed.success) return emptyPreferences();
  const storeId = (stored as { lastSelectedStoreId?: unknown } | undefined)?.lastSelectedStoreId;
  return { ...parsed.data, lastSelectedStoreId: typeof storeId === 'string' ? storeId : null };
}

export const createPreferencesStore = (preferences: StoredPreferences = emptyPreferences()) =>
  createStore<PreferencesState>((set, get) => ({
    preferences,
    update: (change) => set({ preferences: { ...get().preferences, ...change } }),
  }));

export const createLayoutStore = (splash = false) =>
  createStore<LayoutState>((set) => ({
    header: { title: '' },
    splash,
    previousPath: null,
    setHeader: (header) => set({ header: normaliseHeader(header) }),
    selectTab: (id) => set((state) => ({ header: { ...state.header, activeTab: id } })),
  }));

/** Every store of MountProps.stores, in memory (the development host, the tests). */
export function createShellStores(init: ShellStoresInit = {}) {
  return {
    session: createSessionStore(init.session ?? null),
    brand: createBrandStore(init.domain ?? init.brand?.domain ?? '', init.brand ?? null),
    cart: createCartStore(init.cart),
    layout: createLayoutStore(init.splash),
    preferences: createPreferencesStore(
      init.preferences ? { ...emptyPreferences(), ...init.preferences } : undefined,
    ),
  };
}

export type ShellStoreApis = ReturnType<typeof createShellStores>;
