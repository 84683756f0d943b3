import { execFile } from 'node:child_process';
import path from 'node:path';

const sharedContracts = path.resolve(__dirname, '../..');
const jestBin = path.resolve(sharedContracts, '../node_modules/jest/bin/jest.js');

/** Runs the fixture in a jest of its own with the process's zone set: its exit code and output. */
function runFixtureIn(zone: string): Promise<{ code: number; output: string }> {
  const args = [
    jestBin,
    '--ci',
    '--colors=false',
    '--testMatch',
    '<rootDir>/src/__tests__/__fixtures__/pickup-time-zones.fixture.ts',
  ];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd: sharedContracts, env: { ...process.env, TZ: zone } },
      (error, stdout, stderr) => {
        resolve({ code: typeof error?.code === 'number' ? error.code : 0, output: stdout + stderr });
      },
    );
  });
}

// Times are in the branch's zone (America/Argentina/Buenos_Aires) whatever the browser's zone.
describe("pickup times do not depend on the process's time zone", () => {
  it.each(['Asia/Tokyo', 'UTC', 'America/New_York'])(
    'TZ=%s',
    async (zone) => {
      const { code, output } = await runFixtureIn(zone);
      expect(output).toMatch(/Tests:\s+3 passed, 3 total/);
      expect(code).toBe(0);
    },
    60_000,
  );
});
