require('@testing-library/jest-dom');
const util = require('node:util');
// react-router 7 needs these under jsdom.
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
require('./jest-setup-node.cjs');
