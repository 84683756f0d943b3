import { useMountProps, useShellStore } from 'shared-ui/remote-context';

/** The session's user id, or 'guest' as the menu, search and product calls use (spec 000 section 6). */
export function useUserIdOrGuest(): string {
  const { stores } = useMountProps();
  return useShellStore(stores.session, (s) => s.session?.credentials.userId ?? 'guest');
}
