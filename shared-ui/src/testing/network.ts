// The network of a front-end test file: one MSW server (jest gives each test file its own module
// registry, so its own server), started by setup-network.ts for every jsdom package. A request no
// handler answers fails in the app as a network error, and fails the test that made it.
import { setupServer } from 'msw/node';

export const server = setupServer();

/** Records the requests no handler answered; `check` fails the test if there were any. */
export function createUnhandledRequestGuard() {
  const unhandled: string[] = [];
  return {
    /** MSW's onUnhandledRequest: the app's fetch fails (a network error), the test fails on `check`. */
    onUnhandledRequest(request: Request): never {
      // A request can outlive its test (a debounce, a late refetch): name the test it came from.
      const test = expect.getState().currentTestName;
      unhandled.push(`${request.method} ${request.url}${test ? ` (made during "${test}")` : ''}`);
      // MSW answers a thrown Response with it; Response.error() rejects the fetch, as no server would.
      throw Response.error();
    },
    check(): void {
      if (unhandled.length === 0) return;
      const lines = unhandled.splice(0).map((line) => `  ${line}`);
      throw new Error(
        `No handler answered ${lines.length === 1 ? 'this request' : 'these requests'}:\n${lines.join('\n')}\n` +
          "Answer each with renderRemote's `api` option or server.use(http.get(...)) (shared-ui/testing/network).",
      );
    },
  };
}

export const unhandledRequests = createUnhandledRequestGuard();

/** Requests still looking for their handler: neither matched nor found unhandled yet. */
const deciding = new Set<string>();
const logs = new Set<string[]>();
server.events.on('request:start', ({ request, requestId }) => {
  deciding.add(requestId);
  const url = new URL(request.url);
  for (const log of logs) log.push(`${request.method} ${url.pathname}${url.search}`);
});
for (const decided of ['request:match', 'request:unhandled', 'request:end'] as const) {
  server.events.on(decided, ({ requestId }) => {
    deciding.delete(requestId);
  });
}

/** Every request from now to the end of the test, as `METHOD /path?query`. */
export function recordRequests(): string[] {
  const log: string[] = [];
  logs.add(log);
  return log;
}

/**
 * Lets the requests a test has just made find their handler (or none) before the test is judged.
 * MSW decides within a few microtasks; no timer is let run, so the page does not move on its own
 * (real or fake timers alike). A handler still answering after that has matched anyway.
 */
export async function settleRequests(): Promise<void> {
  for (let turn = 0; turn < 1000 && (turn < 50 || deciding.size > 0); turn += 1) await null;
}

/** Before each test: the handlers and request logs of the one before are forgotten. */
export function resetNetwork(): void {
  server.resetHandlers();
  logs.clear();
  deciding.clear();
}
