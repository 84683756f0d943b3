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
