const path = require('node:path');
const { createRequire } = require('node:module');

/** TypeScript/TSX through SWC, CSS through the given loader. */
function moduleRules({ cssLoader }) {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            // Always the production JSX runtime: a development remote composed into the page runs
            // on the shell's production React, which has no jsxDEV internals.
            transform: { react: { runtime: 'automatic', development: false } },
            target: 'es2020',
          },
        },
      },
    },
    { test: /\.css$/, use: [cssLoader, 'css-loader'] },
  ];
}

const root = path.resolve(__dirname, '..');
const fromSharedUi = createRequire(path.join(root, 'shared-ui/package.json'));
const reactRouterDir = path.dirname(fromSharedUi.resolve('react-router/package.json'));

/**
 * `react-router-dom` is the page's shared router, narrowed to what the apps use
 * (shared-ui/src/react-router-dom.ts), on react-router's production build: the package's exports
 * send every condition to its development build.
 */
const reactI18nextDir = path.dirname(fromSharedUi.resolve('react-i18next/package.json'));

const LIBRARY_ALIASES = {
  'react-router-dom$': path.join(root, 'shared-ui/src/react-router-dom.ts'),
  'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs'),
  // react-i18next likewise narrowed (shared-ui/src/react-i18next.ts), over the library's own ES build.
  'react-i18next$': path.join(root, 'shared-ui/src/react-i18next.ts'),
  'react-i18next-library$': path.join(reactI18nextDir, 'dist/es/index.js'),
};

function resolveOptions() {
  return { extensions: ['.ts', '.tsx', '.js', '.mjs'], alias: LIBRARY_ALIASES };
}

/** The versions the narrowed libraries are provided at: the facades' own package is not theirs. */
const reactRouterVersion = fromSharedUi(path.join(reactRouterDir, 'package.json')).version;
const reactI18nextVersion = fromSharedUi(path.join(reactI18nextDir, 'package.json')).version;

module.exports = { moduleRules, resolveOptions, root, reactRouterVersion, reactI18nextVersion };
