// The page's Content-Security-Policy, from the registry's allowed origins and the external services a
// deployment configures (ADR 015, ADR 029); @fastify/helmet writes it.

/**
 * The Content-Security-Policy of the app's page: scripts, styles and data from this origin and the
 * registry's allowed origins only (remote entries and their chunks load by script and link tags, the
 * shell fetches an entry to check its integrity); inline styles (react-toastify's style element, the
 * components' style attributes), images from anywhere on https (brand data may point to a CDN), no
 * plugins, no framing. The sandboxes (Google sign-in, card checkout, subscriptions) are pages of their
 * own reached by navigation, with their own policy; maps and translation are calls to /api. A JSON data
 * block (<script type="application/json">) is not run, so it needs no script source. `dev`: a remote
 * from its webpack dev server (eval source maps, live reload over a websocket). `providers`: the real
 * external services a deployment configures instead of the API's sandboxes (EXTERNAL_SOURCES), whose
 * scripts the page loads and whose APIs those scripts call.
 */
export function cspDirectives(remoteOrigins = [], { dev = false, providers = [] } = {}) {
  const list = (...sources) => [...sources.filter(Boolean), ...remoteOrigins];
  const sockets = dev ? remoteOrigins.map((origin) => origin.replace(/^http/, 'ws')) : [];
  const external = (kind) => providers.flatMap((name) => EXTERNAL_SOURCES[name]?.[kind] ?? []);
  return {
    'default-src': ["'self'"],
    'script-src': list("'self'", dev ? "'unsafe-eval'" : '', ...external('script')),
    'style-src': list("'self'", "'unsafe-inline'", ...external('style')),
    'img-src': list("'self'", 'data:', 'blob:', 'https:'),
    'font-src': list("'self'", 'data:', ...external('font')),
    'connect-src': list("'self'", ...sockets, ...external('connect')),
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The same policy as the header's text, as @fastify/helmet writes it. */
export function contentSecurityPolicy(remoteOrigins = [], options = {}) {
  return Object.entries(cspDirectives(remoteOrigins, options))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}

/**
 * The origins a real external service needs when it replaces its sandbox: Mercado Pago's SDK for the
 * club's card form (its script, and the card token and device calls it makes), Google Maps' script
 * for the checkout's address search (its script, styles, fonts and calls).
 */
export const EXTERNAL_SOURCES = {
  mercadopago: {
    script: ['https://sdk.mercadopago.com', 'https://http2.mlstatic.com'],
    connect: [
      'https://api.mercadopago.com',
      'https://api-static.mercadopago.com',
      'https://events.mercadopago.com',
    ],
  },
  googleMaps: {
    script: ['https://maps.googleapis.com'],
    style: ['https://fonts.googleapis.com'],
    font: ['https://fonts.gstatic.com'],
    connect: ['https://maps.googleapis.com'],
  },
  // brand texts translated by Google Cloud Translation (shared-ui/translation) instead of the sandbox
  googleTranslate: {
    connect: ['https://translation.googleapis.com'],
  },
};

/**
 * Which external services this deployment uses, from the same settings the API and the checkout's
 * build read: MP_PUBLIC_KEY (the club's card form tokenises with Mercado Pago) and
 * GOOGLE_MAPS_BROWSER_KEY (the checkout's address search loads Google Maps) and GOOGLE_TRANSLATE_KEY (the
 * shell's build translates brand texts with Google Cloud Translation).
 */
export function configuredProviders(env = process.env) {
  return [
    ...(env.MP_ACCESS_TOKEN?.trim() && env.MP_PUBLIC_KEY?.trim() ? ['mercadopago'] : []),
    ...(env.GOOGLE_MAPS_BROWSER_KEY?.trim() ? ['googleMaps'] : []),
    ...(env.GOOGLE_TRANSLATE_KEY?.trim() ? ['googleTranslate'] : []),
  ];
}

/** The registry's allowed origins other than the page's own ('self'), as origins. */
export function remoteOriginsOf(registry) {
  const origins = new Set();
  for (const origin of registry?.allowedOrigins ?? []) {
    if (origin === 'self') continue;
    try {
      origins.add(new URL(origin).origin);
    } catch {
      // not an origin: the shell refuses it too
    }
  }
  return [...origins];
}
