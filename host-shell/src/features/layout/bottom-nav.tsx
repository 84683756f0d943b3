import { useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { ROUTES } from 'shared-contracts/routes';
import { useStore } from 'zustand';
import { useShell } from '../../app/shell-context';
import { useShellT } from '../../i18n';
import { ClubSignInPrompt } from './club-sign-in-prompt';
import { useTextInputFocus } from './use-text-input-focus';

const icon = (d: string): ReactNode => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const ICONS = {
  home: icon('M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z'),
  points: icon('M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z'),
  club: icon('M4 8h16v11H4zM8 8V6a4 4 0 0 1 8 0v2'),
  profile: icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0'),
  qr: icon('M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2'),
};

/**
 * The five slots of spec 001 (Home, Points, an empty disabled slot, Club, Profile) and the QR button.
 * Only with a session: without one, the sign-in screens, terms and privacy are all there is to reach.
 * A guest cannot see the club (section 6): its slot asks them to sign in instead of opening /club.
 */
export function BottomNav() {
  const { stores } = useShell();
  const { pathname } = useLocation();
  const { t } = useShellT();
  const typing = useTextInputFocus();
  const session = useStore(stores.session, (s) => s.session);
  const [clubPrompt, setClubPrompt] = useState(false);
  if (!session) return null;
  const guest = session.user.typeUser === 'guest';
  const qrActive = pathname === ROUTES.qrCode;
  const item = (to: string, label: string, glyph: ReactNode, end = false) => (
    <li className="bottom-nav__slot">
      <NavLink to={to} end={end} className="bottom-nav__link">
        {glyph}
        <span>{label}</span>
      </NavLink>
    </li>
  );
  return (
    <>
      {/* Hidden while the customer types, so the keyboard and the field have the screen. */}
      <nav className="bottom-nav" aria-label={t('nav.label')} hidden={typing}>
        <ul className="bottom-nav__list">
          {item(ROUTES.base, t('nav.home'), ICONS.home, true)}
          {item(ROUTES.points, t('nav.points'), ICONS.points)}
          <li className="bottom-nav__slot bottom-nav__slot--empty" aria-hidden="true" />
          {guest ? (
            <li className="bottom-nav__slot">
              <button
                type="button"
                className="bottom-nav__link"
                aria-haspopup="dialog"
                onClick={() => setClubPrompt(true)}
              >
                {ICONS.club}
                <span>{t('nav.club')}</span>
              </button>
            </li>
          ) : (
            item(ROUTES.club, t('nav.club'), ICONS.club)
          )}
          {item(ROUTES.profile, t('nav.profile'), ICONS.profile)}
        </ul>
        <NavLink
          to={ROUTES.qrCode}
          className={qrActive ? 'bottom-nav__qr bottom-nav__qr--active' : 'bottom-nav__qr'}
          aria-label={t('nav.qr')}
        >
          {ICONS.qr}
        </NavLink>
      </nav>
      {guest ? <ClubSignInPrompt open={clubPrompt} onClose={() => setClubPrompt(false)} /> : null}
    </>
  );
}
