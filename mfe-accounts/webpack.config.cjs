module.exports = require('../config/webpack.remote.cjs')({
  dir: __dirname,
  remote: 'accounts',
  exposes: { './app': './src/expose/app.tsx' },
});
