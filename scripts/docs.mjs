#!/usr/bin/env node
// The docs' lists of what the code declares, written from the code (issue 31 item 5). `npm run docs`
// rewrites every block between `<!-- generated: NAME … -->` and `<!-- /generated -->` of the files below;
// `npm run docs -- --check` writes nothing and exits 1 naming each block that is not what the code says.
// scripts/__tests__/docs-match-code.test.mjs runs the same check, and compares each list's entries with
// the code's declarations on its own.
//
// Read from the code, not from a copy: the remotes' and the shell's webpack configurations (their
// ModuleFederationPlugin options), shared-contracts' STORAGE_KEYS, AUTH_COOKIE and WIDGETS, the service
// worker's cache names, the API's operations table (every route it registers, ADR 033) and its seed.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import ts from 'typescript';
import { REMOTES, ROOT } from './lib.mjs';

const require = createRequire(import.meta.url);

/** The files with generated blocks. */
export const DOC_FILES = ['docs/architecture.md', 'api/README.md'];

/** Imports a TypeScript module of the repository (tsx compiles it). */
export const importTs = (file) => tsImport(pathToFileURL(path.join(ROOT, file)).href, import.meta.url);

const federationPlugin = (config) =>
  [config]
    .flat()
    .flatMap((part) => part.plugins ?? [])
    .find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');

/** The ModuleFederationPlugin options of a package's production build (its webpack.config.cjs). */
export function federationOptions(packageDir) {
  const config = require(path.join(ROOT, packageDir, 'webpack.config.cjs'));
  const built = typeof config === 'function' ? config({}, { mode: 'production' }) : config;
  const plugin = federationPlugin(built);
  if (!plugin) throw new Error(`${packageDir}/webpack.config.cjs has no ModuleFederationPlugin`);
  return plugin._options;
}

/** Each remote's exposed modules: `{ remote, container, module, file }`. */
export function exposedModules() {
  return REMOTES.flatMap((remote) => {
    const options = federationOptions(`mfe-${remote}`);
    return Object.entries(options.exposes ?? {}).map(([module, file]) => ({
      remote,
      container: options.name,
      module,
      file: typeof file === 'string' ? file : file.import,
    }));
  });
}

/**
 * The modules shared through federation, as the shell provides them: `{ name, requiredVersion,
 * platform }`, `platform` when the module is first-party and versioned by PLATFORM_VERSION
 * (config/federation-shared.cjs provides those at `<PLATFORM_VERSION>.0`).
 */
export function sharedModules() {
  const { builtPlatformVersion } = require(path.join(ROOT, 'config/platform-version.cjs'));
  const platformRelease = `${builtPlatformVersion()}.0`;
  return Object.entries(federationOptions('host-shell').shared).map(([name, options]) => ({
    name,
    requiredVersion: options.requiredVersion,
    platform: options.version === platformRelease,
  }));
}

const clean = (comment) =>
  comment
    .replace(/^\/\*\*?|\*\/$/g, '')
    .replace(/^\s*\* ?/gm, '')
    .replace(/^\s*\/\/ ?/gm, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The properties of an exported object literal `export const NAME = { … }` of a TypeScript file, with
 * the comment written above each: `{ key, comment }` (values are read by importing the module).
 */
export function documentedKeys(file, constName) {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  let literal;
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === constName) {
      let init = node.initializer;
      while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init))) init = init.expression;
      literal = init;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!literal || !ts.isObjectLiteralExpression(literal))
    throw new Error(`export const ${constName} = { … } not found in ${file}`);
  return literal.properties.map((property) => {
    const ranges = ts.getLeadingCommentRanges(text, property.getFullStart()) ?? [];
    return {
      key: property.name.getText(source).replace(/^['"]|['"]$/g, ''),
      comment: ranges.map((range) => clean(text.slice(range.pos, range.end))).join(' '),
    };
  });
}

/**
 * Every key the app keeps in the browser: `{ key, constant, store, what }`, `store` one of 'local
 * storage', 'session storage', 'cookie', 'Cache Storage'.
 */
export async function storageKeys() {
  const file = 'shared-contracts/src/storage-keys.ts';
  const { STORAGE_KEYS, AUTH_COOKIE } = await importTs(file);
  const comments = new Map(documentedKeys(file, 'STORAGE_KEYS').map(({ key, comment }) => [key, comment]));
  const rows = Object.entries(STORAGE_KEYS).map(([constant, key]) => {
    const comment = comments.get(constant) ?? '';
    const match = /^(?:since ([\d.]+), )?(local|session) storage: (.*)$/.exec(comment);
    if (!match)
      throw new Error(
        `STORAGE_KEYS.${constant}: its comment must start "[since x.y, ]local|session storage: "`,
      );
    const [, since, store, what] = match;
    return {
      key,
      constant: `STORAGE_KEYS.${constant}`,
      store: `${store} storage`,
      what: since ? `${what} (since ${since})` : what,
    };
  });
  rows.push({
    key: AUTH_COOKIE,
    constant: 'AUTH_COOKIE',
    store: 'cookie',
    what: 'the session across visits, one year (spec 001 section 4); the API’s own `auth_token` cookie is HttpOnly',
  });
  const { cacheNames } = await importTs('host-shell/src/sw/cache-names.ts');
  const what = {
    shell: 'the shell’s files and page, one cache per shell build',
    releases: 'the remotes’ release files (immutable)',
    registry: 'the last registry read',
    api: 'the last brand, branch and menu answers (dropped when a session ends)',
  };
  for (const [kind, name] of Object.entries(cacheNames('<build>')))
    rows.push({
      key: name,
      constant: `cacheNames().${kind}`,
      store: 'Cache Storage',
      what: what[kind] ?? '',
    });
  return rows;
}

/** The widgets of shared-contracts/mount: `{ name, remote, exposed, what }`. */
export async function widgets() {
  const file = 'shared-contracts/src/mount.ts';
  const { WIDGETS } = await importTs(file);
  const comments = new Map(documentedKeys(file, 'WIDGETS').map(({ key, comment }) => [key, comment]));
  return Object.entries(WIDGETS).map(([name, { remote, exposed }]) => ({
    name,
    remote,
    exposed,
    what: (comments.get(name) ?? '').replace(/^since [\d.]+: /, ''),
  }));
}

const table = (header, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
const code = (text) => `\`${text}\``;

async function exposedBlock() {
  const byExposed = new Map(
    (await widgets()).map((widget) => [`${widget.remote} ./${widget.exposed}`, widget]),
  );
  const rows = exposedModules().map(({ remote, container, module, file }) => {
    const widget = byExposed.get(`${remote} ${module}`);
    const what =
      module === './app'
        ? 'the remote’s screens, mounted by the shell on the routes it owns'
        : widget
          ? `widget ${code(widget.name)}: ${widget.what}`
          : '**not in `WIDGETS`: nothing can mount it**';
    return [code(`mfe-${remote}`), code(container), code(module), code(file), what];
  });
  return table(['package', 'container', 'exposes', 'file', 'what'], rows);
}

function sharedBlock() {
  const rows = sharedModules().map(({ name, requiredVersion, platform }) => [
    code(name),
    platform ? 'first-party, under `PLATFORM_VERSION`' : 'library',
    platform ? 'the platform’s major' : code(requiredVersion),
  ]);
  return table(['module', 'kind', 'required'], rows);
}

async function storageBlock() {
  const rows = (await storageKeys()).map(({ key, constant, store, what }) => [
    code(key),
    store,
    code(constant),
    what,
  ]);
  return table(['key', 'kept in', 'declared as', 'what'], rows);
}

/** The source files of a package (tests left out). */
function sourcesOf(packageDir) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) files.push(full);
    }
  };
  walk(path.join(ROOT, packageDir, 'src'));
  return files;
}

/**
 * Which package mounts which widget: a `<WidgetSlot name="…">`, `mountWidgetIn(widgets, '…')` or
 * `widgets.mount('…')` naming a widget of WIDGETS. `{ package, widget }`.
 */
export async function widgetMounts() {
  const names = new Set((await widgets()).map(({ name }) => name));
  const call = /(?:name=\{?|mountWidgetIn\([^,]+,\s*|widgets\.mount\(\s*)['"]([a-z]+\/[a-z-]+)['"]/g;
  const mounts = [];
  for (const packageDir of ['host-shell', ...REMOTES.map((remote) => `mfe-${remote}`)])
    for (const file of sourcesOf(packageDir))
      for (const [, widget] of fs.readFileSync(file, 'utf8').matchAll(call))
        if (
          names.has(widget) &&
          !mounts.some((mount) => mount.package === packageDir && mount.widget === widget)
        )
          mounts.push({ package: packageDir, widget });
  return mounts;
}

/** The composition: which remote's `./app` each route family mounts, and who mounts which widget. */
async function pictureBlock() {
  const { ROUTE_FAMILIES } = await importTs('host-shell/src/config/route-owners.ts');
  const mounts = await widgetMounts();
  const exposed = exposedModules();
  const lines = ['```text', 'host-shell: the page (stores, router, registry, the shared modules)'];
  const remotes = [...new Set(ROUTE_FAMILIES.map(({ remote }) => remote))];
  const shellMounts = mounts.filter((mount) => mount.package === 'host-shell');
  remotes.forEach((remote, index) => {
    const last = index === remotes.length - 1 && !shellMounts.length;
    const prefixes = ROUTE_FAMILIES.filter((family) => family.remote === remote).map(({ prefix }) => prefix);
    const app = exposed.some((entry) => entry.remote === remote && entry.module === './app')
      ? './app'
      : '(no ./app)';
    lines.push(`${last ? '└─' : '├─'} ${prefixes.join(' ')}`);
    lines.push(`${last ? '  ' : '│ '}   → mfe-${remote} ${app}`);
    for (const mount of mounts.filter((candidate) => candidate.package === `mfe-${remote}`))
      lines.push(`${last ? '  ' : '│ '}       └─ shows widget ${mount.widget}`);
  });
  shellMounts.forEach((mount, index) => {
    lines.push(`${index === shellMounts.length - 1 ? '└─' : '├─'} every page → widget ${mount.widget}`);
  });
  lines.push('```');
  return lines.join('\n');
}

// ---- api/README.md ----

/** The API's routes, from its operations table: `{ method, path, tag, auth, sandbox }`. */
export async function apiRoutes() {
  const { apiOperations } = await importTs('api/src/features/openapi/operations.ts');
  return Object.entries(apiOperations(new Date())).map(([key, operation]) => {
    const [method, routePath] = key.split(' ');
    return { method, path: routePath, tag: operation.tag, auth: operation.auth, sandbox: operation.sandbox };
  });
}

const AUTH_LABELS = {
  none: 'no session',
  optional: 'a session if sent',
  session: 'session',
  'webhook-signature': 'Mercado Pago’s signature',
  'translate-key': 'its key (TRANSLATE_SANDBOX_KEY)',
  vapid: 'a VAPID signature',
};

/** How a route is reached, as the route list groups it. */
export function accessOf(route) {
  if (route.sandbox === 'development') return 'sandbox, off in production';
  if (route.sandbox)
    return route.auth === 'none' ? 'sandbox' : `sandbox, ${AUTH_LABELS[route.auth] ?? route.auth}`;
  return AUTH_LABELS[route.auth] ?? route.auth;
}

async function routesBlock() {
  const byTag = new Map();
  for (const route of await apiRoutes()) {
    const groups = byTag.get(route.tag) ?? new Map();
    byTag.set(route.tag, groups);
    // one entry per path and access, its methods together: `GET, POST /local/all`
    const paths = groups.get(accessOf(route)) ?? new Map();
    groups.set(accessOf(route), paths);
    const shortPath = route.path.replace(/^\/api/, '');
    paths.set(shortPath, [...(paths.get(shortPath) ?? []), route.method]);
  }
  const rows = [...byTag].map(([tag, groups]) => [
    `**${tag}**`,
    [...groups]
      .map(([access, paths]) => {
        const list = [...paths].map(([shortPath, methods]) => code(`${methods.join(', ')} ${shortPath}`));
        return `${access}: ${list.join(', ')}`;
      })
      .join('; '),
  ]);
  return table(['area', 'routes (under `/api`), by what they need'], rows);
}

const seed = (name) => importTs(`api/src/db/seed/${name}.ts`);

/** The hosts of this machine that serve a brand's domain (shared-contracts/domain). */
async function localHostsOf(domain) {
  const { LOCAL_BRAND_DOMAINS } = await importTs('shared-contracts/src/domain.ts');
  const hosts = Object.keys(LOCAL_BRAND_DOMAINS).filter((host) => LOCAL_BRAND_DOMAINS[host] === domain);
  if (LOCAL_BRAND_DOMAINS.localhost === domain) hosts.push('any other *.localhost');
  return hosts;
}

async function brandsBlock() {
  const { DEMO_BRANDS } = await seed('demo-brands');
  const rows = [];
  for (const brand of DEMO_BRANDS) {
    const hosts = (await localHostsOf(brand.domain)).map((host) => (host.includes(' ') ? host : code(host)));
    const club = brand.clubMembers;
    const plans = club.plans
      ? Object.entries(club.plans)
          .filter(([, plan]) => plan.enabled)
          .map(([id, plan]) => `${id} ${plan.price}`)
          .join(', ')
      : '';
    const delivery = brand.deliveryCondiciones;
    rows.push([
      brand.appName,
      code(brand.id),
      code(brand.domain),
      hosts.join(', '),
      brand.businessType,
      brand.allowGuest ? 'yes' : 'no',
      club.enabled ? `${club.generalDiscountPct ?? 0} % off; ${plans}` : 'no',
      `brand pays ${delivery.porcentajeMarca} %, free from ${delivery.minimoGratis}, minimum ${delivery.minimoCompra}, ${delivery.deliveryRange} km`,
      brand.appDownload ? code(brand.appDownload.domain) : '—',
    ]);
  }
  return table(
    ['brand', 'id', 'domain', 'on this machine', 'kind', 'guests', 'club', 'delivery', 'app-download host'],
    rows,
  );
}

const WEEK = [
  ['lunes', 'Mon'],
  ['martes', 'Tue'],
  ['miercoles', 'Wed'],
  ['jueves', 'Thu'],
  ['viernes', 'Fri'],
  ['sabado', 'Sat'],
  ['domingo', 'Sun'],
];

/** A branch's week as a person reads it: 'Mon–Fri 08:00–20:00; Sat 09:00–13:00; Sun closed'. */
export function weekOf(schedule) {
  const dayText = (slots) => {
    const list = [slots ?? []].flat();
    return list.length ? list.map(({ open, close }) => `${open}–${close}`).join(' and ') : 'closed';
  };
  const runs = [];
  for (const [day, short] of WEEK) {
    const text = dayText(schedule[day]);
    const last = runs.at(-1);
    if (last && last.text === text) last.to = short;
    else runs.push({ from: short, to: short, text });
  }
  if (runs.length === 1) return runs[0].text === 'closed' ? 'always closed' : `every day ${runs[0].text}`;
  return runs.map(({ from, to, text }) => `${from === to ? from : `${from}–${to}`} ${text}`).join('; ');
}

/** What a branch offers, in the words of the checkout: 'table, takeaway, own delivery (paid online)'. */
export function modesOf({ systemOptions: options }) {
  return [
    options.tableSystem && 'table',
    options.takeawaySystem && 'takeaway',
    options.deliverySystem && 'delivery',
    options.deliveryPropio.activo &&
      `own delivery (${options.deliveryPropio.payment ? 'paid online' : 'paid on delivery'})`,
  ]
    .filter(Boolean)
    .join(', ');
}

export function paymentsOf({ paymentMethods: methods }) {
  return [
    methods.cash.enabled && (methods.cash.atPickup ? 'cash (also at pickup)' : 'cash'),
    methods.points.enabled && 'points',
    methods.mercadoPago.enabled && 'card',
    methods.transfer.enabled && 'transfer',
  ]
    .filter(Boolean)
    .join(', ');
}

async function branchesBlock() {
  const { DEMO_BRANCHES } = await seed('demo-branches');
  const rows = DEMO_BRANCHES.map((branch) => [
    code(branch.id),
    code(branch.storeId),
    weekOf(branch.schedule),
    modesOf(branch),
    paymentsOf(branch),
    `${branch.percentagePoints} %`,
  ]);
  return table(['branch', 'storeId', 'hours (Buenos Aires)', 'modes', 'payments', 'cashback'], rows);
}

/** A customer's points balance: every movement neither pending nor cancelled (GET /api/points/:id). */
export const balanceOf = (movements) =>
  movements.filter(({ status }) => status === null).reduce((sum, { points }) => sum + points, 0);

async function usersBlock() {
  const { DEMO_USERS } = await seed('demo-users');
  const { DEMO_BRANDS } = await seed('demo-brands');
  const { DEMO_POINTS } = await seed('demo-points');
  const { DEMO_ORDERS } = await seed('demo-orders');
  const rows = DEMO_USERS.map((user) => {
    const brand = DEMO_BRANDS.find(({ id }) => id === user.brandId);
    const movements = DEMO_POINTS.filter(({ userId }) => userId === user.id);
    const orders = DEMO_ORDERS.filter(({ userId }) => userId === user.id);
    const profile = [user.cuit && `CUIT ${user.cuit}`, user.businessName, user.city]
      .filter(Boolean)
      .join(', ');
    return [
      code(user.id),
      brand?.appName ?? user.brandId,
      code(user.email),
      code(user.password),
      user.name,
      `${code(user.priceCategory)}${profile ? `; ${profile}` : ''}`,
      String(balanceOf(movements)),
      `${movements.length} movements, ${orders.length} orders`,
    ];
  });
  return table(['customer', 'brand', 'e-mail', 'password', 'name', 'prices', 'points', 'history'], rows);
}

async function menusBlock() {
  const { DEMO_BRANDS } = await seed('demo-brands');
  const { DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_BANNERS, DEMO_STORIES } = await seed('demo-menu');
  const { DEMO_SHORT_URLS } = await seed('demo-marketing');
  const rows = DEMO_BRANDS.map((brand) => {
    const mine = (list) => list.filter(({ brandId }) => brandId === brand.id);
    const categories = mine(DEMO_CATEGORIES);
    const shown = categories
      .filter(({ type, hidden }) => type === 'category' && !hidden)
      .map(({ name }) => name);
    const others = categories
      .filter(({ type, hidden }) => type !== 'category' || hidden)
      .map(({ name, type, hidden }) => `${name} (${hidden ? 'hidden' : type})`);
    const products = mine(DEMO_PRODUCTS).map(({ sku }) => sku);
    const stories = new Set(mine(DEMO_STORIES).map(({ id }) => id.split('--')[0]));
    return [
      brand.appName,
      [shown.join(', '), others.join(', ')].filter(Boolean).join('; '),
      `${products.length}, ${code(products[0])} … ${code(products.at(-1))}`,
      String(mine(DEMO_BANNERS).length),
      String(stories.size),
      mine(DEMO_SHORT_URLS)
        .map(({ code: short }) => code(`/s/${short}`))
        .join(', '),
    ];
  });
  return table(['brand', 'categories', 'products', 'banners', 'stories', 'short links'], rows);
}

async function optionGroupsBlock() {
  const { DEMO_PRODUCTS } = await seed('demo-menu');
  const groups = new Map();
  for (const product of DEMO_PRODUCTS)
    for (const group of product.groups ?? []) {
      const key = `${group.name}|${group.minQty}|${group.maxQty}`;
      const entry = groups.get(key) ?? { ...group, skus: [] };
      entry.skus.push(code(product.sku));
      groups.set(key, entry);
    }
  const rows = [...groups.values()].map(({ name, minQty, maxQty, skus }) => [
    name,
    minQty === maxQty ? `exactly ${minQty}` : `${minQty} to ${maxQty}`,
    skus.join(', '),
  ]);
  return table(['option group', 'choose', 'products'], rows);
}

/** Every generated block: its name → a function answering its Markdown. */
export const BLOCKS = {
  picture: pictureBlock,
  'exposed-modules': exposedBlock,
  'shared-modules': sharedBlock,
  'storage-keys': storageBlock,
  'api-routes': routesBlock,
  'demo-brands': brandsBlock,
  'demo-branches': branchesBlock,
  'demo-customers': usersBlock,
  'demo-menus': menusBlock,
  'demo-option-groups': optionGroupsBlock,
};

const BLOCK = /(<!-- generated: ([a-z-]+)[^>]*-->\n)([\s\S]*?)(<!-- \/generated -->)/g;

/** A doc's text with each generated block as the code says it, and the names of the blocks that changed. */
export async function regenerate(text) {
  const found = [...text.matchAll(BLOCK)];
  const fresh = new Map();
  for (const [, , name] of found) {
    if (!BLOCKS[name]) throw new Error(`unknown generated block "${name}"`);
    fresh.set(name, `${await BLOCKS[name]()}\n`);
  }
  const changed = found.filter(([, , name, body]) => body !== fresh.get(name)).map(([, , name]) => name);
  const next = text.replace(BLOCK, (_all, open, name, _body, close) => `${open}${fresh.get(name)}${close}`);
  return { text: next, blocks: found.map(([, , name]) => name), changed };
}

async function main() {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const file of DOC_FILES) {
    const full = path.join(ROOT, file);
    const { text, changed } = await regenerate(fs.readFileSync(full, 'utf8'));
    if (!changed.length) continue;
    stale += changed.length;
    if (check)
      console.error(`${file}: not what the code says: ${changed.join(', ')} (npm run docs rewrites them)`);
    else {
      fs.writeFileSync(full, text);
      console.log(`${file}: rewrote ${changed.join(', ')}`);
    }
  }
  if (check && stale) process.exitCode = 1;
  if (!stale) console.log('docs: every generated block is what the code says');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
