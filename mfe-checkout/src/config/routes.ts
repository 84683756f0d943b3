import { ROUTES } from 'shared-contracts/routes';

/** The checkout's own steps (spec 000 section 2); only this remote spells them. */
export const CHECKOUT_ROUTES = {
  checkout: ROUTES.checkout,
  /** header 'Datos de entrega': the saved addresses */
  deliveryDetails: `${ROUTES.checkout}/datos-de-entrega`,
  /** header 'Selección de mesa': the table's QR */
  selectTable: `${ROUTES.checkout}/seleccionar-mesa`,
  /** header 'Nueva dirección', or 'Editar dirección' with ?edit=true&addressId= */
  searchAddress: `${ROUTES.checkout}/buscar-direccion`,
  /** processing, success, error and the transfer's instructions */
  sendOrder: ROUTES.checkoutResult,
} as const;

/** The address form for a saved address ('Completar', 'Editar dirección'). */
export const editAddressPath = (addressId: string) =>
  `${CHECKOUT_ROUTES.searchAddress}?edit=true&addressId=${encodeURIComponent(addressId)}`;
