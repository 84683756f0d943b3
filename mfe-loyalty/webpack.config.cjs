module.exports = require('../config/webpack.remote.cjs')({
  dir: __dirname,
  remote: 'loyalty',
  exposes: { './app': './src/expose/app.tsx' },
});
