// node --test scripts/__tests__: issue 30 item 1, one copy of every shared module on every page. The
// build fails when code reaches a shared module's file other than through the federation (a relative
// path into it, as shared-contracts' pickup-time.ts did with './entities'), and passes when it is
// imported by its shared name.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { OneCopyOfSharedPlugin } = require('../../config/one-copy-of-shared.cjs');

const dirs = [];
after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/**
 * Builds a tiny remote of a workspace like this one: a package 'contracts' (linked into
 * node_modules, as pnpm links shared-contracts) shares 'contracts/entities'; its 'contracts/pickup'
 * (not shared) takes WEEKDAYS from entities by `pickupImport`; the remote's page uses both.
 */
function build(pickupImport, allow = [], { fallback = true } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'one-copy-'));
  dirs.push(dir);
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(
    'contracts/package.json',
    JSON.stringify({
      name: 'contracts',
      version: '2.6.0',
      exports: { './entities': './src/entities.js', './pickup': './src/pickup.js' },
    }),
  );
  write('contracts/src/entities.js', "export const WEEKDAYS = ['lunes', 'martes'];\n");
  write(
    'contracts/src/pickup.js',
    `import { WEEKDAYS } from ${JSON.stringify(pickupImport)};\nexport const first = () => WEEKDAYS[0];\n`,
  );
  fs.mkdirSync(path.join(dir, 'remote/node_modules'), { recursive: true });
  fs.symlinkSync(path.join(dir, 'contracts'), path.join(dir, 'remote/node_modules/contracts'), 'dir');
  write('remote/src/index.js', "import('./page');\n");
  write(
    'remote/src/page.js',
    "import { WEEKDAYS } from 'contracts/entities';\nimport { first } from 'contracts/pickup';\nexport const both = [WEEKDAYS, first()];\n",
  );
  const compiler = webpack({
    mode: 'production',
    context: path.join(dir, 'remote'),
    entry: { main: './src/index.js' },
    output: { path: path.join(dir, 'remote/dist'), publicPath: 'auto', uniqueName: 'fixture' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'fixture',
        filename: 'remoteEntry.js',
        exposes: { './page': './src/page.js' },
        shared: {
          'contracts/entities': {
            singleton: true,
            requiredVersion: false,
            version: '2.6.0',
            // a release consumes the shell's copy and bundles none (ADR 042)
            ...(fallback ? {} : { import: false }),
          },
        },
        dts: false,
        manifest: false,
      }),
      new OneCopyOfSharedPlugin({ allow }),
    ],
    performance: { hints: false },
    // the check reads the module graph, not the output: minifying the federation runtime took most of
    // each build's seconds
    optimization: { minimize: false },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else resolve(stats.compilation.errors.map((e) => e.message));
    }),
  );
}

describe('OneCopyOfSharedPlugin', () => {
  it('fails a build whose code reaches a shared module by a relative path, naming importer and module', async () => {
    const errors = await build('./entities.js');
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(
      errors[0],
      /A second copy of a shared module: .*contracts\/src\/pickup\.js → .*contracts\/src\/entities\.js \(shared as 'contracts\/entities'\)/,
    );
  });

  it('passes a build that imports it by its shared name', async () => {
    assert.deepEqual(await build('contracts/entities'), []);
  });

  it('passes a copy the build declares on purpose (allow), and only that one', async () => {
    assert.deepEqual(
      await build('./entities.js', [{ importer: /pickup\.js$/, shared: 'contracts/entities' }]),
      [],
    );
    assert.equal(
      (await build('./entities.js', [{ importer: /other\.js$/, shared: 'contracts/entities' }])).length,
      1,
    );
  });

  it('finds the copy in a build that consumes the module without a fallback (import: false, ADR 042)', async () => {
    const errors = await build('./entities.js', [], { fallback: false });
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(
      errors[0],
      /contracts\/src\/pickup\.js → .*contracts\/src\/entities\.js \(shared as 'contracts\/entities'\)/,
    );
    assert.deepEqual(await build('contracts/entities', [], { fallback: false }), []);
  });
});
