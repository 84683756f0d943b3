import { Modal } from 'shared-ui/modal';
import { useProfileT } from '../../../profile-i18n';
import { useSignOut } from '../hooks/use-sign-out';

/**
 * The sign-out confirmation (spec 001 section 2): 'Cancelar' / 'Cerrar sesión'. Confirming signs out
 * (useSignOut: the shell ends the session, clears what the page kept and reloads).
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
  const { t } = useProfileT();
  const { leaving, signOut } = useSignOut();
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
            onClick={signOut}
          >
            {leaving ? t('profile.signingOut') : t('profile.signOut')}
          </button>
        </>
      }
    />
  );
}
