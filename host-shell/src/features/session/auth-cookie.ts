import { authCredentialsSchema, type AuthCredentials } from 'shared-contracts/entities';

import { AUTH_COOKIE } from 'shared-contracts/storage-keys';

/** The credentials cookie (spec 001 section 4: cookies last about 1 year, 31536000000 ms). */
export { AUTH_COOKIE };
export const AUTH_COOKIE_LIFETIME_MS = 31_536_000_000;

export function writeAuthCookie(credentials: AuthCredentials, doc: Document = document): void {
  const value = encodeURIComponent(JSON.stringify(credentials));
  const maxAge = Math.round(AUTH_COOKIE_LIFETIME_MS / 1000);
  doc.cookie = `${AUTH_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

export function clearAuthCookie(doc: Document = document): void {
  doc.cookie = `${AUTH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

export function readAuthCookie(doc: Document = document): AuthCredentials | null {
  for (const part of doc.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== AUTH_COOKIE) continue;
    try {
      const parsed = authCredentialsSchema.safeParse(JSON.parse(decodeURIComponent(rest.join('='))));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Expires every cookie the page can see, on the site's root path and on each domain it could have
 * been set for (the host and its parent domains). HttpOnly cookies belong to the API and are not
 * visible here.
 */
export function clearAllCookies(doc: Document = document): void {
  const labels = (doc.location?.hostname ?? '').split('.');
  const domains = ['', ...labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'))];
  for (const part of doc.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name) continue;
    for (const domain of domains) {
      const scope = domain ? `; Domain=${domain}` : '';
      doc.cookie = `${name}=; Max-Age=0; Path=/${scope}`;
    }
  }
}
