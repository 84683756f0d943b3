import type { PackageTexts } from 'shared-contracts/languages';
import { useTexts } from 'shared-ui/texts';
import es from './locales/es.json';

/** Texts of the shared components: namespace 'ui', Spanish bundled, other languages when chosen. */
export const UI_NAMESPACE = 'ui';

export const UI_TEXTS: PackageTexts = {
  namespace: UI_NAMESPACE,
  bundled: es,
  load: (language) => import(`./locales/${language}.json`),
};

export const useUiT = () => useTexts(UI_TEXTS);
