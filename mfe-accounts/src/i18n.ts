import { registerTranslations, useT } from 'shared-ui/i18n';
import es from './locales/es.json';

/** The accounts remote's texts: namespace 'accounts', Spanish bundled, other languages on demand. */
export const ACCOUNTS_NAMESPACE = 'accounts';

registerTranslations(ACCOUNTS_NAMESPACE, (language) => import(`./locales/${language}.json`), es);

export const useAccountsT = () => useT(ACCOUNTS_NAMESPACE);
