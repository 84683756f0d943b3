import { useMountProps, useShellStore } from 'shared-ui/remote-context';
import { useSavedAddressesQuery } from 'shared-ui/saved-addresses';

/** The session's user id: guests have addresses too (the API keeps them per user). */
export function useSessionUserId(): string | null {
  const { stores } = useMountProps();
  return useShellStore(stores.session, (s) => s.session?.credentials.userId ?? null);
}

/**
 * The session's saved addresses, default first: the page's one query (shared-ui/saved-addresses), the
 * same cache entry ordering's address drawer reads.
 */
export function useSavedAddresses() {
  return useSavedAddressesQuery(useSessionUserId());
}
