import { ROUTES, isUnder } from 'shared-contracts/routes';
import { withoutCredentialParams } from '../session/url-credentials';

/** The branch an address is about: a branch's home or menu, `{prefix}/{localId}/{storeId}…` */
export function storeOfPath(pathname: string): string | undefined {
  const prefix = [ROUTES.branchHome, ROUTES.menu].find((route) => isUnder(pathname, route));
  const storeId = prefix ? pathname.slice(prefix.length).split('/')[2] : undefined;
  if (!storeId) return undefined;
  try {
    return decodeURIComponent(storeId);
  } catch {
    return undefined;
  }
}

export interface CampaignVisit {
  brandId: string;
  /** the address the visitor arrived at, as a path of this site with its query */
  pathname: string;
  search: string;
}

/**
 * Records a campaign's visit (spec 000 and 001: POST /utm/marketing/register-visit). The body is the
 * brand, the branch the address is about (if any) and the address itself, without the credentials a
 * link may carry; the API reads the UTM parameters from it. `idUser` is 'guest': with a session the
 * API counts the visit as the session's user, and a session that ended meanwhile cannot lose it.
 * Recording never stands in the visitor's way: a failure is logged and the page goes on. A branch the
 * brand does not have (404) is recorded as a visit of the brand. Answers whether the API recorded it.
 */
export async function registerCampaignVisit(
  apiBaseUrl: string,
  visit: CampaignVisit,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const url = `${visit.pathname}${withoutCredentialParams(visit.search)}`;
  const send = (storeId: string | undefined) =>
    fetchImpl(`${apiBaseUrl}/utm/marketing/register-visit`, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ idMarca: visit.brandId, idUser: 'guest', ...(storeId ? { storeId } : {}), url }),
    });
  try {
    const storeId = storeOfPath(visit.pathname);
    let response = await send(storeId);
    if (response.status === 404 && storeId) response = await send(undefined);
    if (!response.ok) console.warn(`[shell] campaign visit not recorded (HTTP ${response.status})`);
    return response.ok;
  } catch (error) {
    console.warn('[shell] campaign visit not recorded', error);
    return false;
  }
}
