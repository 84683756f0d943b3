/**
 * The few service worker types the worker uses, written here: the shell's TypeScript program has the
 * DOM library, and the WebWorker library's declarations clash with it in one program.
 */
/** What the worker's handlers and the push handlers (push-handlers.ts) use of their events. */
export interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}

export interface MessageEventLike extends ExtendableEventLike {
  readonly data: unknown;
  /** the sender's origin (ExtendableMessageEvent.origin) */
  readonly origin: string;
  /** the sender: a page is a window client (`type: 'window'`); a worker is another kind */
  readonly source: { readonly type?: string } | null;
}

/** What the worker needs of its global scope (ServiceWorkerGlobalScope). */
export interface WorkerScope {
  readonly location: { readonly origin: string };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
}
