/**
 * What the page tells the service worker (ADR 023), by postMessage. Imported by both sides; imports
 * nothing, so the page's lazy chunk that registers the worker stays small.
 * - warm-up: the page has loaded; the worker may now store the live releases of the remotes the
 *   order needs offline, without taking bandwidth from the first screen;
 * - drop-api-cache: a session ended (sign-out, session end, another customer signed in): the stored
 *   menu answers are personal (the menu's path names the customer) and go with it.
 */
export const WORKER_MESSAGES = {
  warmUp: 'multimarca:warm-up',
  dropApiCache: 'multimarca:drop-api-cache',
} as const;

export type WorkerMessage = { type: (typeof WORKER_MESSAGES)[keyof typeof WORKER_MESSAGES] };

export function isWorkerMessage(value: unknown): value is WorkerMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return typeof type === 'string' && (Object.values(WORKER_MESSAGES) as string[]).includes(type);
}
