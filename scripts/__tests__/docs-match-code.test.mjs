// node --test scripts/__tests__: the docs' lists are what the code declares (issue 31 item 5).
// docs/architecture.md and api/README.md carry lists written from the code by `npm run docs`
// (scripts/docs.mjs). Each test here reads the code's own declarations (the webpack configurations,
// shared-contracts, the API's config, operations table and seed) and fails naming what the doc misses
// or names in excess; the last ones fail when a generated block is not what `npm run docs` writes.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DOC_FILES, importTs, regenerate } from '../docs.mjs';
import { REMOTES, ROOT } from '../lib.mjs';

const require = createRequire(import.meta.url);
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The text of a generated block of a doc. */
function block(text, name) {
  const match = new RegExp(`<!-- generated: ${name}\\b[^>]*-->\\n([\\s\\S]*?)<!-- /generated -->`).exec(text);
  assert.ok(match, `the doc has no generated block "${name}"`);
  return match[1];
}

/** The rows of the first Markdown table of a text, each an object keyed by the header's cells. */
function tableRows(text) {
  const lines = text.split('\n').filter((line) => line.startsWith('|'));
  const cells = (line) =>
    line
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim());
  const [header, , ...rows] = lines;
  assert.ok(header, 'no table found');
  const names = cells(header);
  return rows.map((row) => Object.fromEntries(cells(row).map((cell, index) => [names[index], cell])));
}

/** The text of a `## heading` section of a Markdown file, up to the next `## `. */
function section(text, heading) {
  const start = text.indexOf(`\n## ${heading}\n`);
  assert.notEqual(start, -1, `no "## ${heading}" section`);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end === -1 ? undefined : end);
}

const codeSpans = (text) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
const unquote = (cell) => cell.replace(/`/g, '').trim();

/** Fails, naming both, when the doc's entries are not the code's. */
function assertSameEntries(inDoc, inCode, what, fix = 'npm run docs rewrites the generated lists') {
  const doc = new Set(inDoc);
  const code = new Set(inCode);
  const missing = [...code].filter((entry) => !doc.has(entry)).sort();
  const extra = [...doc].filter((entry) => !code.has(entry)).sort();
  assert.deepEqual(
    { missing, extra },
    { missing: [], extra: [] },
    `${what}: the doc misses [${missing.join(', ')}] and names [${extra.join(', ')}] that the code does not declare (${fix})`,
  );
}

/** A package's ModuleFederationPlugin options, from its production webpack configuration. */
function federation(packageDir) {
  const config = require(path.join(ROOT, packageDir, 'webpack.config.cjs'))({}, { mode: 'production' });
  const plugin = [config]
    .flat()
    .flatMap((part) => part.plugins ?? [])
    .find((candidate) => candidate.constructor.name === 'ModuleFederationPlugin');
  assert.ok(plugin, `${packageDir}: no ModuleFederationPlugin`);
  return plugin._options;
}

/** The source files of the front-end packages, tests left out. */
function frontEndSources() {
  const packages = [
    'host-shell',
    'shared-ui',
    'shared-contracts',
    ...REMOTES.map((remote) => `mfe-${remote}`),
  ];
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__' && entry.name !== 'node_modules') walk(full);
      } else if (/\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name)) files.push(full);
    }
  };
  for (const name of packages) walk(path.join(ROOT, name, 'src'));
  return files;
}

describe('docs/architecture.md matches the code', () => {
  const architecture = read('docs/architecture.md');
  const prose = architecture.replace(/\s+/g, ' ');

  it('draws every route family of the shell with the remote that owns it, and every widget with who shows it', async () => {
    const picture = block(architecture, 'picture');
    const { ROUTE_FAMILIES } = await importTs('host-shell/src/config/route-owners.ts');
    const drawn = [];
    let prefixes = [];
    for (const line of picture.split('\n')) {
      const families = /^[├└]─ (\/.*)$/.exec(line);
      if (families) prefixes = families[1].split(' ');
      const owner = /→ mfe-(\w+) \.\/app$/.exec(line);
      if (owner) drawn.push(...prefixes.map((prefix) => `${prefix} ${owner[1]}`));
    }
    assertSameEntries(
      drawn,
      ROUTE_FAMILIES.map(({ prefix, remote }) => `${prefix} ${remote}`),
      'route families in the picture',
    );
    const { WIDGETS } = await importTs('shared-contracts/src/mount.ts');
    for (const name of Object.keys(WIDGETS))
      assert.match(
        picture,
        new RegExp(`widget ${name}$`, 'm'),
        `the picture shows who mounts widget ${name}`,
      );
  });

  it("lists every module each remote exposes, as its webpack configuration declares it, and each widget's name", async () => {
    const rows = tableRows(block(architecture, 'exposed-modules'));
    const inCode = REMOTES.flatMap((remote) =>
      Object.keys(federation(`mfe-${remote}`).exposes ?? {}).map((module) => `mfe-${remote} ${module}`),
    );
    assertSameEntries(
      rows.map((row) => `${unquote(row.package)} ${unquote(row.exposes)}`),
      inCode,
      'exposed modules',
    );
    const { WIDGETS } = await importTs('shared-contracts/src/mount.ts');
    for (const [name, { remote, exposed }] of Object.entries(WIDGETS)) {
      const row = rows.find((candidate) => unquote(candidate.exposes) === `./${exposed}`);
      assert.ok(row, `widget ${name}: its module ./${exposed} is not in the table`);
      assert.equal(unquote(row.package), `mfe-${remote}`, `widget ${name} is exposed by mfe-${remote}`);
      assert.match(
        row.what,
        new RegExp(`widget \`${name}\``),
        `the row of ./${exposed} names widget ${name}`,
      );
    }
  });

  it('lists every module shared through federation, the first-party ones as under PLATFORM_VERSION, and no other', async () => {
    const shell = federation('host-shell').shared;
    for (const remote of REMOTES)
      assert.deepEqual(
        Object.keys(federation(`mfe-${remote}`).shared),
        Object.keys(shell),
        `mfe-${remote} shares what the shell shares (one list, config/federation-shared.cjs)`,
      );
    const { PLATFORM_VERSION } = await importTs('shared-contracts/src/mount.ts');
    const kindOf = (options) => (options.version === `${PLATFORM_VERSION}.0` ? 'platform' : 'library');
    const rows = tableRows(block(architecture, 'shared-modules'));
    assertSameEntries(
      rows.map((row) => `${unquote(row.module)} ${row.kind === 'library' ? 'library' : 'platform'}`),
      Object.entries(shell).map(([name, options]) => `${name} ${kindOf(options)}`),
      'shared modules',
    );
    assert.ok(
      rows.filter((row) => row.kind !== 'library').every((row) => row.kind.includes('PLATFORM_VERSION')),
      'a first-party module is said to be under PLATFORM_VERSION',
    );
  });

  it('lists every key the app keeps in the browser (storage keys, cookie, service worker caches), where it is kept, and no other', async () => {
    const { STORAGE_KEYS, AUTH_COOKIE } = await importTs('shared-contracts/src/storage-keys.ts');
    const { cacheNames } = await importTs('host-shell/src/sw/cache-names.ts');
    // where each STORAGE_KEYS entry lives, as its declaration's comment says
    const source = read('shared-contracts/src/storage-keys.ts');
    const storeOf = Object.fromEntries(
      [...source.matchAll(/(local|session) storage:(?:(?!\*\/)[\s\S])*\*\/\s*(\w+):/g)].map(
        ([, store, name]) => [name, `${store} storage`],
      ),
    );
    const inCode = [
      ...Object.entries(STORAGE_KEYS).map(([name, key]) => `${key} ${storeOf[name] ?? '(no comment)'}`),
      `${AUTH_COOKIE} cookie`,
      ...Object.values(cacheNames('<build>')).map((name) => `${name} Cache Storage`),
    ];
    const rows = tableRows(block(architecture, 'storage-keys'));
    assertSameEntries(
      rows.map((row) => `${unquote(row.key)} ${row['kept in']}`),
      inCode,
      'browser storage keys',
    );
  });

  it('keeps every storage key in STORAGE_KEYS: no package names one of its own', () => {
    // a key written as text where it is used (`getItem('…')`, `const KEY = '…'`) is missing from the table
    const ownKey = /\b(?:get|set|remove)Item\(\s*['"`]|\b(?:const|let)\s+(?:KEY|\w*STORAGE\w*)\s*=\s*['"`]/;
    const declaring = path.join(ROOT, 'shared-contracts/src/storage-keys.ts');
    const sources = frontEndSources().filter((file) => file !== declaring);
    assert.ok(ownKey.test("sessionStorage.getItem('ordering.x')") && ownKey.test("const KEY = 'x';"));
    assert.deepEqual(
      sources.filter((file) => ownKey.test(fs.readFileSync(file, 'utf8'))).map((f) => path.relative(ROOT, f)),
      [],
      'these files keep a storage key of their own: declare it in shared-contracts/src/storage-keys.ts',
    );
  });

  it('says no package uses IndexedDB, and none does', () => {
    assert.ok(
      prose.includes('No package uses IndexedDB'),
      'architecture.md says "No package uses IndexedDB"',
    );
    const sources = frontEndSources();
    const using = (pattern) => sources.filter((file) => pattern.test(fs.readFileSync(file, 'utf8')));
    // the scan reads the packages' sources: it finds the ones that use local storage
    assert.ok(using(/\blocalStorage\b/).length > 3, 'the scan finds the files that use localStorage');
    const users = using(/\bindexedDB\b|\bIDBFactory\b/);
    assert.deepEqual(
      users.map((file) => path.relative(ROOT, file)),
      [],
      'these files use IndexedDB: list their databases in architecture.md, What the browser keeps',
    );
  });
  it('says no module keeps page state on a global, and none writes one', () => {
    assert.ok(
      prose.includes('No module keeps page state on a global'),
      'architecture.md says "No module keeps page state on a global"',
    );
    const writes =
      /Symbol\.for\(|\b(?:globalThis|window|self)\s*(?:\.\s*__\w+|\[[^\]]+\])\s*(?:\?\?|\|\||&&)?=(?!=)/;
    const writers = frontEndSources().filter((file) => writes.test(fs.readFileSync(file, 'utf8')));
    assert.deepEqual(
      writers.map((file) => path.relative(ROOT, file)),
      [],
      'these files keep something on a global (a Symbol.for key or a window/globalThis property): say so in architecture.md',
    );
    // a global the doc says the page reads (window.__BRANDING__) is one the code still reads
    const sources = frontEndSources().map((file) => fs.readFileSync(file, 'utf8'));
    for (const [, name] of architecture.matchAll(/window\.(__\w+)/g))
      assert.ok(
        sources.some((text) => text.includes(name)),
        `architecture.md says the page reads window.${name}; no source does any more`,
      );
  });
});

describe('api/README.md matches the code', () => {
  const readme = read('api/README.md');

  it('documents every environment variable the API reads, and no other', () => {
    const inCode = new Set();
    const walk = (dir) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== '__tests__') walk(full);
        } else if (entry.name.endsWith('.ts') && !entry.name.includes('.test.')) {
          const text = fs.readFileSync(full, 'utf8');
          for (const match of text.matchAll(/\benv\.([A-Z][A-Z0-9_]*)|\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g))
            inCode.add(match[1] ?? match[2]);
        }
      }
    };
    walk(path.join(ROOT, 'api/src'));
    assert.ok(inCode.has('API_PORT') && inCode.has('DATABASE_URL'), 'the scan finds config.ts’s variables');
    const documented = tableRows(section(readme, 'Configuration')).flatMap((row) => codeSpans(row.variable));
    assertSameEntries(
      documented,
      inCode,
      'environment variables',
      'edit the table of api/README.md, Configuration',
    );
  });

  it('lists every route the API registers, and those that need a session as such', async () => {
    const { apiOperations } = await importTs('api/src/features/openapi/operations.ts');
    const operations = Object.entries(apiOperations(new Date()));
    const listed = [];
    const underSession = [];
    for (const row of tableRows(block(readme, 'api-routes'))) {
      const cell = Object.values(row)[1];
      for (const group of cell.split('; ')) {
        const label = group.slice(0, group.indexOf(': '));
        for (const span of codeSpans(group.slice(label.length))) {
          const [methods, routePath] = [
            span.slice(0, span.lastIndexOf(' ')),
            span.slice(span.lastIndexOf(' ') + 1),
          ];
          for (const method of methods.split(', ')) {
            listed.push(`${method} /api${routePath}`);
            if (label === 'session') underSession.push(`${method} /api${routePath}`);
          }
        }
      }
    }
    assertSameEntries(
      listed,
      operations.map(([key]) => key),
      'routes',
    );
    assertSameEntries(
      underSession,
      operations
        .filter(([, operation]) => operation.auth === 'session' && !operation.sandbox)
        .map(([key]) => key),
      'routes that need a session',
    );
  });

  it('gives the demo brands, branches and customers (credentials and points) as the seed has them', async () => {
    const seed = (name) => importTs(`api/src/db/seed/${name}.ts`);
    const { DEMO_BRANDS } = await seed('demo-brands');
    const { DEMO_BRANCHES } = await seed('demo-branches');
    const { DEMO_USERS } = await seed('demo-users');
    const { DEMO_POINTS } = await seed('demo-points');
    assertSameEntries(
      tableRows(block(readme, 'demo-brands')).map(
        (row) => `${unquote(row.id)} ${unquote(row.domain)} ${row.kind}`,
      ),
      DEMO_BRANDS.map((brand) => `${brand.id} ${brand.domain} ${brand.businessType}`),
      'demo brands',
    );
    assertSameEntries(
      tableRows(block(readme, 'demo-branches')).map(
        (row) => `${unquote(row.branch)} ${unquote(row.storeId)}`,
      ),
      DEMO_BRANCHES.map((branch) => `${branch.id} ${branch.storeId}`),
      'demo branches',
    );
    // a balance counts the movements neither pending nor cancelled (GET /api/points/:id)
    const balance = (userId) =>
      DEMO_POINTS.filter((movement) => movement.userId === userId && movement.status === null).reduce(
        (sum, movement) => sum + movement.points,
        0,
      );
    assertSameEntries(
      tableRows(block(readme, 'demo-customers')).map(
        (row) => `${unquote(row.customer)} ${unquote(row['e-mail'])} ${unquote(row.password)} ${row.points}`,
      ),
      DEMO_USERS.map((user) => `${user.id} ${user.email} ${user.password} ${balance(user.id)}`),
      'demo customers',
    );
  });

  it("keeps the sections other files point to: Demo data, Push notifications, Decisions' Reorder", () => {
    for (const heading of ['Demo data', 'Push notifications', 'Decisions']) section(readme, heading);
    assert.match(
      section(readme, 'Decisions'),
      /\*\*Reorder\*\*/,
      'mfe-accounts/src/features/reorder/README.md',
    );
  });
});

describe("the root README's demo customers", () => {
  it('sign in with the e-mails and passwords of the seed', async () => {
    const { DEMO_USERS } = await importTs('api/src/db/seed/demo-users.ts');
    const rows = tableRows(read('README.md').slice(read('README.md').indexOf('Demo customers')));
    assertSameEntries(
      rows.map((row) => `${unquote(row['e-mail'])} ${unquote(row.password)}`),
      DEMO_USERS.map((user) => `${user.email} ${user.password}`),
      'README.md demo customers',
      'edit README.md, Demo brands',
    );
  });
});

describe('npm run docs', () => {
  it('has written every generated block as the code says it', async () => {
    const expected = {
      'docs/architecture.md': ['picture', 'exposed-modules', 'shared-modules', 'storage-keys'],
      'api/README.md': [
        'api-routes',
        'demo-brands',
        'demo-branches',
        'demo-customers',
        'demo-menus',
        'demo-option-groups',
      ],
    };
    assert.deepEqual(DOC_FILES, Object.keys(expected));
    for (const file of DOC_FILES) {
      const { blocks, changed } = await regenerate(read(file));
      assert.deepEqual(blocks, expected[file], `${file}'s generated blocks`);
      assert.deepEqual(changed, [], `${file}: run npm run docs (these blocks are not what the code says)`);
    }
  });
});
