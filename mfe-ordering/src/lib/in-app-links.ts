import { matchPath } from 'react-router-dom';
import { ROUTES } from 'shared-contracts/routes';
import { ORDERING_ROUTES } from '../config/routes';

/**
 * The other remotes' screens a brand's content may lead to: each is served at exactly this path
 * (spec 001 section 2). The profile's own path is not among them: it has no screen yet.
 */
const OTHER_SCREENS: readonly string[] = [
  ROUTES.checkout,
  ROUTES.points,
  ROUTES.qrCode,
  ROUTES.club,
  ROUTES.terms,
  ROUTES.privacy,
];

/** Whether the app shows a screen at this path (no placeholder, no redirect to the landing). */
export function isRoutablePath(pathname: string): boolean {
  return [...Object.values(ORDERING_ROUTES), ...OTHER_SCREENS].some(
    (pattern) => matchPath(pattern, pathname) !== null,
  );
}

export type ContentLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * Where a link in the brand's content (a story's button) leads (spec 001 section 2): a path of
 * this site navigates in-app, an http(s) address of another site opens a new tab. A path the app
 * cannot show, or any other kind of address, is null: the button is not offered.
 */
export function resolveContentLink(link: string | null | undefined, origin: string): ContentLink | null {
  const text = link?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== new URL(origin).origin) return { kind: 'external', href: url.href };
  // A path of this site: only written from the root ('/menu/…') or as this site's full address.
  if (!text.startsWith('/') && !/^https?:\/\//i.test(text)) return null;
  return isRoutablePath(url.pathname)
    ? { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` }
    : null;
}
