import { useState } from 'react';
import { Link } from 'shared-ui/router';
import { useStore } from 'zustand';
import { useShell } from '../../app/shell-context';
import { useShellT } from '../../i18n';
import { useScrollFlag } from './use-scroll-flag';

export function Header() {
  const { stores } = useShell();
  const { t } = useShellT();
  const header = useStore(stores.layout, (s) => s.header);
  const brand = useStore(stores.brand, (s) => s.brand);
  const [logoFailed, setLogoFailed] = useState(false);
  const scrolled = useScrollFlag();
  const logo = brand?.brandData?.headerLogo;
  return (
    <header className={scrolled ? 'shell-header shell-header--scrolled' : 'shell-header'}>
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
        {header.title ? <p className="shell-header__title">{header.title}</p> : null}
        {header.subTitle ? <p className="shell-header__subtitle">{header.subTitle}</p> : null}
      </div>
    </header>
  );
}
