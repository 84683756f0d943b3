import { URL_PARAMS } from './url-params';

/**
 * Route paths that more than one package spells (spec 000 and spec 001, section 2): the shell's gate,
 * route owners and navigation, each remote's router, and a remote's link to another remote's screen.
 * Paths one remote keeps to itself (the sign-in and sign-up steps, the checkout steps) stay in its router.
 */
export const ROUTES = {
  /** branch selection (ordering) */
  base: '/',
  /** ordering */
  branchHome: '/home',
  menu: '/menu',
  orderSummary: '/resumen-de-orden',
  /** checkout */
  checkout: '/checkout',
  /** the checkout's result screen (the shell's background payment check keeps out of its way) */
  checkoutResult: '/checkout/enviar-orden',
  /** accounts: the ways in */
  auth: '/auth',
  verification: '/verificacion',
  newPassword: '/forgotpassword',
  recoverySent: '/reestablecer-cuenta',
  /** accounts: terms, privacy and the profile */
  terms: '/terminos',
  privacy: '/privacidad',
  profile: '/perfil',
  /** accounts: the saved addresses (the checkout's address book, shared-contracts/mount 'checkout/address-book') */
  profileAddresses: '/perfil/direcciones',
  /** accounts: the order history and an order's detail (also '/orders/{id}', spec 001 section 2) */
  profileOrders: '/perfil/ordenes',
  orderDetail: '/perfil/ordenes/detalle',
  orders: '/orders',
  /** loyalty */
  points: '/puntos',
  /** loyalty: the customer's QR to load points at the till (spec 001 section 2) */
  pointsLoad: '/puntos/carga',
  /** loyalty: a points movement's detail, '/puntos/detalles/{id}' (see pointsDetailPath) */
  pointsDetail: '/puntos/detalles',
  qrCode: '/qr-code',
  /** club */
  club: '/club',
} as const;

/** The auth routes: the landing and every screen a sign in passes through. */
export const AUTH_ROUTE_PREFIXES = [
  ROUTES.auth,
  ROUTES.verification,
  ROUTES.newPassword,
  ROUTES.recoverySent,
] as const;

/**
 * What a visitor without a session may reach: the auth routes, terms and privacy (spec 001 sections 2
 * and 6). The shell's gate sends anything else to /auth keeping the query string; the accounts remote
 * sends an unknown path under one of them to /auth too.
 */
export const PUBLIC_ROUTE_PREFIXES = [...AUTH_ROUTE_PREFIXES, ROUTES.terms, ROUTES.privacy] as const;

/** The path without trailing slashes ('/' stays '/'). */
export const normalisePath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** Whether the path is the prefix or below it: '/club/x' is under '/club', '/clubes' is not. */
export function isUnder(pathname: string, prefix: string): boolean {
  const path = normalisePath(pathname);
  return path === prefix || path.startsWith(`${prefix}/`);
}

export const isPublicPath = (pathname: string) =>
  PUBLIC_ROUTE_PREFIXES.some((prefix) => isUnder(pathname, prefix));

export const isAuthPath = (pathname: string) =>
  AUTH_ROUTE_PREFIXES.some((prefix) => isUnder(pathname, prefix));

/** A branch's home (ordering), where the checkout returns after an order (spec 000 sections 2 and 4). */
export const branchHomePath = (localId: string, storeId: string) =>
  `${ROUTES.branchHome}/${encodeURIComponent(localId)}/${encodeURIComponent(storeId)}`;

/** An order's detail (accounts) by its id: '/orders/{id}' (spec 001 section 2). */
export const orderDetailPath = (orderId: string) => `${ROUTES.orders}/${encodeURIComponent(orderId)}`;

/**
 * The query that opens a saved address in the address form of the page that lists it ('Completar',
 * 'Editar dirección'): `?edit=true&addressId=`. The checkout's steps and the profile's address book
 * read it; ordering's address drawer links to the profile's.
 */
export const editSavedAddressSearch = (addressId: string) =>
  `?edit=true&addressId=${encodeURIComponent(addressId)}`;

/**
 * `value` when it is a path of this site ('/sucursales', '/sucursales?x=1'), else null: a return
 * address taken from a link never leads to another origin ('//x.com', 'https://x', '/\\x').
 */
export function returnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  return value;
}

/**
 * A saved address in the profile's address book form (what the branch list's address drawer opens);
 * `returnTo`: the page it comes back to once saved (`?volver=`, URL_PARAMS.returnTo).
 */
export const profileAddressEditPath = (addressId: string, returnTo?: string) =>
  `${ROUTES.profileAddresses}${editSavedAddressSearch(addressId)}${
    returnTo ? `&${URL_PARAMS.returnTo}=${encodeURIComponent(returnTo)}` : ''
  }`;

/** A branch's menu (ordering), where the table deep link lands (spec 001 section 4). */
export const menuPath = (localId: string, storeId: string) =>
  `${ROUTES.menu}/${encodeURIComponent(localId)}/${encodeURIComponent(storeId)}`;

/** A points movement's detail (loyalty) by its id: '/puntos/detalles/{id}' (spec 001 section 2). */
export const pointsDetailPath = (transactionId: string) =>
  `${ROUTES.pointsDetail}/${encodeURIComponent(transactionId)}`;
