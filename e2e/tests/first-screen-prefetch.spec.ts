import { expect, test } from './fixtures';
import { readRegistry } from './support';

// ADR 042: while a first-time visitor reads /auth, the shell fetches the entry of the remote that owns
// the base page (ordering), where every way in ends; the branch list then takes those bytes.

test('first-screen prefetch: the ordering entry arrives while the visitor reads /auth, and is not fetched again after the guest button', async ({
  page,
}) => {
  const entry = readRegistry().remotes.ordering?.entry;
  expect(entry, 'the registry lists the ordering release').toBeTruthy();
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(entry as string)) fetched.push(request.resourceType());
  });

  await page.goto('/');
  const guest = page.getByRole('button', { name: 'Explorar sin beneficios' });
  await expect(guest).toBeVisible();
  // one second after the landing showed, and an idle moment: only the download, nothing runs
  await expect.poll(() => fetched, { timeout: 10_000 }).toEqual(['fetch']);
  expect(
    await page.evaluate(() => document.querySelector('.remote-outlet[data-remote="ordering"]')),
  ).toBeNull();

  await guest.click();
  await expect(page.locator('.branch-card:not(.branch-card--skeleton)').first()).toBeVisible();
  // the load took the bytes downloaded ahead: the entry runs as a script (from the browser's cache)
  expect(fetched.filter((type) => type === 'fetch')).toHaveLength(1);
  expect(fetched).toContain('script');
});

// Issue 30 item 5 (Total Blocking Time): the page's first number formatter loads the locale's data, a
// task of 65-180 ms on a phone slowed 4x. It is made ahead, in an idle moment, only when a session
// exists (host-shell/src/lib/warm-formatters.ts); /auth, which a visitor without one reads, draws no
// number and does not pay for it.
const COUNT_NUMBER_FORMATTERS = () => {
  const Original = Intl.NumberFormat;
  const made: string[] = [];
  (window as unknown as { numberFormattersMade: string[] }).numberFormattersMade = made;
  Intl.NumberFormat = new Proxy(Original, {
    construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
      made.push(String(args[0]));
      return new target(...args);
    },
  });
};

test('first-screen prefetch: /auth makes no number formatter while the visitor reads it; the guest button leads to screens that make one', async ({
  page,
}) => {
  await page.addInitScript(COUNT_NUMBER_FORMATTERS);
  const made = () =>
    page.evaluate(
      () => (window as unknown as { numberFormattersMade: string[] }).numberFormattersMade.length,
    );
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Explorar sin beneficios' })).toBeVisible();
  // past the idle moment in which a session's page makes it (and the ordering entry's prefetch)
  await page.waitForTimeout(2_500);
  expect(await made()).toBe(0);

  await page.getByRole('button', { name: 'Explorar sin beneficios' }).click();
  await expect(page.locator('.branch-card:not(.branch-card--skeleton)').first()).toBeVisible();
  // with a session the shell makes it once the page has settled (6 s), before the menu's prices need it
  await expect.poll(made, { timeout: 15_000 }).toBeGreaterThan(0);
});
