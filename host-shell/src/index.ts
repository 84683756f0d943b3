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
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
