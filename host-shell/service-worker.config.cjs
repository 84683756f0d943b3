// The service worker's build (ADR 023): src/sw/service-worker.ts as one file, /sw.js at the site's
// root (its scope is the whole site), not hashed: the browser finds a new worker by fetching the same
// URL again. Built after the shell, whose files it stores at install: their list and the build's id
// are put in place of __SHELL_FILES__ and __SHELL_BUILD__.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { moduleRules, resolveOptions } = require('../config/webpack.common.cjs');

/** The shell's scripts and styles in `dist` (assets/…), as site paths; licence notes left out. */
function shellFiles(dist) {
  const assets = path.join(dist, 'assets');
  if (!fs.existsSync(assets)) return [];
  return fs
    .readdirSync(assets)
    .filter((name) => /\.(js|css)$/.test(name))
    .sort()
    .map((name) => `/assets/${name}`);
}

/** The build's id: its files' names (content-hashed) and its page. */
function shellBuildId(dist, files) {
  const hash = createHash('sha256').update(files.join('\n'));
  const page = path.join(dist, 'index.html');
  if (fs.existsSync(page)) hash.update(fs.readFileSync(page));
  return hash.digest('hex').slice(0, 12);
}

/** `dependsOn`: the shell's configuration name; `dist`: where both are written. */
function serviceWorkerConfig({ dependsOn, dist }) {
  // Read when the worker is compiled, after the shell's build has written its files.
  const files = () => shellFiles(dist);
  return {
    name: 'service-worker',
    dependencies: [dependsOn],
    mode: 'production',
    context: __dirname,
    target: 'webworker',
    entry: { sw: './src/sw/service-worker.ts' },
    devtool: false,
    output: { path: dist, publicPath: '/', filename: 'sw.js', clean: false },
    resolve: resolveOptions(),
    // only the TypeScript rule: the worker has no styles
    module: { rules: moduleRules({ cssLoader: 'style-loader' }).slice(0, 1) },
    plugins: [
      new DefinePlugin({
        __SHELL_FILES__: DefinePlugin.runtimeValue(() => JSON.stringify(files()), true),
        __SHELL_BUILD__: DefinePlugin.runtimeValue(() => JSON.stringify(shellBuildId(dist, files())), true),
      }),
    ],
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  };
}

module.exports = { serviceWorkerConfig, shellFiles, shellBuildId };
