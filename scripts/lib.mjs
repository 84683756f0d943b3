// Helpers shared by the root scripts. Plain Node: these run before dependencies are installed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REMOTES = ['ordering', 'checkout', 'accounts', 'loyalty', 'club'];
export const PNPM = ['npx', ['-y', 'pnpm@10.34.9']];

/** The app's port: PORT, else 3000. */
export function appPort() {
  return Number(process.env.PORT || 3000);
}

/** The API's port: API_PORT, else 100 above the app's (3100 by default). */
export function apiPort() {
  return Number(process.env.API_PORT || appPort() + 100);
}

export function deployDir() {
  return path.resolve(ROOT, process.env.DEPLOY_DIR || 'deploy');
}

/** Runs a command, streaming its output unless quiet; rejects on a non-zero exit. */
export function run(command, args, { cwd = ROOT, env = {}, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(output);
      else reject(Object.assign(new Error(`${command} ${args.join(' ')} exited with ${code}`), { output }));
    });
  });
}

export function pnpm(args, options) {
  return run(PNPM[0], [...PNPM[1], ...args], options);
}

export function remotePackageDir(remote) {
  return path.join(ROOT, `mfe-${remote}`);
}
