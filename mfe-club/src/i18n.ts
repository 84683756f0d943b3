import { registerTranslations, useT } from 'shared-ui/i18n';
import es from './locales/es.json';

/** This remote's texts: namespace 'club', Spanish bundled, other languages on demand. */
export const CLUB_NAMESPACE = 'club';

registerTranslations(CLUB_NAMESPACE, (language) => import(`./locales/${language}.json`), es);

export const useClubT = () => useT(CLUB_NAMESPACE);
