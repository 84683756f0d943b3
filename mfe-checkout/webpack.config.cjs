const webpack = require('webpack');

module.exports = require('../config/webpack.remote.cjs')({
  dir: __dirname,
  remote: 'checkout',
  exposes: {
    './app': './src/expose/app.tsx',
    // Widgets other remotes show (shared-contracts/mount WIDGETS).
    './active-order-card': './src/expose/active-order-card.tsx',
    './qr-scanner': './src/expose/qr-scanner.tsx',
    './address-book': './src/expose/address-book.tsx',
  },
  plugins: [
    // A maps key for the browser, when the deployment has one (the address search); empty: the API's
    // maps sandbox, and Google's code is never loaded.
    new webpack.EnvironmentPlugin({ GOOGLE_MAPS_BROWSER_KEY: '' }),
  ],
});
