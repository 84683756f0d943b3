// Builds the monolith (webpack.config.cjs beside this file: the same sources without module federation)
// into .bench-deploy/monolith/shell, precompressed as the shell's deployment is (ADR 029), unless its
// inputs did not change since the last build. Answers the folder to give the edge as its root.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');
const { run } = await import(path.join(ROOT, 'scripts/lib.mjs'));
const { precompressFolder } = await import(path.join(ROOT, 'scripts/edge/precompress.mjs'));

/** The edge's root for the monolith: its page and assets are in `shell/`, it has no releases and no registry. */
export const MONOLITH_ROOT = path.join(ROOT, '.bench-deploy/monolith');
const OUT = path.join(MONOLITH_ROOT, 'shell');
const STAMP = path.join(MONOLITH_ROOT, 'inputs.sha256');

/** What the build reads: every package's sources and settings, the shared configs, this folder. */
const INPUTS = [
  'config',
  'pnpm-lock.yaml',
  'e2e/bench/monolith',
  ...[
    'host-shell',
    'shared-ui',
    'shared-contracts',
    'mfe-ordering',
    'mfe-checkout',
    'mfe-accounts',
    'mfe-loyalty',
    'mfe-club',
  ].flatMap((pkg) => [
    `${pkg}/src`,
    `${pkg}/package.json`,
    `${pkg}/webpack.config.cjs`,
    `${pkg}/first-screen-chunks.cjs`,
  ]),
];

function inputsHash() {
  const hash = createHash('sha256');
  hash.update(process.env.BENCH_MONOLITH_CHUNKS ?? '');
  const visit = (file) => {
    if (!fs.existsSync(file)) return;
    if (fs.statSync(file).isDirectory()) {
      for (const name of fs.readdirSync(file).sort()) {
        if (name === 'node_modules' || name === 'dist' || name === '__tests__') continue;
        visit(path.join(file, name));
      }
    } else {
      hash.update(path.relative(ROOT, file));
      hash.update(fs.readFileSync(file));
    }
  };
  for (const input of INPUTS) visit(path.join(ROOT, input));
  return hash.digest('hex');
}

export async function buildMonolith({ force = false } = {}) {
  const hash = inputsHash();
  const built = fs.existsSync(path.join(OUT, 'index.html')) && fs.existsSync(STAMP);
  if (!force && built && fs.readFileSync(STAMP, 'utf8') === hash) {
    console.log('monolith: unchanged');
    return MONOLITH_ROOT;
  }
  console.log('building the monolith (the same sources without federation)…');
  fs.rmSync(STAMP, { force: true });
  await run(
    path.join(ROOT, 'node_modules/.bin/webpack'),
    ['--mode', 'production', '--config', path.join(HERE, 'webpack.config.cjs')],
    { cwd: ROOT, quiet: true, env: { MONOLITH_OUT: OUT } },
  ).catch((error) => {
    console.error(error.output ?? error.message);
    throw new Error('build of the monolith failed');
  });
  precompressFolder(OUT);
  fs.writeFileSync(STAMP, hash);
  return MONOLITH_ROOT;
}
