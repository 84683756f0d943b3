// Builds the shell into the deployment and releases every remote, skipping packages whose
// inputs did not change since their last build.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { deployDir, REMOTES, ROOT, run } from './lib.mjs';
import { precompressFolder } from './edge/precompress.mjs';
import { recordSharedContracts } from './platform.mjs';
import { release } from './release.mjs';

// shared-contracts' package.json: its version is recorded with every build (ADR 038)
const SHARED_INPUTS = [
  'shared-contracts/src',
  'shared-contracts/package.json',
  'shared-ui/src',
  'config',
  'pnpm-lock.yaml',
];

function hashInputs(paths) {
  const hash = createHash('sha256');
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) {
        if (name === 'node_modules' || name === 'dist' || name === '__tests__') continue;
        visit(path.join(p, name));
      }
    } else {
      hash.update(path.relative(ROOT, p));
      hash.update(fs.readFileSync(p));
    }
  };
  for (const p of paths) visit(path.join(ROOT, p));
  return hash.digest('hex');
}

/** What a package's build reads: its sources, package.json and its build settings (every top-level .cjs). */
function packageInputs(pkg) {
  const settings = fs
    .readdirSync(path.join(ROOT, pkg))
    .filter((name) => name.endsWith('.cjs'))
    .sort();
  return [...SHARED_INPUTS, `${pkg}/src`, `${pkg}/package.json`, ...settings.map((name) => `${pkg}/${name}`)];
}

function readCache(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

async function webpack(pkg) {
  await run(
    path.join(ROOT, 'node_modules/.bin/webpack'),
    ['--mode', 'production', '--config', 'webpack.config.cjs'],
    {
      cwd: path.join(ROOT, pkg),
      quiet: true,
    },
  ).catch((error) => {
    console.error(error.output ?? error.message);
    throw new Error(`build of ${pkg} failed`);
  });
}

/** Replaces the deployed shell in one rename, so the server never serves half a shell. */
function deployShell(root) {
  const target = path.join(root, 'shell');
  const temp = `${target}.${process.pid}.tmp`;
  const old = `${target}.${process.pid}.old`;
  fs.rmSync(temp, { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, 'host-shell/dist'), temp, { recursive: true });
  // compressed once here, never per request (ADR 029)
  precompressFolder(temp);
  if (fs.existsSync(target)) fs.renameSync(target, old);
  fs.renameSync(temp, target);
  fs.rmSync(old, { recursive: true, force: true });
}

/** Runs `task` on every item, `width` at a time, in order of start; the first failure fails the whole. */
async function atATime(items, width, task) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

export async function buildAll({ force = false } = {}) {
  const root = deployDir();
  fs.mkdirSync(root, { recursive: true });
  const cacheFile = path.join(root, '.build-inputs.json');
  const cache = readCache(cacheFile);
  const save = () => fs.writeFileSync(cacheFile, JSON.stringify(cache, null, 2));

  const inputs = Object.fromEntries(
    ['host-shell', ...REMOTES.map((remote) => `mfe-${remote}`)].map((pkg) => [
      pkg,
      hashInputs(packageInputs(pkg)),
    ]),
  );
  const shellNeeded =
    force ||
    cache['host-shell'] !== inputs['host-shell'] ||
    !fs.existsSync(path.join(root, 'shell/index.html'));
  const live = fs.existsSync(path.join(root, 'registry/remotes.json'));
  const remotesNeeded = REMOTES.filter(
    (remote) => force || cache[`mfe-${remote}`] !== inputs[`mfe-${remote}`] || !live,
  );
  if (!shellNeeded) console.log('host-shell: unchanged');
  for (const remote of REMOTES) if (!remotesNeeded.includes(remote)) console.log(`mfe-${remote}: unchanged`);

  // Two builds at a time: a production build takes about 350 MB and one core, and its minifier a
  // second one only now and then. Each records the shared-contracts it compiled in (ADR 038).
  await atATime(
    [...(shellNeeded ? ['host-shell'] : []), ...remotesNeeded.map((remote) => `mfe-${remote}`)],
    2,
    async (pkg) => {
      console.log(`building ${pkg}…`);
      await webpack(pkg);
      recordSharedContracts(path.join(ROOT, pkg, 'dist'));
    },
  );
  if (shellNeeded) {
    deployShell(root);
    cache['host-shell'] = inputs['host-shell'];
    save();
  }
  // The releases one at a time, in order, after the shell they are checked against (its platform.json).
  for (const remote of remotesNeeded) {
    await release(remote, { build: false, activateIfNew: true });
    cache[`mfe-${remote}`] = inputs[`mfe-${remote}`];
    save();
  }
}
