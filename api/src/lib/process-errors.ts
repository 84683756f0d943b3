import type { FastifyBaseLogger } from 'fastify';

/*
 * What escapes every request (issue 27): a promise rejected with no one listening, or an exception
 * thrown from a timer or an event handler. Node ends the process on either by default, which would
 * drop every request in flight for one bug. They are logged and the server keeps serving, except after
 * an exception that leaves the process unable to serve (below): then it shuts down, and the supervisor
 * (or the operator) starts it again.
 */

/** System errors after which this process cannot go on: its port, its memory, its embedded database. */
const FATAL_CODES = new Set(['EADDRINUSE', 'EACCES', 'ERR_WORKER_OUT_OF_MEMORY', 'ENOMEM']);

/** Whether an uncaught exception leaves the process unable to serve. */
export function isFatal(error: unknown): boolean {
  // PGlite runs in WebAssembly: after a trap its memory is undefined, so is every later query
  if (error instanceof WebAssembly.RuntimeError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && FATAL_CODES.has(code);
}

export interface ProcessErrorHandlers {
  unhandledRejection(reason: unknown): void;
  uncaughtException(error: unknown): void;
}

/**
 * The handlers `main` installs with `process.on`: each logs the error at level error; a fatal
 * exception (`isFatal`) also calls `onFatal` (main's shutdown).
 */
export function processErrorHandlers(
  log: Pick<FastifyBaseLogger, 'error' | 'fatal'>,
  onFatal: (error: unknown) => void,
): ProcessErrorHandlers {
  return {
    unhandledRejection(reason) {
      log.error({ err: reason }, 'unhandled promise rejection (the server keeps serving)');
    },
    uncaughtException(error) {
      if (isFatal(error)) {
        log.fatal({ err: error }, 'uncaught exception: the process cannot go on, shutting down');
        onFatal(error);
        return;
      }
      log.error({ err: error }, 'uncaught exception (the server keeps serving)');
    },
  };
}
