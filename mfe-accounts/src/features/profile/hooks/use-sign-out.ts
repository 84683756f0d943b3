import { useCallback, useState } from 'react';
import { useMountProps } from 'shared-ui/remote-context';

/**
 * The customer's sign-out (spec 001 section 2), wherever it is offered: it asks the shell
 * ('session:sign-out'), which ends the session at the API, clears local storage (but the language),
 * session storage and cookies, resets state and reloads. `leaving` from the press until the page goes.
 */
export function useSignOut(): { leaving: boolean; signOut(): void } {
  const { bus } = useMountProps();
  const [leaving, setLeaving] = useState(false);
  const signOut = useCallback(() => {
    setLeaving(true);
    bus.emit('session:sign-out', {});
  }, [bus]);
  return { leaving, signOut };
}
