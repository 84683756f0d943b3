import { render, screen } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import { ShellContext, type ShellContextValue } from '../../../app/shell-context';
import { createLayoutStore } from '../layout-store';
import { readPageLogo, Splash, splashLogo } from '../splash';

/*
 * Issue 11 (Lighthouse: the first paint waited for the shell's scripts): the edge writes the splash,
 * with the host's logo, into the page (scripts/serve.mjs pageWithSplash). The shell's first render
 * replaces it; until the brand's answer arrives the shell's splash keeps the page's logo, so the
 * customer never sees it blink. (The page's logo is read once, at the first render: this file's
 * first test is that render.)
 */

const PAGE_LOGO = '/api/static/brands/marca-andina/logo.svg';
const pageSplash = (logo: string, address?: string) =>
  `<div class="splash" data-testid="page-splash" aria-hidden="true"><img class="splash__logo" src="${logo}"${address ? ` data-logo="${address}"` : ''} alt="" /></div>`;
const INLINED = 'data:image/svg+xml;base64,PHN2Zy8+';

function renderSplash(brand: unknown, container?: HTMLElement) {
  const shell = {
    stores: {
      layout: createLayoutStore(),
      brand: createStore(() => ({ status: brand ? 'ready' : 'loading', domain: 'x', brand })),
    },
  } as unknown as ShellContextValue;
  return render(
    <ShellContext.Provider value={shell}>
      <Splash />
    </ShellContext.Provider>,
    container ? { container } : {},
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

it("before the brand's answer, the shell's splash shows the logo the page was served with", () => {
  document.body.innerHTML = `<div id="root">${pageSplash(PAGE_LOGO)}</div>`;
  const root = document.getElementById('root') as HTMLElement;
  renderSplash(null, root);
  expect(screen.getByTestId('splash').querySelector('img')).toHaveAttribute('src', PAGE_LOGO);
});

it("the brand's own logo once it is there", () => {
  renderSplash({ brandData: { headerLogo: '/logo-now.svg' } });
  expect(screen.getByTestId('splash').querySelector('img')).toHaveAttribute('src', '/logo-now.svg');
});

it("reads the page's logo from its root only; none when the page has no splash or no logo", () => {
  const page = document.createElement('div');
  page.innerHTML = `<div id="root">${pageSplash('/a.svg')}</div>`;
  expect(readPageLogo(page)).toEqual({ src: '/a.svg', address: '/a.svg' });
  page.innerHTML = `<div id="root">${pageSplash(INLINED, '/a.svg')}</div>`;
  expect(readPageLogo(page)).toEqual({ src: INLINED, address: '/a.svg' });
  page.innerHTML = `<div id="root"><div class="splash"></div></div>`;
  expect(readPageLogo(page)).toBeNull();
  page.innerHTML = `<main>${pageSplash('/elsewhere.svg')}</main>`;
  expect(readPageLogo(page)).toBeNull();
});

it("keeps the logo the page inlined while it is the brand's logo: no second download, no swap", () => {
  const page = { src: INLINED, address: '/api/static/brands/marca-sabores/logo.svg' };
  expect(splashLogo(undefined, page)).toBe(INLINED);
  expect(splashLogo('/api/static/brands/marca-sabores/logo.svg', page)).toBe(INLINED);
  // a brand whose logo changed since the page was written shows its new logo
  expect(splashLogo('/otro-logo.svg', page)).toBe('/otro-logo.svg');
  expect(splashLogo('/otro-logo.svg', null)).toBe('/otro-logo.svg');
  expect(splashLogo(null, null)).toBeNull();
});
