// node --test scripts/__tests__: the shared-contracts version a release records (ADR 038) moves when a
// module every bundle compiles in changes; this repository's lock is up to date.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import {
  checkLock,
  compiledInModules,
  federatedContracts,
  LOCK_FILE,
  updateLock,
} from '../shared-contracts-lock.mjs';

const folders = [];
after(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const FEDERATED = ['money.ts'];

/** A shared-contracts of three modules, money federated, at `version`, with its lock recorded. */
function workspace(version = '2.0.0') {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'contracts-lock-'));
  folders.push(root);
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('shared-contracts/package.json', JSON.stringify({ name: 'shared-contracts', version }));
  write('shared-contracts/src/storage-keys.ts', "export const CART = 'multimarca.cart';\n");
  write('shared-contracts/src/money.ts', 'export const roundMoney = (n: number) => n;\n');
  write('shared-contracts/src/mount.ts', "export const PLATFORM_VERSION = '2.7';\n");
  assert.deepEqual(updateLock(root, FEDERATED), { ok: true });
  return { root, write };
}

describe('the compiled-in modules of shared-contracts', () => {
  it("are every module but the federated ones and mount.ts; this repository's federated ones come from the federation", () => {
    const { root } = workspace();
    assert.deepEqual(Object.keys(compiledInModules(root, FEDERATED)), ['storage-keys.ts']);
    const federated = federatedContracts();
    assert.ok(federated.includes('money.ts') && federated.includes('club.ts'), federated.join());
    assert.ok(!federated.includes('storage-keys.ts'));
  });

  it('a changed compiled-in module without a new version fails, naming it; --update refuses too', () => {
    const { root, write } = workspace();
    assert.deepEqual(checkLock(root, FEDERATED), { ok: true });
    write('shared-contracts/src/storage-keys.ts', "export const CART = 'multimarca.order';\n");
    const result = checkLock(root, FEDERATED);
    assert.equal(result.ok, false);
    assert.deepEqual(result.changed, ['storage-keys.ts']);
    assert.match(
      result.reason,
      /compiles into every bundle storage-keys\.ts, changed since 2\.0\.0: raise the version/,
    );
    assert.equal(updateLock(root, FEDERATED).ok, false);
    // a new module is a change too
    write('shared-contracts/src/routes.ts', "export const HOME = '/';\n");
    assert.deepEqual(checkLock(root, FEDERATED).changed, ['routes.ts', 'storage-keys.ts']);
  });

  it('with the version raised, the lock is behind until --update records it', () => {
    const { root, write } = workspace();
    write('shared-contracts/src/storage-keys.ts', "export const CART = 'multimarca.order';\n");
    write('shared-contracts/package.json', JSON.stringify({ name: 'shared-contracts', version: '3.0.0' }));
    assert.match(checkLock(root, FEDERATED).reason, /is 3\.0\.0 but .* records 2\.0\.0: run/);
    assert.deepEqual(updateLock(root, FEDERATED), { ok: true });
    assert.deepEqual(checkLock(root, FEDERATED), { ok: true });
    assert.equal(JSON.parse(fs.readFileSync(path.join(root, LOCK_FILE), 'utf8')).version, '3.0.0');
  });

  it("federated modules and mount.ts are the platform's: changing them moves no shared-contracts version", () => {
    const { root, write } = workspace();
    write('shared-contracts/src/money.ts', 'export const roundMoney = (n: number) => Math.round(n);\n');
    write('shared-contracts/src/mount.ts', "export const PLATFORM_VERSION = '2.8';\n");
    assert.deepEqual(checkLock(root, FEDERATED), { ok: true });
  });

  it('this repository: every compiled-in module is recorded under the current version', () => {
    const result = checkLock();
    assert.ok(result.ok, result.reason);
  });
});
