import type { PackageTexts } from 'shared-contracts/languages';
import { useTexts } from 'shared-ui/texts';
import es from './locales/es.json';

export const CHECKOUT_NAMESPACE = 'checkout';

/** The checkout remote's texts: namespace 'checkout', Spanish bundled, the other languages fetched when chosen. */
export const CHECKOUT_TEXTS: PackageTexts = {
  namespace: CHECKOUT_NAMESPACE,
  bundled: es,
  load: (language) => import(`./locales/${language}.json`),
};

export const useCheckoutT = () => useTexts(CHECKOUT_TEXTS);
