import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// Issue 11, item 8: every brand colour pair used for text reaches 4.5:1. The points badge shows on
// every screen of a registered customer but the points screen; axe scans each of them in both brands.

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[];
}

async function contrastViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<AxeResult> };
      }
    ).axe;
    return axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
  });
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').at(-1)?.trim() ?? ''}`),
  );
}

const b2bUrl = (path: string, base: string | undefined) => {
  const url = new URL(path, base ?? 'http://localhost:3000');
  url.hostname = 'b2b.localhost';
  return url.href;
};

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

// The page's Content-Security-Policy rightly refuses an inline script: the scan's is let in.
test.use({ bypassCSP: true });

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
