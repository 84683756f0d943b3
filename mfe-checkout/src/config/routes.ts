import { ROUTES, editSavedAddressSearch } from 'shared-contracts/routes';

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

/**
 * The address form's query on the page that shows it (spec 000 section 2): `?edit=true&addressId=`
 * opens a saved address ('Completar', 'Editar dirección'); the address book, on a page of its own
 * list, opens a new one with `?nueva=true` (shared-contracts/mount `AddressBookWidgetProps`).
 */
export const ADDRESS_FORM_SEARCH = {
  edit: editSavedAddressSearch,
  new: '?nueva=true',
} as const;

/** The saved address the query opens in the form (`?edit=true&addressId=`), or null. */
export const editedAddressId = (params: URLSearchParams): string | null =>
  params.get('edit') === 'true' ? params.get('addressId') : null;

/** Whether the query opens the form for a new address (`?nueva=true`). */
export const isNewAddress = (params: URLSearchParams): boolean => params.get('nueva') === 'true';

/** The address form for a saved address ('Completar', 'Editar dirección'). */
export const editAddressPath = (addressId: string) =>
  `${CHECKOUT_ROUTES.searchAddress}${ADDRESS_FORM_SEARCH.edit(addressId)}`;
