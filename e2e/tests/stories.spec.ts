import { expect, test, type Locator, type Page } from './fixtures';
import { seriousViolations } from './axe';
import { signIn } from './support';

// These specs drive the page's clock through the app's waits: the real lengths (fixtures.ts).
test.use({ realDelays: true });

// The stories viewer of spec 001 (sections 2, 7 and 9) on the b2c demo brand's Palermo home: the
// seeded stories a guest sees are 'Cómo empanamos', 'Pizza a la piedra' and 'Flan de la abuela'.
// The page's clock is Playwright's, paused before the viewer opens, so 5000 ms are exactly 5000 ms.
// While it is paused, the page only moves on when the test runs the clock: after a tap or a key,
// `settle` lets the composed page finish its update (the shell hands each new address to the remote).
const HOME = '/home/suc-palermo/store-palermo';
const SETTLE_MS = 50;

/**
 * Pauses the page's clock where it is now (a moment later). On a busy machine the moment can have
 * passed by the time Playwright pauses ('Cannot fast-forward to the past'): the next try reads the
 * clock again and leaves more room.
 */
async function pauseClock(page: Page) {
  for (const ahead of [50, 250, 1000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (!String(error).includes('to the past') || ahead === 1000) throw error;
    }
  }
}

const settle = (page: Page) => page.clock.runFor(SETTLE_MS);

/** A tap (a short press) on the left or right half of the story. */
async function tap(page: Page, viewer: Locator, half: 'left' | 'right') {
  const box = await viewer.locator('.story-viewer__slide').boundingBox();
  if (!box) throw new Error('the story is not on screen');
  await page.mouse.click(box.x + box.width * (half === 'left' ? 0.25 : 0.75), box.y + box.height / 2);
  await settle(page);
}

test.use({ bypassCSP: true });

test('stories: auto-advance every 5000 ms, tap halves, pause while pressed, leave after the last; recorded with every field', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL);
  await page.clock.install();
  const recorded: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/activities/record-story-view'))
      recorded.push(request.postDataJSON() as Record<string, unknown>);
  });
  await page.goto(HOME);
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores del Sur Palermo' })).toBeVisible();
  await expect(page.getByTestId('splash')).toHaveCount(0);
  await pauseClock(page);
  await page.getByRole('region', { name: 'Historias' }).getByRole('link', { name: 'Cómo empanamos' }).click();
  await expect(page).toHaveURL(new RegExp(`${HOME}/stories/0$`));
  const first = page.getByRole('dialog', { name: 'Cómo empanamos' });
  await expect(first).toBeVisible();
  await expect(first.getByRole('status')).toHaveText('Historia 1 de 3');
  await expect(first.getByRole('link', { name: 'Ver milanesas' })).toBeVisible();

  // 5000 ms on each story, then the next
  await page.clock.runFor(4999);
  await expect(first).toBeVisible();
  await page.clock.runFor(1);
  const second = page.getByRole('dialog', { name: 'Pizza a la piedra' });
  await expect(second.getByRole('status')).toHaveText('Historia 2 de 3');
  await expect(page).toHaveURL(new RegExp(`${HOME}/stories/1$`));
  await settle(page);

  // tap the right half: forward; the left half: back
  await tap(page, second, 'right');
  const third = page.getByRole('dialog', { name: 'Flan de la abuela' });
  await expect(third.getByRole('status')).toHaveText('Historia 3 de 3');
  await tap(page, third, 'left');
  await expect(second.getByRole('status')).toHaveText('Historia 2 de 3');

  // pressed, it waits (and letting go is no tap); then it goes on
  const box = await second.locator('.story-viewer__slide').boundingBox();
  await page.mouse.move((box?.x ?? 0) + 20, (box?.y ?? 0) + 40);
  await page.mouse.down();
  await page.clock.runFor(8000);
  await expect(second).toBeVisible();
  await page.mouse.up();
  await settle(page);
  await expect(second).toBeVisible();
  await page.clock.runFor(5000);
  await expect(third).toBeVisible();
  await settle(page);

  // after the last one the viewer leaves for the branch home
  await page.clock.runFor(5000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${HOME}$`));

  // each story shown was recorded once, with every field of spec 001 section 7
  await expect.poll(() => recorded.length).toBe(3);
  expect(recorded.map((body) => body.storyName)).toEqual([
    'Cómo empanamos',
    'Pizza a la piedra',
    'Flan de la abuela',
  ]);
  for (const body of recorded) {
    expect(Object.keys(body).sort()).toEqual(
      [
        'idMarca',
        'idUser',
        'linkButton',
        'nameButton',
        'publicDestinated',
        'storeId',
        'storyId',
        'storyName',
      ].sort(),
    );
  }
  expect(recorded[0]).toMatchObject({
    idMarca: 'marca-sabores',
    storeId: 'store-palermo',
    publicDestinated: 'all',
    nameButton: 'Ver milanesas',
  });
});

test('stories: keyboard (arrows, Escape), the pause button, and no serious axe violation in the viewer', async ({
  page,
  baseURL,
}) => {
  // Real time here: the pause button must hold the story for longer than its 5000 ms.
  await signIn(page, baseURL);
  await page.goto(`${HOME}/stories/0`);
  const first = page.getByRole('dialog', { name: 'Cómo empanamos' });
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: 'Pausar historias' }).click();
  await expect(first.getByRole('button', { name: 'Reanudar historias' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.waitForTimeout(6000);
  await expect(first).toBeVisible();

  await page.keyboard.press('ArrowRight');
  const second = page.getByRole('dialog', { name: 'Pizza a la piedra' });
  await expect(second).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(first).toBeVisible();
  // focus stays in the dialog
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await first.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  // played again, it moves on by itself
  await first.getByRole('button', { name: 'Reanudar historias' }).click();
  await expect(second).toBeVisible({ timeout: 8000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${HOME}$`));
});
