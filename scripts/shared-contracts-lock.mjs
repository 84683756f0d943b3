#!/usr/bin/env node
// The shared-contracts version moves when what a remote compiles in moves (ADR 038).
//   node scripts/shared-contracts-lock.mjs            check: exit 1 when a compiled-in module changed
//                                                     and the version did not, or the lock is behind
//   node scripts/shared-contracts-lock.mjs --update   record the version and its modules, after raising it
// shared-contracts/compiled-in.lock.json holds the version of shared-contracts/package.json and a hash
// of each module a bundle compiles in: every module of shared-contracts/src but the federated ones and
// mount.ts (those are the platform's, PLATFORM_VERSION). A test runs the check.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './lib.mjs';

export const LOCK_FILE = 'shared-contracts/compiled-in.lock.json';
const SOURCES = 'shared-contracts/src';

/** The federated modules of shared-contracts, by file name: `entities.ts`, `money.ts`… */
export function federatedContracts(root = ROOT) {
  const require = createRequire(import.meta.url);
  const sharedDeps = require(path.join(root, 'config/federation-shared.cjs'));
  return Object.keys(sharedDeps())
    .filter((name) => name.startsWith('shared-contracts/'))
    .map((name) => `${name.slice('shared-contracts/'.length)}.ts`);
}

/** Each compiled-in module (`storage-keys.ts`…) and the SHA-256 of its text, line endings aside. */
export function compiledInModules(root = ROOT, federated = federatedContracts(root)) {
  const skip = new Set([...federated, 'mount.ts']);
  const modules = {};
  for (const name of fs.readdirSync(path.join(root, SOURCES)).sort()) {
    if (!/\.tsx?$/.test(name) || skip.has(name)) continue;
    const text = fs.readFileSync(path.join(root, SOURCES, name), 'utf8').replace(/\r\n/g, '\n');
    modules[name] = createHash('sha256').update(text).digest('hex');
  }
  return modules;
}

const packageVersion = (root) =>
  JSON.parse(fs.readFileSync(path.join(root, 'shared-contracts/package.json'), 'utf8')).version;

function readLock(root) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, LOCK_FILE), 'utf8'));
  } catch {
    return { version: null, modules: {} };
  }
}

/** The modules added, removed or changed between two records. */
function changedModules(before, now) {
  const names = new Set([...Object.keys(before), ...Object.keys(now)]);
  return [...names].filter((name) => before[name] !== now[name]).sort();
}

/**
 * `{ ok: true }`, or `{ ok: false, changed, reason }`: a compiled-in module changed while the version
 * stayed, or the version moved and the lock was not updated.
 */
export function checkLock(root = ROOT, federated) {
  const lock = readLock(root);
  const version = packageVersion(root);
  const changed = changedModules(lock.modules ?? {}, compiledInModules(root, federated));
  if (changed.length > 0 && version === lock.version) {
    return {
      ok: false,
      changed,
      reason: `shared-contracts compiles into every bundle ${changed.join(', ')}, changed since ${version}: raise the version in shared-contracts/package.json (patch: nothing another bundle sees; minor: a key, route, parameter or rule added; major: one renamed, removed or reshaped, with PLATFORM_VERSION's major), then run node scripts/shared-contracts-lock.mjs --update (ADR 038)`,
    };
  }
  if (version !== lock.version) {
    return {
      ok: false,
      changed,
      reason: `shared-contracts is ${version} but ${LOCK_FILE} records ${lock.version}: run node scripts/shared-contracts-lock.mjs --update`,
    };
  }
  return { ok: true };
}

/** Records the version and its modules; refuses when modules changed and the version did not. */
export function updateLock(root = ROOT, federated) {
  const lock = readLock(root);
  const version = packageVersion(root);
  const modules = compiledInModules(root, federated);
  const changed = changedModules(lock.modules ?? {}, modules);
  if (changed.length > 0 && version === lock.version) return checkLock(root, federated);
  fs.writeFileSync(path.join(root, LOCK_FILE), `${JSON.stringify({ version, modules }, null, 2)}\n`);
  return { ok: true };
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const update = process.argv.includes('--update');
  const result = update ? updateLock() : checkLock();
  if (!result.ok) {
    console.error(`error: ${result.reason}`);
    process.exit(1);
  }
  console.log(update ? `${LOCK_FILE} records shared-contracts ${packageVersion(ROOT)}` : 'ok');
}
