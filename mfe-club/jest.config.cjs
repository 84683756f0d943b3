module.exports = require('../config/jest.base.cjs')({ dir: __dirname, environment: 'jsdom' });
