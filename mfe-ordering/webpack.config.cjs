module.exports = require('../config/webpack.remote.cjs')({
  dir: __dirname,
  remote: 'ordering',
  exposes: { './app': './src/expose/app.tsx' },
});
