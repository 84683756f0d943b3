import { renderRemote, type RenderRemoteOptions } from 'shared-ui/testing';
import { testBrand } from 'shared-ui/testing/fixtures';
import { App, preloadScreens } from '../app/app';
import es from '../locales/es.json';
import profileEs from '../locales/profile/es.json';
import { registrationStore } from '../features/auth/stores/registration-store';

// Screens are chunks loaded on first render; every test file rendering the app has them loaded first.
beforeAll(preloadScreens);

/** The accounts remote at `path`, for the demo b2c brand unless another is given. */
export function renderAccounts(path: string, options: Omit<RenderRemoteOptions, 'remote' | 'path'> = {}) {
  return renderRemote(<App />, { remote: 'accounts', path, brand: testBrand(), ...options });
}

/** A Spanish text of this remote by key ('validation.required', 'orders.empty'), as the specs write it. */
export function spanish(key: string): string {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], {
      ...es,
      ...profileEs,
    });
  if (typeof text !== 'string') throw new Error(`no Spanish text for ${key}`);
  return text;
}

/** Forgets what earlier tests left in the browser and in the sign-up in progress. */
export function resetAccountsState() {
  localStorage.clear();
  sessionStorage.clear();
  registrationStore.setState({ draft: null });
}
