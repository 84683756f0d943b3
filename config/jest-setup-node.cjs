// A console.error during a test is a failure: it usually hides a real problem.
const original = console.error;
let errors = [];
beforeEach(() => {
  errors = [];
  console.error = (...args) => {
    original(...args);
    errors.push(String(args[0]));
    throw new Error('console.error was called during the test: ' + String(args[0]));
  };
});
afterEach(() => {
  console.error = original;
  // The throw above lands in whatever called console.error, which may catch it (a promise chain,
  // React's scheduler): the test fails here all the same.
  if (errors.length > 0) throw new Error('console.error was called during the test: ' + errors[0]);
});
