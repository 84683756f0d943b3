import { act, render, screen } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import { ShellContext, type ShellContextValue } from '../../../app/shell-context';
import { createLayoutStore } from '../layout-store';
import { Splash } from '../splash';

/*
 * The splash comes back while the page unloads (spec 001 section 9). Chromium checks an image a page
 * starts loading as it unloads against connect-src, which has no data: (scripts/serve.mjs): the splash
 * that comes back names the logo by its address, not the copy the edge inlined into the page (ADR 026).
 * (The page's logo is read once, at the first render: this file's only render is that one.)
 */

const LOGO = '/api/static/brands/marca-sabores/logo.svg';
const INLINED = 'data:image/svg+xml;base64,PHN2Zy8+';

it('while the page unloads, the splash comes back with the logo by its address, not the inlined copy', () => {
  document.body.innerHTML = `<div id="root"><div class="splash" aria-hidden="true"><img class="splash__logo" src="${INLINED}" data-logo="${LOGO}" alt="" /></div></div>`;
  const shell = {
    stores: {
      layout: createLayoutStore(),
      brand: createStore(() => ({
        status: 'ready',
        domain: 'x',
        brand: { brandData: { headerLogo: LOGO } },
      })),
    },
  } as unknown as ShellContextValue;
  render(
    <ShellContext.Provider value={shell}>
      <Splash />
    </ShellContext.Provider>,
    { container: document.getElementById('root') as HTMLElement },
  );
  const image = () => screen.getByTestId('splash').querySelector('img');
  expect(image()).toHaveAttribute('src', INLINED);
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  expect(image()).toHaveAttribute('src', LOGO);
});
