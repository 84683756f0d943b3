// The service worker's entry, built by host-shell/webpack.config.cjs as /sw.js (not hashed, served
// no-cache: the browser checks it on every visit and installs a changed one). ADR 023.
import { registerPushHandlers, type PushHandlerScope } from './push-handlers';
import { startServiceWorker } from './worker';
import type { WorkerScope } from './worker-types';

/** The shell build's files and its id, put in place by the build (webpack.config.cjs). */
declare const __SHELL_FILES__: readonly string[];
declare const __SHELL_BUILD__: string;

const scope = self as unknown as WorkerScope;

startServiceWorker(scope, {
  build: __SHELL_BUILD__,
  shellFiles: __SHELL_FILES__,
  caches,
  fetch: (request) => fetch(request),
});
// self is the ServiceWorkerGlobalScope, typed by what each part uses (worker-types.ts, push-handlers.ts)
registerPushHandlers(self as unknown as PushHandlerScope);
