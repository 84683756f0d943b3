import { registerTranslations, useT } from 'shared-ui/i18n';
import es from './locales/es.json';

/** The ordering remote's texts: namespace 'ordering', Spanish bundled, other languages on demand. */
export const ORDERING_NAMESPACE = 'ordering';

registerTranslations(ORDERING_NAMESPACE, (language) => import(`./locales/${language}.json`), es);

export const useOrderingT = () => useT(ORDERING_NAMESPACE);
