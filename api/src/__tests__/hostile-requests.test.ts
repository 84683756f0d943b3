import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { CLIENT_ERROR_MESSAGES } from '../lib/client-errors';
import { isFatal, processErrorHandlers } from '../lib/process-errors';
import { DB_TIMEOUT_MS, TEST_CATALOG, createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Issue 27, item 4: no request crashes the API. The real server on a real port, sent hostile requests
 * over raw sockets: each gets a 4xx (or, for a body cut short, the connection closed), never a 5xx, and
 * the API still answers afterwards. The request timeout is 1 s here (30 s in production).
 */

let t: TestApp;
let app: FastifyInstance;
let port: number;
/** every log line the server wrote (level warn and above) */
const logged: { level: number; msg: string; err?: { message?: string } }[] = [];

const REQUEST_TIMEOUT_MS = 1_000;

beforeAll(async () => {
  t = await createTestApp();
  app = buildApp({
    db: t.db,
    clock: t.clock,
    catalog: TEST_CATALOG,
    server: { requestTimeoutMs: REQUEST_TIMEOUT_MS, checkIntervalMs: 100 },
    logger: {
      level: 'warn',
      stream: { write: (line: string) => void logged.push(JSON.parse(line) as (typeof logged)[number]) },
    },
  });
  app.get('/api/test/boom', async () => {
    throw new Error('boom: a bug, not an HttpError');
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

interface RawAnswer {
  /** the status codes of the answers read, in order; empty when the server closed without one */
  statuses: number[];
  text: string;
  closed: boolean;
}

/**
 * Sends `chunks` over a new connection (a number is a pause in ms) and reads until the server closes
 * it or `waitMs` passes. Write errors (the server closed first) are not failures: what it answered is.
 */
function raw(chunks: (string | Buffer | number)[], { waitMs = 3_000, end = false } = {}): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let text = '';
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
      resolve({ statuses, text, closed });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => {
      text += data;
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        if (typeof chunk === 'number') await new Promise((resolve) => setTimeout(resolve, chunk));
        else socket.write(chunk);
      }
      if (end && !socket.destroyed) socket.end();
    });
  });
}

const request = (line: string, headers: string[] = [], body = '') =>
  `${line}\r\nHost: localhost\r\n${headers.map((header) => `${header}\r\n`).join('')}\r\n${body}`;

const get = (path: string, headers: string[] = []) =>
  request(`GET ${path} HTTP/1.1`, [...headers, 'Connection: close']);

const jsonPost = (path: string, body: string, length = Buffer.byteLength(body)) =>
  request(
    `POST ${path} HTTP/1.1`,
    ['Content-Type: application/json', `Content-Length: ${length}`, 'Connection: close'],
    body,
  );

/** Every answer read is a 4xx among `allowed` (at least one answer unless `mayClose`). */
function expectClientError(label: string, answer: RawAnswer, allowed: number[], { mayClose = false } = {}) {
  if (!mayClose) expect([label, answer.statuses.length > 0]).toEqual([label, true]);
  for (const status of answer.statuses) expect([label, allowed.includes(status)]).toEqual([label, true]);
  expect([label, answer.statuses.some((status) => status >= 500)]).toEqual([label, false]);
}

describe('hostile requests get a 4xx, and the API keeps serving', () => {
  test.each([
    ['a lone % in the path', get('/api/x%'), [400]],
    ['a cut UTF-8 escape in the path', get('/api/%E0%A4%A'), [400]],
    ['a malformed escape in the query', get('/api/local/all?idMarca=%E0%A4%A&mode=%'), [400, 404]],
    ['a lone % in a path parameter', get('/api/marca/sabores%'), [400]],
    ['an unknown method', request('FOO /api/health HTTP/1.1'), [400, 405]],
    ['a WebDAV method', request('PROPFIND /api/health HTTP/1.1', ['Connection: close']), [400, 404, 405]],
    ['NUL in the path', get('/api/he\0alth'), [400]],
    ['an escaped NUL in the path', get('/api/marca/sabores%00.com'), [400]],
    ['NUL in a header', get('/api/health', ['X-Nada: a\0b']), [400]],
    ['a traversal', get('/api/../../etc/passwd'), [400, 404]],
    ['an escaped traversal', get('/api/%2e%2e%2f%2e%2e%2fetc%2fpasswd'), [400, 404]],
    ['an escaped traversal in a file name', get('/api/static/menu/..%2f..%2f..%2fetc%2fpasswd'), [400, 404]],
    ['a 100 KB URL', get(`/api/marca/${'a'.repeat(100 * 1024)}`), [414, 431]],
    ['a 100 KB header', get('/api/health', [`X-Nada: ${'a'.repeat(100 * 1024)}`]), [431]],
    [
      '3000 headers',
      get(
        '/api/health',
        Array.from({ length: 3000 }, (_, i) => `X-H-${i}: ${i}`),
      ),
      [431],
    ],
    ['invalid JSON', jsonPost('/api/login', '{"idMarca": "marca-sabores", '), [400]],
    ['JSON with a NUL', jsonPost('/api/login', '{"idMarca": "marca\\u0000sabores"}'), [400]],
    ['a body over 100 KB', jsonPost('/api/login', `{"a":"${'x'.repeat(110 * 1024)}"}`), [413]],
    [
      'a body longer than its Content-Length',
      jsonPost('/api/login', '{"idMarca":"marca-sabores"}', 5),
      [400],
    ],
    ['a negative Content-Length', jsonPost('/api/login', '{}', -1), [400]],
    [
      'two Content-Lengths',
      request(
        'POST /api/login HTTP/1.1',
        ['Content-Type: application/json', 'Content-Length: 2', 'Content-Length: 3'],
        '{}',
      ),
      [400],
    ],
    ['a request that is not HTTP', 'hola, ¿qué tal?\r\n\r\n', [400]],
  ])('%s', async (label, payload, allowed) => {
    const answer = await raw([payload]);
    expectClientError(label, answer, allowed);
    if (answer.statuses[0] === 400) expect(answer.text).toMatch(/"message":"[^"]+"/);
  });

  test('a body cut short (1000 bytes declared, 10 sent, then the client closes): closed, or a 400', async () => {
    const answer = await raw(
      [
        request(
          'POST /api/login HTTP/1.1',
          ['Content-Type: application/json', 'Content-Length: 1000'],
          '{"idMarca"',
        ),
      ],
      { end: true },
    );
    expectClientError('truncated body', answer, [400], { mayClose: true });
    expect(answer.closed).toBe(true);
  });

  test('a body that stops coming is 408 after the request timeout', async () => {
    const started = Date.now();
    const answer = await raw(
      [request('POST /api/login HTTP/1.1', ['Content-Type: application/json', 'Content-Length: 100'], '{')],
      { waitMs: REQUEST_TIMEOUT_MS * 5 },
    );
    expect(answer.statuses).toEqual([408]);
    expect(answer.text).toContain(CLIENT_ERROR_MESSAGES.timeout);
    expect(answer.closed).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
  });

  test('headers that stop coming (slowloris) are 408 too', async () => {
    const answer = await raw(['GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X-Uno: 1\r\n'], {
      waitMs: REQUEST_TIMEOUT_MS * 5,
    });
    expect(answer.statuses).toEqual([408]);
    expect(answer.closed).toBe(true);
  });

  test('a client that sends nothing and leaves, or resets, costs nothing', async () => {
    expect((await raw([], { end: true, waitMs: 500 })).statuses).toEqual([]);
    const answer = await raw([Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01])], { end: true });
    expectClientError('TLS to a plain port', answer, [400], { mayClose: true });
  });

  test('after all of them GET /api/health answers 200, nothing was logged as a server error', async () => {
    const answer = await raw([get('/api/health')]);
    expect(answer.statuses).toEqual([200]);
    expect(answer.text).toContain('{"status":"ok"}');
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('a bug in a handler', () => {
  test('an error that is not an HttpError is a 500 with the Spanish message, logged, and nothing more is told', async () => {
    logged.length = 0;
    const answer = await raw([get('/api/test/boom')]);
    expect(answer.statuses).toEqual([500]);
    expect(answer.text).toContain(
      '{"message":"Ocurrió un error inesperado. Intentá de nuevo en unos minutos."}',
    );
    expect(answer.text).not.toContain('boom');
    expect(logged).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'unexpected error',
        err: expect.objectContaining({ message: 'boom: a bug, not an HttpError' }),
      }),
    ]);
    expect((await raw([get('/api/health')])).statuses).toEqual([200]);
  });
});

describe("what escapes every request (main's process handlers)", () => {
  const fakeLog = () => {
    const lines: { level: 'error' | 'fatal'; message: string }[] = [];
    return {
      lines,
      log: {
        error: (_object: unknown, message?: string) =>
          void lines.push({ level: 'error', message: message ?? '' }),
        fatal: (_object: unknown, message?: string) =>
          void lines.push({ level: 'fatal', message: message ?? '' }),
      } as never,
    };
  };

  test('an unhandled rejection and an ordinary uncaught exception are logged; the server keeps serving', () => {
    const { lines, log } = fakeLog();
    const onFatal = jest.fn();
    const handlers = processErrorHandlers(log, onFatal);
    handlers.unhandledRejection(new Error('a forgotten promise'));
    handlers.uncaughtException(new TypeError('a timer bug'));
    expect(lines.map((line) => line.level)).toEqual(['error', 'error']);
    expect(onFatal).not.toHaveBeenCalled();
  });

  test('an exception the process cannot go on after shuts it down', () => {
    const { lines, log } = fakeLog();
    const onFatal = jest.fn();
    const handlers = processErrorHandlers(log, onFatal);
    handlers.uncaughtException(Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' }));
    expect(lines.map((line) => line.level)).toEqual(['fatal']);
    expect(onFatal).toHaveBeenCalledTimes(1);
    expect(isFatal(new WebAssembly.RuntimeError('unreachable'))).toBe(true);
    expect(isFatal(new Error('ordinary'))).toBe(false);
    expect(isFatal(undefined)).toBe(false);
  });
});
