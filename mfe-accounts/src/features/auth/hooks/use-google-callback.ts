import { useEffect, useRef } from 'react';
import { useMountProps, useShellStore } from 'shared-ui/remote-context';
import { useLocation, useNavigate } from 'react-router-dom';
import { showToast } from 'shared-ui/show-toast';
import { useAccountsT } from '../../../i18n';
import { clearAuthMethodAndPath, holdGoogleSession } from '../../../lib/auth-storage';
import { useGoogleSignIn } from '../api/google-sign-in';
import { useCompleteSignIn } from './use-complete-sign-in';

export const GOOGLE_PERSONAL_DATA_PATH = '/auth/registro/datos-personales?origen=google';

/** The credential the consent page put in the hash (`#credential=<id token>`), if any. */
export function credentialFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('credential') || null;
}

/**
 * Back from the Google consent page: the credential goes to POST /auth/google, and leaves the URL
 * with the answer (every outcome replaces this history entry). A new user, or one missing personal data,
 * completes it first; anyone else is signed in and returns to the remembered path.
 */
export function useGoogleCallback(): { pending: boolean } {
  const { stores } = useMountProps();
  const brand = useShellStore(stores.brand, (s) => s.brand);
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useAccountsT();
  const google = useGoogleSignIn();
  const completeSignIn = useCompleteSignIn();
  const credential = credentialFromHash(location.hash);
  const started = useRef(false);
  const { mutate } = google;

  useEffect(() => {
    if (!credential || !brand || started.current) return;
    started.current = true;
    const withoutCredential = { pathname: location.pathname, search: location.search };
    mutate(
      { credential, idMarca: brand._id },
      {
        onSuccess: ({ session, needsPersonalData }) => {
          if (needsPersonalData) {
            holdGoogleSession(session);
            void navigate(GOOGLE_PERSONAL_DATA_PATH, { replace: true });
          } else {
            completeSignIn(session, 'google');
          }
        },
        onError: () => {
          void navigate(withoutCredential, { replace: true });
          clearAuthMethodAndPath();
          showToast('error', t('landing.googleFailed'));
        },
      },
    );
  }, [brand, completeSignIn, credential, location.pathname, location.search, mutate, navigate, t]);

  return { pending: credential !== null || google.isPending };
}
