import type { RemoteName } from 'shared-contracts/registry';

/**
 * Which remote owns each route family of the two specifications (ARCHITECTURE.md, Workspace).
 * A family is its first path segment; '/' is the base page (branch selection).
 */
export const ROUTE_FAMILIES: ReadonlyArray<{ prefix: string; remote: RemoteName }> = [
  { prefix: '/', remote: 'ordering' },
  { prefix: '/home', remote: 'ordering' },
  { prefix: '/menu', remote: 'ordering' },
  { prefix: '/resumen-de-orden', remote: 'ordering' },
  { prefix: '/checkout', remote: 'checkout' },
  { prefix: '/auth', remote: 'accounts' },
  { prefix: '/verificacion', remote: 'accounts' },
  { prefix: '/forgotpassword', remote: 'accounts' },
  { prefix: '/reestablecer-cuenta', remote: 'accounts' },
  { prefix: '/perfil', remote: 'accounts' },
  { prefix: '/terminos', remote: 'accounts' },
  { prefix: '/privacidad', remote: 'accounts' },
  { prefix: '/puntos', remote: 'loyalty' },
  { prefix: '/qr-code', remote: 'loyalty' },
  { prefix: '/club', remote: 'club' },
];

export interface RouteOwner {
  remote: RemoteName;
  basePath: string;
}

/** The remote that owns a path, or null for a path no specification names. */
export function resolveRouteOwner(pathname: string): RouteOwner | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { remote: 'ordering', basePath: '/' };
  for (const family of ROUTE_FAMILIES) {
    if (family.prefix === '/') continue;
    if (path === family.prefix || path.startsWith(`${family.prefix}/`)) {
      return { remote: family.remote, basePath: family.prefix };
    }
  }
  return null;
}
