// A console.error during a test is a failure: it usually hides a real problem.
const original = console.error;
beforeEach(() => {
  console.error = (...args) => {
    original(...args);
    throw new Error('console.error was called during the test: ' + String(args[0]));
  };
});
afterEach(() => {
  console.error = original;
});
