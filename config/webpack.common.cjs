const path = require('node:path');

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

function resolveOptions() {
  return { extensions: ['.ts', '.tsx', '.js', '.mjs'] };
}

const root = path.resolve(__dirname, '..');

module.exports = { moduleRules, resolveOptions, root };
