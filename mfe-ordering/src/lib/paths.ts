import { ROUTES } from 'shared-contracts/routes';

/**
 * A branch's home (spec 000 section 2). The paths other packages spell too (the menu, the order
 * summary, checkout, the base) are in shared-contracts/routes.
 */
export const branchHomePath = (localId: string, storeId: string) =>
  `${ROUTES.branchHome}/${encodeURIComponent(localId)}/${encodeURIComponent(storeId)}`;
