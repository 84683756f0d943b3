import { whenIdle } from '../../lib/when-idle';

/**
 * How long after the page's load the browser may stay busy before the task runs anyway.
 */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `task` once the page has loaded and the browser is idle (at most IDLE_TIMEOUT_MS after the
 * load): work that must not stand on the first screen's path (ADR 023: the service worker and the
 * files it stores). Part of the bootstrap: a few lines, the task's code loads only when it runs.
 */
export function afterPageLoad(task: () => void, page: Window = window): void {
  const runWhenIdle = () => whenIdle(task, IDLE_TIMEOUT_MS, page);
  if (page.document.readyState === 'complete') runWhenIdle();
  else page.addEventListener('load', runWhenIdle, { once: true });
}
