#!/usr/bin/env node
// npm run start:cluster: the production shape on one machine (issue 27, item 7; ADR 029).
//   nginx (Debian's, config from config/nginx.conf.template) on PORT (3000)
//     → N edges (scripts/serve.mjs) on PORT+201…, each trusting nginx for the client's address
//       → M API processes (api/) on PORT+101…, all on one PostgreSQL (DATABASE_URL)
// Every edge serves the same deploy folder, so one `npm run rollback -- <remote>` is seen through all
// of them on the next page load. Each process is supervised (scripts/runtime/supervisor.mjs).
// Options: --apis N (2), --edges N (2), --no-install, --no-build; DATABASE_URL, PORT, CLUSTER_DIR.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { appPort, deployDir, pnpm, ROOT } from './lib.mjs';
import { stopAllOnSignals, Supervised, waitForOk } from './runtime/supervisor.mjs';
import { apiCommand, edgeCommand } from './start.mjs';

export const TEMPLATE = path.join(ROOT, 'config', 'nginx.conf.template');

/** The local PostgreSQL server's database for the cluster when DATABASE_URL is not set. */
export const LOCAL_DATABASE_URL = 'postgresql://root@localhost/multimarca?host=/var/run/postgresql';

/** nginx's configuration from the template: `edges` ports behind `listen` addresses. */
export function nginxConfig({ template = fs.readFileSync(TEMPLATE, 'utf8'), prefix, listen, edges, user }) {
  return template
    .replaceAll('{{user}}', user ? `user ${user};` : '')
    .replaceAll('{{prefix}}', prefix)
    .replaceAll('{{listen}}', listen.map((address) => `    listen ${address};`).join('\n'))
    .replaceAll(
      '{{edges}}',
      edges.map((port) => `    server 127.0.0.1:${port} max_fails=2 fail_timeout=5s;`).join('\n'),
    );
}

function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx'])
    if (fs.existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  throw new Error("nginx is not installed: apt-get install -y nginx (Debian's package)");
}

/** Creates the database of a local PostgreSQL URL when it is missing (psql's createdb). */
function ensureDatabase(url) {
  const parsed = new URL(url);
  const name = parsed.pathname.slice(1);
  const host = parsed.searchParams.get('host') ?? parsed.hostname;
  const exists = spawnSync(
    'psql',
    [
      '-h',
      host,
      '-d',
      'postgres',
      '-tAc',
      `SELECT 1 FROM pg_database WHERE datname = '${name.replace(/'/g, "''")}'`,
    ],
    {
      encoding: 'utf8',
    },
  );
  if (exists.status !== 0) throw new Error(`PostgreSQL at ${url} does not answer: ${exists.stderr.trim()}`);
  if (exists.stdout.trim() !== '1') execFileSync('createdb', ['-h', host, name]);
}

/** A stale nginx of an earlier run in `prefix` (its supervisor was killed): told to stop. */
function stopStaleNginx(prefix) {
  const pidFile = path.join(prefix, 'nginx.pid');
  const pid = Number(fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8') : 0);
  if (!pid) return;
  try {
    process.kill(pid, 'SIGQUIT');
  } catch {
    // gone already
  }
}

/**
 * Starts the cluster; answers { url, apis, edges, nginx, apiPorts, edgePorts, stop() }.
 * `log` says what each supervised process does.
 */
export async function startCluster({
  apis = 2,
  edges = 2,
  port = appPort(),
  databaseUrl = process.env.DATABASE_URL || LOCAL_DATABASE_URL,
  dir = path.resolve(ROOT, process.env.CLUSTER_DIR || '.cluster'),
  root = deployDir(),
  apiEnv = {},
  edgeEnv = {},
  // each process's own output to DIR/logs/NAME.out instead of this terminal
  quiet = false,
  log = (line) => console.error(`[cluster] ${line}`),
} = {}) {
  const nginxBin = findNginx();
  if (!process.env.DATABASE_URL && databaseUrl === LOCAL_DATABASE_URL) ensureDatabase(databaseUrl);
  for (const sub of ['logs', 'tmp']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  stopStaleNginx(dir);
  const secret = process.env.EDGE_SECRET || randomBytes(24).toString('base64url');
  const apiPorts = Array.from({ length: apis }, (_, i) => port + 101 + i);
  const edgePorts = Array.from({ length: edges }, (_, i) => port + 201 + i);
  const apiOrigins = apiPorts.map((p) => `http://127.0.0.1:${p}`);

  const apiProcesses = apiPorts.map(
    (apiPort, i) =>
      new Supervised(
        {
          name: `api-${i + 1}`,
          command: apiCommand(),
          cwd: path.join(ROOT, 'api'),
          env: { API_PORT: String(apiPort), DATABASE_URL: databaseUrl, EDGE_SECRET: secret, ...apiEnv },
          ...(quiet ? { output: path.join(dir, 'logs', `api-${i + 1}.out`) } : {}),
        },
        { log },
      ),
  );
  const edgeProcesses = edgePorts.map(
    (edgePort, i) =>
      new Supervised(
        {
          name: `edge-${i + 1}`,
          command: edgeCommand(),
          cwd: ROOT,
          env: {
            PORT: String(edgePort),
            EDGE_HOST: '127.0.0.1',
            DEPLOY_DIR: root,
            // its own API first, the others when that one fails
            API_UPSTREAMS: [...apiOrigins.slice(i % apis), ...apiOrigins.slice(0, i % apis)].join(','),
            EDGE_SECRET: secret,
            TRUST_PROXY: '127.0.0.1,::1',
            EDGE_ACCESS_LOG: path.join(dir, 'logs', `edge-${i + 1}.log`),
            ...edgeEnv,
          },
          ...(quiet ? { output: path.join(dir, 'logs', `edge-${i + 1}.out`) } : {}),
        },
        { log },
      ),
  );
  const listen = [`127.0.0.1:${port}`];
  if (fs.existsSync('/proc/net/if_inet6')) listen.push(`[::1]:${port}`);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    nginxConfig({
      prefix: dir,
      listen,
      edges: edgePorts,
      user: process.getuid?.() === 0 ? 'root' : '',
    }),
  );
  const nginx = new Supervised(
    {
      name: 'nginx',
      command: [nginxBin, '-c', conf, '-p', dir, '-g', 'daemon off;'],
      cwd: dir,
      ...(quiet ? { output: path.join(dir, 'logs', 'nginx.out') } : {}),
    },
    { log },
  );
  const all = [nginx, ...edgeProcesses, ...apiProcesses];
  const stop = () => Promise.all(all.map((p) => p.stop()));
  try {
    // the first API migrates and seeds the database alone; the others find it ready
    apiProcesses[0].start();
    await waitForOk(`${apiOrigins[0]}/api/health`, 120_000);
    for (const api of apiProcesses.slice(1)) api.start();
    await Promise.all(apiOrigins.slice(1).map((origin) => waitForOk(`${origin}/api/health`, 120_000)));
    for (const edge of edgeProcesses) edge.start();
    await Promise.all(edgePorts.map((p) => waitForOk(`http://127.0.0.1:${p}/_edge/health`, 30_000)));
    nginx.start();
    await waitForOk(`http://127.0.0.1:${port}/_edge/health`, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://localhost:${port}`,
    apis: apiProcesses,
    edges: edgeProcesses,
    nginx,
    apiPorts,
    edgePorts,
    all,
    stop,
  };
}

async function main() {
  const args = process.argv.slice(2);
  const flag = (name) => args.includes(name);
  const count = (name, fallback) => {
    const at = args.indexOf(name);
    const value = at >= 0 ? Number(args[at + 1]) : fallback;
    if (!Number.isInteger(value) || value < 1 || value > 16)
      throw new Error(`${name} wants a number from 1 to 16`);
    return value;
  };
  if (!flag('--no-install')) {
    console.log('installing dependencies…');
    await pnpm(['install', '--frozen-lockfile', '--reporter=silent']);
  }
  if (!flag('--no-build')) {
    const { buildAll } = await import('./build.mjs');
    await buildAll();
  }
  const cluster = await startCluster({ apis: count('--apis', 2), edges: count('--edges', 2) });
  stopAllOnSignals(cluster.all);
  console.log(
    `\n  Production shape ready on ${cluster.url} (b2b: http://b2b.localhost:${new URL(cluster.url).port})\n` +
      `  nginx → edges on ${cluster.edgePorts.join(', ')} → APIs on ${cluster.apiPorts.join(', ')} → PostgreSQL\n` +
      `  Ctrl-C stops everything.\n`,
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
