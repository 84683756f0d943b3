import { ConfirmDialog } from 'shared-ui/confirm-dialog';
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
    <ConfirmDialog
      id="sign-out"
      open={open}
      title={guest ? t('profile.guestSignOutTitle') : t('profile.signOutTitle')}
      description={guest ? t('profile.guestSignOutBody') : t('profile.signOutBody')}
      cancelLabel={t('profile.cancel')}
      confirmLabel={t('profile.signOut')}
      busy={leaving}
      busyLabel={t('profile.signingOut')}
      onCancel={onClose}
      onConfirm={signOut}
    />
  );
}
