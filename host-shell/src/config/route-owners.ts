import type { RemoteName } from 'shared-contracts/registry';
import { ROUTES, isUnder, normalisePath } from 'shared-contracts/routes';

/**
 * Which remote owns each route family of the two specifications (ARCHITECTURE.md, Workspace).
 * A family is its first path segment; '/' is the base page (branch selection).
 */
export const ROUTE_FAMILIES: ReadonlyArray<{ prefix: string; remote: RemoteName }> = [
  { prefix: ROUTES.base, remote: 'ordering' },
  { prefix: ROUTES.branchHome, remote: 'ordering' },
  { prefix: ROUTES.menu, remote: 'ordering' },
  { prefix: ROUTES.orderSummary, remote: 'ordering' },
  { prefix: ROUTES.checkout, remote: 'checkout' },
  { prefix: ROUTES.auth, remote: 'accounts' },
  { prefix: ROUTES.verification, remote: 'accounts' },
  { prefix: ROUTES.newPassword, remote: 'accounts' },
  { prefix: ROUTES.recoverySent, remote: 'accounts' },
  { prefix: ROUTES.profile, remote: 'accounts' },
  { prefix: ROUTES.orders, remote: 'accounts' },
  { prefix: ROUTES.terms, remote: 'accounts' },
  { prefix: ROUTES.privacy, remote: 'accounts' },
  { prefix: ROUTES.points, remote: 'loyalty' },
  { prefix: ROUTES.qrCode, remote: 'loyalty' },
  { prefix: ROUTES.club, remote: 'club' },
];

export interface RouteOwner {
  remote: RemoteName;
  basePath: string;
}

/** The remote that owns a path, or null for a path no specification names. */
export function resolveRouteOwner(pathname: string): RouteOwner | null {
  if (normalisePath(pathname) === ROUTES.base) return { remote: 'ordering', basePath: ROUTES.base };
  for (const family of ROUTE_FAMILIES) {
    if (family.prefix === ROUTES.base) continue;
    if (isUnder(pathname, family.prefix)) return { remote: family.remote, basePath: family.prefix };
  }
  return null;
}
