module.exports = require('../config/webpack.remote.cjs')({
  dir: __dirname,
  remote: 'accounts',
  exposes: {
    './app': './src/expose/app.tsx',
    // Widgets other packages show (shared-contracts/mount WIDGETS).
    './profile-completion': './src/expose/profile-completion.tsx',
  },
});
