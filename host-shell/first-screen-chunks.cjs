// What every first screen (the auth landing, the branch list) loads from the shell, grouped in two files:
// the libraries, and the shared modules of shared-ui and shared-contracts. One request each instead of
// about twenty-five, and the texts and helpers several shared modules import (ui-texts, the Spanish texts,
// the close icon) come once instead of once in each module's chunk. Measured with `npm run bench:bundle`
// (docs/performance.md): branch list 178.0 -> 168.9 KB gzip JS, 49 -> 23 requests.
//
// Shared modules only some later screen uses (drawer, stepper, text clamp, skeleton, customisation) and the
// other languages' texts are left out: they keep chunks of their own, loaded when first asked for.
// Loading is unchanged otherwise: each shared module still runs only when a consumer first asks for it.
const path = require('node:path');

const PACKAGES = path.resolve(__dirname, '..');
const PACKAGES_PREFIX = `${PACKAGES.split(path.sep).join('/')}/`;

/** npm packages (by name) whose modules go in `first-screen-libraries`. */
const FIRST_SCREEN_LIBRARIES = [
  'react',
  'react-dom',
  'scheduler',
  'zod',
  'zustand',
  'mitt',
  'react-router',
  'i18next',
  'react-i18next',
  'single-spa-react',
  '@tanstack/query-core',
  '@tanstack/react-query',
  // what two of them import, asked for by every first screen (a file of its own until 2026-11-29, ADR 042)
  'use-sync-external-store',
  'html-parse-stringify',
];

/** Workspace files, or folders (ending in '/'), whose modules go in `first-screen-shared`. */
const FIRST_SCREEN_SHARED = [
  'shared-contracts/src/entities.ts',
  'shared-contracts/src/cart.ts',
  'shared-contracts/src/money.ts',
  'shared-contracts/src/registry.ts',
  'shared-contracts/src/domain.ts',
  'shared-contracts/src/events.ts',
  'shared-ui/src/api-client.ts',
  'shared-ui/src/texts.tsx',
  'shared-ui/src/query.ts',
  'shared-ui/src/remote-context.tsx',
  'shared-ui/src/remote-lifecycles.tsx',
  'shared-ui/src/react-router-dom.ts',
  'shared-ui/src/react-i18next.ts',
  'shared-ui/src/ui-texts.ts',
  'shared-ui/src/lib/',
  'shared-ui/src/modal/',
  // Asked for by every first screen, each was a file of its own loaded a round after the others
  // (2026-11-29, ADR 042): the storage keys, the languages, the club's rules, the toasts' entry point
  // and the brand-text translator's settings and hook (the translator itself stays apart).
  'shared-contracts/src/storage-keys.ts',
  'shared-contracts/src/languages.ts',
  'shared-contracts/src/club.ts',
  'shared-ui/src/show-toast.ts',
  'shared-ui/src/translation/translation-settings.ts',
  'shared-ui/src/translation/use-translated-text.ts',
  // The Spanish texts, and the folder itself: `import(`./locales/${language}.json`)` is a module
  // of its own (a context module) that maps each language to its chunk.
  'shared-ui/src/locales/es.json',
  'shared-ui/src/locales',
];

/** A module's file, or a context module's folder, with '/' separators; null for other modules. */
function modulePath(module) {
  const name = module.nameForCondition() ?? (module.type === 'javascript/dynamic' ? module.context : null);
  return name ? name.split(path.sep).join('/') : null;
}

/** The npm package a file belongs to (the last `node_modules/<name>/` in its path), or null. */
function packageOf(file) {
  const match = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file);
  return match ? match[1] : null;
}

function isFirstScreenLibrary(file) {
  return FIRST_SCREEN_LIBRARIES.includes(packageOf(file) ?? '');
}

function isFirstScreenShared(file) {
  if (packageOf(file) || !file.startsWith(PACKAGES_PREFIX)) return false;
  const relative = file.slice(PACKAGES_PREFIX.length);
  return FIRST_SCREEN_SHARED.some((entry) =>
    entry.endsWith('/') ? relative.startsWith(entry) : relative === entry,
  );
}

/** webpack `optimization.splitChunks.cacheGroups` for the two groups. */
function firstScreenCacheGroups() {
  const group = (name, test, priority) => ({
    name,
    chunks: 'async',
    enforce: true,
    priority,
    test: (module) => {
      const file = modulePath(module);
      return file !== null && test(file);
    },
  });
  return {
    firstScreenLibraries: group('first-screen-libraries', isFirstScreenLibrary, 20),
    firstScreenShared: group('first-screen-shared', isFirstScreenShared, 10),
  };
}

/** The chunks whose files the HTML preloads: the two groups, and the bootstrap's own chunks. */
const PRELOADED_CHUNKS = Object.values(firstScreenCacheGroups()).map((group) => group.name);
const BOOTSTRAP_CHUNK_GROUP = 'bootstrap';

/**
 * Puts `<link rel="preload">` for the first screen's chunks in index.html, so the browser fetches
 * them while main.js downloads instead of after it ran (issue 11, the request chain). Only files
 * webpack's runtime will ask for anyway; each still runs only when first required.
 */
class FirstScreenPreloadPlugin {
  constructor(HtmlWebpackPlugin) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('FirstScreenPreloadPlugin', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'FirstScreenPreloadPlugin',
        (data) => {
          const publicPath = compilation.outputOptions.publicPath;
          const bootstrap = compilation.namedChunkGroups.get(BOOTSTRAP_CHUNK_GROUP);
          const chunks = [
            ...(bootstrap ? bootstrap.chunks : []),
            ...[...compilation.chunks].filter((chunk) => PRELOADED_CHUNKS.includes(chunk.name)),
          ];
          const files = new Set(chunks.flatMap((chunk) => [...chunk.files]));
          const links = [...files]
            .filter((file) => /\.(js|css)$/.test(file))
            .sort()
            .map((file) => ({
              tagName: 'link',
              voidTag: true,
              meta: { plugin: 'FirstScreenPreloadPlugin' },
              attributes: {
                rel: 'preload',
                as: file.endsWith('.css') ? 'style' : 'script',
                href: `${publicPath}${file}`,
              },
            }));
          data.headTags.unshift(...links);
          return data;
        },
      );
    });
  }
}

module.exports = {
  BOOTSTRAP_CHUNK_GROUP,
  FIRST_SCREEN_LIBRARIES,
  FIRST_SCREEN_SHARED,
  FirstScreenPreloadPlugin,
  PACKAGES,
  firstScreenCacheGroups,
};
