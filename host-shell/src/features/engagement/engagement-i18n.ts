import type { PackageTexts } from 'shared-contracts/languages';
import { useTexts } from 'shared-ui/texts';
import es from '../../locales/engagement/es.json';

export const ENGAGEMENT_NAMESPACE = 'shell-engagement';

/**
 * The texts of the engagement layer (the tour, the app-download modal, pull-to-refresh): a namespace
 * of their own, so the shell's first screen does not carry them. Spanish comes with the layer's
 * chunk (after the splash), the other languages when chosen.
 */
export const ENGAGEMENT_TEXTS: PackageTexts = {
  namespace: ENGAGEMENT_NAMESPACE,
  bundled: es,
  load: (language) => import(`../../locales/engagement/${language}.json`),
};

export const useEngagementT = () => useTexts(ENGAGEMENT_TEXTS);
