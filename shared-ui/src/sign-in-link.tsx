import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isAuthPath, returnPath, ROUTES } from 'shared-contracts/routes';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';

/*
 * Where signing in returns (spec 001 section 4, Google sign-in: 'remembers the current path unless it
 * is the auth route or root, and returns to it after login, replacing history'). The accounts remote
 * returns to the path stored under `multimarca.authPath` at the end of every way in, and uses it up;
 * a screen that sends a guest to sign in stores its own path there first (issue 28 item 6: the
 * checkout; a walk found the club, the points, the QR and the profile's orders sending the guest to
 * the branch list instead, where the order's discard question waited).
 */

/**
 * Remembers `path` (with its query) as where signing in returns. False when it is not stored: another
 * site, an auth route or the root (nothing to return to), or storage that refuses it.
 */
export function rememberReturnAfterSignIn(path: string): boolean {
  if (!returnPath(path)) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (pathname === ROUTES.base || isAuthPath(pathname)) return false;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.authPath, path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The way from a guest's prompt to the sign-in screens, coming back afterwards to this screen (or to
 * `returnTo`, a screen the prompt stands for).
 */
export function SignInLink({
  className = 'button',
  returnTo,
  onClick,
  children,
}: {
  className?: string;
  returnTo?: string;
  onClick?(event: MouseEvent<HTMLAnchorElement>): void;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <Link
      className={className}
      to={ROUTES.auth}
      onClick={(event) => {
        rememberReturnAfterSignIn(returnTo ?? `${location.pathname}${location.search}`);
        onClick?.(event);
      }}
    >
      {children}
    </Link>
  );
}
