import { useProfileT } from '../profile-i18n';
import { SignInLink } from 'shared-ui/sign-in-link';

/**
 * What a guest sees instead of a customer's account data (spec 001 section 6): why to sign in, and
 * the way to the auth landing (a guest may open it, ADR 013).
 */
export function GuestSignInPrompt({ message }: { message: string }) {
  const { t } = useProfileT();
  return (
    <section className="guest-sign-in" aria-label={t('guest.title')}>
      <p>{message}</p>
      <SignInLink>{t('guest.signIn')}</SignInLink>
    </section>
  );
}
