#!/usr/bin/env node
// npm run dev -- <remote>: that remote from its webpack dev server (rebuilds and reloads on
// change), every other remote from its current release, the shell and the API as in npm start.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import { appPort, REMOTES, remotePackageDir, ROOT } from './lib.mjs';

const require = createRequire(import.meta.url);
const { DEV_PORTS } = require('../config/webpack.remote.cjs');
const remote = process.argv[2];
if (!REMOTES.includes(remote)) {
  console.error(`usage: npm run dev -- <remote>   (one of: ${REMOTES.join(', ')})`);
  process.exit(1);
}
const PORT = appPort();
const devPort = DEV_PORTS[remote];
const devOrigin = `http://localhost:${devPort}`;
const { builtPlatformVersion } = require('../config/platform-version.cjs');
// What the dev server's build declares (its webpack config reads the same source).
const platformVersion = builtPlatformVersion();

const { buildAll } = await import('./build.mjs');
await buildAll();
const { startApi } = await import('./start.mjs');
const api = startApi();
const devServer = spawn(
  path.join(ROOT, 'node_modules/.bin/webpack'),
  ['serve', '--mode', 'development', '--config', 'webpack.config.cjs'],
  {
    cwd: remotePackageDir(remote),
    stdio: 'inherit',
  },
);
await api.ready;

/** The registry as deployed, but with this remote pointing at its dev server (hashed live). */
async function devRegistry(registry) {
  const entry = `${devOrigin}/remoteEntry.js`;
  const code = Buffer.from(await (await fetch(entry)).arrayBuffer());
  registry.allowedOrigins = [...new Set([...registry.allowedOrigins, devOrigin])];
  registry.remotes[remote] = {
    name: `mfe_${remote}`,
    version: 'dev',
    release: 'dev',
    entry,
    integrity: `sha384-${createHash('sha384').update(code).digest('base64')}`,
    platformVersion,
  };
  return registry;
}

const { createEdgeServer } = await import('./serve.mjs');
await createEdgeServer({ devRegistry }).listen({ port: PORT });
console.log(
  `\n  http://localhost:${PORT}: ${remote} from ${devOrigin} (standalone page there too), the rest from releases\n`,
);
const stop = () => {
  devServer.kill('SIGTERM');
  api.child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
