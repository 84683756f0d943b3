import { API_BASE_URL } from './config/api-base-url';
import { startEarlyRequests } from './early-requests';
import { REGISTRY_TIMEOUT_MS, REGISTRY_URL } from './features/remotes/registry-location';

// The brand and the registry are asked for now, while the bootstrap's chunks download.
startEarlyRequests({
  apiBaseUrl: API_BASE_URL,
  hostname: window.location.hostname,
  registryUrl: REGISTRY_URL,
  registryTimeoutMs: REGISTRY_TIMEOUT_MS,
});
// Async boundary: the federation runtime negotiates shared singletons before any of them runs.
// Each step runs in a task of its own, so none blocks the page for long on a slow phone (Total
// Blocking Time, ADR 025): this script now; React's DOM library, the largest module of every first
// screen, in the next task; the bootstrap and the rest of the shell in the one after.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void nextTask()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
