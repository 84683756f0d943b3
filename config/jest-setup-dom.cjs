require('@testing-library/jest-dom');
require('./jest-setup-node.cjs');
// findBy… and waitFor give a busy machine 5 s, not 1 s, before a screen is called wrong (issue 31
// item 1: 'b2b company mode' failed on a newcomer's busy machine, passed in CI).
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
