import { Navigate, useLocation } from 'shared-ui/router';
import { resolveRouteOwner } from '../config/route-owners';
import { RemoteOutlet } from '../features/remotes/remote-outlet';

/** Mounts the remote that owns the current path; a path nobody owns goes back to the base. */
export function RoutedRemote() {
  const { pathname, search } = useLocation();
  const owner = resolveRouteOwner(pathname);
  if (!owner) return <Navigate to={{ pathname: '/', search }} replace />;
  // Keyed by remote: moving between two screens of one remote keeps it mounted.
  return <RemoteOutlet key={owner.remote} remote={owner.remote} basePath={owner.basePath} />;
}
