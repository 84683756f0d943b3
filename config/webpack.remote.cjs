// Build of one remote: an independently deployable folder with remoteEntry.js (stable name
// inside an immutable, content-hashed release folder) and content-hashed chunks.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedDeps = require('./federation-shared.cjs');
const { moduleRules, resolveOptions } = require('./webpack.common.cjs');
const { platformBuild } = require('./platform-version.cjs');
const { OneCopyOfSharedPlugin } = require('./one-copy-of-shared.cjs');
const { textOverrideRules } = require('./text-override.cjs');

const DEV_PORTS = { ordering: 3011, checkout: 3012, accounts: 3013, loyalty: 3014, club: 3015 };

/** The shared modules, consumed only: no fallback copy is bundled, the page's copy is the shell's. */
function withoutFallbacks(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [key, { ...config, import: false }]),
  );
}

/**
 * A remote's webpack configuration. `plugins`: the remote's own, after the platform's (for example the
 * checkout's build-time maps key).
 */
module.exports = function remoteConfig({ dir, remote, exposes, plugins = [] }) {
  const containerName = `mfe_${remote}`;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // dist/platform.json: the platform version this release is built against (ADR 010).
    const platform = platformBuild();
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // The standalone page: the remote mounted alone with a development host (npm run dev).
      entry: { main: './src/standalone.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Chunks are requested relative to wherever remoteEntry.js was loaded from.
        publicPath: 'auto',
        uniqueName: containerName,
        // A function: the federation runtime asks for this name (only for its folder) before hashes exist.
        filename: (pathData) =>
          production && pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        // A stalled chunk fails in bounded time and shows the remote's fallback.
        chunkLoadTimeout: 15000,
        clean: true,
      },
      resolve: resolveOptions(),
      // Styles in .css files next to the chunks that need them (loaded with them), not in JavaScript.
      module: {
        rules: [
          ...platform.rules,
          ...textOverrideRules(dir),
          ...moduleRules({ cssLoader: MiniCssExtractPlugin.loader }),
        ],
      },
      plugins: [
        platform.plugin,
        new ModuleFederationPlugin({
          name: containerName,
          filename: 'remoteEntry.js',
          exposes,
          // ADR 042: a release carries no copy of its own of the shared modules (`import: false`): the
          // shell provides every one and hands each consumer its copy (ADR 003, shell-shares-first), so a
          // release's copies were never run, yet its entry listed them all (about 2 KiB gzip of every
          // remoteEntry.js). The development build keeps them: its standalone page has no shell.
          shared: production ? withoutFallbacks(sharedDeps()) : sharedDeps(),
          shareStrategy: 'loaded-first',
          dts: false,
          // No mf-manifest.json / mf-stats.json: the registry points at remoteEntry.js (ADR 001), and the
          // stats list exposed modules in no fixed order, which gave one source two release names.
          manifest: false,
          experiments: {
            // Since platform 1.3 (ADR 009): a release takes the federation runtime from the shell that
            // loads it instead of bundling its own. The development build (standalone page, npm run dev)
            // keeps its own copy, since it may run without the shell.
            externalRuntime: production,
            // Smaller runtime in remoteEntry.js: entries are plain scripts (no manifest snapshots), the
            // browser is the only target, and a remote never loads another remote.
            optimization: { disableSnapshot: true, target: 'web', disableRemote: true },
          },
        }),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        new HtmlWebpackPlugin({ title: `${containerName} (standalone)`, chunks: ['main'] }),
        new OneCopyOfSharedPlugin(),
        ...plugins,
      ],
      performance: { hints: false },
      devServer: {
        port: DEV_PORTS[remote],
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        client: { overlay: false },
        proxy: [{ context: ['/api'], target: `http://127.0.0.1:${process.env.API_PORT || 3100}` }],
      },
    };
  };
};

module.exports.DEV_PORTS = DEV_PORTS;
module.exports.withoutFallbacks = withoutFallbacks;
