import { useShellT } from '../../i18n';

/** The loading announcement of a remote outlet, in the page's language ('loading' of the shell's texts). */
export function LoadingLabel() {
  const { t } = useShellT();
  return <span className="visually-hidden">{t('loading')}</span>;
}
