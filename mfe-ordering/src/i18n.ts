import type { PackageTexts } from 'shared-contracts/languages';
import { useTexts } from 'shared-ui/texts';
import es from './locales/es.json';

export const ORDERING_NAMESPACE = 'ordering';

/** The ordering remote's texts: namespace 'ordering', Spanish bundled, the other languages fetched when chosen. */
export const ORDERING_TEXTS: PackageTexts = {
  namespace: ORDERING_NAMESPACE,
  bundled: es,
  load: (language) => import(`./locales/${language}.json`),
};

export const useOrderingT = () => useTexts(ORDERING_TEXTS);
