// jest setupFilesAfterEnv of every jsdom package (config/jest.base.cjs): the file's MSW server,
// and a test fails when it made a request no handler answered.
import { resetNetwork, server, settleRequests, unhandledRequests } from './network';

beforeAll(() => {
  server.listen({ onUnhandledRequest: unhandledRequests.onUnhandledRequest });
});

// Reset before each test rather than after: testing-library unmounts the page after this file's
// afterEach, and a screen may report as it leaves (the cart activity does), to the test's handlers.
beforeEach(resetNetwork);

afterEach(async () => {
  await settleRequests();
  unhandledRequests.check();
});

afterAll(async () => {
  // A request made after its test was judged (while unmounting, a late refetch) still fails the file.
  await settleRequests();
  server.close();
  unhandledRequests.check();
});
