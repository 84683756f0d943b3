import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core in the page once its entrance animations are over. It is evaluated through the DevTools protocol rather than added as a
 * script tag: the page's Content-Security-Policy rightly refuses inline scripts, and the scan must
 * see the page as customers get it.
 */
async function runAxe(page: Page, options: object = {}): Promise<AxeViolation[]> {
  // A screen still fading in (a modal's 300 ms entrance) has half-transparent text: axe would
  // measure a contrast nobody sees once it settles. Entrances end first (a busy machine can be slow
  // to get there); an animation longer than a second is a timer, not an entrance (a toast's 5 s
  // progress bar, which a scan waited out before), and the scan does not wait for it.
  // The wait is bounded (2.5 s): an animation the page no longer runs (its screen left meanwhile, or
  // content the browser skips) never finishes, and the evaluation had waited out a test's timeout.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => {
            const timing = animation.effect?.getTiming();
            return timing?.iterations !== Infinity && Number(timing?.duration ?? 0) <= 1000;
          })
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2500)),
    ]),
  );
  // once per document (about 90 ms to evaluate on these machines)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // only the violations are read: axe then gathers one node for each pass, where it gathered all (a
  // scan of the branch list: 100 ms against 180)
  return page.evaluate(
    async (runOptions) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      return (await axe.run(document, runOptions)).violations;
    },
    { resultTypes: ['violations'], ...options },
  );
}

/** The serious and critical violations, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await runAxe(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Every element whose text fails the colour-contrast rule, with axe's summary of why. */
export async function contrastViolations(page: Page): Promise<string[]> {
  const violations = await runAxe(page, { runOnly: { type: 'rule', values: ['color-contrast'] } });
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').at(-1)?.trim() ?? ''}`),
  );
}
