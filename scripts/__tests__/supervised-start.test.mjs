// node --test: npm start supervises the API and the edge (issue 27, item 4; ADR 029). Each one killed
// in turn is started again and the site answers again; the supervisor killed outright leaves no
// process behind and frees PGlite's data folder.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ROOT } from '../lib.mjs';
import { freePorts, useFixtures } from './edge-fixtures.mjs';

const { tempDir } = useFixtures();
let supervisor;
after(() => {
  if (supervisor && supervisor.exitCode === null) supervisor.kill('SIGKILL');
});

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check, timeoutMs, what) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

const answers = async (url) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
};

describe('npm start, supervised', { timeout: 240_000 }, () => {
  it('a killed API or edge is started again and the site answers; killing the supervisor leaves nothing behind', async () => {
    const deploy = tempDir('start-deploy-');
    fs.mkdirSync(path.join(deploy, 'shell'), { recursive: true });
    fs.writeFileSync(path.join(deploy, 'shell/index.html'), '<!doctype html><div id="root"></div>');
    const data = path.join(tempDir('start-data-'), 'pglite');
    const [port, apiPort] = await freePorts(2);
    let output = '';
    supervisor = spawn(
      process.execPath,
      [path.join(ROOT, 'scripts/start.mjs'), '--no-install', '--no-build'],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          API_PORT: String(apiPort),
          DEPLOY_DIR: deploy,
          DATA_DIR: data,
          API_LOG: 'quiet',
          EDGE_ACCESS_LOG: path.join(deploy, 'access.log'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    supervisor.stdout.on('data', (d) => (output += d));
    supervisor.stderr.on('data', (d) => (output += d));
    const pidOf = (name) =>
      Number([...output.matchAll(new RegExp(`${name} started \\(pid (\\d+)\\)`, 'g'))].at(-1)?.[1]);
    const site = `http://localhost:${port}`;
    // a supervisor that gave up fails the test at once, with what it printed
    await until(
      () => {
        if (supervisor.exitCode !== null)
          throw new Error(`npm start exited (${supervisor.exitCode}) before it was ready`);
        return /App ready/.test(output);
      },
      120_000,
      'npm start got ready',
    ).catch((error) => {
      throw new Error(`${error.message}\n--- npm start printed:\n${output.slice(-4_000)}`);
    });
    assert.ok(await answers(`${site}/api/health`));

    // the API, killed: the edge says so in Spanish meanwhile, and the site answers again
    const api = pidOf('the API');
    process.kill(api, 'SIGKILL');
    await until(() => pidOf('the API') !== api, 5_000, 'the API was started again');
    await until(() => answers(`${site}/api/health`), 60_000, 'the API answers again');

    // the edge, killed: started again within 5 s
    const edge = pidOf('the edge');
    process.kill(edge, 'SIGKILL');
    await until(() => pidOf('the edge') !== edge, 5_000, 'the edge was started again');
    await until(() => answers(`${site}/auth`), 5_000, 'the page answers again');

    // the supervisor, killed outright: both children follow it, and the data folder is free
    const children = [pidOf('the API'), pidOf('the edge')];
    supervisor.kill('SIGKILL');
    await until(() => children.every((pid) => !alive(pid)), 15_000, 'the children stopped');
    assert.equal(fs.existsSync(`${data}.lock`), false, 'the data folder is not held');
    assert.ok(fs.readFileSync(path.join(deploy, 'access.log'), 'utf8').includes('"url":"/api/health"'));
  });
});
