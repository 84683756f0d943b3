/**
 * The Google Maps browser key, or null for the API's maps sandbox (the default: development, tests,
 * e2e and any deployment without a key never ask Google for anything).
 *
 * Where it comes from (chosen): a build-time setting, `GOOGLE_MAPS_BROWSER_KEY` in the environment of
 * the checkout remote's build, put in place of `process.env.GOOGLE_MAPS_BROWSER_KEY` by webpack's
 * EnvironmentPlugin. Neither the API's config (api/src/config.ts) nor the brand data has a maps key,
 * and serving one from the API would take a new route, a config field and a context field there; a
 * browser key is public anyway (Google restricts it by referrer), and one key per release of this
 * remote serves every brand's domain listed on it.
 */
export function googleMapsBrowserKey(): string | null {
  // mfe-checkout/webpack.config.cjs always defines it ('' without a key); tests read Node's environment
  return process.env.GOOGLE_MAPS_BROWSER_KEY?.trim() || null;
}
