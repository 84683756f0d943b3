/**
 * Where the registry is and how long the shell waits for it. A file of its own, importing nothing
 * shared: the page's first script starts the request with it (early-requests.ts).
 */
export const REGISTRY_URL = '/remotes.json';
export const REGISTRY_TIMEOUT_MS = 6000;
