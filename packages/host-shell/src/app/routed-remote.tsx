import { Navigate, useLocation } from 'shared-ui/router';
import { useStore } from 'zustand';
import { isPublicPath } from '../config/public-routes';
import { resolveRouteOwner } from '../config/route-owners';
import { RemoteOutlet } from '../features/remotes/remote-outlet';
import { useShell } from './shell-context';

/**
 * The auth gate and the router (spec 001 section 2): a visitor without a session reaches only the
 * auth routes, terms and privacy, and anything else goes to /auth keeping the query string; a
 * path nobody owns goes to the base. Then the owning remote is mounted.
 */
export function RoutedRemote() {
  const { pathname, search } = useLocation();
  const { stores, sessionReady } = useShell();
  const signedIn = useStore(stores.session, (s) => s.session !== null);
  const ready = useStore(sessionReady, (s) => s.ready);
  // The session is being checked (a link's credentials or the cookie): the splash covers this.
  if (!ready) return null;
  if (!signedIn && !isPublicPath(pathname)) return <Navigate to={{ pathname: '/auth', search }} replace />;
  const owner = resolveRouteOwner(pathname);
  if (!owner) return <Navigate to={{ pathname: '/', search }} replace />;
  // Keyed by remote: moving between two screens of one remote keeps it mounted.
  return <RemoteOutlet key={owner.remote} remote={owner.remote} basePath={owner.basePath} />;
}
