#!/usr/bin/env node
// The one server on http://localhost:3000: the shell, the registry (no-cache), the immutable
// release folders, and /api proxied to the API process. Static files and API answers are gzip-compressed.
// The service worker (/sw.js, no-cache) and each host's brand manifest make the site installable (ADR 023).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { apiPort as defaultApiPort, appPort, deployDir } from './lib.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.map']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The brand's files of each host, answered by the API for the host's brand (ADR 023): the web app
 * manifest the page links and iOS's home-screen icon. One page for every brand, so the edge names
 * the brand by the host the page was asked for, as the shell does.
 */
export const BRAND_FILES = new Set(['/manifest.webmanifest', '/apple-touch-icon.png']);

/** The API's path for a brand file of `host` (the Host header, port and all); null for a bad host. */
export function brandFilePath(pathname, host) {
  let hostname;
  try {
    hostname = new URL(`http://${host ?? ''}`).hostname;
  } catch {
    return null;
  }
  if (!/^[a-z0-9.-]+$/i.test(hostname)) return null;
  return `/api/marca/${encodeURIComponent(hostname.toLowerCase())}${pathname}`;
}

/** How long the edge keeps a host's brand for the page's splash, and how long it waits for it. */
export const PAGE_BRAND_TTL_MS = 60_000;
export const PAGE_BRAND_WAIT_MS = 300;
/** Hosts whose brand the edge keeps at once (the Host header is the client's: a bound, not a leak). */
const PAGE_BRAND_HOSTS = 200;

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** A logo the page may show: this origin's path or an https address (the page's img-src). */
const safeLogo = (logo) =>
  typeof logo === 'string' && ((logo.startsWith('/') && !logo.startsWith('//')) || /^https:\/\//.test(logo))
    ? logo
    : null;

/**
 * The app's page for a brand (the API's GET /api/marca answer, or null): the splash (spec 001: the
 * brand's logo full screen, 2 s) is in the page itself, so the browser paints it as soon as the page
 * arrives, while the scripts still load (issue 11: the first paint waited for the shell's React). The
 * shell's first render replaces the root's content with the same splash, then ends it on time. The
 * title is the brand's name from the start. Markup and its styles: host-shell's index.html and
 * splash.tsx (`.splash`, `.splash__logo`).
 */
export function pageWithSplash(html, brand, inlineLogo = null) {
  const logo = safeLogo(brand?.brandData?.headerLogo);
  // The logo itself in the page when the edge has it (an SVG of this origin's API, inlineLogoOf): the
  // splash paints with the page, one request fewer before it. data-logo keeps its address for the shell.
  const address = inlineLogo ? ` data-logo="${escapeHtml(logo)}"` : '';
  const image = logo
    ? `<img class="splash__logo" src="${escapeHtml(inlineLogo ?? logo)}"${address} alt="" />`
    : '';
  // replacer functions: a '$' the brand wrote is text, not a replacement pattern
  let page = html.replace(
    /(<div id="?root"?>)(<\/div>)/,
    (_, open, close) =>
      `${open}<div class="splash splash--page" data-testid="splash" aria-hidden="true">${image}</div>${close}`,
  );
  const name = typeof brand?.appName === 'string' ? brand.appName.trim() : '';
  if (name) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(name)}</title>`);
  return page;
}

/** The largest logo the edge writes into the page itself; a larger one stays a request of its own. */
export const INLINE_LOGO_MAX_BYTES = 8 * 1024;

/**
 * A brand's logo as a data: address for the page's splash, when the API serves it (a path under
 * /api/) as an SVG of at most INLINE_LOGO_MAX_BYTES; otherwise null (the page names the logo's
 * address). An SVG shown by an <img> runs no script of its own.
 */
export async function inlineLogoOf(logo, apiPort, signal) {
  if (typeof logo !== 'string' || !logo.startsWith('/api/')) return null;
  try {
    const answer = await fetch(`http://127.0.0.1:${apiPort}${logo}`, {
      headers: { Accept: 'image/svg+xml' },
      signal,
    });
    if (!answer.ok || !/^image\/svg\+xml\b/.test(answer.headers.get('content-type') ?? '')) return null;
    const bytes = Buffer.from(await answer.arrayBuffer());
    if (bytes.length === 0 || bytes.length > INLINE_LOGO_MAX_BYTES) return null;
    return `data:image/svg+xml;base64,${bytes.toString('base64')}`;
  } catch {
    return null;
  }
}

/**
 * The list of a release folder's files the service worker stores to work offline (ADR 023):
 * `{ files: [...] }`, the scripts and styles, names relative to the folder. A release folder never
 * changes, so neither does its list. A folder that has a files.json of its own (a deployment that
 * writes it at release time, for a CDN) is served that file instead.
 */
export const RELEASE_FILES = 'files.json';

function listReleaseFiles(dir, prefix = '') {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? listReleaseFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : /\.(js|css)$/.test(entry.name)
          ? [`${prefix}${entry.name}`]
          : [],
    )
    .sort();
}

/**
 * The API's body limit (api/src/app.ts BODY_LIMIT_BYTES). The edge answers a larger body itself, with
 * the API's status and message, before reading it: the API refuses it unread and closes the
 * connection under the edge, which then could only answer 502 or reset the client's (issue 11).
 */
export const API_BODY_LIMIT_BYTES = 100 * 1024;
const BODY_TOO_LARGE = { message: 'El cuerpo de la solicitud supera el máximo de 100 KB.' };
/** What the edge reads and drops of a refused body, so the client hears the 413 before the close. */
const MAX_DRAIN_BYTES = 16 * 1024 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

/** The client's headers the edge replaces with what it knows itself (its own connection). */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

/**
 * The Content-Security-Policy of the app's page: scripts, styles and data from this origin and the
 * registry's allowed origins only (remote entries and their chunks load by script and link tags, the
 * shell fetches an entry to check its integrity); inline styles (react-toastify's style element, the
 * components' style attributes), images from anywhere on https (brand data may point to a CDN), no
 * plugins, no framing. The sandboxes (Google sign-in, card checkout, subscriptions) are pages of their
 * own reached by navigation, with their own policy; maps and translation are calls to /api. A JSON data
 * block (<script type="application/json">) is not run, so it needs no script source. `dev`: a remote
 * from its webpack dev server (eval source maps, live reload over a websocket). `providers`: the real
 * external services a deployment configures instead of the API's sandboxes (EXTERNAL_SOURCES), whose
 * scripts the page loads and whose APIs those scripts call.
 */
export function contentSecurityPolicy(remoteOrigins = [], { dev = false, providers = [] } = {}) {
  const origins = remoteOrigins.join(' ');
  const list = (...sources) => [...sources, origins].filter(Boolean).join(' ');
  const sockets = dev ? remoteOrigins.map((origin) => origin.replace(/^http/, 'ws')).join(' ') : '';
  const external = (kind) => providers.flatMap((name) => EXTERNAL_SOURCES[name]?.[kind] ?? []).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", dev ? "'unsafe-eval'" : '', external('script'))}`,
    `style-src ${list("'self'", "'unsafe-inline'", external('style'))}`,
    `img-src ${list("'self'", 'data:', 'blob:', 'https:')}`,
    `font-src ${list("'self'", 'data:', external('font'))}`,
    `connect-src ${list("'self'", sockets, external('connect'))}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The origins a real external service needs when it replaces its sandbox: Mercado Pago's SDK for the
 * club's card form (its script, and the card token and device calls it makes), Google Maps' script
 * for the checkout's address search (its script, styles, fonts and calls).
 */
export const EXTERNAL_SOURCES = {
  mercadopago: {
    script: ['https://sdk.mercadopago.com', 'https://http2.mlstatic.com'],
    connect: [
      'https://api.mercadopago.com',
      'https://api-static.mercadopago.com',
      'https://events.mercadopago.com',
    ],
  },
  googleMaps: {
    script: ['https://maps.googleapis.com'],
    style: ['https://fonts.googleapis.com'],
    font: ['https://fonts.gstatic.com'],
    connect: ['https://maps.googleapis.com'],
  },
  // brand texts translated by Google Cloud Translation (shared-ui/translation) instead of the sandbox
  googleTranslate: {
    connect: ['https://translation.googleapis.com'],
  },
};

/**
 * Which external services this deployment uses, from the same settings the API and the checkout's
 * build read: MP_PUBLIC_KEY (the club's card form tokenises with Mercado Pago) and
 * GOOGLE_MAPS_BROWSER_KEY (the checkout's address search loads Google Maps) and GOOGLE_TRANSLATE_KEY (the
 * shell's build translates brand texts with Google Cloud Translation).
 */
export function configuredProviders(env = process.env) {
  return [
    ...(env.MP_ACCESS_TOKEN?.trim() && env.MP_PUBLIC_KEY?.trim() ? ['mercadopago'] : []),
    ...(env.GOOGLE_MAPS_BROWSER_KEY?.trim() ? ['googleMaps'] : []),
    ...(env.GOOGLE_TRANSLATE_KEY?.trim() ? ['googleTranslate'] : []),
  ];
}

/** The headers of the app's page: its CSP, no framing, no full URLs to other sites, no sniffing. */
export function pageSecurityHeaders(remoteOrigins = [], options = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(remoteOrigins, options),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}

/** The registry's allowed origins other than the page's own ('self'), as origins. */
export function remoteOriginsOf(registry) {
  const origins = new Set();
  for (const origin of registry?.allowedOrigins ?? []) {
    if (origin === 'self') continue;
    try {
      origins.add(new URL(origin).origin);
    } catch {
      // not an origin: the shell refuses it too
    }
  }
  return [...origins];
}

export function createEdgeServer({ root = deployDir(), apiPort = defaultApiPort(), devRegistry } = {}) {
  const shellDir = path.join(root, 'shell');
  const releasesDir = path.join(root, 'releases');
  const registryFile = path.join(root, 'registry', 'remotes.json');
  const gzipCache = new Map();
  // release folder → its list of files, { plain, gzipped } (folders are immutable: listed once)
  const releaseListings = new Map();

  function safeJoin(base, urlPath) {
    const resolved = path.resolve(base, `.${decodeURIComponent(urlPath)}`);
    return resolved === base || resolved.startsWith(`${base}${path.sep}`) ? resolved : null;
  }

  /**
   * Answers 200 with `body` as a file of type `ext`, gzip-compressed when the type compresses and the
   * client takes it. `gzipped()` gives the compressed body: each caller keeps its own (a file by its
   * name and date, the page by brand and shell build, a release's list by folder).
   */
  function sendBody(
    req,
    res,
    body,
    ext,
    cacheControl,
    extraHeaders = {},
    gzipped = () => zlib.gzipSync(body),
  ) {
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      ...extraHeaders,
    };
    let sent = body;
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      sent = gzipped();
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = Buffer.byteLength(sent);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : sent);
  }

  function sendFile(req, res, file, cacheControl, extraHeaders = {}) {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return false;
    }
    if (!stat.isFile()) return false;
    const body = fs.readFileSync(file);
    sendBody(req, res, body, path.extname(file), cacheControl, extraHeaders, () => {
      const key = `${file}:${stat.mtimeMs}:${stat.size}`;
      let gz = gzipCache.get(key);
      if (!gz) {
        gz = zlib.gzipSync(body);
        gzipCache.set(key, gz);
      }
      return gz;
    });
    return true;
  }

  function notFound(res) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('Not found');
  }

  function sendJson(res, status, body, headers = {}) {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': JSON_TYPE,
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    });
    res.end(text);
  }

  /** Answers 413 as the API would, then reads and drops what the client still sends (up to a bound). */
  function refuseBody(req, res) {
    let drained = 0;
    req.on('data', (chunk) => {
      drained += chunk.length;
      if (drained > MAX_DRAIN_BYTES) req.destroy();
    });
    req.resume();
    if (!res.headersSent) sendJson(res, 413, BODY_TOO_LARGE, { Connection: 'close' });
  }

  function proxyApi(req, res) {
    const declared = Number(req.headers['content-length']);
    if (declared > API_BODY_LIMIT_BYTES) return refuseBody(req, res);
    // the API has begun to answer; the edge has refused the body itself
    let answered = false;
    let refused = false;
    const headers = { ...req.headers };
    for (const name of FORWARDED) delete headers[name];
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: apiPort,
        method: req.method,
        path: req.url,
        headers: {
          ...headers,
          // The API trusts exactly this one hop: who the client is and how it reached the edge come from
          // the edge's own connection, never from what the client wrote (issue 11).
          'x-forwarded-for': req.socket.remoteAddress ?? '',
          'x-forwarded-host': req.headers.host ?? '',
          'x-forwarded-proto': req.socket.encrypted ? 'https' : 'http',
        },
      },
      (answer) => {
        answered = true;
        const status = answer.statusCode ?? 502;
        const headers = { ...answer.headers };
        // JSON and pages from the API are gzip-compressed on the way out, as a CDN would: a menu of
        // 500 products is about 370 KB as JSON and a tenth of that compressed.
        const compress =
          req.method !== 'HEAD' &&
          status !== 204 &&
          status !== 304 &&
          !headers['content-encoding'] &&
          /json|text|javascript|svg/.test(String(headers['content-type'] ?? '')) &&
          /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
        if (!compress) {
          res.writeHead(status, headers);
          answer.pipe(res);
          return;
        }
        delete headers['content-length'];
        headers['content-encoding'] = 'gzip';
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
        res.writeHead(status, headers);
        answer.pipe(zlib.createGzip()).pipe(res);
      },
    );
    upstream.on('error', () => {
      if (refused) return;
      if (res.headersSent) return res.destroy();
      sendJson(res, 502, {
        message: 'El servicio no está disponible en este momento. Intentá de nuevo en unos segundos.',
      });
    });
    // A body without a declared length is counted as it streams: past the limit it stops here, and
    // the API's answer, if it has already come, goes on to the client.
    let received = 0;
    const count = (chunk) => {
      received += chunk.length;
      if (received <= API_BODY_LIMIT_BYTES) return;
      req.off('data', count);
      req.unpipe(upstream);
      refused = true;
      if (!answered) upstream.destroy();
      refuseBody(req, res);
    };
    req.on('data', count);
    req.pipe(upstream);
  }

  /** A release folder's list of files (RELEASE_FILES); false when `dir` is not a release folder. */
  function sendReleaseListing(req, res, dir) {
    // a release folder: releases/<remote>/<release>/, with the release.json npm run release writes
    if (path.dirname(path.dirname(dir)) !== releasesDir || !fs.existsSync(path.join(dir, 'release.json')))
      return false;
    let listing = releaseListings.get(dir);
    if (!listing) {
      listing = { plain: Buffer.from(JSON.stringify({ files: listReleaseFiles(dir) })), gzipped: null };
      releaseListings.set(dir, listing);
    }
    sendBody(
      req,
      res,
      listing.plain,
      '.json',
      IMMUTABLE,
      { 'Access-Control-Allow-Origin': '*' },
      () => (listing.gzipped ??= zlib.gzipSync(listing.plain)),
    );
    return true;
  }

  /** The registry as served: the deployed file, or npm run dev's version of it; null when missing. */
  async function readRegistryText() {
    let body;
    try {
      body = fs.readFileSync(registryFile, 'utf8');
    } catch {
      return null;
    }
    // npm run dev: one remote comes from its dev server instead of its release.
    if (devRegistry) body = JSON.stringify(await devRegistry(JSON.parse(body)));
    return body;
  }

  async function sendRegistry(req, res) {
    const body = await readRegistryText();
    if (body === null) return notFound(res);
    res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  // The page's allowed origins, read again only when the registry file changes (as gzipCache's keys).
  let pageOrigins = { key: null, origins: [] };

  /** The registry's allowed origins for the page's CSP; none when it is missing or unreadable. */
  async function registryOrigins() {
    let key;
    try {
      const stat = fs.statSync(registryFile);
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

  // hostname → { at, brand: Promise<{ brand, inlineLogo } | null> }
  const pageBrands = new Map();

  /**
   * The host's brand as the API answers it, with its logo inlined when it can be (inlineLogoOf), kept a
   * minute; null when the API is slow, down or has none. Both answers share one wait of PAGE_BRAND_WAIT_MS.
   */
  function brandOfHost(host) {
    const apiPath = brandFilePath('', host);
    if (!apiPath) return Promise.resolve(null);
    const now = Date.now();
    const kept = pageBrands.get(apiPath);
    if (kept && now - kept.at < PAGE_BRAND_TTL_MS) return kept.brand;
    const signal = AbortSignal.timeout(PAGE_BRAND_WAIT_MS);
    const brand = fetch(`http://127.0.0.1:${apiPort}${apiPath}`, {
      headers: { Accept: 'application/json' },
      signal,
    })
      .then(async (answer) => (answer.ok ? ((await answer.json())?.data ?? null) : null))
      .then(async (data) => {
        // only an object names a brand (pageWithSplash draws anything else as no brand)
        if (typeof data !== 'object' || data === null) return null;
        const inlineLogo = await inlineLogoOf(safeLogo(data.brandData?.headerLogo), apiPort, signal);
        return { brand: data, inlineLogo };
      })
      .catch(() => null);
    if (pageBrands.size >= PAGE_BRAND_HOSTS) pageBrands.clear();
    pageBrands.set(apiPath, { at: now, brand });
    return brand;
  }

  // The finished page, { key, plain, gzipped }, for each brand brandOfHost answers (so for as long as
  // it keeps that answer), made again when the shell's page changes (its mtime and size, as gzipCache's
  // keys): a navigation neither reads the page nor compresses it again. A host without a brand (API
  // down, unknown host) gets the one page without it.
  const brandPages = new WeakMap();
  let pageWithoutBrand = null;

  /** The app's page with the splash of `named` (brandOfHost's answer), for the shell's current build; null before the shell is built. */
  function finishedPage(named) {
    const file = path.join(shellDir, 'index.html');
    let key;
    try {
      const stat = fs.statSync(file);
      key = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return null;
    }
    const kept = named ? brandPages.get(named) : pageWithoutBrand;
    if (kept?.key === key) return kept;
    let html;
    try {
      html = fs.readFileSync(file, 'utf8');
    } catch {
      return null;
    }
    const page = {
      key,
      plain: Buffer.from(pageWithSplash(html, named?.brand ?? null, named?.inlineLogo ?? null)),
      gzipped: null,
    };
    if (named) brandPages.set(named, page);
    else pageWithoutBrand = page;
    return page;
  }

  /**
   * The app's page with its security headers (remotes may come from the registry's allowed origins),
   * and the host's brand's splash in it.
   */
  async function sendPage(req, res) {
    const [origins, brand] = await Promise.all([registryOrigins(), brandOfHost(req.headers.host)]);
    const page = finishedPage(brand);
    if (!page) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The shell is not built yet: run npm start');
      return;
    }
    const headers = {
      ...pageSecurityHeaders(origins, { dev: Boolean(devRegistry), providers: configuredProviders() }),
      Vary: 'Accept-Encoding',
    };
    sendBody(
      req,
      res,
      page.plain,
      '.html',
      'no-cache',
      headers,
      () => (page.gzipped ??= zlib.gzipSync(page.plain)),
    );
  }

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { pathname } = url;
    if (pathname === '/api' || pathname.startsWith('/api/')) return proxyApi(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    if (pathname === '/remotes.json') {
      return void sendRegistry(req, res).catch((error) => {
        res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(`registry unavailable: ${error.message}`);
      });
    }
    if (BRAND_FILES.has(pathname)) {
      const apiPath = brandFilePath(pathname, req.headers.host);
      if (!apiPath) return notFound(res);
      req.url = apiPath;
      return proxyApi(req, res);
    }
    if (pathname.startsWith('/releases/')) {
      const file = safeJoin(releasesDir, pathname.slice('/releases'.length));
      // Release folders never change once written: cache them for a year.
      if (file && sendFile(req, res, file, IMMUTABLE, { 'Access-Control-Allow-Origin': '*' })) return;
      if (file && path.basename(file) === RELEASE_FILES && sendReleaseListing(req, res, path.dirname(file)))
        return;
      return notFound(res);
    }
    if (pathname.startsWith('/assets/')) {
      const file = safeJoin(shellDir, pathname);
      if (file && sendFile(req, res, file, IMMUTABLE)) return;
      return notFound(res);
    }
    // The shell's other files, no-cache. Among them the service worker, /sw.js: at the root (its scope
    // is the whole site), never kept stale, so a new shell's worker is found on the next visit (ADR 023).
    if (path.extname(pathname) && pathname !== '/index.html') {
      const file = safeJoin(shellDir, pathname);
      if (file && sendFile(req, res, file, 'no-cache')) return;
      return notFound(res);
    }
    // Every route of the app is served by the shell's page, which routes on the client.
    void sendPage(req, res).catch(() => {
      if (res.headersSent) return res.destroy();
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('the page could not be served');
    });
  });
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const port = appPort();
  createEdgeServer().listen(port, () => console.log(`serving on http://localhost:${port}`));
}
