import { isPublicPath, normalisePath, ROUTES } from 'shared-contracts/routes';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { writeText } from '../../lib/storage';
import { withoutCredentialParams } from './url-credentials';

/**
 * Remembers where a visitor without a session was going when the gate sent them to /auth, so that
 * signing in (Google's round trip included) returns there, replacing history (spec 001 section 4,
 * Google sign-in). The accounts remote reads and uses up the same key (`multimarca.authPath`). Like
 * the accounts remote's Google button, it never remembers the root or an auth route, nor the
 * credentials a link may carry.
 */
export function rememberReturnPath(pathname: string, search: string): void {
  const path = normalisePath(pathname);
  if (path === ROUTES.base || isPublicPath(path)) return;
  writeText(STORAGE_KEYS.authPath, `${pathname}${withoutCredentialParams(search)}`);
}
