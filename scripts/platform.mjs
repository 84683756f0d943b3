// The release-time half of the checks of ADR 010 and ADR 038: can the live shell honour a release?
// - the platform (PLATFORM_VERSION): what the remote takes from the shell at run time, the mount
//   props and the federated modules; the rule is shared-contracts' isPlatformCompatible, the same
//   function the shell applies in the page;
// - the compiled-in contract (the version of shared-contracts, ADR 038): the names and rules the
//   remote compiled into its own bundle (storage keys, query keys, routes, URL parameters…), which
//   must be spelt as the shell spells them.
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { deployDir, ROOT } from './lib.mjs';

const { isPlatformCompatible } = await tsImport(
  path.join(ROOT, 'shared-contracts/src/registry.ts'),
  import.meta.url,
);

const VERSION = /^(\d+)\.(\d+)$/;
const CONTRACTS_VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

/**
 * The version of shared-contracts in the working tree (its package.json): what a build made now
 * compiles in. Throws when it is not `major.minor.patch`.
 */
export function readSharedContractsVersion(root = ROOT) {
  const file = path.join(root, 'shared-contracts/package.json');
  const { version } = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof version !== 'string' || !CONTRACTS_VERSION.test(version))
    throw new Error(`${file}: version must be <major>.<minor>.<patch>, not ${JSON.stringify(version)}`);
  return version;
}

/**
 * The deployed shell's versions, from the platform.json its build wrote next to index.html:
 * `{ deployed: false }` when no shell is deployed; `version` (the platform) and `contracts` (the
 * shared-contracts version it was compiled with) are null when the file does not say (a shell
 * built before ADR 010 or ADR 038, or an unreadable file).
 */
export function liveShellPlatform(root = deployDir()) {
  const shellDir = path.join(root, 'shell');
  if (!fs.existsSync(path.join(shellDir, 'index.html')))
    return { deployed: false, version: null, contracts: null };
  const file = readPlatformJson(shellDir);
  return { deployed: true, version: file.platformVersion, contracts: file.sharedContractsVersion };
}

/** The two versions of the platform.json a build wrote into `dir`, each null when missing or unreadable. */
export function readPlatformJson(dir) {
  try {
    const body = JSON.parse(fs.readFileSync(path.join(dir, 'platform.json'), 'utf8'));
    const text = (value) => (typeof value === 'string' ? value : null);
    return {
      platformVersion: text(body?.platformVersion),
      sharedContractsVersion: text(body?.sharedContractsVersion),
    };
  } catch {
    return { platformVersion: null, sharedContractsVersion: null };
  }
}

/**
 * Writes the shared-contracts version a build was compiled with into the platform.json its webpack
 * configuration wrote into `dir` (ADR 038). Throws when that file is missing or unreadable.
 */
export function recordSharedContracts(dir, version = readSharedContractsVersion()) {
  const file = path.join(dir, 'platform.json');
  const body = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, `${JSON.stringify({ ...body, sharedContractsVersion: version })}\n`);
}

/** The platform version a stored release was built against (releases made before 2.0 say contractVersion). */
export const releasePlatform = (meta) => meta.platformVersion ?? meta.contractVersion ?? 'unknown';

/** The shared-contracts version a stored release was compiled with; 'unknown' before ADR 038. */
export const releaseContracts = (meta) =>
  typeof meta.sharedContractsVersion === 'string' ? meta.sharedContractsVersion : 'unknown';

/**
 * Whether a shell compiled with shared-contracts `shell` honours a release compiled with `built`:
 * the same major, and a minor no newer than the shell's (a newer minor may use a name, a route or a
 * key the shell does not know). The patch is not compared. Anything that is not
 * `major.minor.patch` is honoured by nobody.
 */
export function isContractsCompatible(shell, built) {
  const a = CONTRACTS_VERSION.exec(shell ?? '');
  const b = CONTRACTS_VERSION.exec(built ?? '');
  if (!a || !b) return false;
  return Number(a[1]) === Number(b[1]) && Number(b[2]) <= Number(a[2]);
}

/** What a shell on `version` honours, in words: "2.0 (same major, minor ≤ 0)". */
function honours(version) {
  const match = VERSION.exec(version);
  return match
    ? `${version} (same major, minor ≤ ${match[2]})`
    : `"${version}", which is not a platform version`;
}

/** What a shell compiled with shared-contracts `version` honours, in words. */
function honoursContracts(version) {
  const match = CONTRACTS_VERSION.exec(version);
  return match
    ? `${version} (same major, minor ≤ ${match[2]})`
    : `"${version}", which is not a shared-contracts version`;
}

/**
 * Whether the live shell can honour `meta` (a release.json): `{ ok: true, note? }`, or
 * `{ ok: false, kind, reason }`: kind 'platform' or 'contracts', the reason naming the remote, the
 * release, the version it was made with and the shell's. The platform is checked first, then the
 * compiled-in contract (ADR 038).
 */
export function platformVerdict(remote, meta, shell) {
  const built = releasePlatform(meta);
  const what = `${remote} ${meta.release} was built against platform ${built}`;
  if (!shell.deployed) {
    return { ok: true, note: `no shell is deployed yet: ${what}, not checked against a live shell` };
  }
  if (shell.version === null) {
    return {
      ok: false,
      kind: 'platform',
      reason: `${what}; the live shell does not say which platform it honours (no readable shell/platform.json: deploy a shell built from this repository first)`,
    };
  }
  if (!isPlatformCompatible(shell.version, built)) {
    return {
      ok: false,
      kind: 'platform',
      reason: `${what}; the live shell honours ${honours(shell.version)}`,
    };
  }
  const contracts = releaseContracts(meta);
  const compiled = `${remote} ${meta.release} compiled in shared-contracts ${contracts}`;
  if (contracts === 'unknown') {
    return {
      ok: false,
      kind: 'contracts',
      reason: `${compiled} (it was released before releases recorded it): the live shell cannot tell whether it spells the names and rules it compiled in as the shell does`,
    };
  }
  if (shell.contracts === null) {
    return {
      ok: false,
      kind: 'contracts',
      reason: `${compiled}; the live shell does not say which shared-contracts it was compiled with (deploy a shell built from this repository first)`,
    };
  }
  if (!isContractsCompatible(shell.contracts, contracts)) {
    return {
      ok: false,
      kind: 'contracts',
      reason: `${compiled}; the live shell honours shared-contracts ${honoursContracts(shell.contracts)}`,
    };
  }
  return { ok: true };
}
