// The page's singletons as the shell's own tests need them: a bus, a query client, a navigator
// made of mocks and empty stores (no session, brand loading, an empty order, a blank header).
import { QueryClient } from 'shared-ui/query';
import mitt from 'mitt';
import { createStore } from 'zustand/vanilla';
import type { AppEvents } from 'shared-contracts/events';
import type { BrandState, CartState, LayoutState, MountProps, SessionState } from 'shared-contracts/mount';

export function testPageSingletons() {
  return {
    bus: mitt<AppEvents>(),
    queryClient: new QueryClient(),
    i18n: { getLanguage: () => 'es' as const, changeLanguage: jest.fn() },
    apiBaseUrl: '/api',
    navigator: {
      push: jest.fn(),
      replace: jest.fn(),
      go: jest.fn(),
      createHref: (to: Parameters<MountProps['navigator']['createHref']>[0]) => String(to),
    },
    stores: {
      session: createStore<SessionState>(() => ({
        session: null,
        setSession: jest.fn(),
        clearSession: jest.fn(),
      })),
      brand: createStore<BrandState>(() => ({ status: 'loading', domain: 'x', brand: null })),
      cart: createStore<CartState>(() => ({
        cart: {} as CartState['cart'],
        updateCart: jest.fn(),
        clearCart: jest.fn(),
      })),
      layout: createStore<LayoutState>(() => ({ header: { title: '' }, setHeader: jest.fn() })),
    },
  };
}
