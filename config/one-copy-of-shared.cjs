// Issue 30 item 1: one copy of every shared library on every page, enforced by the build. A module
// the federation shares (config/federation-shared.cjs) reaches a build's code only through the
// federation's own modules: the consume-shared module a request by its name becomes, and the
// provide-shared module that offers it to the page. A module of the build that reaches the same
// file another way (a relative path into a shared module, a deep path into a shared library) bundles
// a second copy of it and of everything it imports, with state of its own (a second zod, a second
// store). This plugin fails the build naming the importer and the shared module it bypassed.

const FEDERATION_TYPES = new Set(['consume-shared-module', 'provide-module']);

/** The modules a federation module stands for: its fallback (consume) or what it provides. */
function targetsOf(moduleGraph, federationModule) {
  const dependencies = [
    ...federationModule.dependencies,
    ...federationModule.blocks.flatMap((block) => block.dependencies),
  ];
  return dependencies.map((dependency) => moduleGraph.getModule(dependency)).filter(Boolean);
}

/**
 * The second copies in one compilation: `importer → shared file (shared as key)`. `allow`: copies a
 * build makes on purpose, each `{ importer: RegExp (its path), shared: key }` (the shell's
 * early-requests.ts runs before the federation exists and compiles the stateless domain rule in).
 * `resolved`: the files of the shared modules consumed without a fallback, `file → key`.
 */
function secondCopies(compilation, modules, allow = [], resolved = new Map()) {
  const { moduleGraph } = compilation;
  const shared = new Map();
  for (const module of modules) {
    if (!FEDERATION_TYPES.has(module.type)) continue;
    const key = keyOf(module);
    for (const target of targetsOf(moduleGraph, module)) if (!shared.has(target)) shared.set(target, key);
  }
  // consumed without a fallback (`import: false`, ADR 042): any module of the build at that file is a copy
  if (resolved.size > 0) {
    for (const module of modules) {
      const key = module.resource ? resolved.get(module.resource) : undefined;
      if (key !== undefined && !shared.has(module)) shared.set(module, key);
    }
  }
  const found = [];
  const context = compilation.compiler.context;
  const short = (module) =>
    module.readableIdentifier(compilation.requestShortener) ?? String(module.identifier());
  for (const [target, key] of shared) {
    for (const connection of moduleGraph.getIncomingConnections(target)) {
      const origin = connection.originModule;
      if (!origin || FEDERATION_TYPES.has(origin.type)) continue;
      // a module inside the shared library itself (its own internals) is part of that one copy
      if (origin.resource && target.resource && sameLibrary(origin.resource, target.resource)) continue;
      if (allow.some((rule) => rule.shared === key && rule.importer.test(origin.resource ?? ''))) continue;
      found.push(`${short(origin)} → ${short(target)} (shared as '${key}') in ${context}`);
    }
  }
  return [...new Set(found)];
}

const keyOf = (module) => module.options?.shareKey ?? module.options?.name ?? module._name ?? '?';

/**
 * The files of the shared modules a build consumes without a fallback of its own (`import: false`):
 * with no fallback in the graph, the file a shared name resolves to is found by resolving the name
 * as the build would. `file → shared key`.
 */
async function filesConsumedWithoutFallback(compilation, modules) {
  const keys = new Set();
  for (const module of modules) {
    if (module.type !== 'consume-shared-module') continue;
    if (targetsOf(compilation.moduleGraph, module).length === 0) keys.add(keyOf(module));
  }
  if (keys.size === 0) return new Map();
  const { compiler } = compilation;
  const resolver = compiler.resolverFactory.get('normal', {
    ...compiler.options.resolve,
    dependencyType: 'esm',
  });
  const resolveKey = (key) =>
    new Promise((resolve) =>
      resolver.resolve({}, compiler.context, key, {}, (error, file) => resolve(error ? null : file)),
    );
  const files = new Map();
  for (const key of keys) {
    const file = await resolveKey(key);
    if (file) files.set(file, key);
  }
  return files;
}

/** The package of a file in node_modules (the last node_modules in its path), else null. */
const packageOf = (file) =>
  /.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(file)?.[1] ?? null;

/** Two files of one package in node_modules (a library importing its own files). */
function sameLibrary(a, b) {
  const left = packageOf(a);
  return left !== null && left === packageOf(b);
}

class OneCopyOfSharedPlugin {
  constructor({ allow = [] } = {}) {
    this.allow = allow;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('OneCopyOfSharedPlugin', (compilation) => {
      compilation.hooks.finishModules.tapPromise('OneCopyOfSharedPlugin', async (modules) => {
        const resolved = await filesConsumedWithoutFallback(compilation, modules);
        for (const copy of secondCopies(compilation, modules, this.allow, resolved)) {
          const error = new compiler.webpack.WebpackError(
            `A second copy of a shared module: ${copy}. Import it by its shared name (for example ` +
              `'shared-contracts/entities', not './entities'), so the page's one copy is used.`,
          );
          error.name = 'SecondCopyOfSharedModule';
          compilation.errors.push(error);
        }
      });
    });
  }
}

module.exports = { OneCopyOfSharedPlugin, secondCopies };
