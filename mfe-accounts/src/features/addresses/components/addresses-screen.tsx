import './addresses.css';
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { AddressBookWidgetProps } from 'shared-contracts/mount';
import { returnPath, ROUTES } from 'shared-contracts/routes';
import { URL_PARAMS } from 'shared-contracts/url-params';
import { useRegisteredUser, useShellHeader } from 'shared-ui/remote-context';
import { WidgetSlot, type WidgetFallbackStatus } from 'shared-ui/widget-slot';
import { GuestSignInPrompt } from '../../../components/registered-user';
import { PROFILE_PATHS } from '../../../config/profile-paths';
import { useProfileT } from '../../../profile-i18n';

/** The profile's saved addresses: the page the checkout's address book lives on. */
const WIDGET_PROPS = { basePath: PROFILE_PATHS.addresses } satisfies AddressBookWidgetProps;

/**
 * Mis direcciones (/perfil/direcciones, issue 13 item 3; spec 000 and 001 section 5). The saved
 * addresses belong to the checkout, which has their one form and rules: its widget
 * 'checkout/address-book' lists them here and opens the form on this page (`?nueva=true`,
 * `?edit=true&addressId=`), so back leads to the list while the form is open. With the checkout
 * down, the screen says so and offers a retry. A guest is asked to sign in (spec 001 section 6: only
 * registered customers save addresses).
 */
export function AddressesScreen() {
  const { t } = useProfileT();
  const titleId = useId();
  const user = useRegisteredUser();
  const { search } = useLocation();
  // A retry mounts the slot anew, so the shell loads the widget again.
  const [attempt, setAttempt] = useState(0);
  // back from the form: to the page that opened it (the branch list's 'Completar'), else to the list
  const openedFrom = returnPath(new URLSearchParams(search).get(URL_PARAMS.returnTo));
  useShellHeader({
    title: '',
    goBack: openedFrom ?? (search ? PROFILE_PATHS.addresses : ROUTES.profile),
  });

  return (
    <section className="screen addresses-screen" aria-labelledby={titleId}>
      <h1 id={titleId} className="screen__title">
        {t('addresses.title')}
      </h1>
      {user ? (
        <WidgetSlot
          key={attempt}
          name="checkout/address-book"
          widgetProps={WIDGET_PROPS}
          className="addresses-screen__book"
          fallback={(status) => (
            <AddressBookFallback status={status} onRetry={() => setAttempt((n) => n + 1)} />
          )}
        />
      ) : (
        <GuestSignInPrompt message={t('addresses.guest')} />
      )}
    </section>
  );
}

/** What the slot shows until the address book has mounted, and instead of it when it cannot. */
function AddressBookFallback({ status, onRetry }: { status: WidgetFallbackStatus; onRetry(): void }) {
  const { t } = useProfileT();
  return (
    <div className="addresses-screen__fallback">
      {status === 'failed' ? (
        <>
          <p role="alert">{t('addresses.unavailable')}</p>
          <button type="button" className="button button--ghost" onClick={onRetry}>
            {t('addresses.retry')}
          </button>
        </>
      ) : (
        <p role="status" aria-busy="true">
          {t('addresses.loading')}
        </p>
      )}
    </div>
  );
}
