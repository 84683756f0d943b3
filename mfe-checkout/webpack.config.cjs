module.exports = require('../config/webpack.remote.cjs')({
  dir: __dirname,
  remote: 'checkout',
  exposes: {
    './app': './src/expose/app.tsx',
    // Widgets other remotes show (shared-contracts/mount WIDGETS).
    './active-order-card': './src/expose/active-order-card.tsx',
    './qr-scanner': './src/expose/qr-scanner.tsx',
  },
});
