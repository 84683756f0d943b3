import type { PackageTexts } from 'shared-contracts/languages';
import { useTexts } from 'shared-ui/texts';
import es from './locales/es.json';

export const CLUB_NAMESPACE = 'club';

/** The club remote's texts: namespace 'club', Spanish bundled, the other languages fetched when chosen. */
export const CLUB_TEXTS: PackageTexts = {
  namespace: CLUB_NAMESPACE,
  bundled: es,
  load: (language) => import(`./locales/${language}.json`),
};

export const useClubT = () => useTexts(CLUB_TEXTS);
