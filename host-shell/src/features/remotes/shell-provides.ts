/**
 * Every module of config/federation-shared.cjs, each behind an `import()` the shell never calls up
 * front. Webpack provides a shared module only when the build reaches it, and ADR 003 needs the shell
 * to provide every one: `shell-shares-first` then hands each consumer the shell's copy, loaded on
 * first use. A unit test keeps this list equal to the federation config.
 */
export const SHELL_PROVIDES: Record<string, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  zustand: () => import('zustand'),
  'zustand/vanilla': () => import('zustand/vanilla'),
  mitt: () => import('mitt'),
  'react-router-dom': () => import('react-router-dom'),
  'react-toastify': () => import('react-toastify'),
  'shared-contracts/entities': () => import('shared-contracts/entities'),
  'shared-contracts/events': () => import('shared-contracts/events'),
  'shared-contracts/registry': () => import('shared-contracts/registry'),
  'shared-contracts/money': () => import('shared-contracts/money'),
  'shared-contracts/cart': () => import('shared-contracts/cart'),
  'shared-contracts/customisation': () => import('shared-contracts/customisation'),
  'shared-contracts/domain': () => import('shared-contracts/domain'),
  'shared-contracts/club': () => import('shared-contracts/club'),
  'shared-ui/query': () => import('shared-ui/query'),
  'shared-ui/remote-lifecycles': () => import('shared-ui/remote-lifecycles'),
  'shared-ui/remote-context': () => import('shared-ui/remote-context'),
  'shared-ui/texts': () => import('shared-ui/texts'),
  'shared-ui/show-toast': () => import('shared-ui/show-toast'),
  'shared-ui/api-client': () => import('shared-ui/api-client'),
  i18next: () => import('i18next'),
  'react-i18next': () => import('react-i18next'),
  'shared-ui/modal': () => import('shared-ui/modal'),
  'shared-ui/modal-store': () => import('shared-ui/modal-store'),
  'shared-ui/bottom-drawer': () => import('shared-ui/bottom-drawer'),
  'shared-ui/translation': () => import('shared-ui/translation'),
};
