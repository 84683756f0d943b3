import { useShellHeader } from 'shared-ui/remote-context';
import { useUiT } from './ui-texts';

/** Shown on a route a remote owns but whose screen has not been released yet. */
// The page's heading names the screen (ADR 014); the header shows no title of its own here.
export function ScreenPending(_props: { title?: string }) {
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
