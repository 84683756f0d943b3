import { registerTranslations, useT } from 'shared-ui/i18n';
import es from './locales/es.json';

/** The shell's texts: its own namespace, Spanish bundled, the other languages loaded when chosen. */
export const SHELL_NAMESPACE = 'shell';

registerTranslations(SHELL_NAMESPACE, (language) => import(`./locales/${language}.json`), es);

export const useShellT = () => useT(SHELL_NAMESPACE);
