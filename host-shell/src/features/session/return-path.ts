import { isPublicPath, normalisePath, ROUTES } from 'shared-contracts/routes';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { removeKey, writeText } from '../../lib/storage';
import { withoutCredentialParams } from './url-credentials';

/**
 * Remembers where a visitor without a session was going when the gate sent them to /auth, so that
 * signing in (Google's round trip included) returns there, replacing history (spec 001 section 4,
 * Google sign-in). The accounts remote reads and uses up the same key (`multimarca.authPath`). Like
 * the accounts remote's Google button, it never remembers the root or an auth route, nor the
 * credentials a link may carry; going to the root forgets what was remembered before.
 */
export function rememberReturnPath(pathname: string, search: string): void {
  const path = normalisePath(pathname);
  if (isPublicPath(path)) return;
  // the newest address the visitor was going to is where signing in returns: one to the base forgets
  // an older one (a walk opened a campaign's link to the club, then another to the base, and signing
  // in led to the club)
  if (path === ROUTES.base) removeKey(STORAGE_KEYS.authPath);
  else writeText(STORAGE_KEYS.authPath, `${pathname}${withoutCredentialParams(search)}`);
}
