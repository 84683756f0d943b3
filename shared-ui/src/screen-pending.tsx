import { useShellHeader } from 'shared-ui/remote-context';
import { useUiT } from './ui-texts';

/**
 * Shown on a route a remote owns but whose screen has not been released yet. Its heading names the
 * screen (ADR 014), so the header shows no title of its own.
 */
export function ScreenPending() {
  useShellHeader({ title: '' });
  const { t } = useUiT();
  return (
    <section className="screen" aria-labelledby="screen-pending-title">
      <h1 id="screen-pending-title" className="screen__title">
        {t('pending.title')}
      </h1>
      <p>{t('pending.body')}</p>
    </section>
  );
}
