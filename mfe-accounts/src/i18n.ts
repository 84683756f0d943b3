import type { PackageTexts } from 'shared-contracts/languages';
import { useTexts } from 'shared-ui/texts';
import es from './locales/es.json';

export const ACCOUNTS_NAMESPACE = 'accounts';

/** The accounts remote's texts: namespace 'accounts', Spanish bundled, the other languages fetched when chosen. */
export const ACCOUNTS_TEXTS: PackageTexts = {
  namespace: ACCOUNTS_NAMESPACE,
  bundled: es,
  load: (language) => import(`./locales/${language}.json`),
};

export const useAccountsT = () => useTexts(ACCOUNTS_TEXTS);
