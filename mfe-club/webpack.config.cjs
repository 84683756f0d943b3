module.exports = require('../config/webpack.remote.cjs')({
  dir: __dirname,
  remote: 'club',
  exposes: { './app': './src/expose/app.tsx' },
});
