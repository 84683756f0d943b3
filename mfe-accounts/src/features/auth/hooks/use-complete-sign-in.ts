import { useCallback } from 'react';
import type { Session } from 'shared-contracts/entities';
import { useMountProps } from 'shared-ui/remote-context';
import { dismissToasts } from 'shared-ui/show-toast';
import { useNavigate } from 'react-router-dom';
import { takeReturnPath, rememberAuthMethod, type AuthMethod } from '../../../lib/auth-storage';

/**
 * The end of every way in: the session goes to the shell's store (persisted and announced there),
 * the method is remembered, and the user returns to the remembered path or the base, replacing
 * the auth screen in the history.
 */
export function useCompleteSignIn() {
  const { stores } = useMountProps();
  const navigate = useNavigate();
  return useCallback(
    (session: Session, method: AuthMethod) => {
      // an earlier attempt's error ('No se pudo iniciar sesión…') must not stay over the next screen
      dismissToasts();
      stores.session.getState().setSession(session);
      rememberAuthMethod(method);
      const path = takeReturnPath();
      void navigate(path ?? '/', { replace: true });
    },
    [navigate, stores],
  );
}
