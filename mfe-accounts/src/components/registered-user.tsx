import { Link } from 'react-router-dom';
import type { User } from 'shared-contracts/entities';
import { ROUTES } from 'shared-contracts/routes';
import { useMountProps, useShellStore } from 'shared-ui/remote-context';
import { useProfileT } from '../profile-i18n';

/** The signed-in customer; null for a guest or without a session (spec 001 section 6). */
export function useRegisteredUser(): User | null {
  const { stores } = useMountProps();
  return useShellStore(stores.session, (s) =>
    s.session && s.session.user.typeUser !== 'guest' ? s.session.user : null,
  );
}

/**
 * What a guest sees instead of a customer's account data (spec 001 section 6): why to sign in, and
 * the way to the auth landing (a guest may open it, ADR 013).
 */
export function GuestSignInPrompt({ message }: { message: string }) {
  const { t } = useProfileT();
  return (
    <section className="guest-sign-in" aria-label={t('guest.title')}>
      <p>{message}</p>
      <Link className="button" to={ROUTES.auth}>
        {t('guest.signIn')}
      </Link>
    </section>
  );
}
