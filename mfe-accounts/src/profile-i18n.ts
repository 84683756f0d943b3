import type { PackageTexts } from 'shared-contracts/languages';
import { useTexts } from 'shared-ui/texts';
import es from './locales/profile/es.json';

export const PROFILE_NAMESPACE = 'accounts-profile';

/**
 * The texts of the profile's screens and widgets (profile, completion, orders, reorder, support,
 * addresses): a namespace of their own, so the ways in (the auth landing, a newcomer's first screen)
 * do not carry them. Spanish comes with the screens' chunks, the other languages when chosen.
 */
export const PROFILE_TEXTS: PackageTexts = {
  namespace: PROFILE_NAMESPACE,
  bundled: es,
  load: (language) => import(`./locales/profile/${language}.json`),
};

export const useProfileT = () => useTexts(PROFILE_TEXTS);
