module.exports = require('../../config/webpack.remote.cjs')({
  dir: __dirname,
  remote: 'checkout',
  exposes: { './app': './src/expose/app.tsx' },
});
