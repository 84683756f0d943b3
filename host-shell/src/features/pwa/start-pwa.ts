import type { SessionState, StoreHandle } from 'shared-contracts/mount';
import { WORKER_MESSAGES, type WorkerMessage } from '../../sw/messages';
import { onSessionEnd } from '../session/on-session-end';

/** The worker's script: at the root, so its scope is the whole site (scripts/serve.mjs serves it). */
export const SERVICE_WORKER_URL = '/sw.js';

/** Service workers exist only in secure contexts (https, localhost) of browsers that have them. */
export function canUseServiceWorker(page: Pick<Window, 'isSecureContext' | 'navigator'> = window): boolean {
  return page.isSecureContext && 'serviceWorker' in page.navigator;
}

export interface PwaOptions {
  session: StoreHandle<SessionState>;
  container?: ServiceWorkerContainer;
}

/** To the worker that controls the page, else to the registration's active one; none: nothing. */
function tell(
  container: ServiceWorkerContainer,
  registration: ServiceWorkerRegistration,
  message: WorkerMessage,
) {
  (container.controller ?? registration.active)?.postMessage(message);
}

/**
 * The installable, offline site's page side (ADR 023), loaded after the page's load in production
 * builds (bootstrap.tsx): registers the service worker, tells it to store the releases the order
 * needs offline once it is active, and to drop the stored API answers whenever a session ends (the
 * menu's answers name the customer; onSessionEnd, the rule revoke-on-session-end.ts follows too: a
 * sign-out, a session end, a session replaced by another). Failures are only logged: the site works without a worker.
 */
export async function startPwa({ session, container }: PwaOptions): Promise<void> {
  if (!container && !canUseServiceWorker()) return;
  const workers = container ?? navigator.serviceWorker;
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await workers.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch (error) {
    console.warn('[shell] the service worker could not be registered', error);
    return;
  }
  // A browser (or a test harness) that refuses workers may answer nothing.
  if (!registration) return;
  const active = registration;
  onSessionEnd(session, () => tell(workers, active, { type: WORKER_MESSAGES.dropApiCache }));
  // A session that ended before this ran (a refused call at start) leaves no one's answers behind.
  if (!session.getState().session) tell(workers, active, { type: WORKER_MESSAGES.dropApiCache });
  const ready = await workers.ready;
  ready.active?.postMessage({ type: WORKER_MESSAGES.warmUp } satisfies WorkerMessage);
}
