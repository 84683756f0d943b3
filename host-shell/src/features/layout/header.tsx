import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { useTranslatedText } from 'shared-ui/translation';
import { useShell } from '../../app/shell-context';
import { useShellT } from '../../i18n';
import { expectedHeader } from './first-paint-header';
import { HeaderSearch } from './header-search';
import { HeaderTabs } from './header-tabs';
import { PointsBadge } from './points-badge';
import { useScrollFlag } from './use-scroll-flag';

/**
 * The top header (spec 001 section 2): back button, brand logo (hidden when it fails to load), the
 * title and subtitle a screen set, the points badge, and the search bar and tabs when the screen
 * asks for them through the mount contract. A title that is a brand text is swapped for its cached
 * translation when translation is on (spec 001 section 4); the header never asks the service itself.
 * Until a screen has set it, the header holds the room its path's screen will ask for (issue 30
 * item 2, first-paint-header.ts): the search bar, and an empty slot where the back button comes.
 */
export function Header() {
  const { stores } = useShell();
  const { t } = useShellT();
  const header = useStore(stores.layout, (s) => s.header);
  // The header the store starts with: no screen has set one yet while it is still this object.
  const [initialHeader] = useState(() => stores.layout.getState().header);
  const { pathname } = useLocation();
  const expected = header === initialHeader ? expectedHeader(pathname) : null;
  const showSearchBar = expected?.searchBar ?? header.showSearchBar ?? false;
  const cachedTranslation = useTranslatedText({ cachedOnly: true });
  const title = header.title ? cachedTranslation(header.title) : '';
  const selectTab = useStore(stores.layout, (s) => s.selectTab);
  const brand = useStore(stores.brand, (s) => s.brand);
  const [logoFailed, setLogoFailed] = useState(false);
  const scrolled = useScrollFlag();
  const logo = brand?.brandData?.headerLogo;
  return (
    <header className={scrolled ? 'shell-header shell-header--scrolled' : 'shell-header'}>
      <div className="shell-header__bar">
        {header.goBack ? (
          <Link to={header.goBack} className="shell-header__back" aria-label={t('header.back')}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
          </Link>
        ) : expected?.back ? (
          <span className="shell-header__back" aria-hidden="true" data-testid="header-back-slot" />
        ) : null}
        {logo && !logoFailed ? (
          <img
            className="shell-header__logo"
            src={logo}
            alt={brand?.appName ?? ''}
            onError={() => setLogoFailed(true)}
          />
        ) : null}
        <div className="shell-header__titles">
          {title ? <p className="shell-header__title">{title}</p> : null}
          {header.subTitle ? <p className="shell-header__subtitle">{header.subTitle}</p> : null}
        </div>
        <PointsBadge />
      </div>
      {showSearchBar ? <HeaderSearch /> : null}
      {header.tabs?.length && selectTab ? (
        <HeaderTabs
          tabs={header.tabs}
          activeTab={header.activeTab}
          onSelect={selectTab}
          label={title || t('header.tabsLabel')}
        />
      ) : null}
    </header>
  );
}
