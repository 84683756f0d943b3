import { loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import { PLATFORM_VERSION } from 'shared-contracts/mount';
import type { Registry } from 'shared-contracts/registry';
import { loadRemoteApp } from '../load-remote-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ mount: () => Promise.resolve(), platformVersion: '2.8' })),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../fetch-with-timeout', () => ({
  fetchBytesWithTimeout: jest.fn(async () => ({ status: 200, ok: true, bytes: new ArrayBuffer(0) })),
}));
jest.mock('../integrity', () => ({ verifyIntegrity: jest.fn(async () => undefined) }));
jest.mock('../federation-runtime', () => ({ provideFederationRuntime: jest.fn() }));
jest.mock('../shell-shares-first', () => ({ installShellSharesFirst: jest.fn() }));

const REGISTRY: Registry = {
  schemaVersion: 1,
  allowedOrigins: ['self'],
  remotes: {
    club: {
      name: 'mfe_club',
      version: '0.1.0',
      release: '0.1.0-1a2b3c4d5e',
      entry: '/releases/club/0.1.0-1a2b3c4d5e/remoteEntry.js',
      integrity: 'sha384-AAAA',
      platformVersion: PLATFORM_VERSION,
    },
  },
};

type Hook = (args?: object) => Promise<unknown>;

/** The shell's plugin that splits a remote's start, as the shell registers it on its first remote load. */
async function startInTasksPlugin(): Promise<Record<string, Hook>> {
  jest
    .mocked(loadRemote)
    .mockResolvedValue({ mount: () => Promise.resolve(), platformVersion: PLATFORM_VERSION });
  await loadRemoteApp('club', REGISTRY, 'http://localhost/club');
  const plugins = jest.mocked(registerPlugins).mock.calls.flatMap(([list]) => list);
  const plugin = plugins.find((candidate) => candidate?.name === 'shell-start-in-tasks');
  if (!plugin) throw new Error('the shell registered no shell-start-in-tasks plugin');
  return plugin as unknown as Record<string, Hook>;
}

// ADR 059: a remote's start (the entry's load event: the container's start, the exposed module's chunks and
// shared modules, the module's evaluation) runs in three tasks, none long enough to block a slow phone's page.
describe("a remote's start in three tasks (ADR 059)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(['initContainer', 'afterGetExpose'])(
    "the runtime's %s hook resolves only in a new task, handing the runtime's arguments on",
    async (hook) => {
      const plugin = await startInTasksPlugin();
      const args = { remoteInfo: { name: 'mfe_club' } };
      let settled = false;
      const run = plugin[hook];
      if (!run) throw new Error(`the plugin has no ${hook} hook`);
      const done = run(args).then((value) => {
        settled = true;
        return value;
      });
      await Promise.resolve();
      await Promise.resolve();
      expect(settled).toBe(false);
      jest.advanceTimersByTime(0);
      const value = await done;
      expect(settled).toBe(true);
      // initContainer is a waterfall: what it returns is what the runtime goes on with
      if (hook === 'initContainer') expect(value).toBe(args);
    },
  );
});
