import { useState } from 'react';
import { Modal } from 'shared-ui/modal';
import { useMountProps } from 'shared-ui/remote-context';
import { useProfileT } from '../../../profile-i18n';

/**
 * The sign-out confirmation (spec 001 section 2): 'Cancelar' / 'Cerrar sesión'. Confirming asks the
 * shell to sign out ('session:sign-out'): it ends the session at the API, clears local storage (but
 * the language), session storage and cookies, resets state and reloads.
 */
export function SignOutModal({
  open,
  guest,
  onClose,
}: {
  open: boolean;
  guest: boolean;
  onClose: () => void;
}) {
  const { bus } = useMountProps();
  const { t } = useProfileT();
  const [leaving, setLeaving] = useState(false);
  return (
    <Modal
      id="sign-out"
      open={open}
      onClose={onClose}
      title={guest ? t('profile.guestSignOutTitle') : t('profile.signOutTitle')}
      description={guest ? t('profile.guestSignOutBody') : t('profile.signOutBody')}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={leaving}>
            {t('profile.cancel')}
          </button>
          <button
            type="button"
            className="button"
            aria-busy={leaving || undefined}
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              bus.emit('session:sign-out', {});
            }}
          >
            {leaving ? t('profile.signingOut') : t('profile.signOut')}
          </button>
        </>
      }
    />
  );
}
