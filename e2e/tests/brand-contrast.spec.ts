import { expect, test } from './fixtures';
import { contrastViolations } from './axe';
import { b2bUrl, signIn } from './support';

// Issue 11, item 8: every brand colour pair used for text reaches 4.5:1. The points badge shows on
// every screen of a registered customer but the points screen; axe scans each of them in both brands.

const BRANDS = [
  {
    name: 'Sabores del Sur (b2c)',
    who: 'sabores',
    url: (path: string) => path,
    home: '/home/suc-palermo/store-palermo',
    menu: '/menu/suc-palermo/store-palermo',
  },
  {
    name: 'Andina Mayorista (b2b)',
    who: 'andina',
    url: b2bUrl,
    home: '/home/suc-andina-barracas/store-andina-barracas',
    menu: '/menu/suc-andina-barracas/store-andina-barracas',
  },
] as const;

for (const brand of BRANDS) {
  const screens = [
    '/',
    brand.home,
    brand.menu,
    '/checkout',
    '/perfil',
    '/qr-code',
    '/club',
    '/perfil/terminos',
    '/perfil/privacidad',
    '/perfil/demo-idioma',
  ];
  test(`contrast: ${brand.name}, the ${screens.length} screens with the points badge have no color-contrast violation (axe)`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, baseURL, brand.who, { reuse: true });
    // A customer who chose takeaway before: the branch list does not open its chooser over the page.
    await page.addInitScript(() => {
      const key = 'multimarca.consume-preferences';
      if (!localStorage.getItem(key))
        localStorage.setItem(key, JSON.stringify({ consumptionMode: 'takeaway' }));
    });
    const found: Record<string, string[]> = {};
    for (const path of screens) {
      await page.goto(brand.url(path, baseURL));
      await expect(
        page.getByRole('button', { name: /^Tenés [\d.]+ PTS\. Ver mis puntos$/ }),
        path,
      ).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByTestId('splash')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const violations = await contrastViolations(page);
      if (violations.length > 0) found[path] = violations;
    }
    expect(found).toEqual({});
  });
}
