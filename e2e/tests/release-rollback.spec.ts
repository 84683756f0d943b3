import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hashShell, operator, readRegistry, ROOT, signIn } from './support';

// Every screen but the auth routes needs a session: each test starts as a returning guest.
test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL);
});

// The club's Spanish texts, bundled into its release.
const SOURCE = path.join(ROOT, 'mfe-club/src/locales/es.json');
const ORIGINAL_TITLE = '"title": "Club de Membresía"';
const CHANGED_TITLE = '"title": "Club de Membresía VIP"';

test('a release with a visible change, then a rollback, without touching the shell', async ({ page }) => {
  test.setTimeout(240_000);
  const shellBefore = hashShell();
  const before = readRegistry().remotes.club?.release;
  expect(before).toBeTruthy();
  await page.goto('/club');
  await expect(page.getByRole('heading', { level: 1, name: 'Club de Membresía', exact: true })).toBeVisible();

  // The club team changes its screen and releases it alone.
  const source = fs.readFileSync(SOURCE, 'utf8');
  expect(source).toContain(ORIGINAL_TITLE);
  let released: string | undefined;
  try {
    fs.writeFileSync(SOURCE, source.replace(ORIGINAL_TITLE, CHANGED_TITLE));
    await operator('release', 'club');
    released = readRegistry().remotes.club?.release;
  } finally {
    fs.writeFileSync(SOURCE, source);
  }
  expect(released).toBeTruthy();
  expect(released).not.toBe(before);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Club de Membresía VIP' })).toBeVisible();
  await expect(page.locator('[data-remote="club"][data-release]')).toHaveAttribute(
    'data-release',
    released ?? '',
  );
  const listing = await operator('list', 'club');
  expect(listing).toContain(`* ${released}`);

  // The operator rolls the club back with one command.
  await operator('rollback', 'club');
  expect(readRegistry().remotes.club?.release).toBe(before);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Club de Membresía', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Club de Membresía VIP' })).toHaveCount(0);

  // ...and forward again by name, then back, still without a shell build.
  await operator('rollback', 'club', released ?? '');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Club de Membresía VIP' })).toBeVisible();
  await operator('rollback', 'club', before ?? '');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Club de Membresía', exact: true })).toBeVisible();

  expect(hashShell()).toBe(shellBefore);
});

test('a rollback undoes the last release, even one whose content was released before', async ({ page }) => {
  test.setTimeout(240_000);
  const source = fs.readFileSync(SOURCE, 'utf8');
  const releaseWith = async (title: string) => {
    try {
      fs.writeFileSync(SOURCE, source.replace(ORIGINAL_TITLE, `"title": "${title}"`));
      await operator('release', 'club');
    } finally {
      fs.writeFileSync(SOURCE, source);
    }
    return readRegistry().remotes.club?.release ?? '';
  };
  const before = readRegistry().remotes.club?.release ?? '';
  try {
    const vip = await releaseWith('Club de Membresía VIP');
    const plus = await releaseWith('Club de Membresía Plus');
    // The VIP content again: the same release folder, stored before Plus, goes live after it.
    expect(await releaseWith('Club de Membresía VIP')).toBe(vip);
    await operator('rollback', 'club');
    expect(readRegistry().remotes.club?.release).toBe(plus);
    await page.goto('/club');
    await expect(page.getByRole('heading', { level: 1, name: 'Club de Membresía Plus' })).toBeVisible();
  } finally {
    await operator('rollback', 'club', before);
  }
});

test('the registry is served no-cache and release folders as immutable', async ({ request }) => {
  const registry = await request.get('/remotes.json');
  expect(registry.headers()['cache-control']).toBe('no-cache');
  const entry = readRegistry().remotes.ordering?.entry ?? '';
  const file = await request.get(entry);
  expect(file.status()).toBe(200);
  expect(file.headers()['cache-control']).toContain('immutable');
});
