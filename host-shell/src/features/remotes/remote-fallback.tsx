import { useEffect, useRef } from 'react';
import type { RemoteName } from 'shared-contracts/registry';
import { useShellT } from '../../i18n';

interface Props {
  remote: RemoteName;
  retrying: boolean;
  onRetry: () => void;
}

/** What a customer sees instead of a remote that could not load: the rest of the site keeps working. */
export function RemoteFallback({ remote, retrying, onRetry }: Props) {
  const { t } = useShellT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="remote-fallback" role="alert" data-remote-fallback={remote}>
      <h1 ref={heading} tabIndex={-1} className="remote-fallback__title">
        {t('fallback.title', { area: t(`remoteArea.${remote}`) })}
      </h1>
      <p>{t('fallback.body')}</p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {retrying ? t('fallback.retrying') : t('fallback.retry')}
      </button>
    </section>
  );
}
