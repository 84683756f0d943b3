import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { FIRST_SCREENS, giveGuestSession, watchScripts } from '../first-screens.mjs';
import { ROOT, tourDoneStorageState } from './support';

const BUDGET = JSON.parse(fs.readFileSync(path.join(ROOT, 'e2e/bundle-budget.json'), 'utf8')) as {
  toleranceKB: number;
  budgetsKB: Record<string, number>;
};

// Bytes, not timings: the same build asks for the same files, whatever the machine's speed.
for (const screen of FIRST_SCREENS) {
  test(`byte budget: ${screen.name} needs at most its recorded JS + ${BUDGET.toleranceKB} KB gzip`, async ({
    browser,
    baseURL,
  }) => {
    // the tour's record, as every test context has it (fixtures.ts): the budgets leave the tour's chunk out
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: tourDoneStorageState(baseURL ?? 'http://localhost:3000'),
    });
    if (screen.guest) await giveGuestSession(context, baseURL ?? 'http://localhost:3000');
    const page = await context.newPage();
    const scripts = watchScripts(page);
    await page.goto(screen.path);
    await screen.ready(page);
    const { js, jsFiles } = await scripts.total();
    await context.close();
    const kb = js / 1024;
    const budget = BUDGET.budgetsKB[screen.id];
    console.log(
      `[budget] ${screen.id}: ${kb.toFixed(1)} KB gzip JS in ${jsFiles} files (budget ${budget} KB)`,
    );
    expect(budget, `e2e/bundle-budget.json has a budget for ${screen.id}`).toBeGreaterThan(0);
    expect(
      kb,
      `${screen.name}: ${kb.toFixed(1)} KB gzip JS, budget ${budget} KB + ${BUDGET.toleranceKB} KB`,
    ).toBeLessThanOrEqual((budget ?? 0) + BUDGET.toleranceKB);
  });
}
