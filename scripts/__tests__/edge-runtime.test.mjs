// node --test: the edge's runtime (issue 27, items 1, 3, 5 and 6; ADR 029): precompressed immutable
// files with ETag, 304 and Range; bounded waits for the API (502 at once, 504 after the bound of the
// kind of call); another API process takes a call the first one refuses; the micro-cache keeps only
// public answers; the client's address and protocol come from the one proxy the edge trusts.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, it } from 'node:test';
import { precompressFolder } from '../edge/precompress.mjs';
import { publicMaxAge } from '../edge/micro-cache.mjs';
import { createEdgeServer, trustedProxy } from '../serve.mjs';
import { freePort, useFixtures } from './edge-fixtures.mjs';

const { deployment, standInApi, closeAfter } = useFixtures();

const BIG_SCRIPT = `export const menu = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Producto ${i}` })))};`;

/** A deployment whose shell and release are compressed as a build leaves them. */
function builtDeployment() {
  const dir = deployment({
    'shell/assets/main.abc.js': BIG_SCRIPT,
    'releases/ordering/1.0.0-a/remoteEntry.js': BIG_SCRIPT,
    'releases/ordering/1.0.0-a/release.json': '{}',
  });
  precompressFolder(path.join(dir, 'shell'));
  precompressFolder(path.join(dir, 'releases'));
  return dir;
}

const json = (res, status, body, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
};

let lastDeployment;
async function edgeFor(options) {
  lastDeployment = builtDeployment();
  const edge = createEdgeServer({ root: lastDeployment, ...options });
  await edge.listen({ port: 0, host: '127.0.0.1' });
  closeAfter(() => edge.close());
  return `http://127.0.0.1:${edge.server.address().port}`;
}

/** The status of a GET with `headers`, as a browser revalidating its copy sends it. */
function conditionalGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
      .on('error', reject);
  });
}

describe('immutable files, compressed when they were built', () => {
  it('brotli or gzip from the copies beside each file, with ETag, 304 and Range', async () => {
    const edge = await edgeFor({ apiPort: await freePort() });
    for (const url of ['/assets/main.abc.js', '/releases/ordering/1.0.0-a/remoteEntry.js']) {
      const br = await fetch(`${edge}${url}`, { headers: { 'accept-encoding': 'br' } });
      assert.equal(br.headers.get('content-encoding'), 'br');
      assert.equal(br.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.match(br.headers.get('vary') ?? '', /accept-encoding/i);
      assert.equal(await br.text(), BIG_SCRIPT);
      const gz = await fetch(`${edge}${url}`, { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(gz.headers.get('content-encoding'), 'gzip');
      const etag = br.headers.get('etag');
      assert.ok(etag);
      // (fetch would add Cache-Control: no-cache to a conditional request, which asks for the body)
      const again = await conditionalGet(`${edge}${url}`, { 'accept-encoding': 'br', 'if-none-match': etag });
      assert.equal(again, 304);
      const part = await fetch(`${edge}${url}`, {
        headers: { 'accept-encoding': 'identity', range: 'bytes=0-9' },
      });
      assert.equal(part.status, 206);
      assert.equal(await part.text(), BIG_SCRIPT.slice(0, 10));
    }
    // the copies are the files' own bytes, compressed
    const file = path.join(lastDeployment, 'shell/assets/main.abc.js');
    assert.equal(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString(), BIG_SCRIPT);
    assert.equal(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString(), BIG_SCRIPT);
  });
});

describe('waits for the API are bounded', () => {
  it('an API that is not there: 502 at once, with the Spanish message', async () => {
    const edge = await edgeFor({ apiPort: await freePort() });
    const started = Date.now();
    const answer = await fetch(`${edge}/api/health`);
    assert.equal(answer.status, 502);
    assert.match((await answer.json()).message, /no está disponible/);
    assert.ok(Date.now() - started < 2_000);
  });

  it('an API that does not answer: 504 after the read bound for a read, the longer write bound for a write', async () => {
    const api = await standInApi(() => {}); // never answers
    const edge = await edgeFor({
      apiOrigins: [api.origin],
      timeouts: { readMs: 300, writeMs: 1_200 },
    });
    let started = Date.now();
    const read = await fetch(`${edge}/api/menu/x`);
    const readMs = Date.now() - started;
    assert.equal(read.status, 504);
    assert.match((await read.json()).message, /tardó demasiado/);
    assert.ok(readMs >= 250 && readMs < 1_100, `read waited ${readMs} ms`);
    started = Date.now();
    const write = await fetch(`${edge}/api/pedido/sendorder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const writeMs = Date.now() - started;
    assert.equal(write.status, 504);
    assert.ok(writeMs >= 1_100, `write waited ${writeMs} ms`);
  });

  it('another API process takes a call the first one refuses, body and all', async () => {
    const api = await standInApi((req, res) => json(res, 201, { ok: true }));
    const dead = `http://127.0.0.1:${await freePort()}`;
    const edge = await edgeFor({ apiOrigins: [dead, api.origin] });
    const answer = await fetch(`${edge}/api/pedido/sendorder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pedido: 'flan' }),
    });
    assert.equal(answer.status, 201);
    assert.deepEqual(JSON.parse(api.seen.at(-1).body), { pedido: 'flan' });
  });
});

describe('bodies go to the API as the client sent them', () => {
  it('an encrypted Web Push (Content-Encoding: aes128gcm) arrives byte for byte', async () => {
    const api = await standInApi((req, res) => json(res, 201, {}));
    const edge = await edgeFor({ apiOrigins: [api.origin] });
    const body = Buffer.from(Array.from({ length: 300 }, (_, i) => (i * 37) % 256));
    const answer = await fetch(`${edge}/api/push-sandbox/e2e`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'content-encoding': 'aes128gcm', ttl: '60' },
      body,
    });
    assert.equal(answer.status, 201);
    const seen = api.seen.at(-1);
    assert.equal(seen.headers['content-encoding'], 'aes128gcm');
    assert.deepEqual(seen.body, body);
  });
});

describe('the micro-cache keeps public answers only', () => {
  it('a public answer is asked of the API once per interval; private, no-store and Set-Cookie answers every time', async () => {
    const api = await standInApi((req, res) => {
      if (req.url.startsWith('/api/public'))
        return json(res, 200, { menu: 'todos' }, { 'cache-control': 'public, max-age=60', etag: '"m1"' });
      if (req.url.startsWith('/api/private'))
        return json(res, 200, { puntos: 10 }, { 'cache-control': 'private, max-age=60' });
      if (req.url.startsWith('/api/cookie'))
        return json(res, 200, {}, { 'cache-control': 'public, max-age=60', 'set-cookie': 'a=b' });
      return json(res, 200, {}, { 'cache-control': 'no-store' });
    });
    const edge = await edgeFor({ apiOrigins: [api.origin], microCache: { ttlMs: 60_000 } });
    const count = (prefix) => api.seen.filter((r) => r.url.startsWith(prefix)).length;
    for (let i = 0; i < 5; i += 1) {
      for (const url of ['/api/public/a', '/api/private/a', '/api/cookie/a', '/api/none/a']) {
        const answer = await fetch(`${edge}${url}`);
        assert.equal(answer.status, 200);
        await answer.arrayBuffer();
      }
    }
    assert.deepEqual(
      [count('/api/public'), count('/api/private'), count('/api/cookie'), count('/api/none')],
      [1, 5, 5, 5],
    );
    const hit = await fetch(`${edge}/api/public/a`);
    assert.equal(hit.headers.get('x-edge-cache'), 'HIT');
    assert.deepEqual(await hit.json(), { menu: 'todos' });
    // the client that has it already hears 304; another host is another entry
    assert.equal(await conditionalGet(`${edge}/api/public/a`, { 'if-none-match': '"m1"' }), 304);
    await (await fetch(`${edge}/api/public/a?other=1`)).arrayBuffer();
    assert.equal(count('/api/public'), 2);
  });

  it('what may be kept', () => {
    assert.equal(publicMaxAge({ 'cache-control': 'public, max-age=300' }), 300);
    assert.equal(publicMaxAge({ 'cache-control': 'public, s-maxage=30, max-age=60' }), 30);
    assert.equal(publicMaxAge({ 'cache-control': 'private, max-age=60' }), 0);
    assert.equal(publicMaxAge({ 'cache-control': 'max-age=60' }), 0);
    assert.equal(publicMaxAge({ 'cache-control': 'public, max-age=60', vary: 'Cookie' }), 0);
    assert.equal(publicMaxAge({ 'cache-control': 'public, max-age=60', vary: 'Accept-Encoding' }), 60);
    assert.equal(publicMaxAge({ 'cache-control': 'public, max-age=60', 'set-cookie': 'x=1' }), 0);
  });
});

describe('who the client is', () => {
  it('without a trusted proxy, the client is its own connection whatever it writes; the secret goes to the API', async () => {
    const api = await standInApi((req, res) => json(res, 200, {}));
    const edge = await edgeFor({ apiOrigins: [api.origin], edgeSecret: 's3cret' });
    const answer = await fetch(`${edge}/api/health`, {
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', 'x-edge-secret': 'mine' },
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('strict-transport-security'), null);
    const { headers } = api.seen.at(-1);
    assert.match(headers['x-forwarded-for'], /^(::ffff:)?127\.0\.0\.1$/);
    assert.equal(headers['x-forwarded-proto'], 'http');
    assert.equal(headers['x-edge-secret'], 's3cret');
  });

  it('behind nginx (TRUST_PROXY), its address and https are believed, one hop only, and https gets HSTS', async () => {
    const api = await standInApi((req, res) => json(res, 200, {}));
    const edge = await edgeFor({ apiOrigins: [api.origin], trustProxy: trustedProxy('127.0.0.1') });
    const answer = await fetch(`${edge}/api/health`, {
      headers: { 'x-forwarded-for': '10.1.1.1, 198.51.100.7', 'x-forwarded-proto': 'https' },
    });
    assert.match(answer.headers.get('strict-transport-security') ?? '', /max-age=31536000/);
    const { headers } = api.seen.at(-1);
    assert.equal(headers['x-forwarded-for'], '198.51.100.7');
    assert.equal(headers['x-forwarded-proto'], 'https');
    assert.equal(trustedProxy(''), false);
    assert.equal(trustedProxy('127.0.0.1')('127.0.0.1', 1), false);
    assert.equal(trustedProxy('127.0.0.1')('::ffff:127.0.0.1', 0), true);
    assert.equal(trustedProxy('127.0.0.1')('10.0.0.2', 0), false);
  });
});
