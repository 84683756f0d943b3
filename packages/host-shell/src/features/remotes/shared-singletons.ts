/**
 * With `loaded-first`, a remote uses a shared module only if some copy is already loaded;
 * otherwise it loads its own, and every later remote uses that one. If that remote's release
 * were broken, every other remote would break with it. So before any remote runs, the shell
 * loads its own copy of every shared module (most are already loaded by then).
 * This list must name every key of config/federation-shared.cjs; a unit test checks it.
 */
const SHARED_MODULES: Record<string, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  '@tanstack/react-query': () => import('@tanstack/react-query'),
  '@tanstack/query-core': () => import('@tanstack/query-core'),
  zustand: () => import('zustand'),
  'zustand/vanilla': () => import('zustand/vanilla'),
  mitt: () => import('mitt'),
  i18next: () => import('i18next'),
  'shared-contracts/entities': () => import('shared-contracts/entities'),
  'shared-contracts/events': () => import('shared-contracts/events'),
  'shared-contracts/registry': () => import('shared-contracts/registry'),
  'shared-contracts/money': () => import('shared-contracts/money'),
  'shared-contracts/cart': () => import('shared-contracts/cart'),
  'shared-contracts/customisation': () => import('shared-contracts/customisation'),
  'shared-contracts/domain': () => import('shared-contracts/domain'),
  'shared-ui/router': () => import('shared-ui/router'),
  'shared-ui/remote-lifecycles': () => import('shared-ui/remote-lifecycles'),
  'shared-ui/remote-context': () => import('shared-ui/remote-context'),
  'shared-ui/api-client': () => import('shared-ui/api-client'),
  'shared-ui/active-order': () => import('shared-ui/active-order'),
  'shared-ui/screen-pending': () => import('shared-ui/screen-pending'),
  'shared-ui/i18n': () => import('shared-ui/i18n'),
  'shared-ui/modal': () => import('shared-ui/modal'),
  'shared-ui/modal-store': () => import('shared-ui/modal-store'),
  'shared-ui/bottom-drawer': () => import('shared-ui/bottom-drawer'),
  'shared-ui/skeleton': () => import('shared-ui/skeleton'),
  'shared-ui/text-clamp': () => import('shared-ui/text-clamp'),
  'shared-ui/quantity-stepper': () => import('shared-ui/quantity-stepper'),
  'shared-ui/toasts': () => import('shared-ui/toasts'),
  'shared-ui/toast-store': () => import('shared-ui/toast-store'),
};

export const SHARED_MODULE_NAMES = Object.keys(SHARED_MODULES);

let loading: Promise<unknown> | null = null;

export function loadSharedSingletons(): Promise<unknown> {
  loading ??= Promise.all(Object.values(SHARED_MODULES).map((load) => load())).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
