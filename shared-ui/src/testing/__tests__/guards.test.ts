import { execFile } from 'node:child_process';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { createUnhandledRequestGuard, server, unhandledRequests } from '../network';

const sharedUi = path.resolve(__dirname, '../../..');
const jestBin = path.resolve(sharedUi, '../node_modules/jest/bin/jest.js');

/** Runs the fixture in a jest of its own, as `npx jest` in shared-ui would; its exit code and output. */
function runFixture(): Promise<{ code: number; output: string }> {
  const args = [
    jestBin,
    '--ci',
    '--colors=false',
    '--testMatch',
    '<rootDir>/src/testing/__fixtures__/guards.fixture.tsx',
  ];
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: sharedUi }, (error, stdout, stderr) => {
      resolve({ code: typeof error?.code === 'number' ? error.code : 0, output: stdout + stderr });
    });
  });
}

// STYLE (tests): unhandled requests fail the test; a console.error during a test fails it.
describe('what fails a test besides its own assertions', () => {
  let run: Promise<{ code: number; output: string }>;
  beforeAll(() => {
    run = runFixture();
  });

  it('a request no handler answered, named with the test that made it', async () => {
    const { output } = await run;
    expect(output).toMatch(/✕ an unanswered request fails the test that made it/);
    expect(output).toMatch(/✓ the same request, answered, passes/);
    expect(output).toContain('No handler answered this request:');
    expect(output).toContain(
      'GET http://localhost/api/saludo?idioma=es (made during "an unanswered request fails the test that made it")',
    );
  }, 60_000);

  it('a console.error, even one whose throw the code caught', async () => {
    const { code, output } = await run;
    expect(output).toMatch(
      /✕ a console.error fails the test even when the code that made it catches the throw/,
    );
    expect(output).toContain('console.error was called during the test: algo salió mal');
    expect(output).toMatch(/Tests:\s+2 failed, 1 passed, 3 total/);
    expect(code).toBe(1);
  }, 60_000);
});

describe('the unhandled-request guard', () => {
  it("this file's server reports an unanswered request to the guard, and fails the app's request", async () => {
    server.use(http.get('/api/answered', () => HttpResponse.json({ ok: true })));
    await expect(fetch('/api/answered').then((response) => response.json())).resolves.toEqual({ ok: true });
    expect(() => unhandledRequests.check()).not.toThrow();
    await expect(fetch('/api/nadie', { method: 'POST', body: '{}' })).rejects.toThrow();
    // Taken here, so this test's own afterEach finds nothing left.
    expect(() => unhandledRequests.check()).toThrow(/POST http:\/\/localhost\/api\/nadie/);
  });

  it('the guard lists every unanswered request once, then starts afresh', () => {
    const guard = createUnhandledRequestGuard();
    expect(() => guard.check()).not.toThrow();
    const failure = (request: Request) => {
      try {
        guard.onUnhandledRequest(request);
      } catch (thrown) {
        return thrown;
      }
      return undefined;
    };
    // what MSW gives the app: a network error
    expect(failure(new Request('http://localhost/api/a?b=1'))).toMatchObject({ type: 'error' });
    expect(failure(new Request('http://localhost/api/c', { method: 'PUT' }))).toBeInstanceOf(Response);
    expect(() => guard.check()).toThrow(
      /No handler answered these requests:\n {2}GET http:\/\/localhost\/api\/a\?b=1 \(made during ".*"\)\n {2}PUT http:\/\/localhost\/api\/c/,
    );
    expect(() => guard.check()).not.toThrow();
  });
});
