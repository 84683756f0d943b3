import fs from 'node:fs';
import path from 'node:path';

interface FakeModule {
  nameForCondition: () => string | null;
  type: string;
  context: string | null;
}
interface CacheGroup {
  name: string;
  chunks: string;
  enforce: boolean;
  test: (module: FakeModule) => boolean;
}
interface TagGroups {
  headTags: Array<{ tagName: string; attributes: Record<string, string> }>;
}
interface FirstScreenChunks {
  FirstScreenPreloadPlugin: new (html: unknown) => { apply: (compiler: unknown) => void };
  BOOTSTRAP_CHUNK_GROUP: string;
  FIRST_SCREEN_LIBRARIES: string[];
  FIRST_SCREEN_SHARED: string[];
  PACKAGES: string;
  firstScreenCacheGroups: () => Record<'firstScreenLibraries' | 'firstScreenShared', CacheGroup>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const chunks = require('../../first-screen-chunks.cjs') as FirstScreenChunks;

const { firstScreenLibraries, firstScreenShared } = chunks.firstScreenCacheGroups();
const PACKAGES = chunks.PACKAGES;
const file = (name: string): FakeModule => ({
  nameForCondition: () => name,
  type: 'javascript/auto',
  context: path.dirname(name),
});
const pnpm = (pkg: string, inner: string) =>
  file(`${PACKAGES}/../node_modules/.pnpm/${pkg.replace('/', '+')}@1.0.0/node_modules/${pkg}/${inner}`);

describe("the shell's first-screen chunks (docs/performance.md)", () => {
  it('lists only workspace files and folders that exist, so the list cannot rot unseen', () => {
    for (const entry of chunks.FIRST_SCREEN_SHARED) {
      expect({ entry, exists: fs.existsSync(path.join(PACKAGES, entry)) }).toEqual({ entry, exists: true });
    }
  });

  it('lists only libraries that are installed', () => {
    const shellDir = path.join(PACKAGES, 'host-shell');
    const reactDomDir = path.dirname(require.resolve('react-dom/package.json', { paths: [shellDir] }));
    const reactI18nextDir = path.dirname(
      require.resolve('react-i18next/package.json', { paths: [path.join(PACKAGES, 'shared-ui')] }),
    );
    for (const library of chunks.FIRST_SCREEN_LIBRARIES) {
      // scheduler is react-dom's own dependency, zod shared-contracts', use-sync-external-store and
      // html-parse-stringify react-i18next's.
      const from = [shellDir, reactDomDir, reactI18nextDir, path.join(PACKAGES, 'shared-contracts')];
      expect(() => require.resolve(library, { paths: from })).not.toThrow();
    }
  });

  it('groups the libraries by package name, wherever pnpm stores them', () => {
    expect(firstScreenLibraries.test(pnpm('react-dom', 'cjs/react-dom-client.production.js'))).toBe(true);
    expect(firstScreenLibraries.test(pnpm('@tanstack/query-core', 'build/modern/query.js'))).toBe(true);
    expect(firstScreenLibraries.test(pnpm('zod', 'v4/mini/schemas.js'))).toBe(true);
    // The toast container and react-toastify come after the splash, with the first toast at the latest.
    expect(firstScreenLibraries.test(pnpm('react-toastify', 'dist/index.mjs'))).toBe(false);
    // single-spa runs only in the shell's own code; react-dom-extra is not react-dom.
    expect(firstScreenLibraries.test(pnpm('single-spa', 'lib/es2015/esm/single-spa.min.js'))).toBe(false);
    expect(firstScreenLibraries.test(pnpm('react-dom-extra', 'index.js'))).toBe(false);
    expect(firstScreenLibraries.test(file(`${PACKAGES}/shared-ui/src/react-router-dom.ts`))).toBe(false);
  });

  it("groups the shared modules every first screen asks for, and leaves later screens' modules out", () => {
    const shared = (relative: string) => firstScreenShared.test(file(`${PACKAGES}/${relative}`));
    expect(shared('shared-contracts/src/entities.ts')).toBe(true);
    expect(shared('shared-ui/src/modal/modal-store.ts')).toBe(true);
    expect(shared('shared-ui/src/locales/es.json')).toBe(true);
    expect(shared('shared-contracts/src/storage-keys.ts')).toBe(true);
    expect(shared('shared-ui/src/translation/use-translated-text.ts')).toBe(true);
    // The translator itself comes when a brand text is first translated.
    expect(shared('shared-ui/src/translation/translation-engine.ts')).toBe(false);
    // Only some later screens use these; the other languages load when chosen.
    expect(shared('shared-ui/src/drawer/bottom-drawer.tsx')).toBe(false);
    expect(shared('mfe-ordering/src/components/quantity-stepper/quantity-stepper.tsx')).toBe(false);
    expect(shared('shared-contracts/src/customisation.ts')).toBe(false);
    expect(shared('shared-ui/src/locales/en.json')).toBe(false);
    // A prefix of a listed file is not that file.
    expect(shared('shared-ui/src/router-extra.tsx')).toBe(false);
  });

  it('groups the map of the language files (a context module has a folder, not a file)', () => {
    const localesMap: FakeModule = {
      nameForCondition: () => null,
      type: 'javascript/dynamic',
      context: `${PACKAGES}/shared-ui/src/locales`,
    };
    expect(firstScreenShared.test(localesMap)).toBe(true);
    expect(firstScreenShared.test({ ...localesMap, context: `${PACKAGES}/host-shell/src/locales` })).toBe(
      false,
    );
    // Modules with neither (federation's consume modules) stay where webpack puts them.
    expect(
      firstScreenShared.test({ nameForCondition: () => null, type: 'consume-shared-module', context: null }),
    ).toBe(false);
  });

  it('loads each group only when a shared module asks for it, whatever its size', () => {
    for (const group of [firstScreenLibraries, firstScreenShared]) {
      expect({ chunks: group.chunks, enforce: group.enforce }).toEqual({ chunks: 'async', enforce: true });
    }
    expect([firstScreenLibraries.name, firstScreenShared.name]).toEqual([
      'first-screen-libraries',
      'first-screen-shared',
    ]);
  });
});

describe('index.html preloads the first screen (issue 11, the request chain)', () => {
  it("adds a preload link for each script and style of the bootstrap's chunks and the two groups, before main.js", () => {
    let alter: ((data: TagGroups) => TagGroups) | undefined;
    const html = {
      getHooks: () => ({ alterAssetTagGroups: { tap: (_: string, fn: typeof alter) => (alter = fn) } }),
    };
    const chunk = (name: string | undefined, files: string[]) => ({ name, files: new Set(files) });
    const compilation = {
      outputOptions: { publicPath: '/' },
      namedChunkGroups: new Map([
        [
          chunks.BOOTSTRAP_CHUNK_GROUP,
          { chunks: [chunk('bootstrap', ['assets/bootstrap.1.js', 'assets/bootstrap.1.css'])] },
        ],
      ]),
      chunks: new Set([
        chunk('first-screen-libraries', ['assets/first-screen-libraries.2.js', 'assets/x.LICENSE.txt']),
        chunk('first-screen-shared', ['assets/first-screen-shared.3.js']),
        chunk('drawer', ['assets/drawer.4.js']),
      ]),
    };
    const compiler = {
      hooks: { compilation: { tap: (_: string, fn: (c: unknown) => void) => fn(compilation) } },
    };
    new chunks.FirstScreenPreloadPlugin(html).apply(compiler);
    const main = { tagName: 'script', attributes: { src: '/assets/main.js' } };
    const result = alter?.({ headTags: [main] });
    expect(
      result?.headTags.map((tag) => [
        tag.attributes.rel,
        tag.attributes.as,
        tag.attributes.href ?? tag.attributes.src,
      ]),
    ).toEqual([
      ['preload', 'style', '/assets/bootstrap.1.css'],
      ['preload', 'script', '/assets/bootstrap.1.js'],
      ['preload', 'script', '/assets/first-screen-libraries.2.js'],
      ['preload', 'script', '/assets/first-screen-shared.3.js'],
      [undefined, undefined, '/assets/main.js'],
    ]);
  });
});
