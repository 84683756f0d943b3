import { shellStartInTasks } from '../load-remote-app';

type Hook = (args: object) => Promise<unknown>;

// ADR 059: a remote's start (the entry's load event: the container's start, the exposed module's chunks and
// shared modules, the module's evaluation) runs in three tasks, none long enough to block a slow phone's page.
describe("a remote's start in three tasks (ADR 059)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(['initContainer', 'afterGetExpose'] as const)(
    "the runtime's %s hook resolves only in a new task, handing the runtime's arguments on",
    async (hook) => {
      const run = shellStartInTasks[hook] as Hook | undefined;
      if (!run) throw new Error(`the plugin has no ${hook} hook`);
      const args = { remoteInfo: { name: 'mfe_club' } };
      let settled = false;
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
