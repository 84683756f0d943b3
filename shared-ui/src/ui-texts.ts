import { registerTranslations, useT } from 'shared-ui/i18n';
import es from './locales/es.json';

/** Texts of the shared components: namespace 'ui', Spanish bundled, other languages on demand. */
export const UI_NAMESPACE = 'ui';

registerTranslations(UI_NAMESPACE, (language) => import(`./locales/${language}.json`), es);

export const useUiT = () => useT(UI_NAMESPACE);
