// The release-time half of the platform check (ADR 010): can the live shell honour a release?
// The rule is shared-contracts' isPlatformCompatible, the same function the shell applies in the page.
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { deployDir, ROOT } from './lib.mjs';

const { isPlatformCompatible } = await tsImport(
  path.join(ROOT, 'shared-contracts/src/registry.ts'),
  import.meta.url,
);

const VERSION = /^(\d+)\.(\d+)$/;

/**
 * The deployed shell's platform version, from the platform.json its build wrote next to index.html:
 * `{ deployed: false }` when no shell is deployed, `version: null` when it does not say (a shell
 * built before platform versions, or an unreadable file).
 */
export function liveShellPlatform(root = deployDir()) {
  const shellDir = path.join(root, 'shell');
  if (!fs.existsSync(path.join(shellDir, 'index.html'))) return { deployed: false, version: null };
  return { deployed: true, version: readPlatformFile(shellDir) };
}

/** The platformVersion of the platform.json a build wrote into `dir`, or null (missing or unreadable). */
export function readPlatformFile(dir) {
  try {
    const { platformVersion } = JSON.parse(fs.readFileSync(path.join(dir, 'platform.json'), 'utf8'));
    return typeof platformVersion === 'string' ? platformVersion : null;
  } catch {
    return null;
  }
}

/** The platform version a stored release was built against (releases made before 2.0 say contractVersion). */
export const releasePlatform = (meta) => meta.platformVersion ?? meta.contractVersion ?? 'unknown';

/** What a shell on `version` honours, in words: "2.0 (same major, minor ≤ 0)". */
function honours(version) {
  const match = VERSION.exec(version);
  return match
    ? `${version} (same major, minor ≤ ${match[2]})`
    : `"${version}", which is not a platform version`;
}

/**
 * Whether the live shell can honour `meta` (a release.json): `{ ok: true, note? }`, or
 * `{ ok: false, reason }` naming the remote, the release, its platform version and the shell's.
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
      reason: `${what}; the live shell does not say which platform it honours (no readable shell/platform.json: deploy a shell built from this repository first)`,
    };
  }
  if (isPlatformCompatible(shell.version, built)) return { ok: true };
  return { ok: false, reason: `${what}; the live shell honours ${honours(shell.version)}` };
}
