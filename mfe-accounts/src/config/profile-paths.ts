import { ROUTES } from 'shared-contracts/routes';

/** The profile's own pages (spec 001 section 2), spelled once for the router and the links. */
export const PROFILE_PATHS = {
  addresses: ROUTES.profileAddresses,
  help: `${ROUTES.profile}/ayuda`,
  support: `${ROUTES.profile}/ayuda/soporte`,
  terms: `${ROUTES.profile}/terminos`,
  privacy: `${ROUTES.profile}/privacidad`,
  languageDemo: `${ROUTES.profile}/demo-idioma`,
} as const;
