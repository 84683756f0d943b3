import { ROUTES } from 'shared-contracts/routes';
import { Modal } from 'shared-ui/modal';
import { useShellT } from '../../i18n';
import { SignInLink } from 'shared-ui/sign-in-link';

/**
 * What the bottom nav's Club slot opens for a guest, who cannot see the club (spec 001 section 6:
 * guests see sign-in prompts): why, and the way to the sign-in screens.
 */
export function ClubSignInPrompt({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useShellT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      id="shell-club-sign-in"
      title={t('clubPrompt.title')}
      description={t('clubPrompt.body')}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('clubPrompt.later')}
          </button>
          <SignInLink returnTo={ROUTES.club} onClick={onClose}>
            {t('clubPrompt.signIn')}
          </SignInLink>
        </>
      }
    />
  );
}
