#!/usr/bin/env node
// npm start: install, build, start the API and serve everything on http://localhost:3000.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { apiPort, appPort, pnpm, ROOT } from './lib.mjs';

const args = new Set(process.argv.slice(2));
const PORT = appPort();
const API_PORT = apiPort();

async function waitForApi(url, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the API did not answer at ${url} within ${timeoutMs / 1000} s`);
}

export function startApi({ port = API_PORT, env = {} } = {}) {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, API_PORT: String(port), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { child, ready: waitForApi(`http://127.0.0.1:${port}/api/health`) };
}

async function main() {
  if (API_PORT === PORT) throw new Error(`PORT and API_PORT are both ${PORT}: give them different ports`);
  if (!args.has('--no-install')) {
    console.log('installing dependencies…');
    await pnpm(['install', '--frozen-lockfile', '--reporter=silent']);
  }
  if (!args.has('--no-build')) {
    const { buildAll } = await import('./build.mjs');
    await buildAll({ force: args.has('--force') });
  }
  const api = startApi();
  const stop = (code = 0) => {
    api.child.kill('SIGTERM');
    process.exit(code);
  };
  api.child.on('exit', (code) => {
    console.error(`the API stopped (exit ${code})`);
    process.exit(1);
  });
  await api.ready;
  const { createEdgeServer } = await import('./serve.mjs');
  const server = createEdgeServer({ apiPort: API_PORT });
  server.on('error', (error) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `port ${PORT} is already in use: stop what uses it, or choose another with PORT=<port> npm start`
        : `the app server failed: ${error.message}`,
    );
    stop(1);
  });
  server.listen(PORT, () => {
    console.log(
      `\n  App ready on http://localhost:${PORT}  (b2b brand: http://b2b.localhost:${PORT})\n  Ctrl-C stops everything.\n`,
    );
  });
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
