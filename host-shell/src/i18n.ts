import type { PackageTexts } from 'shared-contracts/languages';
import { useTexts } from 'shared-ui/texts';
import es from './locales/es.json';

export const SHELL_NAMESPACE = 'shell';

/** The shell's texts: namespace 'shell', Spanish bundled, the other languages fetched when chosen. */
export const SHELL_TEXTS: PackageTexts = {
  namespace: SHELL_NAMESPACE,
  bundled: es,
  load: (language) => import(`./locales/${language}.json`),
};

export const useShellT = () => useTexts(SHELL_TEXTS);
