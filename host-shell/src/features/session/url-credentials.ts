import { URL_PARAMS } from 'shared-contracts/url-params';

/**
 * Credentials a link can carry (spec 001 section 4, by precedence): `uid`, `token`, `idMarca` and an
 * optional `campaign`, each base64 encoded; else a temporary `auth_token`. Values that are not valid
 * base64 are taken as they are, so a hand-made link works too.
 */
export const URL_CREDENTIAL_PARAMS = [
  URL_PARAMS.userId,
  URL_PARAMS.token,
  URL_PARAMS.idMarca,
  URL_PARAMS.campaign,
  URL_PARAMS.authToken,
] as const;

export type UrlCredentials =
  | { kind: 'credentials'; userId: string; authToken: string; idMarca: string; campaign: string | null }
  | { kind: 'temporary'; authToken: string };

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

export function decodeParam(value: string): string {
  if (!BASE64.test(value) || value.length % 4 === 1) return value;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // Decoded text must look like an id or a token; otherwise the value was not base64 after all.
    return /^[\x21-\x7e]+$/.test(text) ? text : value;
  } catch {
    return value;
  }
}

export function readUrlCredentials(search: string): UrlCredentials | null {
  const params = new URLSearchParams(search);
  const uid = params.get(URL_PARAMS.userId);
  const token = params.get(URL_PARAMS.token);
  const idMarca = params.get(URL_PARAMS.idMarca);
  if (uid && token && idMarca) {
    const campaign = params.get(URL_PARAMS.campaign);
    return {
      kind: 'credentials',
      userId: decodeParam(uid),
      authToken: decodeParam(token),
      idMarca: decodeParam(idMarca),
      campaign: campaign ? decodeParam(campaign) : null,
    };
  }
  const temporary = params.get(URL_PARAMS.authToken);
  return temporary ? { kind: 'temporary', authToken: temporary } : null;
}

/** Whether the query string carries any credential parameter, even one a link got wrong. */
export function hasCredentialParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return URL_CREDENTIAL_PARAMS.some((name) => params.has(name));
}

/** The query string without the credential parameters ('' when nothing else is left). */
export function withoutCredentialParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of URL_CREDENTIAL_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
