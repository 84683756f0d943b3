import { runInTasks } from '../run-in-tasks';

// main.js starts the page in steps (React's DOM library, the schemas, the router…, the bootstrap),
// each in a task of its own (ADR 025 and 027): no step's work may share a task with the next.
describe('runInTasks', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const flushMicrotasks = async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  };

  it('starts each step in a new task, in order, after the one before has finished', async () => {
    const ran: string[] = [];
    const step = (name: string) => () => {
      ran.push(name);
      return Promise.resolve();
    };
    const done = runInTasks([step('react-dom'), step('schemas'), step('bootstrap')]);
    await flushMicrotasks();
    expect(ran).toEqual([]);
    for (const expected of [['react-dom'], ['react-dom', 'schemas'], ['react-dom', 'schemas', 'bootstrap']]) {
      jest.advanceTimersByTime(0);
      await flushMicrotasks();
      expect(ran).toEqual(expected);
    }
    await expect(done).resolves.toBeUndefined();
  });

  it('a step that fails stops the ones after it and the failure reaches the caller', async () => {
    const later = jest.fn(() => Promise.resolve());
    const done = runInTasks([() => Promise.reject(new Error('chunk failed')), later]);
    const settled = expect(done).rejects.toThrow('chunk failed');
    await jest.runAllTimersAsync();
    await settled;
    expect(later).not.toHaveBeenCalled();
  });
});
