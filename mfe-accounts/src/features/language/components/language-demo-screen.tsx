import { useFormat } from 'shared-ui/texts';
import { useShellHeader } from 'shared-ui/remote-context';
import { useAccountsT } from '../../../i18n';
import { LanguageSelector } from './language-selector';
import { TranslationSettings } from './translation-settings';

/** A fixed moment, so the sample date does not change while the language does. */
const SAMPLE_DATE = new Date(2026, 2, 14, 20, 30);

/** /perfil/demo-idioma: the language setting, with money, numbers and a date in that language. */
export function LanguageDemoScreen() {
  const { t } = useAccountsT();
  const format = useFormat();
  useShellHeader({ title: '', goBack: '/perfil' });
  return (
    <section className="screen auth-screen" aria-labelledby="language-title">
      <h1 id="language-title" className="screen__title">
        {t('language.title')}
      </h1>
      <p>{t('language.intro')}</p>
      <LanguageSelector />
      <TranslationSettings />
      <dl className="language-demo">
        <dt>{t('language.samplePrice')}</dt>
        <dd>{format.money(12500.5)}</dd>
        <dt>{t('language.samplePoints')}</dt>
        <dd>{`${format.points(3700)} ${format.pointsLabel}`}</dd>
        <dt>{t('language.sampleDate')}</dt>
        <dd>{format.date(SAMPLE_DATE, { dateStyle: 'full', timeStyle: 'short' })}</dd>
      </dl>
    </section>
  );
}
