import { API_BASE_URL } from './config/api-base-url';
import { startEarlyRequests } from './early-requests';
import { REGISTRY_TIMEOUT_MS, REGISTRY_URL } from './features/remotes/registry-location';
import { runInTasks } from './run-in-tasks';

// The brand and the registry are asked for now, while the bootstrap's chunks download.
startEarlyRequests({
  apiBaseUrl: API_BASE_URL,
  hostname: window.location.hostname,
  registryUrl: REGISTRY_URL,
  registryTimeoutMs: REGISTRY_TIMEOUT_MS,
});
// Async boundary: the federation runtime negotiates shared singletons before any of them runs.
// Each step runs in a task of its own, so none blocks the page for long on a slow phone (Total
// Blocking Time, ADR 025 and 027): this script now; then React's DOM library, the largest module of
// every first screen; the contracts' schemas (zod builds each schema as its module runs); the router
// and the query library; the modal, the texts and the cart's rules; and last the bootstrap and the rest of the
// shell, which find all of these already evaluated.
void runInTasks([
  () => import('react-dom/client'),
  () => Promise.all([import('shared-contracts/entities'), import('shared-contracts/registry')]),
  () => Promise.all([import('react-router-dom'), import('shared-ui/query')]),
  () => Promise.all([import('shared-ui/modal'), import('shared-ui/texts'), import('shared-contracts/cart')]),
  () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
]);
