import { ROUTES } from 'shared-contracts/routes';

/**
 * The ordering remote's screens, as its router matches them (spec 000 section 2). The router
 * (app/app.tsx) and the check of a link in the brand's content (lib/in-app-links.ts) read this one
 * table, so a link is offered exactly when the router has a screen for it.
 */
export const ORDERING_ROUTES = {
  branchSelection: ROUTES.base,
  branchHome: `${ROUTES.branchHome}/:localId/:storeId/*`,
  subcategory: `${ROUTES.menu}/:localId/:storeId/subcategory/:subcategoryId/*`,
  menu: `${ROUTES.menu}/:localId/:storeId/*`,
  orderSummary: `${ROUTES.orderSummary}/*`,
} as const;
