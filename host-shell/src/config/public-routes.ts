/**
 * Routes an unauthenticated visitor may reach (spec 001 section 2): the auth screens, terms and
 * privacy. Anything else sends them to /auth keeping the query string.
 */
const PUBLIC_PREFIXES = [
  '/auth',
  '/verificacion',
  '/forgotpassword',
  '/reestablecer-cuenta',
  '/terminos',
  '/privacidad',
];

const within = (pathname: string, prefixes: string[]) => {
  const path = pathname.replace(/\/+$/, '') || '/';
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

export const isPublicPath = (pathname: string) => within(pathname, PUBLIC_PREFIXES);
