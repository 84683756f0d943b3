require('@testing-library/jest-dom');
require('./jest-setup-node.cjs');
// findBy… and waitFor give a busy machine 5 s, not 1 s, before a screen is called wrong (issue 31
// item 1: 'b2b company mode' failed on a newcomer's busy machine, passed in CI).
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

// Typing is one event after another with no pause between keys (user-event's `delay: null`) unless a test
// asks for a delay: its default waits a macrotask per key, and the form-filling suites typed thousands of
// keys (issue 31 item 1: the sign-up screens' suite took twice as long). Every key is still its own
// keydown, input and keyup, each inside act(), so React renders between keys as before.
const userEvent = require('@testing-library/user-event').default;
const { type, keyboard, setup } = userEvent;
userEvent.type = (element, text, options) => type(element, text, { delay: null, ...options });
userEvent.keyboard = (text, options) => keyboard(text, { delay: null, ...options });
userEvent.setup = (options) => setup({ delay: null, ...options });
