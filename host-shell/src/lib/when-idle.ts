/**
 * Runs `task` when the browser is idle (`requestIdleCallback`, at most `timeoutMs` later when given), or
 * in the next task where the browser has no idle callbacks (Safari).
 */
export function whenIdle(task: () => void, timeoutMs?: number, page: Window = window): void {
  if (typeof page.requestIdleCallback === 'function')
    page.requestIdleCallback(task, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
  else page.setTimeout(task, 0);
}
