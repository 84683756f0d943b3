#!/usr/bin/env node
// The one server on http://localhost:3000: the shell, the registry (no-cache), the immutable
// release folders, and /api proxied to the API process. Static files and API answers are gzip-compressed.
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

export function createEdgeServer({ root = deployDir(), apiPort = defaultApiPort(), devRegistry } = {}) {
  const shellDir = path.join(root, 'shell');
  const releasesDir = path.join(root, 'releases');
  const registryFile = path.join(root, 'registry', 'remotes.json');
  const gzipCache = new Map();

  function safeJoin(base, urlPath) {
    const resolved = path.resolve(base, `.${decodeURIComponent(urlPath)}`);
    return resolved === base || resolved.startsWith(`${base}${path.sep}`) ? resolved : null;
  }

  function sendFile(req, res, file, cacheControl, extraHeaders = {}) {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return false;
    }
    if (!stat.isFile()) return false;
    const ext = path.extname(file);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      ...extraHeaders,
    };
    let body = fs.readFileSync(file);
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const key = `${file}:${stat.mtimeMs}:${stat.size}`;
      let gz = gzipCache.get(key);
      if (!gz) {
        gz = zlib.gzipSync(body);
        gzipCache.set(key, gz);
      }
      body = gz;
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  function notFound(res) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('Not found');
  }

  function proxyApi(req, res) {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: apiPort,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          'x-forwarded-host': req.headers.host ?? '',
          // The API trusts this header from loopback only; its rate limits count client addresses.
          'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress]
            .filter(Boolean)
            .join(', '),
          'x-forwarded-proto': 'http',
        },
      },
      (answer) => {
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
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(
        JSON.stringify({
          message: 'El servicio no está disponible en este momento. Intentá de nuevo en unos segundos.',
        }),
      );
    });
    req.pipe(upstream);
  }

  async function sendRegistry(req, res) {
    let body;
    try {
      body = fs.readFileSync(registryFile, 'utf8');
    } catch {
      return notFound(res);
    }
    // npm run dev: one remote comes from its dev server instead of its release.
    if (devRegistry) body = JSON.stringify(await devRegistry(JSON.parse(body)));
    res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : body);
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
    if (pathname.startsWith('/releases/')) {
      const file = safeJoin(releasesDir, pathname.slice('/releases'.length));
      // Release folders never change once written: cache them for a year.
      if (file && sendFile(req, res, file, IMMUTABLE, { 'Access-Control-Allow-Origin': '*' })) return;
      return notFound(res);
    }
    if (pathname.startsWith('/assets/')) {
      const file = safeJoin(shellDir, pathname);
      if (file && sendFile(req, res, file, IMMUTABLE)) return;
      return notFound(res);
    }
    if (path.extname(pathname) && pathname !== '/index.html') {
      const file = safeJoin(shellDir, pathname);
      if (file && sendFile(req, res, file, 'no-cache')) return;
      return notFound(res);
    }
    // Every route of the app is served by the shell's page, which routes on the client.
    if (!sendFile(req, res, path.join(shellDir, 'index.html'), 'no-cache')) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The shell is not built yet: run npm start');
    }
  });
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const port = appPort();
  createEdgeServer().listen(port, () => console.log(`serving on http://localhost:${port}`));
}
