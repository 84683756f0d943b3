import { registerTranslations, useT } from 'shared-ui/i18n';
import es from './locales/es.json';

/** This remote's texts: namespace 'loyalty', Spanish bundled, other languages on demand. */
export const LOYALTY_NAMESPACE = 'loyalty';

registerTranslations(LOYALTY_NAMESPACE, (language) => import(`./locales/${language}.json`), es);

export const useLoyaltyT = () => useT(LOYALTY_NAMESPACE);
