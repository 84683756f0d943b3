require('@testing-library/jest-dom');
require('./jest-setup-node.cjs');
