#!/usr/bin/env node
// npm start: install, build, then run the API and the edge as two supervised processes on
// http://localhost:3000 (ADR 029): either one that crashes is started again within seconds, neither
// outlives this one, and Ctrl-C stops both.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { apiPort, appPort, pnpm, ROOT } from './lib.mjs';
import { stopAllOnSignals, Supervised, waitForOk } from './runtime/supervisor.mjs';

const PORT = appPort();
const API_PORT = apiPort();

/** The API's process: Node with tsx on api/src/main.ts. */
export function apiCommand() {
  return [process.execPath, '--import', 'tsx', 'src/main.ts'];
}

/** The edge's process: scripts/serve.mjs (its settings come from the environment). */
export function edgeCommand() {
  return [process.execPath, path.join(ROOT, 'scripts/serve.mjs')];
}

/**
 * Starts one API process (unsupervised: tests and benches that own its life); answers { child, ready }.
 */
export function startApi({ port = API_PORT, env = {} } = {}) {
  // no restarts: whoever started it decides
  const api = new Supervised(
    {
      name: 'api',
      command: apiCommand(),
      cwd: path.join(ROOT, 'api'),
      env: { API_PORT: String(port), ...env },
      restart: false,
    },
    { log: () => {} },
  );
  const child = api.start();
  return { child, ready: waitForOk(`http://127.0.0.1:${port}/api/health`) };
}

/** Where npm start writes the edge's access log (one JSON line per request). */
export const ACCESS_LOG = path.join(ROOT, '.data', 'logs', 'edge-access.log');

async function main() {
  const args = new Set(process.argv.slice(2));
  if (API_PORT === PORT) throw new Error(`PORT and API_PORT are both ${PORT}: give them different ports`);
  if (!args.has('--no-install')) {
    console.log('installing dependencies…');
    await pnpm(['install', '--frozen-lockfile', '--reporter=silent']);
  }
  if (!args.has('--no-build')) {
    const { buildAll } = await import('./build.mjs');
    await buildAll({ force: args.has('--force') });
  }
  fs.mkdirSync(path.dirname(ACCESS_LOG), { recursive: true });
  // the edge proves itself to the API with this secret, so the API believes the client address it
  // forwards and nobody else's (ADR 030)
  const edgeSecret = process.env.EDGE_SECRET || randomBytes(24).toString('base64url');
  const log = (line) => console.error(`[supervisor] ${line}`);
  const api = new Supervised(
    {
      name: 'the API',
      command: apiCommand(),
      cwd: path.join(ROOT, 'api'),
      env: { API_PORT: String(API_PORT), EDGE_SECRET: edgeSecret },
    },
    { log },
  );
  const edge = new Supervised(
    {
      name: 'the edge',
      command: edgeCommand(),
      cwd: ROOT,
      env: {
        PORT: String(PORT),
        API_PORT: String(API_PORT),
        EDGE_SECRET: edgeSecret,
        EDGE_ACCESS_LOG: process.env.EDGE_ACCESS_LOG ?? ACCESS_LOG,
      },
    },
    { log },
  );
  const stopAll = stopAllOnSignals([edge, api]);
  edge.onFatal(() => void stopAll(1));
  api.start();
  await waitForOk(`http://127.0.0.1:${API_PORT}/api/health`);
  edge.start();
  await waitForOk(`http://127.0.0.1:${PORT}/_edge/health`, 30_000);
  console.log(
    `\n  App ready on http://localhost:${PORT}  (b2b brand: http://b2b.localhost:${PORT})\n  Ctrl-C stops everything.\n`,
  );
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
