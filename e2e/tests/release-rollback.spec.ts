import { expect, test } from './fixtures';
import {
  collectConsoleErrors,
  hashShell,
  operator,
  readRegistry,
  releaseClubTitled,
  shellPlatformVersion,
  signIn,
  tryOperator,
} from './support';

// Every screen but the auth routes needs a session: each test starts as a returning guest.
test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL);
});

test('a release with a visible change, then a rollback, without touching the shell', async ({ page }) => {
  test.setTimeout(240_000);
  const shellBefore = hashShell();
  const before = readRegistry().remotes.club?.release;
  expect(before).toBeTruthy();
  await page.goto('/club');
  await expect(page.getByRole('heading', { level: 1, name: 'Club de Membresía', exact: true })).toBeVisible();

  // The club team changes its screen and releases it alone.
  const released = await releaseClubTitled('Club de Membresía VIP');
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
  const releaseWith = releaseClubTitled;
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

test('a release built against an incompatible platform is refused by the release command and, when forced, by the shell', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const errors = collectConsoleErrors(page);
  const shell = shellPlatformVersion();
  const registryBefore = readRegistry();
  const live = registryBefore.remotes.club?.release ?? '';
  expect(live).toBeTruthy();
  // The club built as a team still on platform 1.9 would build it: its code declares 1.9.
  const onOldPlatform = { PLATFORM_VERSION_OVERRIDE: '1.9' };
  const escaped = shell.replace('.', '\\.');

  // (a) The release command refuses it, with one clear line, and changes nothing.
  const refused = await tryOperator(['release', 'club'], onOldPlatform);
  expect(refused.code).toBe(1);
  expect(refused.stderr.trim()).toMatch(
    new RegExp(
      `^error: club [\\w.-]+ was built against platform 1\\.9; the live shell honours ${escaped} \\(same major, minor ≤ \\d+\\)\\. Nothing changed; --force makes it live anyway\\.$`,
    ),
  );
  expect(readRegistry()).toEqual(registryBefore);

  try {
    // (b) Forced into the registry, the shell refuses it before downloading it: the club's fallback
    // shows, and the header, the nav and another remote's screen work.
    const forced = await tryOperator(['release', 'club', '--force'], onOldPlatform);
    expect(forced.code).toBe(0);
    expect(forced.stderr).toContain('was built against platform 1.9');
    const entry = readRegistry().remotes.club;
    expect(entry?.platformVersion).toBe('1.9');
    const oldRelease = entry?.release ?? '';
    expect(oldRelease).not.toBe(live);
    expect(await operator('list', 'club')).toMatch(
      new RegExp(`^\\* ${oldRelease} .* platform 1\\.9 .*! the live shell cannot honour it$`, 'm'),
    );

    const fallback = page.getByRole('alert').filter({ hasText: 'No pudimos cargar el club' });
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await page.goto('/club');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('header.shell-header')).toBeVisible();
    const refusedByShell = `remote "club" (release ${oldRelease}) failed [platform]: release ${oldRelease} was built against platform 1.9; this shell honours ${shell}`;
    await expect.poll(() => errors.some((e) => e.includes(refusedByShell))).toBe(true);
    await nav.getByRole('link', { name: 'Inicio' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Seleccioná tu sucursal' })).toBeVisible();

    // Its code really declares 1.9: with a registry that claims otherwise, the shell downloads it
    // and refuses the module it loaded.
    await page.route('**/remotes.json', async (route) => {
      const registry = (await (await route.fetch()).json()) as ReturnType<typeof readRegistry>;
      if (registry.remotes.club) registry.remotes.club.platformVersion = shell;
      await route.fulfill({ json: registry, headers: { 'cache-control': 'no-cache' } });
    });
    await page.goto('/club');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    const refusedModule = `mfe_club/app of release ${oldRelease} declares platform 1.9; this shell honours ${shell}`;
    await expect.poll(() => errors.some((e) => e.includes(refusedModule))).toBe(true);
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // Rolling back restores the club.
    await operator('rollback', 'club');
    expect(readRegistry().remotes.club?.release).toBe(live);
    await page.goto('/club');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Club de Membresía', exact: true }),
    ).toBeVisible();
    await expect(fallback).toHaveCount(0);

    // Going back to the 1.9 release is refused too, unless forced.
    const again = await tryOperator(['rollback', 'club', oldRelease]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`club ${oldRelease} was built against platform 1.9`);
    expect(readRegistry().remotes.club?.release).toBe(live);
  } finally {
    if (readRegistry().remotes.club?.release !== live) await operator('rollback', 'club', live);
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
