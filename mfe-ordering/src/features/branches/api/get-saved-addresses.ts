import { useSavedAddressesQuery } from 'shared-ui/saved-addresses';

/**
 * The customer's saved addresses, default first, for the address drawer: the page's one query
 * (shared-ui/saved-addresses), the same cache entry the checkout reads and refreshes. Only
 * registered customers are offered theirs here.
 */
export function useSavedAddresses(userId: string | null, registered: boolean) {
  return useSavedAddressesQuery(userId, { enabled: registered });
}
