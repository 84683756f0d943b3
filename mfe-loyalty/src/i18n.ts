import type { PackageTexts } from 'shared-contracts/languages';
import { useTexts } from 'shared-ui/texts';
import es from './locales/es.json';

export const LOYALTY_NAMESPACE = 'loyalty';

/** The loyalty remote's texts: namespace 'loyalty', Spanish bundled, the other languages fetched when chosen. */
export const LOYALTY_TEXTS: PackageTexts = {
  namespace: LOYALTY_NAMESPACE,
  bundled: es,
  load: (language) => import(`./locales/${language}.json`),
};

export const useLoyaltyT = () => useTexts(LOYALTY_TEXTS);
