import './auth-landing.css';
import '../../../components/forms.css';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { Link } from 'react-router-dom';
import { showToast } from 'shared-ui/show-toast';
import { useAccountsT } from '../../../i18n';
import { clearAuthMethodAndPath } from '../../../lib/auth-storage';
import { LanguageSelector } from '../../language/components/language-selector';
import { useCreateGuest } from '../api/create-guest';
import { guestEntryAllowed } from '../guest-entry';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useGoogleCallback } from '../hooks/use-google-callback';
import { useTableEntry } from '../hooks/use-table-entry';
import { GoogleSignInButton } from './google-sign-in-button';

/**
 * The auth landing (/auth): Google button, e-mail sign in, sign up, the guest link 'Explorar sin
 * beneficios' (only for a brand that is not b2b and allows guests), terms links and the language.
 * It also receives the Google credential and the table deep link.
 */
export function AuthLanding() {
  const { stores } = useMountProps();
  const brand = useShellStore(stores.brand, (s) => s.brand);
  const brandLoading = useShellStore(stores.brand, (s) => s.status === 'loading');
  const { t } = useAccountsT();
  const createGuest = useCreateGuest();
  const completeSignIn = useCompleteSignIn();
  const google = useGoogleCallback();
  const table = useTableEntry();
  useShellHeader({ title: '', goBack: null });
  // A logo that fails to load is hidden (spec 001 section 8), until the brand gives another one.
  const logo = brand?.brandData?.headerLogo;
  const [failedLogo, setFailedLogo] = useState<string | null>(null);

  const enterAsGuest = () => {
    if (!brand) return;
    // A guest of this brand who came back here keeps that guest session: no second guest.
    const current = stores.session.getState().session;
    if (current?.user.typeUser === 'guest' && current.credentials.idMarca === brand._id) {
      completeSignIn(current, 'guest');
      return;
    }
    createGuest.mutate(brand._id, {
      onSuccess: (session) => completeSignIn(session, 'guest'),
      // A failed login clears the stored auth method and path (spec 001 section 4).
      onError: () => {
        clearAuthMethodAndPath();
        showToast('error', t('landing.guestFailed'));
      },
    });
  };

  const busyMessage =
    table.state === 'entering' || table.state === 'redirecting'
      ? t(table.state === 'entering' ? 'table.entering' : 'table.redirecting', { table: table.link?.table })
      : google.pending
        ? t('landing.googlePending')
        : null;

  // The welcome and the guest entry depend on the brand: until the shell has it (or knows it failed)
  // the landing stays empty, so no line appears later and moves the terms and the languages down.
  if (brandLoading) return <section className="screen auth-landing" aria-busy="true" />;

  return (
    <section className="screen auth-landing" aria-labelledby="auth-title" aria-busy={busyMessage !== null}>
      {/* The logo's box is kept while its image loads: nothing below it moves. */}
      <div className="auth-landing__brand">
        {logo && failedLogo !== logo ? (
          <img className="auth-landing__logo" src={logo} alt="" onError={() => setFailedLogo(logo)} />
        ) : null}
      </div>
      <h1 id="auth-title" className="screen__title">
        {brand?.appName ? t('landing.welcome', { appName: brand.appName }) : t('landing.welcomeGeneric')}
      </h1>
      <p className="auth-status" role="status">
        {busyMessage}
      </p>
      {busyMessage ? null : (
        <>
          <p>
            {table.state === 'sign-in' ? t('table.signIn', { table: table.link?.table }) : t('landing.intro')}
          </p>
          <div className="auth-landing__actions">
            <GoogleSignInButton />
            <p className="auth-landing__divider">
              <span>{t('landing.or')}</span>
            </p>
            <Link className="button" to="/auth/inicio-de-sesion">
              {t('landing.email')}
            </Link>
            <Link className="button button--ghost" to="/auth/registro">
              {t('landing.register')}
            </Link>
            {guestEntryAllowed(brand) ? (
              <button
                type="button"
                className="link-button"
                onClick={enterAsGuest}
                disabled={createGuest.isPending}
              >
                {t('landing.guest')}
              </button>
            ) : null}
          </div>
        </>
      )}
      <p className="auth-landing__legal">
        <Trans
          t={t}
          i18nKey="landing.legal"
          components={{ terms: <Link to="/terminos" />, privacy: <Link to="/privacidad" /> }}
        />
      </p>
      <LanguageSelector />
    </section>
  );
}
