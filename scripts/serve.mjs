#!/usr/bin/env node
// The edge: the one server a browser talks to (http://localhost:3000 under npm start; one of several
// behind nginx in the production shape). A Fastify server built from its ecosystem's plugins (ADR 029):
// - @fastify/static: the shell, the immutable release folders (ETag, Last-Modified, 304, Range), and
//   their brotli and gzip copies written when the shell or a release was built (scripts/edge/precompress.mjs);
// - @fastify/reply-from: /api through a pooled proxy to the API processes, with connect and answer
//   timeouts per kind of call, and a micro-cache of the API's public answers (scripts/edge/micro-cache.mjs);
// - @fastify/helmet: the security headers, and the page's CSP from the registry's origins;
// - @fastify/under-pressure: load shedding (503) before the event loop drowns;
// - @fastify/compress: whatever was not compressed ahead of time.
// What stays hand-written is this product's own: the page with the brand's splash, each host's brand
// files, the registry and the release folders' file lists, the CSP's origins from the registry.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import replyFrom from '@fastify/reply-from';
import fastifyStatic from '@fastify/static';
import underPressure from '@fastify/under-pressure';
import Fastify, { LogController } from 'fastify';
import { cspDirectives, configuredProviders, remoteOriginsOf } from './edge/csp.mjs';
import { MicroCache, publicMaxAge } from './edge/micro-cache.mjs';
import {
  BRAND_FILES,
  brandFilePath,
  inlineLogoOf,
  PAGE_BRAND_TTL_MS,
  PAGE_BRAND_WAIT_MS,
  pageWithSplash,
  safeLogo,
} from './edge/page.mjs';
import { apiPort as defaultApiPort, appPort, deployDir } from './lib.mjs';
import { EXIT_DO_NOT_RESTART } from './runtime/supervisor.mjs';

export {
  BRAND_FILES,
  brandFilePath,
  INLINE_LOGO_MAX_BYTES,
  inlineLogoOf,
  PAGE_BRAND_TTL_MS,
  PAGE_BRAND_WAIT_MS,
  pageWithSplash,
} from './edge/page.mjs';
export {
  configuredProviders,
  contentSecurityPolicy,
  cspDirectives,
  EXTERNAL_SOURCES,
  remoteOriginsOf,
} from './edge/csp.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The API's body limit (api/src/app.ts BODY_LIMIT_BYTES). The edge reads a body before it forwards it,
 * up to this size, and answers a larger one itself with the API's status and message (ADR 015).
 */
export const API_BODY_LIMIT_BYTES = 100 * 1024;

/**
 * How long the edge waits for the API (ADR 029). A connection the API does not accept in CONNECT_MS
 * is a 502 (another API process is tried first, when there is one); an answer that has not begun in
 * READ_MS (reads) or WRITE_MS (writes: an order send waits for the card provider) is a 504.
 */
export const UPSTREAM_TIMEOUTS = { connectMs: 2_000, readMs: 10_000, writeMs: 45_000 };

/** How long a client may take to send its whole request, and its headers. */
export const CLIENT_TIMEOUTS = { requestMs: 30_000, headersMs: 15_000, keepAliveMs: 65_000 };

export const MESSAGES = {
  apiDown: 'El servicio no está disponible en este momento. Intentá de nuevo en unos segundos.',
  apiSlow: 'El servicio tardó demasiado en responder. Intentá de nuevo en unos segundos.',
  busy: 'Hay demasiadas solicitudes en este momento. Intentá de nuevo en unos segundos.',
  bodyTooLarge: 'El cuerpo de la solicitud supera el máximo de 100 KB.',
  badRequest: 'La solicitud no es válida.',
  timeout: 'La solicitud tardó demasiado en llegar.',
  notFound: 'Ruta no encontrada.',
  internal: 'Ocurrió un error inesperado. Intentá de nuevo en unos minutos.',
};

/** The client's headers the edge replaces with what it knows itself (ADR 015). */
const FORWARDED = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'x-edge-secret',
];

/** Methods whose call may be sent again to another API process when the first one failed on the way. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Socket errors after which the request may not have reached the API at all. */
const CONNECT_ERRORS = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * Which hop may say who the client is (X-Forwarded-For) and how it connected: none by default (a
 * browser talks to the edge itself), or one hop from the addresses in TRUST_PROXY (nginx in the
 * production shape, which writes its own client's address).
 */
export function trustedProxy(list = process.env.TRUST_PROXY ?? '') {
  const addresses = new Set(
    String(list)
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  );
  if (addresses.size === 0) return false;
  const plain = (address) => String(address ?? '').replace(/^::ffff:/, '');
  return (address, hop) => hop === 0 && (addresses.has(address) || addresses.has(plain(address)));
}

/** The API processes: API_UPSTREAMS (comma-separated origins), else the one on `apiPort`. */
export function apiOriginsOf(apiPort, list = process.env.API_UPSTREAMS ?? '') {
  const origins = String(list)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
  return origins.length ? origins : [`http://127.0.0.1:${apiPort}`];
}

/**
 * A release folder's list of scripts and styles the service worker stores to work offline (ADR 023):
 * `{ files: [...] }`, names relative to the folder. A folder with its own files.json is served that file.
 */
export const RELEASE_FILES = 'files.json';

async function listReleaseFiles(dir, prefix = '') {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true });
  const lists = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? listReleaseFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : /\.(js|css)$/.test(entry.name)
          ? [`${prefix}${entry.name}`]
          : [],
    ),
  );
  return lists.flat().sort();
}

/** A body the edge made itself, sent compressed as the client accepts, each encoding made once. */
class MadeBody {
  constructor(text) {
    this.plain = Buffer.from(text);
    this.etag = `"${createHash('sha1').update(this.plain).digest('base64url')}"`;
    this.encoded = new Map();
  }

  send(request, reply) {
    reply.header('ETag', this.etag).header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === this.etag) return reply.code(304).send();
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    if (!encoding || this.plain.length < 1024) return reply.send(this.plain);
    let body = this.encoded.get(encoding);
    if (!body) {
      body = encoding === 'br' ? brotli(this.plain) : gzip(this.plain);
      this.encoded.set(encoding, body);
    }
    return reply.header('Content-Encoding', encoding).send(body);
  }
}

const brotli = (body) =>
  zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
const gzip = (body) => zlib.gzipSync(body, { level: 9 });

/**
 * The edge, not yet listening: `await edge.listen({ port, host })`, `await edge.close()`.
 * - root: the deploy folder (shell/, releases/, registry/remotes.json)
 * - apiPort / apiOrigins: the API process(es); the first is preferred, the others take over its calls
 *   when it does not accept them
 * - edgeSecret: sent to the API as x-edge-secret with the client's address (EDGE_SECRET)
 * - trustProxy: a function (address, hop) or false (TRUST_PROXY)
 * - devRegistry: npm run dev's registry, one remote from its dev server
 * - logger: Fastify's logger options (an access line per request at info), false for none
 * - timeouts, clientTimeouts: UPSTREAM_TIMEOUTS, CLIENT_TIMEOUTS
 * - microCache: MicroCache options, or false for none
 * - pressure: @fastify/under-pressure options
 */
export function createEdgeServer({
  root = deployDir(),
  apiPort = defaultApiPort(),
  apiOrigins = apiOriginsOf(apiPort),
  edgeSecret = process.env.EDGE_SECRET ?? '',
  trustProxy = trustedProxy(),
  devRegistry,
  logger = false,
  timeouts = {},
  clientTimeouts = {},
  microCache = {},
  pressure = {},
} = {}) {
  const limits = { ...UPSTREAM_TIMEOUTS, ...timeouts };
  const client = { ...CLIENT_TIMEOUTS, ...clientTimeouts };
  const shellDir = path.join(root, 'shell');
  const releasesDir = path.join(root, 'releases');
  const registryFile = path.join(root, 'registry', 'remotes.json');
  const cache = microCache === false ? null : new MicroCache(microCache);
  const [localApi] = apiOrigins;

  const app = Fastify({
    logger,
    // one access line per answer (the onResponse hook below) instead of Fastify's two
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy,
    bodyLimit: API_BODY_LIMIT_BYTES,
    requestTimeout: client.requestMs,
    keepAliveTimeout: client.keepAliveMs,
    return503OnClosing: true,
    // a header block over 16 KB is 431, as Node answers it
    // and the request timeouts are checked every second, not every 30 (Node's default)
    http: { maxHeaderSize: 16 * 1024, connectionsCheckingInterval: 1_000 },
  });
  app.server.headersTimeout = client.headersMs;
  // the bytes of a body for the API, read whole (up to the limit) before they go on
  app.decorateRequest('bodyBytes', null);

  const isApi = (request) => {
    const pathname = request.url.split('?')[0];
    return pathname === '/api' || pathname.startsWith('/api/');
  };

  /** An error as the API would answer it on /api, as text elsewhere. */
  const refuse = (request, reply, status, message) => {
    reply.code(status).header('Cache-Control', 'no-store');
    return isApi(request)
      ? reply.type(JSON_TYPE).send({ message })
      : reply.type('text/plain; charset=utf-8').send(message);
  };

  // Only origin-form targets ('/path?query'): this is no forward proxy, and an absolute-form one
  // ('http://elsewhere/api/x') reached the API proxy as a full address, which it cannot take (a 500,
  // or a write left unanswered: the attacker's probe, issue 29).
  app.addHook('onRequest', async (request, reply) => {
    if (!request.raw.url?.startsWith('/')) return refuse(request, reply, 400, MESSAGES.badRequest);
  });

  app.setErrorHandler((error, request, reply) => {
    // the client went away while its answer streamed: nothing to answer, nothing went wrong here
    if (reply.sent || reply.raw.headersSent || request.raw.destroyed) {
      request.log.info({ code: error.code }, 'answer cut short: the client left');
      return;
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return refuse(request, reply.header('Connection', 'close'), 413, MESSAGES.bodyTooLarge);
    if (status === 408) return refuse(request, reply, 408, MESSAGES.timeout);
    if (status >= 400 && status < 500) return refuse(request, reply, status, MESSAGES.badRequest);
    request.log.error({ err: error }, 'unexpected error');
    return refuse(request, reply, 500, MESSAGES.internal);
  });

  // Requests Node's parser refuses (a bad method, a broken header, one too long) and a client that is
  // too slow: a plain answer, and the connection closes. Never an exception.
  app.server.removeAllListeners('clientError');
  app.server.on('clientError', (error, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url.slice(0, 300),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ip: request.ip,
        cache: reply.getHeader('x-edge-cache') || undefined,
      },
      'access',
    );
  });

  app.register(underPressure, {
    maxEventLoopDelay: 1_000,
    maxEventLoopUtilization: 0.98,
    retryAfter: 5,
    exposeStatusRoute: { url: '/_edge/health', routeOpts: { logLevel: 'warn' } },
    pressureHandler: (request, reply) =>
      refuse(request, reply.header('Retry-After', '5'), 503, MESSAGES.busy),
    ...pressure,
  });

  app.register(helmet, {
    global: true,
    // the page's policy is made per request from the registry (sendPage); other answers have none
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // HSTS only on https (below): over plain http it means nothing and misleads
    hsts: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https')
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return payload;
  });

  // whatever was not compressed when it was built: API answers, small files without a copy
  app.register(compress, {
    global: true,
    // a body goes to the API as the client encoded it (a Web Push is aes128gcm): never decoded here
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  // no `base`: each call names its API process (getUpstream), the local one first
  app.register(replyFrom, {
    undici: {
      connections: 64,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      connect: { timeout: limits.connectMs },
      headersTimeout: limits.readMs,
      bodyTimeout: limits.writeMs,
    },
    disableRequestLogging: true,
  });

  // ---- /api: the proxy ------------------------------------------------------------------------------

  /** What the edge says about the client, from its own connection or the one proxy it trusts. */
  const rewriteRequestHeaders = (request, headers) => {
    const out = { ...headers };
    for (const name of FORWARDED) delete out[name];
    out.host = request.headers.host ?? '';
    if (request.bodyBytes) {
      delete out['transfer-encoding'];
      out['content-length'] = String(request.bodyBytes.length);
    }
    out['x-forwarded-for'] = request.ip ?? '';
    out['x-forwarded-host'] = request.host ?? '';
    out['x-forwarded-proto'] = request.protocol;
    if (edgeSecret) out['x-edge-secret'] = edgeSecret;
    return out;
  };

  /** Forwards the request to the API process `attempt` (the local one first), the others on failure. */
  function forward(request, reply, { attempt = 0, path: target = request.url } = {}) {
    const upstream = apiOrigins[attempt % apiOrigins.length];
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    const cacheKey = cache && !write ? `${request.headers.host ?? ''}\n${target}` : null;
    // the body goes on as the client sent it (the bytes the parser read), never re-encoded, and again
    // from its first byte when another API process is tried
    if (request.bodyBytes) request.body = Readable.from([request.bodyBytes]);
    return reply.from(target, {
      getUpstream: () => upstream,
      timeout: write ? limits.writeMs : limits.readMs,
      rewriteRequestHeaders,
      // the API's own answers; reply-from's retries of 503s would multiply a busy API's load
      retryDelay: () => null,
      onResponse: (_request, reply, res) => {
        if (!cacheKey || res.statusCode !== 200 || publicMaxAge(res.headers) === 0) {
          if (cacheKey) reply.header('x-edge-cache', 'MISS');
          return reply.send(res.stream);
        }
        collect(res.stream, cache.maxEntryBytes)
          .then((body) => {
            if (body) cache.set(cacheKey, 200, res.headers, body);
            reply.header('x-edge-cache', 'MISS');
            reply.send(body ?? Buffer.alloc(0));
          })
          .catch((error) => reply.send(error));
      },
      onError: (reply, { error }) => {
        const code = error?.cause?.code ?? error?.code;
        // the API did not take the request (refused, no connection in time): another process may,
        // and so may a write, which no API saw; a reset after sending is retried only when repeating
        // it cannot do twice what was asked (an idempotent method, or an order with its key)
        const unsent = CONNECT_ERRORS.has(code);
        const repeatable = IDEMPOTENT.has(request.method) || Boolean(request.headers['idempotency-key']);
        const sentAgain = unsent || (repeatable && (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET'));
        if (sentAgain && attempt + 1 < apiOrigins.length && !reply.sent) {
          request.log.warn({ upstream, code }, 'API process failed; trying the next one');
          return forward(request, reply, { attempt: attempt + 1, path: target });
        }
        const status = error?.statusCode === 504 ? 504 : 502;
        request.log.warn({ upstream, code, status }, 'API unavailable');
        return refuse(request, reply, status, status === 504 ? MESSAGES.apiSlow : MESSAGES.apiDown);
      },
    });
  }

  /** A stream's bytes, or null past `max` bytes. */
  async function collect(stream, max) {
    const chunks = [];
    let size = 0;
    for await (const chunk of stream) {
      size += chunk.length;
      if (size > max) {
        stream.destroy();
        return null;
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  /** A kept public answer, or 304 when the client has it already. */
  function sendKept(request, reply, entry) {
    reply.headers(entry.headers).header('x-edge-cache', 'HIT').header('Vary', 'Accept-Encoding');
    reply.header('Age', String(Math.floor((Date.now() - entry.storedAt) / 1000)));
    if (entry.headers.etag && request.headers['if-none-match'] === entry.headers.etag)
      return reply.code(304).send();
    const encoding =
      entry.body.length >= 1024
        ? (negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) ?? 'identity')
        : 'identity';
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(cache.encodedBody(entry, encoding));
  }

  app.register(async (api) => {
    // bodies go to the API as they came (read whole first, up to the API's limit)
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
      request.bodyBytes = body;
      done(null, body);
    });
    const proxy = async (request, reply) => {
      // reply-from decodes the address it is given; one that does not decode is the client's error, and
      // so is a dot segment ('..', '.', encoded or not): no API route has one, and the proxy left a
      // write with one unanswered (the attacker's probe, issue 29)
      let pathname;
      try {
        decodeURIComponent(request.url);
        pathname = decodeURIComponent(request.url.split('?')[0]);
      } catch {
        return refuse(request, reply, 400, MESSAGES.badRequest);
      }
      if (pathname.split(/[/\\]/).some((segment) => segment === '..' || segment === '.'))
        return refuse(request, reply, 400, MESSAGES.badRequest);
      if (cache && (request.method === 'GET' || request.method === 'HEAD')) {
        const entry = cache.get(`${request.headers.host ?? ''}\n${request.url}`);
        if (entry) return sendKept(request, reply, entry);
      }
      return forward(request, reply);
    };
    api.all('/api', proxy);
    api.all('/api/*', proxy);
  });

  // ---- the brand's files and page ---------------------------------------------------------------

  // Each host's manifest and home-screen icon, answered by the API for the host's brand (ADR 023).
  for (const file of BRAND_FILES) {
    app.get(file, (request, reply) => {
      const apiPath = brandFilePath(file, request.headers.host);
      if (!apiPath) return refuse(request, reply, 404, 'Not found');
      return forward(request, reply, { path: apiPath });
    });
  }

  /** The registry as served: the deployed file, or npm run dev's version of it; null when missing. */
  async function readRegistryText() {
    let body;
    try {
      body = await fs.promises.readFile(registryFile, 'utf8');
    } catch {
      return null;
    }
    if (devRegistry) body = JSON.stringify(await devRegistry(JSON.parse(body)));
    return body;
  }

  app.get('/remotes.json', async (request, reply) => {
    let body;
    try {
      body = await readRegistryText();
    } catch (error) {
      return refuse(request, reply, 502, `registry unavailable: ${error.message}`);
    }
    if (body === null) return refuse(request, reply, 404, 'Not found');
    reply.type(JSON_TYPE).header('Cache-Control', 'no-cache');
    return new MadeBody(body).send(request, reply);
  });

  // The page's allowed origins, read again only when the registry file changes.
  let pageOrigins = { key: null, origins: [] };
  async function registryOrigins() {
    let key;
    try {
      const stat = await fs.promises.stat(registryFile);
      key = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return [];
    }
    if (pageOrigins.key === key) return pageOrigins.origins;
    try {
      const registry = await readRegistryText();
      if (registry === null) return [];
      pageOrigins = { key, origins: remoteOriginsOf(JSON.parse(registry)) };
      return pageOrigins.origins;
    } catch {
      // an unreadable registry loads no remote from elsewhere: the page's own origin only
      return [];
    }
  }

  // API path → { at, brand: Promise<{ brand, inlineLogo } | null> }, for at most PAGE_BRAND_HOSTS hosts
  // (the Host header is the client's: a bound, not a leak)
  const pageBrands = new Map();
  const PAGE_BRAND_HOSTS = 200;

  /**
   * The host's brand as the API answers it, with its logo inlined when it can be, kept a minute; null
   * when the API is slow, down or has none. Both answers share one wait of PAGE_BRAND_WAIT_MS.
   */
  function brandOfHost(host) {
    const apiPath = brandFilePath('', host);
    if (!apiPath) return Promise.resolve(null);
    const now = Date.now();
    const kept = pageBrands.get(apiPath);
    if (kept && now - kept.at < PAGE_BRAND_TTL_MS) return kept.brand;
    const signal = AbortSignal.timeout(PAGE_BRAND_WAIT_MS);
    const brand = fetch(`${localApi}${apiPath}`, { headers: { Accept: 'application/json' }, signal })
      .then(async (answer) => (answer.ok ? ((await answer.json())?.data ?? null) : null))
      .then(async (data) => {
        if (typeof data !== 'object' || data === null) return null;
        const inlineLogo = await inlineLogoOf(safeLogo(data.brandData?.headerLogo), localApi, signal);
        return { brand: data, inlineLogo };
      })
      .catch(() => null);
    if (pageBrands.size >= PAGE_BRAND_HOSTS) pageBrands.clear();
    pageBrands.set(apiPath, { at: now, brand });
    return brand;
  }

  // The finished page for each brand brandOfHost answers, made again when the shell's page changes.
  const brandPages = new WeakMap();
  let pageWithoutBrand = null;

  async function finishedPage(named) {
    const file = path.join(shellDir, 'index.html');
    let key;
    try {
      const stat = await fs.promises.stat(file);
      key = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return null;
    }
    const kept = named ? brandPages.get(named) : pageWithoutBrand;
    if (kept?.key === key) return kept.body;
    let html;
    try {
      html = await fs.promises.readFile(file, 'utf8');
    } catch {
      return null;
    }
    const body = new MadeBody(pageWithSplash(html, named?.brand ?? null, named?.inlineLogo ?? null));
    if (named) brandPages.set(named, { key, body });
    else pageWithoutBrand = { key, body };
    return body;
  }

  /** The app's page, with the host's brand's splash and the CSP of the registry's origins. */
  async function sendPage(request, reply) {
    const [origins, brand] = await Promise.all([registryOrigins(), brandOfHost(request.headers.host)]);
    const page = await finishedPage(brand);
    if (!page) return refuse(request, reply, 503, 'The shell is not built yet: run npm start');
    await reply.helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives(origins, { dev: Boolean(devRegistry), providers: configuredProviders() }),
      },
    });
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    return page.send(request, reply);
  }

  app.get('/', sendPage);
  app.get('/index.html', sendPage);

  // ---- files ------------------------------------------------------------------------------------

  // A release folder's list of files, made once per folder (folders never change).
  const releaseListings = new Map();
  app.get('/releases/:remote/:release/files.json', async (request, reply) => {
    const { remote, release } = request.params;
    if (!/^[\w.-]+$/.test(remote) || !/^[\w.-]+$/.test(release) || remote.startsWith('.'))
      return refuse(request, reply, 404, 'Not found');
    const dir = path.join(releasesDir, remote, release);
    // a deployment that wrote the list itself (for a CDN) is served its own file
    const own = await fs.promises.readFile(path.join(dir, RELEASE_FILES), 'utf8').catch(() => null);
    let listing = own === null ? releaseListings.get(dir) : new MadeBody(own);
    if (!listing) {
      const isRelease = await fs.promises
        .access(path.join(dir, 'release.json'))
        .then(() => true)
        .catch(() => false);
      if (!isRelease) return refuse(request, reply, 404, 'Not found');
      listing = new MadeBody(JSON.stringify({ files: await listReleaseFiles(dir) }));
      if (releaseListings.size > 1_000) releaseListings.clear();
      releaseListings.set(dir, listing);
    }
    reply
      .type(JSON_TYPE)
      .header('Cache-Control', IMMUTABLE)
      .header('Access-Control-Allow-Origin', '*')
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    return listing.send(request, reply);
  });

  // Release folders never change once written: a year in every cache, from any origin.
  app.register(fastifyStatic, {
    root: releasesDir,
    prefix: '/releases/',
    index: false,
    list: false,
    preCompressed: true,
    serveDotFiles: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('Cache-Control', IMMUTABLE);
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });

  // The shell's files: /assets/ (content-hashed) immutable, the rest (the service worker /sw.js among
  // them, ADR 023) no-cache, so a new shell is found on the next visit.
  const assetsDir = path.join(shellDir, 'assets') + path.sep;
  app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    decorateReply: false,
    index: false,
    list: false,
    preCompressed: true,
    serveDotFiles: false,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', file.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });

  // Every route of the app is the shell's page, which routes on the client; a missing file is a 404.
  app.setNotFoundHandler((request, reply) => {
    if (isApi(request)) return refuse(request, reply, 404, MESSAGES.notFound);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return refuse(request, reply.header('Allow', 'GET, HEAD'), 405, 'Method not allowed');
    }
    const pathname = request.url.split('?')[0];
    if (path.extname(pathname) || pathname.startsWith('/releases/') || pathname.startsWith('/assets/'))
      return refuse(request, reply, 404, 'Not found');
    return sendPage(request, reply);
  });

  return app;
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const port = appPort();
  // an access line per request: to EDGE_ACCESS_LOG when set (npm start), else to stdout
  const file = process.env.EDGE_ACCESS_LOG;
  const edge = createEdgeServer({
    logger: { level: process.env.EDGE_LOG ?? 'info', ...(file ? { file } : {}) },
  });
  // an error nothing caught is logged, and the edge goes on serving
  process.on('uncaughtException', (error) => edge.log.error({ err: error }, 'uncaught exception'));
  process.on('unhandledRejection', (error) => edge.log.error({ err: error }, 'unhandled rejection'));
  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    setTimeout(() => process.exit(1), 10_000).unref();
    edge.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
  edge
    .listen({ port, ...(process.env.EDGE_HOST ? { host: process.env.EDGE_HOST } : {}) })
    .then(() => console.log(`edge serving on http://localhost:${port} (pid ${process.pid})`))
    .catch((error) => {
      console.error(
        error.code === 'EADDRINUSE'
          ? `port ${port} is already in use: stop what uses it, or choose another with PORT=<port> npm start`
          : `the edge failed to start: ${error.message}`,
      );
      process.exit(EXIT_DO_NOT_RESTART);
    });
}
