/** The ordering routes of spec 000 section 2. */
export const branchHomePath = (localId: string, storeId: string) =>
  `/home/${encodeURIComponent(localId)}/${encodeURIComponent(storeId)}`;

export const menuPath = (localId: string, storeId: string) =>
  `/menu/${encodeURIComponent(localId)}/${encodeURIComponent(storeId)}`;

export const ORDER_SUMMARY_PATH = '/resumen-de-orden';
export const CHECKOUT_PATH = '/checkout';
export const BASE_PATH = '/';
