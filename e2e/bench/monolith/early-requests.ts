// The monolith's stand-in for host-shell/src/early-requests.ts (swapped in by webpack.config.cjs
// beside this file): the page's first script still asks for the brand at once (when the edge did not
// write it into the page), as the federated page does; there is no registry to ask for.
import { BRAND_REQUEST, brandUrl, pageBrandText } from '../../../host-shell/src/early-requests';
import { resolveBrandDomain } from 'shared-contracts/domain';

export {
  BRAND_REQUEST,
  brandUrl,
  PAGE_BRAND_ID,
  pageBrandText,
} from '../../../host-shell/src/early-requests';

const started = new Map<string, Promise<Response>>();

export function takeEarlyResponse(url: string): Promise<Response> | null {
  const request = started.get(url) ?? null;
  started.delete(url);
  return request;
}

export function startEarlyRequests({ apiBaseUrl, hostname }: { apiBaseUrl: string; hostname: string }): void {
  if (pageBrandText() !== null) return;
  const url = brandUrl(apiBaseUrl, resolveBrandDomain(hostname));
  const request = fetch(url, BRAND_REQUEST);
  request.catch(() => undefined);
  started.set(url, request);
}
