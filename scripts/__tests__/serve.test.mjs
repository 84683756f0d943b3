// node --test scripts/__tests__: the edge server (scripts/serve.mjs) in front of the API (issue 11:
// items 10, 13 and 14).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  API_BODY_LIMIT_BYTES,
  brandFilePath,
  configuredProviders,
  contentSecurityPolicy,
  createEdgeServer,
  PAGE_BRAND_WAIT_MS,
  pageWithSplash,
  INLINE_LOGO_MAX_BYTES,
  remoteOriginsOf,
} from '../serve.mjs';
import { startApi } from '../start.mjs';
import { freePort } from './edge-fixtures.mjs';

const folders = [];
const closers = [];
after(async () => {
  for (const close of closers.reverse()) await close();
  folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
/**
 * Stops a server after the tests, an HTTP server's open connections too (a stand-in API that never
 * answers); a plain net server has none to close.
 */
const closeServer = (server) => () =>
  new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });

/** Listens on a free port, and closes the server after the tests. */
async function listenClosedAfter(server) {
  const port = await listen(server);
  closers.push(closeServer(server));
  return port;
}

/** A deployment with a shell page and a registry whose allowed origins are `allowedOrigins`. */
function deployment(allowedOrigins = ['self']) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-'));
  folders.push(dir);
  const write = (file, body) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), body);
  };
  write('shell/index.html', '<!doctype html><html><body><div id="root"></div></body></html>');
  write('shell/assets/main.js', 'console.log(1)');
  write('registry/remotes.json', JSON.stringify({ schemaVersion: 1, allowedOrigins, remotes: {} }));
  return dir;
}

/** An edge server in front of `apiPort`; answers its port. */
async function edgeFor(apiPort, root = deployment(), options = {}) {
  const edge = createEdgeServer({ root, apiPort, ...options });
  await edge.listen({ port: 0, host: '127.0.0.1' });
  closers.push(() => edge.close());
  return { edge, port: edge.server.address().port };
}

/**
 * Sends a request with `body` written in 16 KB pieces, declared (Content-Length) or chunked; answers
 * { status, headers, text } or { error } (a reset, a refused connection).
 */
function send(
  port,
  { method = 'POST', path: url = '/api/local/all', headers = {}, body, declared = true } = {},
) {
  return new Promise((resolve) => {
    const data = body === undefined ? undefined : Buffer.from(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: {
          ...(data ? { 'content-type': 'application/json' } : {}),
          ...(data && declared ? { 'content-length': data.length } : {}),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text }));
        response.on('error', (error) => resolve({ error: error.code ?? error.message }));
      },
    );
    request.on('error', (error) => resolve({ error: error.code ?? error.message }));
    if (!data) return request.end();
    let offset = 0;
    const write = () => {
      while (offset < data.length) {
        const chunk = data.subarray(offset, offset + 16 * 1024);
        offset += chunk.length;
        if (!request.write(chunk)) return request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

/** A stand-in API that records each request's path, headers and body and answers 200 { ok: true }. */
async function recordingApi() {
  const seen = [];
  const api = http.createServer((req, res) => {
    let size = 0;
    req.on('data', (chunk) => (size += chunk.length));
    req.on('end', () => {
      seen.push({ url: req.url, headers: req.headers, size });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  const port = await listenClosedAfter(api);
  return { port, seen };
}

const megabyte = () => JSON.stringify({ idMarca: 'x'.repeat(1024 * 1024) });
const TOO_LARGE = { message: 'El cuerpo de la solicitud supera el máximo de 100 KB.' };

describe('what the edge tells the API about the client', () => {
  it("overwrites X-Forwarded-For with its client's address and X-Forwarded-Proto with its own protocol", async () => {
    const api = await recordingApi();
    const { port } = await edgeFor(api.port);
    const answer = await send(port, {
      method: 'GET',
      path: '/api/health',
      headers: {
        'x-forwarded-for': '203.0.113.9, 10.0.0.1',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example.com',
        forwarded: 'for=203.0.113.9;proto=https',
        'x-real-ip': '203.0.113.9',
      },
    });
    assert.equal(answer.status, 200);
    const { headers } = api.seen.at(-1);
    assert.match(headers['x-forwarded-for'], /^(::ffff:)?127\.0\.0\.1$/);
    assert.equal(headers['x-forwarded-proto'], 'http');
    assert.equal(headers['x-forwarded-host'], `127.0.0.1:${port}`);
    assert.equal(headers.forwarded, undefined);
    assert.equal(headers['x-real-ip'], undefined);
  });

  it('says https when its own connection is TLS', async () => {
    const api = await recordingApi();
    const { edge, port } = await edgeFor(api.port);
    // a TLS front (the edge behind its own certificate) hands the edge an encrypted socket
    const front = net.createServer((socket) => {
      socket.encrypted = true;
      edge.server.emit('connection', socket);
    });
    const frontPort = await listen(front);
    closers.push(closeServer(front));
    assert.ok(port, 'the edge listens on its own port too');
    const answer = await send(frontPort, { method: 'GET', path: '/api/health' });
    assert.equal(answer.status, 200);
    assert.equal(api.seen.at(-1).headers['x-forwarded-proto'], 'https');
  });
});

describe('bodies over the API limit', () => {
  it('the edge answers 413 with the API message itself, declared or chunked, and forwards nothing', async () => {
    const api = await recordingApi();
    const { port } = await edgeFor(api.port);
    for (const declared of [true, false]) {
      for (let i = 0; i < 3; i += 1) {
        const answer = await send(port, { body: megabyte(), declared });
        assert.deepEqual([answer.status, answer.text && JSON.parse(answer.text)], [413, TOO_LARGE]);
        assert.equal(answer.headers['content-type'], 'application/json; charset=utf-8');
      }
    }
    assert.deepEqual(api.seen, []);
  });

  it('a body at the limit goes through whole', async () => {
    const api = await recordingApi();
    const { port } = await edgeFor(api.port);
    const body = JSON.stringify({ q: 'x'.repeat(API_BODY_LIMIT_BYTES - 8) });
    assert.equal(Buffer.byteLength(body), API_BODY_LIMIT_BYTES);
    for (const declared of [true, false]) {
      const answer = await send(port, { body, declared });
      assert.equal(answer.status, 200);
      assert.equal(api.seen.at(-1).size, API_BODY_LIMIT_BYTES);
    }
  });

  it('an API that is down is 502 with a message', async () => {
    const { port } = await edgeFor(await freePort());
    const answer = await send(port, { method: 'GET', path: '/api/health' });
    assert.equal(answer.status, 502);
    assert.match(JSON.parse(answer.text).message, /no está disponible/);
  });
});

describe('through the edge to the real API', { timeout: 120_000 }, () => {
  let port;
  before(async () => {
    const data = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-api-'));
    folders.push(data);
    const apiPort = await freePort();
    const api = startApi({ port: apiPort, env: { DATA_DIR: data, API_LOG: 'quiet' } });
    closers.push(async () => {
      api.child.kill('SIGTERM');
      await new Promise((resolve) => api.child.once('exit', resolve));
    });
    await api.ready;
    ({ port } = await edgeFor(apiPort));
  });

  it("a 1 MB body answers the API's 413 every time, never 502 or a reset", async () => {
    for (const declared of [true, false]) {
      for (let i = 0; i < 3; i += 1) {
        const answer = await send(port, { body: megabyte(), declared });
        assert.deepEqual(
          [declared, answer.status, answer.text && JSON.parse(answer.text)],
          [declared, 413, TOO_LARGE],
        );
      }
    }
    // and the next call on the same edge works
    const branches = await send(port, { body: JSON.stringify({ idMarca: 'marca-sabores' }) });
    assert.equal(branches.status, 200);
  });

  it('a NUL character in a body is 400 with a message, not 500', async () => {
    const answer = await send(port, {
      path: '/api/utm/marketing/register-visit',
      body: JSON.stringify({ idMarca: 'marca-sabores', utm_source: 'a\u0000b' }),
    });
    assert.equal(answer.status, 400);
    assert.match(JSON.parse(answer.text).message, /caracteres no permitidos/);
  });
});

describe("the app's page", () => {
  it('carries a CSP that allows the registry origins, forbids framing, and the other security headers', async () => {
    const root = deployment(['self', 'https://cdn.example.com/', 'no es un origen']);
    const { port } = await edgeFor(1, root);
    for (const url of ['/', '/auth', '/home/suc-palermo/store-palermo', '/index.html']) {
      const page = await send(port, { method: 'GET', path: url });
      assert.equal(page.status, 200);
      assert.equal(
        page.headers['content-security-policy'],
        contentSecurityPolicy(['https://cdn.example.com']),
      );
      assert.match(page.headers['content-security-policy'], /frame-ancestors 'none'/);
      assert.match(page.headers['content-security-policy'], /script-src 'self' https:\/\/cdn\.example\.com;/);
      assert.doesNotMatch(
        page.headers['content-security-policy'],
        /unsafe-eval|script-src[^;]*unsafe-inline/,
      );
      assert.equal(page.headers['x-frame-options'], 'DENY');
      assert.equal(page.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.equal(page.headers['x-content-type-options'], 'nosniff');
    }
    // a remote released from another origin: the next page load allows it
    fs.writeFileSync(
      path.join(root, 'registry/remotes.json'),
      JSON.stringify({
        schemaVersion: 1,
        allowedOrigins: ['self', 'https://remotes.example.net'],
        remotes: {},
      }),
    );
    const page = await send(port, { method: 'GET', path: '/' });
    assert.match(
      page.headers['content-security-policy'],
      /script-src 'self' https:\/\/remotes\.example\.net;/,
    );
  });

  it('the allowed origins, as origins', () => {
    assert.deepEqual(
      remoteOriginsOf({
        allowedOrigins: [
          'self',
          'https://a.example.com/',
          'https://a.example.com',
          'http://localhost:3101',
          '%',
        ],
      }),
      ['https://a.example.com', 'http://localhost:3101'],
    );
    assert.deepEqual(remoteOriginsOf(null), []);
  });

  it('npm run dev: a remote from its dev server may eval its source maps and reload over a websocket', () => {
    const policy = contentSecurityPolicy(['http://localhost:3101'], { dev: true });
    assert.match(policy, /script-src 'self' 'unsafe-eval' http:\/\/localhost:3101;/);
    assert.match(policy, /connect-src 'self' ws:\/\/localhost:3101 http:\/\/localhost:3101;/);
  });

  it('the sandboxes need no other origin; a configured Mercado Pago or Google Maps adds only its own', () => {
    assert.deepEqual(configuredProviders({}), []);
    // a public key without the account's token leaves the club on the sandbox
    assert.deepEqual(configuredProviders({ MP_PUBLIC_KEY: 'APP_USR-1' }), []);
    assert.deepEqual(
      configuredProviders({ MP_ACCESS_TOKEN: 't', MP_PUBLIC_KEY: 'k', GOOGLE_MAPS_BROWSER_KEY: 'g' }),
      ['mercadopago', 'googleMaps'],
    );
    const sandbox = contentSecurityPolicy([]);
    assert.doesNotMatch(sandbox, /mercadopago|googleapis/);
    const policy = contentSecurityPolicy([], { providers: ['mercadopago', 'googleMaps'] });
    assert.match(
      policy,
      /script-src 'self' https:\/\/sdk\.mercadopago\.com https:\/\/http2\.mlstatic\.com https:\/\/maps\.googleapis\.com;/,
    );
    assert.match(
      policy,
      /connect-src 'self' https:\/\/api\.mercadopago\.com [^;]*https:\/\/maps\.googleapis\.com;/,
    );
    assert.match(policy, /font-src 'self' data: https:\/\/fonts\.gstatic\.com;/);
  });

  it('a configured Google Cloud Translation key adds only its origin to connect-src', () => {
    assert.deepEqual(configuredProviders({ GOOGLE_TRANSLATE_KEY: ' ' }), []);
    assert.deepEqual(configuredProviders({ GOOGLE_TRANSLATE_KEY: 'AIza-demo' }), ['googleTranslate']);
    const policy = contentSecurityPolicy([], { providers: ['googleTranslate'] });
    assert.match(policy, /connect-src 'self' https:\/\/translation\.googleapis\.com;/);
    assert.match(policy, /script-src 'self';/);
  });
});

describe('installable and offline (issue 15 item 7, ADR 023)', () => {
  it("each host's /manifest.webmanifest and /apple-touch-icon.png come from the API for that host's brand", async () => {
    const api = await recordingApi();
    const { port } = await edgeFor(api.port);
    for (const [host, file, apiPath] of [
      ['localhost:3000', '/manifest.webmanifest', '/api/marca/localhost/manifest.webmanifest'],
      ['B2B.localhost:3000', '/manifest.webmanifest', '/api/marca/b2b.localhost/manifest.webmanifest'],
      [
        'saboresdelsur.com.ar',
        '/apple-touch-icon.png',
        '/api/marca/saboresdelsur.com.ar/apple-touch-icon.png',
      ],
    ]) {
      const answer = await send(port, { method: 'GET', path: file, headers: { host } });
      assert.equal(answer.status, 200);
      assert.equal(api.seen.at(-1).url, apiPath);
    }
    assert.equal(brandFilePath('/manifest.webmanifest', '[::1]:3000'), null);
    assert.equal(brandFilePath('/manifest.webmanifest', 'a b'), null);
  });

  it('the service worker at /sw.js, no-cache; 404 before the shell has one', async () => {
    const root = deployment();
    const { port } = await edgeFor(1, root);
    assert.equal((await send(port, { method: 'GET', path: '/sw.js' })).status, 404);
    fs.writeFileSync(path.join(root, 'shell/sw.js'), 'self.addEventListener("fetch", () => {});');
    const worker = await send(port, { method: 'GET', path: '/sw.js' });
    assert.equal(worker.status, 200);
    assert.equal(worker.headers['cache-control'], 'no-cache');
    assert.match(worker.headers['content-type'], /^(text|application)\/javascript/);
  });

  it("a release folder's files.json lists its scripts and styles (no licences, no page), immutable", async () => {
    const root = deployment();
    const folder = path.join(root, 'releases/ordering/0.1.0-abc');
    fs.mkdirSync(path.join(folder, 'fonts'), { recursive: true });
    for (const name of [
      'remoteEntry.js',
      '12.ab.js',
      '12.ab.js.LICENSE.txt',
      '3.cd.css',
      'index.html',
      'release.json',
      'fonts/x.css',
    ])
      fs.writeFileSync(path.join(folder, name), '{}');
    const { port } = await edgeFor(1, root);
    const listing = await send(port, { method: 'GET', path: '/releases/ordering/0.1.0-abc/files.json' });
    assert.equal(listing.status, 200);
    assert.deepEqual(JSON.parse(listing.text), {
      files: ['12.ab.js', '3.cd.css', 'fonts/x.css', 'remoteEntry.js'],
    });
    assert.equal(listing.headers['cache-control'], 'public, max-age=31536000, immutable');
    // not a release folder: nothing to list
    for (const url of [
      '/releases/ordering/files.json',
      '/releases/ordering/0.1.0-abc/fonts/files.json',
      '/releases/nada/1/files.json',
    ])
      assert.equal((await send(port, { method: 'GET', path: url })).status, 404);
    // a folder with a files.json of its own is served that file
    fs.writeFileSync(path.join(folder, 'files.json'), '{"files":["remoteEntry.js"]}');
    const own = await send(port, { method: 'GET', path: '/releases/ordering/0.1.0-abc/files.json' });
    assert.deepEqual(JSON.parse(own.text), { files: ['remoteEntry.js'] });
  });
});

describe("the splash is in the page (issue 11: the first paint waited for the shell's scripts)", () => {
  const PAGE =
    '<!doctype html><html><head><title>Cargando…</title></head><body><div id=root></div></body></html>';
  const brand = (headerLogo, appName = 'Sabores del Sur') => ({ appName, brandData: { headerLogo } });

  it("writes the host's logo into #root as the shell's Splash draws it, and the brand's name as the title", () => {
    const page = pageWithSplash(PAGE, brand('/api/static/brands/marca-sabores/logo.svg'));
    assert.match(
      page,
      /<div id=root><div class="splash splash--page" data-testid="splash" aria-hidden="true"><img class="splash__logo" src="\/api\/static\/brands\/marca-sabores\/logo.svg" alt="" \/><\/div><\/div>/,
    );
    assert.match(page, /<title>Sabores del Sur<\/title>/);
    assert.match(
      pageWithSplash(PAGE, brand('https://cdn.example.com/a.png')),
      /src="https:\/\/cdn.example.com\/a.png"/,
    );
  });

  it('escapes what the brand wrote, and shows no logo that is not this origin or https', () => {
    const page = pageWithSplash(PAGE, brand('/logo.svg?a="><script>x</script>', 'A & <B>'));
    assert.doesNotMatch(page, /<script>x/);
    assert.match(page, /src="\/logo.svg\?a=&quot;&gt;&lt;script&gt;x&lt;\/script&gt;"/);
    assert.match(page, /<title>A &amp; &lt;B&gt;<\/title>/);
    // a '$' is the brand's text, never a replacement pattern
    assert.match(pageWithSplash(PAGE, brand("/l$'.svg", "$&$'")), /src="\/l\$&#39;.svg".*<\/body>/s);
    assert.match(pageWithSplash(PAGE, brand('/l.svg', "$&$'")), /<title>\$&amp;\$&#39;<\/title>/);
    for (const logo of ['javascript:alert(1)', '//evil.example/logo.svg', 'http://plain.example/l.png', 42]) {
      const without = pageWithSplash(PAGE, brand(logo));
      assert.match(
        without,
        /<div class="splash splash--page" data-testid="splash" aria-hidden="true"><\/div>/,
      );
    }
    // no brand (unknown host, API down): the blank splash and the page's own title
    assert.match(pageWithSplash(PAGE, null), /<div class="splash splash--page"[^>]*><\/div><\/div><\/body>/);
    assert.match(pageWithSplash(PAGE, null), /<title>Cargando…<\/title>/);
  });

  it('writes an inlined logo as the image itself, with its address in data-logo', () => {
    const inlined = 'data:image/svg+xml;base64,PHN2Zy8+';
    const page = pageWithSplash(PAGE, brand('/api/static/brands/marca-sabores/logo.svg'), inlined);
    assert.match(
      page,
      /<img class="splash__logo" src="data:image\/svg\+xml;base64,PHN2Zy8\+" data-logo="\/api\/static\/brands\/marca-sabores\/logo.svg" alt="" \/>/,
    );
    // no inlined copy of a logo the page may not show
    assert.doesNotMatch(pageWithSplash(PAGE, brand('javascript:x'), inlined), /data:image/);
  });

  it('the edge inlines a small SVG logo the API serves, and names any other logo by its address', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>';
    const logos = {
      '/api/static/brands/small.localhost/logo.svg': ['image/svg+xml; charset=utf-8', svg],
      '/api/static/brands/big.localhost/logo.svg': [
        'image/svg+xml',
        `<svg>${'x'.repeat(INLINE_LOGO_MAX_BYTES)}</svg>`,
      ],
      '/api/static/brands/png.localhost/logo.svg': ['image/png', 'not an svg'],
    };
    const api = http.createServer((req, res) => {
      const logo = logos[req.url];
      if (logo) {
        res.writeHead(200, { 'content-type': logo[0] });
        return res.end(logo[1]);
      }
      const host = req.url.split('/')[3];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: brand(`/api/static/brands/${host}/logo.svg`, 'Marca') }));
    });
    const apiPort = await listenClosedAfter(api);
    const { port } = await edgeFor(apiPort);
    const page = async (host) => (await send(port, { method: 'GET', path: '/', headers: { host } })).text;
    assert.match(
      await page('small.localhost'),
      new RegExp(
        `src="data:image/svg\\+xml;base64,${Buffer.from(svg)
          .toString('base64')
          .replace(/[+/=]/g, (c) => `\\${c}`)}" data-logo="/api/static/brands/small.localhost/logo.svg"`,
      ),
    );
    for (const host of ['big.localhost', 'png.localhost', 'missing.localhost']) {
      assert.match(
        await page(host),
        new RegExp(`<img class="splash__logo" src="/api/static/brands/${host}/logo.svg" alt="" />`),
      );
    }
  });

  it("the edge asks the API for the host's brand once a minute, and an API that does not answer delays the page only briefly", async () => {
    const asked = [];
    const api = http.createServer((req, res) => {
      asked.push(req.url);
      if (req.url.includes('slow.localhost')) return; // never answers
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: brand(`/logo-of-${req.url.split('/')[3]}.svg`, 'Marca') }));
    });
    const apiPort = await listenClosedAfter(api);
    const { port } = await edgeFor(apiPort);
    const page = async (host) =>
      (await send(port, { method: 'GET', path: '/menu/x', headers: { host } })).text;
    assert.match(await page('b2b.localhost:3000'), /src="\/logo-of-b2b.localhost.svg"/);
    assert.deepEqual(asked, ['/api/marca/b2b.localhost']);
    const started = Date.now();
    const slow = await page('slow.localhost');
    assert.ok(Date.now() - started < PAGE_BRAND_WAIT_MS + 1000);
    assert.match(slow, /<div class="splash splash--page" data-testid="splash" aria-hidden="true"><\/div>/);
  });
});
