import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ROUTES, isAuthPath, isPublicPath, isUnder } from 'shared-contracts/routes';
import { readTableLink } from 'shared-contracts/table-link';
import { useStore } from 'zustand';
import { resolveRouteOwner } from '../config/route-owners';
import { isShortLinkPath, ShortLink } from '../features/marketing/short-link';
import { RemoteOutlet } from '../features/remotes/remote-outlet';
import { rememberReturnPath } from '../features/session/return-path';
import { useShell } from './shell-context';
import { showToast } from 'shared-ui/show-toast';
import { useShellT } from '../i18n';

/**
 * The auth gate and the router (spec 001 section 2): a visitor without a session reaches only the
 * auth routes, terms and privacy, and anything else goes to /auth keeping the query string (the
 * path is remembered, to return there after signing in); a path nobody owns goes to the base. A
 * table deep link (table, table_id, branch_id, store_id) is a way in for anyone, signed in or not:
 * it goes to the accounts remote's landing with its query, which seats the order at the table and
 * goes on to the branch's menu (ADR 006). The auth routes are for visitors without an account
 * (spec 001 section 2): a registered customer who opens one goes to the base instead, so that no
 * screen there can replace the session (ADR 013). A guest may still pass: the profile asks guests to
 * sign in, and the Google round trip comes back through /auth. Then the owning remote is mounted. A
 * short link (/s/{code}) is first resolved to its campaign's address.
 */
export function RoutedRemote() {
  const { pathname, search } = useLocation();
  const { stores, sessionReady } = useShell();
  const signedIn = useStore(stores.session, (s) => s.session !== null);
  const registered = useStore(stores.session, (s) => s.session?.user.typeUser === 'registered');
  const ready = useStore(sessionReady, (s) => s.ready);
  // The session is being checked (a link's credentials or the cookie): the splash covers this.
  if (!ready) return null;
  // a campaign's short link is a way in for anyone: it becomes the campaign's address, which then
  // passes the gate as any address does (to /auth keeping its query, for a visitor without a session)
  if (isShortLinkPath(pathname)) return <ShortLink pathname={pathname} />;
  const tableLink = readTableLink(search) !== null;
  if (!isPublicPath(pathname)) {
    if (tableLink) return <Navigate to={{ pathname: ROUTES.auth, search }} replace />;
    if (!signedIn) return <RedirectToAuth pathname={pathname} search={search} />;
  } else if (registered && isAuthPath(pathname) && !tableLink) {
    return <SignedInAwayFromAuth fromMail={!isUnder(pathname, ROUTES.auth)} />;
  }
  const owner = resolveRouteOwner(pathname);
  if (!owner) return <Navigate to={{ pathname: ROUTES.base, search }} replace />;
  // Keyed by remote: moving between two screens of one remote keeps it mounted.
  return <RemoteOutlet key={owner.remote} remote={owner.remote} basePath={owner.basePath} />;
}

/**
 * A registered customer on an auth route goes to the base (ADR 013). One who opened a mail's link
 * there (an e-mail's verification, a password's recovery) is told why it did not open, rather than
 * left on the branch list without a word (a walk).
 */
function SignedInAwayFromAuth({ fromMail }: { fromMail: boolean }) {
  const { t } = useShellT();
  useEffect(() => {
    if (fromMail) showToast('info', t('session.signedInLink'));
  }, [fromMail, t]);
  return <Navigate to={ROUTES.base} replace />;
}

/** To /auth keeping the query string, remembering the path the visitor was going to. */
function RedirectToAuth({ pathname, search }: { pathname: string; search: string }) {
  useEffect(() => rememberReturnPath(pathname, search), [pathname, search]);
  return <Navigate to={{ pathname: ROUTES.auth, search }} replace />;
}
