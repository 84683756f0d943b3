// Issue 30 item 4: the same sources as the federated page, built WITHOUT module federation, as one
// single-page app would be: the shell's entry, page and settings, and each remote's exposed modules
// (`./app` and its widgets) imported by the shell with a lazy `import()` per module, so webpack splits
// them into chunks as it would any route. No ModuleFederationPlugin, no remoteEntry.js, no registry.
//
// How: three modules of the shell are swapped for the ones beside this file (NormalModuleReplacementPlugin,
// on the resolved file, so nothing in the packages changes):
// - features/remotes/load-remote-app.ts: `loadRemoteModule` imports the remote's exposed module directly
//   (the map is written from each remote's own webpack.config.cjs, the exposes of its federation plugin);
// - features/remotes/registry-client.ts: a registry that lists every remote, made in the page, never fetched;
// - early-requests.ts: the brand asked for early as before, the registry not at all.
// The federation runtime, the shell's share plugin and its list of provided modules are then unreachable.
//
// Built by e2e/bench/monolith/build.mjs into .bench-deploy/monolith/shell, served by the edge
// (scripts/serve.mjs) with that folder as its root, for `npm run bench:bundle`.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const ROOT = path.resolve(__dirname, '../../..');
const SHELL = path.join(ROOT, 'host-shell');
const { moduleRules, resolveOptions } = require(path.join(ROOT, 'config/webpack.common.cjs'));
const { platformBuild } = require(path.join(ROOT, 'config/platform-version.cjs'));
const { textOverrideRules } = require(path.join(ROOT, 'config/text-override.cjs'));
const { firstScreenCacheGroups, FirstScreenPreloadPlugin } = require(
  path.join(SHELL, 'first-screen-chunks.cjs'),
);

const REMOTES = ['ordering', 'checkout', 'accounts', 'loyalty', 'club'];

/** Where the build is written, and the generated map of exposed modules (both gitignored). */
const OUT = path.resolve(process.env.MONOLITH_OUT || path.join(ROOT, '.bench-deploy/monolith/shell'));
const GENERATED = path.join(path.dirname(OUT), 'generated', 'exposed-modules.ts');

/** Each remote's `exposes`, read from its own federation plugin (the remote's webpack.config.cjs). */
function exposesOf(remote) {
  const dir = path.join(ROOT, `mfe-${remote}`);
  const config = require(path.join(dir, 'webpack.config.cjs'))({}, { mode: 'production' });
  const federation = config.plugins.find((plugin) => plugin?.constructor?.name === 'ModuleFederationPlugin');
  if (!federation?._options?.exposes) throw new Error(`mfe-${remote}: no federation exposes found`);
  return Object.entries(federation._options.exposes).map(([name, file]) => ({
    key: `${remote}/${name.replace(/^\.\//, '')}`,
    file: path.resolve(dir, typeof file === 'string' ? file : file.import),
  }));
}

/** Writes the map `'<remote>/<exposed>' → () => import(<file>)` the monolith's loader imports. */
function writeExposedModules() {
  const entries = REMOTES.flatMap(exposesOf);
  const lines = entries.map(
    ({ key, file }) =>
      `  '${key}': () => import(/* webpackChunkName: "${key.replace('/', '-')}" */ ${JSON.stringify(file)}),`,
  );
  const body = [
    '// Written by e2e/bench/monolith/webpack.config.cjs from each remote exposes: do not edit.',
    'export const EXPOSED_MODULES: Record<string, () => Promise<unknown>> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
  fs.mkdirSync(path.dirname(GENERATED), { recursive: true });
  if (!fs.existsSync(GENERATED) || fs.readFileSync(GENERATED, 'utf8') !== body)
    fs.writeFileSync(GENERATED, body);
  return entries;
}

/** The shell's modules this build swaps, by resolved file, for the ones beside this file. */
const SWAPS = new Map([
  [path.join(SHELL, 'src/features/remotes/load-remote-app.ts'), path.join(__dirname, 'load-remote-app.ts')],
  [path.join(SHELL, 'src/features/remotes/registry-client.ts'), path.join(__dirname, 'registry-client.ts')],
  [path.join(SHELL, 'src/early-requests.ts'), path.join(__dirname, 'early-requests.ts')],
]);
const OWN = new Set(SWAPS.values());

/** After resolution: a request for a swapped module gets its replacement, except from the replacement itself. */
const swapShellModules = new webpack.NormalModuleReplacementPlugin(
  /[\\/]host-shell[\\/]src[\\/]/,
  (resolved) => {
    const data = resolved.createData;
    if (!data?.resource) return;
    const replacement = SWAPS.get(data.resource);
    if (!replacement || OWN.has(resolved.contextInfo?.issuer)) return;
    data.resource = replacement;
    // its own imports are resolved from its own folder
    data.context = path.dirname(replacement);
    data.userRequest = replacement;
    data.request = data.request.replace(/[^!]*$/, replacement);
  },
);

module.exports = (_env, argv = {}) => {
  const production = argv.mode !== 'development';
  const platform = platformBuild();
  writeExposedModules();
  const resolve = resolveOptions();
  // The swapped-in modules live outside the packages: they find the packages through the shell's folder.
  resolve.modules = ['node_modules', path.join(SHELL, 'node_modules')];
  resolve.alias = { ...resolve.alias, 'monolith-exposed-modules$': GENERATED };
  // The shell's own chunk settings (its two first-screen groups, host-shell/first-screen-chunks.cjs), so
  // that federation is the one difference; BENCH_MONOLITH_CHUNKS=webpack: webpack's default splitting.
  const shellChunks = process.env.BENCH_MONOLITH_CHUNKS !== 'webpack';
  return {
    name: 'monolith',
    mode: production ? 'production' : 'development',
    context: SHELL,
    entry: { main: './src/index.ts' },
    devtool: false,
    output: {
      path: OUT,
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkLoadTimeout: 15000,
      clean: true,
    },
    resolve,
    module: {
      rules: [
        ...platform.rules,
        ...REMOTES.flatMap((remote) => textOverrideRules(path.join(ROOT, `mfe-${remote}`))),
        ...moduleRules({ cssLoader: MiniCssExtractPlugin.loader }),
      ],
    },
    plugins: [
      platform.plugin,
      swapShellModules,
      // what the shell's and the checkout's builds define
      new webpack.EnvironmentPlugin({ GOOGLE_TRANSLATE_KEY: '', GOOGLE_MAPS_BROWSER_KEY: '' }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      }),
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      new FirstScreenPreloadPlugin(HtmlWebpackPlugin),
    ],
    optimization: shellChunks ? { splitChunks: { cacheGroups: firstScreenCacheGroups() } } : {},
    performance: { hints: false },
  };
};

module.exports.OUT = OUT;
module.exports.exposesOf = exposesOf;
