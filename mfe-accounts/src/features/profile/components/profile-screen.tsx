import './profile.css';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { missingProfileFields } from 'shared-contracts/profile-completion';
import { ROUTES } from 'shared-contracts/routes';
import { useMountProps, useRegisteredUser, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { PROFILE_PATHS } from '../../../config/profile-paths';
import { useProfileT } from '../../../profile-i18n';
import { GoogleSignInButton } from '../../auth/components/google-sign-in-button';
import { LanguageSelector } from '../../language/components/language-selector';
import { TranslationSettings } from '../../language/components/translation-settings';
import { SignOutModal } from './sign-out-modal';

/** The profile's links (spec 001 section 2): the customer's own pages, then help and the legal texts. */
const ACCOUNT_LINKS = [
  { to: ROUTES.profileOrders, text: 'profile.orders' },
  { to: PROFILE_PATHS.addresses, text: 'profile.addresses' },
] as const;
/** The club, for a brand that has one (a walk found no way there from the profile). */
const CLUB_LINK = { to: ROUTES.club, text: 'profile.club' } as const;
const INFO_LINKS = [
  { to: PROFILE_PATHS.help, text: 'profile.help' },
  { to: PROFILE_PATHS.terms, text: 'profile.terms' },
  { to: PROFILE_PATHS.privacy, text: 'profile.privacy' },
] as const;

/**
 * The profile /perfil (spec 001 section 2). A guest sees a welcome banner with the Google button; a
 * customer a greeting with the name, their orders and addresses, and, when data is missing, the way
 * to the completion modal. Everyone gets the language setting, help, terms and privacy, and the
 * sign-out ('Cerrar sesión'; a guest's 'Salir') behind its confirmation.
 */
export function ProfileScreen() {
  const { stores, bus } = useMountProps();
  const { t } = useProfileT();
  const user = useRegisteredUser();
  const companyMode = useShellStore(stores.brand, (s) => s.brand?.businessType === 'b2b');
  const club = useShellStore(stores.brand, (s) => s.brand?.clubMembers?.enabled === true);
  const [confirming, setConfirming] = useState(false);
  useShellHeader({ title: '', goBack: null });
  const guest = !user;
  const missing = missingProfileFields(user, companyMode).length > 0;
  const firstName = user?.firstName?.trim() || user?.name?.trim().split(/\s+/)[0] || '';

  return (
    <section className="screen profile-screen" aria-labelledby="profile-title">
      {guest ? (
        <div className="profile-banner">
          <h1 id="profile-title" className="screen__title">
            {t('profile.guestTitle')}
          </h1>
          <p>{t('profile.guestIntro')}</p>
          <GoogleSignInButton />
          <Link className="button button--ghost" to="/auth/inicio-de-sesion">
            {t('profile.guestEmail')}
          </Link>
        </div>
      ) : (
        <div className="profile-banner">
          <h1 id="profile-title" className="screen__title">
            {firstName ? t('profile.greeting', { name: firstName }) : t('profile.greetingNoName')}
          </h1>
          {user.email ? <p className="profile-banner__email">{user.email}</p> : null}
          {missing ? (
            <div className="profile-banner__completion">
              <p>{t('profile.completeHint')}</p>
              <button
                type="button"
                className="button"
                onClick={() => bus.emit('profile:completion-requested', { reason: 'profile' })}
              >
                {t('profile.complete')}
              </button>
            </div>
          ) : null}
        </div>
      )}

      {guest ? null : (
        <nav className="profile-section" aria-labelledby="profile-account">
          <h2 id="profile-account" className="profile-section__title">
            {t('profile.account')}
          </h2>
          <LinkList links={club ? [...ACCOUNT_LINKS, CLUB_LINK] : ACCOUNT_LINKS} />
        </nav>
      )}

      <section className="profile-section" aria-labelledby="profile-settings">
        <h2 id="profile-settings" className="profile-section__title">
          {t('profile.settings')}
        </h2>
        <LanguageSelector />
        <TranslationSettings />
      </section>

      <nav className="profile-section" aria-labelledby="profile-legal">
        <h2 id="profile-legal" className="profile-section__title">
          {t('profile.legal')}
        </h2>
        <LinkList links={INFO_LINKS} />
      </nav>

      <button
        type="button"
        className="button button--ghost profile-sign-out"
        onClick={() => setConfirming(true)}
      >
        {guest ? t('profile.guestSignOut') : t('profile.signOut')}
      </button>
      <SignOutModal open={confirming} guest={guest} onClose={() => setConfirming(false)} />
    </section>
  );
}

function LinkList({ links }: { links: ReadonlyArray<{ to: string; text: string }> }) {
  const { t } = useProfileT();
  return (
    <ul className="profile-links">
      {links.map((link) => (
        <li key={link.to}>
          <Link className="profile-links__link" to={link.to}>
            <span>{t(link.text)}</span>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M9 6l6 6-6 6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </Link>
        </li>
      ))}
    </ul>
  );
}
