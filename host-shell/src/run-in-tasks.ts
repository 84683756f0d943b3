/** Resolves in a new task (a zero-delay timer): what runs after it no longer extends the current task. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs the steps one after the other, each starting in a task of its own, so the module evaluation
 * of one never lengthens the task of another (Total Blocking Time on a slow phone, ADR 025 and 027).
 * A step that fails stops the ones after it, as one import failing would stop the chain of imports.
 */
export async function runInTasks(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}
