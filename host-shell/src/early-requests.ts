// Runs in the page's first script (main.js), before the bootstrap's chunks arrive: the brand and
// the registry are asked for at once instead of after the libraries (issue 11, the request chain).
// No shared module can be imported here (they exist only after the federation runtime starts), so
// this file imports nothing that is shared; it imports the domain rule itself, compiled once more
// into main.js (a few hundred bytes), rather than spelling the rule a second time.
import { resolveBrandDomain } from '../../shared-contracts/src/domain';

const started = new Map<string, Promise<Response>>();

/** Starts a request now; the first `takeEarlyResponse` for the same URL gets its answer. */
function startEarly(url: string, init: RequestInit): void {
  const request = fetch(url, init);
  // Nobody may ever take it (a failed page start): an unhandled rejection would only be noise.
  request.catch(() => undefined);
  started.set(url, request);
}

/** The answer to a request the page's first script started, once; null when none was started. */
export function takeEarlyResponse(url: string): Promise<Response> | null {
  const request = started.get(url) ?? null;
  started.delete(url);
  return request;
}

/** The brand's address at the API, for the main script and the shell alike (one key for both). */
export const brandUrl = (apiBaseUrl: string, domain: string) =>
  `${apiBaseUrl}/marca/${encodeURIComponent(domain)}`;

export const BRAND_REQUEST: RequestInit = { headers: { Accept: 'application/json' } };

/**
 * The data block in which the edge writes the host's brand, the GET /api/marca answer it fetched for
 * the splash (scripts/edge/page.mjs, PAGE_BRAND_ID, spelt alike and tested there).
 */
export const PAGE_BRAND_ID = 'page-brand';

/** The brand the edge wrote into the page, as text; null when it wrote none (its API was slow or down). */
export function pageBrandText(): string | null {
  return globalThis.document?.getElementById(PAGE_BRAND_ID)?.textContent ?? null;
}

export function startEarlyRequests({
  apiBaseUrl,
  hostname,
  registryUrl,
  registryTimeoutMs,
}: {
  apiBaseUrl: string;
  hostname: string;
  registryUrl: string;
  registryTimeoutMs: number;
}): void {
  // the page carries the brand when the edge had it: then it is not asked for again
  if (pageBrandText() === null) startEarly(brandUrl(apiBaseUrl, resolveBrandDomain(hostname)), BRAND_REQUEST);
  startEarly(registryUrl, { cache: 'no-store', signal: AbortSignal.timeout(registryTimeoutMs) });
}
