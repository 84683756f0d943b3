// node --test scripts/__tests__: the release-time checks of the platform (ADR 010) and of the
// shared-contracts version a release compiled in (ADR 038).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { ROOT } from '../lib.mjs';
import {
  isContractsCompatible,
  liveShellPlatform,
  platformVerdict,
  readSharedContractsVersion,
  recordSharedContracts,
} from '../platform.mjs';

const shellOn = (version, contracts = '2.0.0') => ({ deployed: true, version, contracts });
const release = (platformVersion, sharedContractsVersion = '2.0.0') => ({
  release: '0.1.0-ab12',
  platformVersion,
  sharedContractsVersion,
});

describe('platformVerdict: can the live shell honour a release?', () => {
  it('refuses a release built against 1.3 on a 2.0 shell, naming the remote, the release and both versions', () => {
    assert.deepEqual(platformVerdict('club', release('1.3'), shellOn('2.0')), {
      ok: false,
      kind: 'platform',
      reason:
        'club 0.1.0-ab12 was built against platform 1.3; the live shell honours 2.0 (same major, minor ≤ 0)',
    });
  });

  it('refuses a newer minor: 2.1 on a 2.0 shell', () => {
    assert.equal(platformVerdict('club', release('2.1'), shellOn('2.0')).ok, false);
  });

  it('accepts an older or equal minor of the same major: 2.0 on a 2.1 shell, 2.0 on 2.0', () => {
    assert.deepEqual(platformVerdict('club', release('2.0'), shellOn('2.1')), { ok: true });
    assert.deepEqual(platformVerdict('club', release('2.0'), shellOn('2.0')), { ok: true });
  });

  it('refuses garbage on either side', () => {
    assert.equal(platformVerdict('club', release('banana'), shellOn('2.0')).ok, false);
    assert.equal(platformVerdict('club', release(undefined), shellOn('2.0')).ok, false);
    assert.deepEqual(platformVerdict('club', release('2.0'), shellOn('2.x')), {
      ok: false,
      kind: 'platform',
      reason:
        'club 0.1.0-ab12 was built against platform 2.0; the live shell honours "2.x", which is not a platform version',
    });
  });

  it('reads a release stored before 2.0, which recorded contractVersion', () => {
    const verdict = platformVerdict('club', { release: '0.1.0-old', contractVersion: '1.3' }, shellOn('2.0'));
    assert.match(verdict.reason, /0\.1\.0-old was built against platform 1\.3;/);
  });

  it('allows, and says so, when no shell is deployed yet', () => {
    const verdict = platformVerdict('club', release('1.3'), {
      deployed: false,
      version: null,
      contracts: null,
    });
    assert.equal(verdict.ok, true);
    assert.match(verdict.note, /^no shell is deployed yet/);
  });

  it('refuses when a deployed shell does not say which platform it honours', () => {
    const verdict = platformVerdict('club', release('2.0'), shellOn(null));
    assert.equal(verdict.ok, false);
    assert.match(verdict.reason, /does not say which platform it honours/);
  });
});

describe('platformVerdict: can the live shell honour what a release compiled in? (ADR 038)', () => {
  it('refuses a release compiled with a newer shared-contracts minor, naming both versions', () => {
    assert.deepEqual(platformVerdict('club', release('2.0', '2.1.0'), shellOn('2.0', '2.0.3')), {
      ok: false,
      kind: 'contracts',
      reason:
        'club 0.1.0-ab12 compiled in shared-contracts 2.1.0; the live shell honours shared-contracts 2.0.3 (same major, minor ≤ 0)',
    });
  });

  it('refuses another major, older or newer', () => {
    assert.equal(platformVerdict('club', release('2.0', '1.9.0'), shellOn('2.0', '2.0.0')).ok, false);
    assert.equal(platformVerdict('club', release('2.0', '3.0.0'), shellOn('2.0', '2.4.0')).ok, false);
  });

  it('accepts an equal or older minor of the same major, whatever the patch', () => {
    assert.deepEqual(platformVerdict('club', release('2.0', '2.0.9'), shellOn('2.0', '2.1.0')), { ok: true });
    assert.deepEqual(platformVerdict('club', release('2.0', '2.1.5'), shellOn('2.0', '2.1.0')), { ok: true });
  });

  it('checks the platform first: a release refused for both is refused for its platform', () => {
    const verdict = platformVerdict('club', release('1.3', '9.0.0'), shellOn('2.0', '2.0.0'));
    assert.match(verdict.reason, /built against platform 1\.3; the live shell honours 2\.0/);
  });

  it('refuses a release that does not say what it compiled in (released before ADR 038)', () => {
    const verdict = platformVerdict(
      'club',
      { release: '0.1.0-old', platformVersion: '2.0' },
      shellOn('2.0', '2.0.0'),
    );
    assert.equal(verdict.ok, false);
    assert.match(
      verdict.reason,
      /^club 0\.1\.0-old compiled in shared-contracts unknown \(it was released before/,
    );
  });

  it('refuses when the live shell does not say which shared-contracts it was compiled with', () => {
    const verdict = platformVerdict('club', release('2.0', '2.0.0'), shellOn('2.0', null));
    assert.equal(verdict.ok, false);
    assert.match(verdict.reason, /does not say which shared-contracts it was compiled with/);
  });

  it('isContractsCompatible honours nothing that is not major.minor.patch', () => {
    assert.equal(isContractsCompatible('2.0.0', '2.0'), false);
    assert.equal(isContractsCompatible('2.0', '2.0.0'), false);
    assert.equal(isContractsCompatible(null, '2.0.0'), false);
    assert.equal(isContractsCompatible('2.10.0', '2.9.0'), true);
    assert.equal(isContractsCompatible('2.9.0', '2.10.0'), false);
  });
});

const folders = [];
after(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const tempDir = (prefix) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(dir);
  return dir;
};

describe('the shared-contracts version a build records', () => {
  it("is shared-contracts' package.json version", () => {
    const own = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-contracts/package.json'), 'utf8'));
    assert.equal(readSharedContractsVersion(), own.version);
    const root = tempDir('contracts-version-');
    fs.mkdirSync(path.join(root, 'shared-contracts'));
    fs.writeFileSync(path.join(root, 'shared-contracts/package.json'), '{"version":"2.3.1"}');
    assert.equal(readSharedContractsVersion(root), '2.3.1');
    fs.writeFileSync(path.join(root, 'shared-contracts/package.json'), '{"version":"2.3"}');
    assert.throws(() => readSharedContractsVersion(root), /version must be <major>\.<minor>\.<patch>/);
  });

  it("is written beside the platform version in the build's platform.json, which must exist", () => {
    const dist = tempDir('contracts-record-');
    assert.throws(() => recordSharedContracts(dist, '2.0.0'), /ENOENT/);
    fs.writeFileSync(path.join(dist, 'platform.json'), '{"platformVersion":"2.7"}\n');
    recordSharedContracts(dist, '2.1.0');
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(dist, 'platform.json'), 'utf8')), {
      platformVersion: '2.7',
      sharedContractsVersion: '2.1.0',
    });
  });
});

/**
 * A deployment with a 2.0 shell compiled with shared-contracts 2.0.0, club 2.0 live, an older club
 * release built against platform 1.3 and a newer one that compiled in shared-contracts 2.1.0.
 */
function deployment() {
  const dir = tempDir('platform-check-');
  const write = (file, body) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), typeof body === 'string' ? body : JSON.stringify(body));
  };
  write('shell/index.html', '<!doctype html>');
  write('shell/platform.json', { platformVersion: '2.0', sharedContractsVersion: '2.0.0' });
  const meta = (id, platformVersion, releasedAt, sharedContractsVersion = '2.0.0') => ({
    remote: 'club',
    name: 'mfe_club',
    version: '0.1.0',
    release: id,
    integrity: 'sha384-AAAA',
    platformVersion,
    sharedContractsVersion,
    releasedAt,
  });
  write('releases/club/0.1.0-old/release.json', meta('0.1.0-old', '1.3', '2026-01-01T00:00:00.000Z'));
  write('releases/club/0.1.0-new/release.json', meta('0.1.0-new', '2.0', '2026-02-01T00:00:00.000Z'));
  write(
    'releases/club/0.2.0-next/release.json',
    meta('0.2.0-next', '2.0', '2026-03-01T00:00:00.000Z', '2.1.0'),
  );
  const registry = {
    schemaVersion: 1,
    allowedOrigins: ['self'],
    remotes: {
      club: {
        name: 'mfe_club',
        version: '0.1.0',
        release: '0.1.0-new',
        entry: '/releases/club/0.1.0-new/remoteEntry.js',
        integrity: 'sha384-AAAA',
        platformVersion: '2.0',
      },
    },
  };
  write('registry/remotes.json', `${JSON.stringify(registry, null, 2)}\n`);
  return dir;
}

const exec = promisify(execFile);
async function operator(dir, ...args) {
  try {
    const { stdout, stderr } = await exec('node', [path.join(ROOT, 'scripts/release.mjs'), ...args], {
      env: { ...process.env, DEPLOY_DIR: dir },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

describe('the operator commands against the live shell', () => {
  it('reads the live shell from shell/platform.json', () => {
    const dir = deployment();
    assert.deepEqual(liveShellPlatform(dir), { deployed: true, version: '2.0', contracts: '2.0.0' });
    assert.deepEqual(liveShellPlatform(path.join(dir, 'nothing')), {
      deployed: false,
      version: null,
      contracts: null,
    });
    fs.writeFileSync(path.join(dir, 'shell/platform.json'), '{"platformVersion":"2.0"}');
    assert.deepEqual(liveShellPlatform(dir), { deployed: true, version: '2.0', contracts: null });
  });

  it('rollback refuses a release the live shell cannot honour, changes nothing, and --force makes it live', async () => {
    const dir = deployment();
    const registryFile = path.join(dir, 'registry/remotes.json');
    const before = fs.readFileSync(registryFile, 'utf8');

    const refused = await operator(dir, 'rollback', 'club');
    assert.equal(refused.code, 1);
    assert.equal(
      refused.stderr.trim(),
      'error: club 0.1.0-old was built against platform 1.3; the live shell honours 2.0 (same major, minor ≤ 0). Nothing changed; --force makes it live anyway.',
    );
    assert.equal(fs.readFileSync(registryFile, 'utf8'), before);
    assert.equal(fs.existsSync(path.join(dir, 'registry/history.log')), false);

    const listing = await operator(dir, 'list', 'club');
    assert.match(listing.stdout, /^live shell: platform 2\.0, shared-contracts 2\.0\.0$/m);
    assert.match(
      listing.stdout,
      /^ {2}0\.1\.0-old .* platform 1\.3 {2}shared-contracts 2\.0\.0 .*! the live shell cannot honour it$/m,
    );
    assert.match(listing.stdout, /^\* 0\.1\.0-new .* platform 2\.0 {2}shared-contracts 2\.0\.0 .*…$/m);

    const forced = await operator(dir, 'rollback', 'club', '0.1.0-old', '--force');
    assert.equal(forced.code, 0);
    assert.match(
      forced.stderr,
      /^warning: club 0\.1\.0-old was built against platform 1\.3;.*--force\): the shell shows club's fallback\.$/m,
    );
    const entry = JSON.parse(fs.readFileSync(registryFile, 'utf8')).remotes.club;
    assert.equal(entry.release, '0.1.0-old');
    assert.equal(entry.platformVersion, '1.3');
    assert.match(
      fs.readFileSync(path.join(dir, 'registry/history.log'), 'utf8'),
      /rollback club 0\.1\.0-new -> 0\.1\.0-old --force\n$/,
    );

    // and back to the release it can honour, without --force
    const back = await operator(dir, 'rollback', 'club', '0.1.0-new');
    assert.equal(back.code, 0);
    assert.equal(JSON.parse(fs.readFileSync(registryFile, 'utf8')).remotes.club.release, '0.1.0-new');
  });

  it('rollback refuses a release whose compiled-in shared-contracts the live shell cannot honour; releases marks it', async () => {
    const dir = deployment();
    const registryFile = path.join(dir, 'registry/remotes.json');
    const before = fs.readFileSync(registryFile, 'utf8');

    const refused = await operator(dir, 'rollback', 'club', '0.2.0-next');
    assert.equal(refused.code, 1);
    assert.equal(
      refused.stderr.trim(),
      'error: club 0.2.0-next compiled in shared-contracts 2.1.0; the live shell honours shared-contracts 2.0.0 (same major, minor ≤ 0). Nothing changed; --force makes it live anyway.',
    );
    assert.equal(fs.readFileSync(registryFile, 'utf8'), before);

    const listing = await operator(dir, 'list', 'club');
    assert.match(
      listing.stdout,
      /^ {2}0\.2\.0-next .* platform 2\.0 {2}shared-contracts 2\.1\.0 .*! the live shell cannot honour it$/m,
    );

    const forced = await operator(dir, 'rollback', 'club', '0.2.0-next', '--force');
    assert.equal(forced.code, 0);
    assert.match(forced.stderr, /--force\): the shell runs it, with the names and rules it compiled in\.$/m);
    await operator(dir, 'rollback', 'club', '0.1.0-new');

    // a shell compiled with 2.1.0 honours it: the registry then records what it compiled in
    fs.writeFileSync(
      path.join(dir, 'shell/platform.json'),
      JSON.stringify({ platformVersion: '2.0', sharedContractsVersion: '2.1.0' }),
    );
    const accepted = await operator(dir, 'rollback', 'club', '0.2.0-next');
    assert.equal(accepted.code, 0, accepted.stderr);
    const entry = JSON.parse(fs.readFileSync(registryFile, 'utf8')).remotes.club;
    assert.equal(entry.release, '0.2.0-next');
    assert.equal(entry.sharedContractsVersion, '2.1.0');
  });

  it('an unknown option is refused', async () => {
    const result = await operator(deployment(), 'rollback', 'club', '--froce');
    assert.equal(result.code, 1);
    assert.match(result.stderr, /unknown option --froce/);
  });
});
