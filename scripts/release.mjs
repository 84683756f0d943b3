#!/usr/bin/env node
// Operator commands for one remote, without touching the shell:
//   npm run release  -- <remote> [--force]             build it alone, store an immutable release, make it live
//   npm run rollback -- <remote> [<release>] [--force] make the previous (or the named) release live again
//   npm run releases -- <remote>                       list its releases, marking the live one
// Release and rollback refuse a release the live shell cannot honour: its platform version (ADR 010)
// or the shared-contracts version it compiled in (ADR 038); --force makes it live anyway, and the
// shell then shows that remote's fallback (platform) or runs it with names it may spell otherwise.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { precompressFolder } from './edge/precompress.mjs';
import { deployDir, REMOTES, remotePackageDir, ROOT, run } from './lib.mjs';
import {
  liveShellPlatform,
  platformVerdict,
  readPlatformJson,
  recordSharedContracts,
  releaseContracts,
  releasePlatform,
} from './platform.mjs';

const REGISTRY_FILE = () => path.join(deployDir(), 'registry', 'remotes.json');
const releasesDir = (remote) => path.join(deployDir(), 'releases', remote);

function fail(message) {
  console.error(`error: ${message}`);
  process.exit(1);
}

function listFiles(dir, prefix = '') {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? listFiles(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
    )
    .sort();
}

function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    hash.update(file);
    hash.update('\0');
    hash.update(fs.readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * What a build declares in the platform.json its webpack config wrote: the platform version (ADR 010)
 * and the shared-contracts version recorded beside it when it was built (ADR 038).
 */
function builtVersions(dist, remote) {
  const { platformVersion, sharedContractsVersion } = readPlatformJson(dist);
  if (platformVersion === null || sharedContractsVersion === null)
    fail(`${path.join(dist, 'platform.json')} is missing or incomplete: build mfe-${remote} again`);
  return { platformVersion, sharedContractsVersion };
}

export function readRegistry() {
  const file = REGISTRY_FILE();
  if (!fs.existsSync(file)) return { schemaVersion: 1, allowedOrigins: ['self'], remotes: {} };
  const registry = JSON.parse(fs.readFileSync(file, 'utf8'));
  // Entries written before platform 2.0 named the field contractVersion; the next write renames it.
  for (const entry of Object.values(registry.remotes ?? {})) {
    if (entry.platformVersion === undefined && entry.contractVersion !== undefined) {
      entry.platformVersion = entry.contractVersion;
      delete entry.contractVersion;
    }
  }
  return registry;
}

/** Atomic: readers see the old registry or the new one, never a half-written file. */
function writeRegistry(registry) {
  const file = REGISTRY_FILE();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(temp, file);
}

function audit(line) {
  const file = path.join(deployDir(), 'registry', 'history.log');
  fs.appendFileSync(file, `${new Date().toISOString()} ${line}\n`);
}

function readReleases(remote) {
  const dir = releasesDir(remote);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => fs.existsSync(path.join(dir, name, 'release.json')))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name, 'release.json'), 'utf8')))
    .sort((a, b) => a.releasedAt.localeCompare(b.releasedAt) || a.release.localeCompare(b.release));
}

function registryEntry(meta) {
  return {
    name: meta.name,
    version: meta.version,
    release: meta.release,
    entry: `/releases/${meta.remote}/${meta.release}/remoteEntry.js`,
    integrity: meta.integrity,
    platformVersion: releasePlatform(meta),
    // for the operator's eyes: the page checks the platform only; this one is checked here (ADR 038)
    ...(meta.sharedContractsVersion ? { sharedContractsVersion: meta.sharedContractsVersion } : {}),
    releasedAt: meta.releasedAt,
  };
}

/**
 * Refuses (exit 1, registry untouched) a release the live shell cannot honour, unless forced.
 * Without a deployed shell there is nothing to check against: it says so and goes on.
 */
function checkPlatform(remote, meta, { force = false } = {}) {
  const verdict = platformVerdict(remote, meta, liveShellPlatform());
  if (verdict.ok) {
    if (verdict.note) console.log(`${remote}: ${verdict.note}`);
    return verdict;
  }
  if (!force) fail(`${verdict.reason}. Nothing changed; --force makes it live anyway.`);
  const outcome =
    verdict.kind === 'platform'
      ? `the shell shows ${remote}'s fallback`
      : `the shell runs it, with the names and rules it compiled in`;
  console.error(`warning: ${verdict.reason}. Made live anyway (--force): ${outcome}.`);
  return verdict;
}

function activate(remote, meta, verb, { forced = false } = {}) {
  const registry = readRegistry();
  const previous = registry.remotes[remote]?.release ?? 'none';
  registry.remotes[remote] = registryEntry(meta);
  writeRegistry(registry);
  audit(`${verb} ${remote} ${previous} -> ${meta.release}${forced ? ' --force' : ''}`);
  console.log(`${remote}: ${meta.release} is live (was ${previous})`);
}

function checkRemote(remote) {
  if (!REMOTES.includes(remote))
    fail(`unknown remote "${remote ?? ''}"; expected one of: ${REMOTES.join(', ')}`);
}

export async function release(remote, { build = true, activateIfNew = false, force = false } = {}) {
  checkRemote(remote);
  const pkgDir = remotePackageDir(remote);
  const dist = path.join(pkgDir, 'dist');
  if (build) {
    console.log(`building mfe-${remote}…`);
    await run(
      path.join(ROOT, 'node_modules/.bin/webpack'),
      ['--mode', 'production', '--config', 'webpack.config.cjs'],
      {
        cwd: pkgDir,
        quiet: true,
      },
    ).catch((error) => fail(`build of mfe-${remote} failed\n${error.output ?? error.message}`));
    // The shared-contracts this build compiled in, beside its platform version (ADR 038); it is
    // part of the content, so a new contract version makes a new release.
    recordSharedContracts(dist);
  }
  const entryFile = path.join(dist, 'remoteEntry.js');
  if (!fs.existsSync(entryFile)) fail(`${entryFile} is missing: build mfe-${remote} first`);
  const { version } = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const releaseId = `${version}-${contentHash(dist).slice(0, 10)}`;
  const target = path.join(releasesDir(remote), releaseId);
  let meta;
  let verdict;
  if (fs.existsSync(path.join(target, 'release.json'))) {
    meta = JSON.parse(fs.readFileSync(path.join(target, 'release.json'), 'utf8'));
    console.log(`${remote}: release ${releaseId} already exists (same content)`);
    // npm start re-releases every remote; an existing release must not undo an operator's rollback.
    if (activateIfNew && readRegistry().remotes[remote]) return meta;
    verdict = checkPlatform(remote, meta, { force });
  } else {
    // Checked before anything is stored: a refused release leaves the deployment as it was.
    const { platformVersion, sharedContractsVersion } = builtVersions(dist, remote);
    verdict = checkPlatform(
      remote,
      { release: releaseId, platformVersion, sharedContractsVersion },
      { force },
    );
    // Copy into a temporary folder, then rename: a release folder is complete or absent.
    const temp = `${target}.${process.pid}.tmp`;
    fs.rmSync(temp, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.cpSync(dist, temp, { recursive: true });
    meta = {
      remote,
      name: `mfe_${remote}`,
      version,
      release: releaseId,
      integrity: `sha384-${createHash('sha384').update(fs.readFileSync(entryFile)).digest('base64')}`,
      platformVersion,
      sharedContractsVersion,
      releasedAt: new Date().toISOString(),
      files: listFiles(dist).length,
    };
    // a release is compressed once, when it is stored (brotli and gzip beside each file, ADR 029)
    precompressFolder(temp);
    fs.writeFileSync(path.join(temp, 'release.json'), `${JSON.stringify(meta, null, 2)}\n`);
    fs.renameSync(temp, target);
  }
  activate(remote, meta, 'release', { forced: !verdict.ok });
  return meta;
}

/**
 * The release that was live when the live one was released (history.log), so a rollback undoes the
 * last release even when that release's content had been released before (same folder, older date).
 * Rollbacks in the log are skipped, so rolling back twice goes two releases back. Without a history
 * entry, the release stored before the live one.
 */
export function previousRelease(remote, live, releases) {
  const file = path.join(deployDir(), 'registry', 'history.log');
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').reverse() : [];
  for (const line of lines) {
    const [, verb, name, from, , to] = line.split(' ');
    if (verb !== 'release' || name !== remote || to !== live || from === to) continue;
    const found = releases.find((r) => r.release === from);
    if (found) return found;
    break;
  }
  const index = releases.findIndex((r) => r.release === live);
  return index > 0 ? releases[index - 1] : undefined;
}

function rollback(remote, named, { force = false } = {}) {
  checkRemote(remote);
  const releases = readReleases(remote);
  const live = readRegistry().remotes[remote]?.release;
  let target;
  if (named) {
    target = releases.find((r) => r.release === named);
    if (!target) fail(`${remote} has no release "${named}"; see npm run releases -- ${remote}`);
  } else {
    target = previousRelease(remote, live, releases);
    if (!target) fail(`${remote} has no release before ${live ?? 'the live one'}`);
  }
  const verdict = checkPlatform(remote, target, { force });
  activate(remote, target, 'rollback', { forced: !verdict.ok });
}

function list(remote) {
  checkRemote(remote);
  const live = readRegistry().remotes[remote]?.release;
  const releases = readReleases(remote);
  const shell = liveShellPlatform();
  console.log(
    shell.deployed
      ? `live shell: platform ${shell.version ?? 'unknown (no platform.json)'}, shared-contracts ${shell.contracts ?? 'unknown'}`
      : 'no shell deployed yet',
  );
  if (releases.length === 0) console.log(`${remote}: no releases yet (npm run release -- ${remote})`);
  for (const r of releases) {
    const refused = !platformVerdict(remote, r, shell).ok;
    console.log(
      `${r.release === live ? '*' : ' '} ${r.release}  ${r.releasedAt}  platform ${releasePlatform(r)}  shared-contracts ${releaseContracts(r)}  ${r.integrity.slice(0, 22)}…${refused ? '  ! the live shell cannot honour it' : ''}`,
    );
  }
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const args = process.argv.slice(2);
  const flags = new Set(args.filter((a) => a.startsWith('--')));
  const [command, remote, extra] = args.filter((a) => !a.startsWith('--'));
  const force = flags.delete('--force');
  if (flags.size) fail(`unknown option ${[...flags].join(' ')}`);
  if (command === 'release') await release(remote, { force });
  else if (command === 'rollback') rollback(remote, extra, { force });
  else if (command === 'list') list(remote);
  else fail('usage: release.mjs release|rollback|list <remote> [<release>] [--force]');
}
