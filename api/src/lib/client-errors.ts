import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/*
 * Requests that never reach a route (issue 27: no request crashes the API). Node's parser refuses a
 * malformed request (a bad method, a NUL in the path or a header, headers over the size limit) and
 * Node ends a request that takes longer than the request timeout: Fastify hands those to
 * `clientErrorHandler`, which answers plainly and closes the connection. A path whose percent escapes
 * do not decode reaches `frameworkErrors`. Every answer is a 4xx with a Spanish `{ message }`.
 */

/** How long a whole request (headers and body) may take to arrive. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** A connection silent this long is closed (longer than keep-alive, 72 s, so an idle kept connection ends by keep-alive first). */
export const CONNECTION_TIMEOUT_MS = 120_000;
/** The request line and headers together (Node's default: 16 KB). */
export const MAX_HEADER_BYTES = 16 * 1024;

export const CLIENT_ERROR_MESSAGES = {
  badRequest: 'La solicitud no es válida.',
  timeout: 'La solicitud tardó demasiado en llegar. Volvé a intentar.',
  headersTooLarge: 'Los encabezados o la dirección de la solicitud son demasiado largos.',
  badUrl: 'La dirección de la solicitud no es válida.',
} as const;

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

function answerOf(code: string): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: CLIENT_ERROR_MESSAGES.timeout };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: CLIENT_ERROR_MESSAGES.headersTooLarge };
  return { status: 400, message: CLIENT_ERROR_MESSAGES.badRequest };
}

/** A response of this socket already started (its headers are out): nothing more may be written. */
function responseStarted(socket: Socket): boolean {
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  return current?.headersSent === true;
}

/**
 * Fastify's `clientErrorHandler`: 400, 408 or 431 with `{ message }` and `Connection: close`, then the
 * socket is ended. A reset or already closed connection gets nothing.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable || responseStarted(socket)) {
    socket.destroy();
    return;
  }
  const { status, message } = answerOf(error.code ?? '');
  const body = JSON.stringify({ message });
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
      body,
  );
  // closed once the answer is written out
  socket.destroySoon();
}

/** Fastify's `frameworkErrors`: a path that cannot be decoded, and anything else the router refuses, is 400. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message =
    error.code === 'FST_ERR_BAD_URL' ? CLIENT_ERROR_MESSAGES.badUrl : CLIENT_ERROR_MESSAGES.badRequest;
  void reply.code(400).send({ message });
}
