// The shell: built once, never rebuilt for a remote's release. No remote URL is compiled in:
// remotes are registered at run time from the registry (remotes.json).
const path = require('node:path');
const { OneCopyOfSharedPlugin } = require('../config/one-copy-of-shared.cjs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedDeps = require('../config/federation-shared.cjs');
const { moduleRules, resolveOptions } = require('../config/webpack.common.cjs');
const { platformBuild } = require('../config/platform-version.cjs');
const { firstScreenCacheGroups, FirstScreenPreloadPlugin } = require('./first-screen-chunks.cjs');
const { serviceWorkerConfig } = require('./service-worker.config.cjs');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  // dist/platform.json: the platform version this shell honours, read by npm run release/rollback (ADR 010).
  const platform = platformBuild();
  const dist = path.join(__dirname, 'dist');
  const shell = {
    name: 'shell',
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: dist,
      publicPath: '/',
      uniqueName: 'host_shell',
      // A function: the federation runtime asks for this name (only for its folder) before hashes exist.
      filename: (pathData) =>
        production && pathData.chunk?.contentHash?.javascript
          ? 'assets/[name].[contenthash:8].js'
          : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      clean: true,
    },
    resolve: resolveOptions(),
    module: { rules: [...platform.rules, ...moduleRules({ cssLoader: MiniCssExtractPlugin.loader })] },
    plugins: [
      platform.plugin,
      // Google Cloud Translation's browser key for brand texts (shared-ui/translation): '' uses the
      // API's translation sandbox, the default everywhere without a key.
      new webpack.EnvironmentPlugin({ GOOGLE_TRANSLATE_KEY: '' }),
      new ModuleFederationPlugin({
        name: 'host_shell',
        remotes: {},
        shared: sharedDeps(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        // Remotes are registered from remoteEntry.js URLs, never manifests: no snapshot code needed.
        experiments: { optimization: { disableSnapshot: true, target: 'web' } },
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      }),
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      new FirstScreenPreloadPlugin(HtmlWebpackPlugin),
      // early-requests.ts runs before the federation starts: it compiles the stateless domain rule in
      new OneCopyOfSharedPlugin({
        allow: [
          { importer: /[\\/]host-shell[\\/]src[\\/]early-requests\.ts$/, shared: 'shared-contracts/domain' },
        ],
      }),
    ],
    // What every first screen loads from the shell comes in two files (first-screen-chunks.cjs).
    optimization: { splitChunks: { cacheGroups: firstScreenCacheGroups() } },
    performance: { hints: false },
  };
  // The service worker (/sw.js, ADR 023) in production builds only: the dev server's shell has none.
  return production ? [shell, serviceWorkerConfig({ dependsOn: shell.name, dist })] : shell;
};
