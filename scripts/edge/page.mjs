// The app's page as this product serves it: the brand's splash in the page, the brand's files of each
// host (ADR 023, ADR 024, ADR 026). Hand-written because it is the product's own (ADR 029).

/**
 * The brand's files of each host, answered by the API for the host's brand (ADR 023): the web app
 * manifest the page links and iOS's home-screen icon. One page for every brand, so the edge names
 * the brand by the host the page was asked for, as the shell does.
 */
export const BRAND_FILES = new Set(['/manifest.webmanifest', '/apple-touch-icon.png']);

/** The API's path for a brand file of `host` (the Host header, port and all); null for a bad host. */
export function brandFilePath(pathname, host) {
  let hostname;
  try {
    hostname = new URL(`http://${host ?? ''}`).hostname;
  } catch {
    return null;
  }
  if (!/^[a-z0-9.-]+$/i.test(hostname)) return null;
  return `/api/marca/${encodeURIComponent(hostname.toLowerCase())}${pathname}`;
}

/** How long the edge keeps a host's brand for the page's splash, and how long it waits for it. */
export const PAGE_BRAND_TTL_MS = 60_000;
export const PAGE_BRAND_WAIT_MS = 300;

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** A logo the page may show: this origin's path or an https address (the page's img-src). */
export const safeLogo = (logo) =>
  typeof logo === 'string' && ((logo.startsWith('/') && !logo.startsWith('//')) || /^https:\/\//.test(logo))
    ? logo
    : null;

/**
 * The id of the data block in which the page carries the host's brand, the answer fetched here for
 * the splash: the shell reads it instead of asking the API again (host-shell/src/early-requests.ts,
 * PAGE_BRAND_ID, spelt alike: scripts/__tests__/page-brand.test.mjs).
 */
export const PAGE_BRAND_ID = 'page-brand';

/**
 * The brand as a data block (`type="application/json"`: never run, so outside the page's CSP). JSON
 * escapes no '<': written as \u003c, the brand's texts cannot close the element.
 */
const brandBlock = (brand) =>
  `<script type="application/json" id="${PAGE_BRAND_ID}">${JSON.stringify(brand).replace(/</g, '\\u003c')}</script>`;

/**
 * The app's page for a brand (the API's GET /api/marca answer, or null): the splash (spec 001: the
 * brand's logo full screen, 2 s) is in the page itself, so the browser paints it as soon as the page
 * arrives, while the scripts still load (issue 11: the first paint waited for the shell's React). The
 * shell's first render replaces the root's content with the same splash, then ends it on time. The
 * title is the brand's name from the start. Markup and its styles: host-shell's index.html and
 * splash.tsx (`.splash`, `.splash__logo`). The brand itself follows the root as a data block, so the
 * shell does not ask for it again (ADR 038).
 */
export function pageWithSplash(html, brand, inlineLogo = null) {
  const logo = safeLogo(brand?.brandData?.headerLogo);
  // The logo itself in the page when the edge has it (an SVG of this origin's API, inlineLogoOf): the
  // splash paints with the page, one request fewer before it. data-logo keeps its address for the shell.
  const address = inlineLogo ? ` data-logo="${escapeHtml(logo)}"` : '';
  const image = logo
    ? `<img class="splash__logo" src="${escapeHtml(inlineLogo ?? logo)}"${address} alt="" />`
    : '';
  // replacer functions: a '$' the brand wrote is text, not a replacement pattern
  let page = html.replace(
    /(<div id="?root"?>)(<\/div>)/,
    (_, open, close) =>
      `${open}<div class="splash splash--page" data-testid="splash" aria-hidden="true">${image}</div>${close}${
        brand && typeof brand === 'object' ? brandBlock(brand) : ''
      }`,
  );
  const name = typeof brand?.appName === 'string' ? brand.appName.trim() : '';
  if (name) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(name)}</title>`);
  return page;
}

/** The largest logo the edge writes into the page itself; a larger one stays a request of its own. */
export const INLINE_LOGO_MAX_BYTES = 8 * 1024;

/**
 * A brand's logo as a data: address for the page's splash, when the API serves it (a path under
 * /api/) as an SVG of at most INLINE_LOGO_MAX_BYTES; otherwise null (the page names the logo's
 * address). An SVG shown by an <img> runs no script of its own.
 */
export async function inlineLogoOf(logo, apiOrigin, signal) {
  if (typeof logo !== 'string' || !logo.startsWith('/api/')) return null;
  try {
    const answer = await fetch(`${apiOrigin}${logo}`, {
      headers: { Accept: 'image/svg+xml' },
      signal,
    });
    if (!answer.ok || !/^image\/svg\+xml\b/.test(answer.headers.get('content-type') ?? '')) return null;
    const bytes = Buffer.from(await answer.arrayBuffer());
    if (bytes.length === 0 || bytes.length > INLINE_LOGO_MAX_BYTES) return null;
    return `data:image/svg+xml;base64,${bytes.toString('base64')}`;
  } catch {
    return null;
  }
}
