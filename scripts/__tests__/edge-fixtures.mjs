// What the edge's tests share: temporary deployments, stand-in APIs, free ports, and closing all of
// it after the file's tests (node --test: each file calls useFixtures() once at its top).
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';

export function useFixtures() {
  const folders = [];
  const closers = [];
  after(async () => {
    for (const close of closers.reverse()) await close();
    folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  });

  /** A new folder, removed after the tests. */
  const tempDir = (prefix) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };

  /**
   * A deployment: a shell page and a registry with `allowedOrigins`, and `files` (path → text) beside
   * them; answers its folder.
   */
  const deployment = (files = {}, allowedOrigins = ['self']) => {
    const dir = tempDir('edge-');
    const all = {
      'shell/index.html': '<!doctype html><html><body><div id="root"></div></body></html>',
      'registry/remotes.json': JSON.stringify({ schemaVersion: 1, allowedOrigins, remotes: {} }),
      ...files,
    };
    for (const [file, body] of Object.entries(all)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), body);
    }
    return dir;
  };

  /**
   * A stand-in API on a free port: `handler(req, res)` answers each request once its body is read;
   * `seen` records { method, url, headers, body }. Closed after the tests, open connections too.
   */
  const standInApi = async (handler) => {
    const seen = [];
    const api = http.createServer((req, res) => {
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks) });
        handler(req, res);
      });
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    closers.push(
      () =>
        new Promise((resolve) => {
          api.closeAllConnections();
          api.close(resolve);
        }),
    );
    const { port } = api.address();
    return { port, seen, origin: `http://127.0.0.1:${port}` };
  };

  /** Closes `close` after the tests. */
  const closeAfter = (close) => closers.push(close);

  return { tempDir, deployment, standInApi, closeAfter };
}

/** `count` different ports nothing listens on (they were free a moment ago): all are held until all are found. */
export async function freePorts(count) {
  const probes = Array.from({ length: count }, () => net.createServer());
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve))));
  const ports = probes.map((probe) => probe.address().port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

/** A port nothing listens on (it was free a moment ago). */
export async function freePort() {
  const [port] = await freePorts(1);
  return port;
}
