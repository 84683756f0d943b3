import { registerTranslations, useT } from 'shared-ui/i18n';
import es from './locales/es.json';

/** This remote's texts: namespace 'checkout', Spanish bundled, other languages on demand. */
export const CHECKOUT_NAMESPACE = 'checkout';

registerTranslations(CHECKOUT_NAMESPACE, (language) => import(`./locales/${language}.json`), es);

export const useCheckoutT = () => useT(CHECKOUT_NAMESPACE);
