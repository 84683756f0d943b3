/**
 * What the page shares as `react-i18next`: the library narrowed to the exports the apps use. A
 * shared module is bundled whole (any consumer may ask for any export), and the whole library is
 * about 11 KB gzip where these are about 8 KB. Builds alias `react-i18next` to this module
 * (config/webpack.common.cjs); apps and tests import `react-i18next` itself, and a unit test fails
 * when an app imports a name missing here. Add a name here when an app needs one.
 */
export { I18nextProvider, initReactI18next, Trans, useTranslation } from 'react-i18next-library';
