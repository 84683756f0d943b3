import './support.css';
import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts/routes';
import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { useFormat } from 'shared-ui/texts';
import { useProfileT } from '../../../profile-i18n';
import { PROFILE_PATHS } from '../../../config/profile-paths';

/** The points reward when the brand gives none (spec 001 section 9). */
const DEFAULT_REWARD_PERCENT = 10;

const QUESTIONS = ['points', 'usePoints', 'paying', 'tracking', 'rating', 'language'] as const;

/**
 * The answers a b2b brand words apart: it has no guests (spec 001 section 6), and its branches serve no
 * table, where points pay (spec 000 section 9).
 */
const B2B_ANSWERS: ReadonlySet<string> = new Set(['points', 'usePoints', 'rating']);

/**
 * Help (/perfil/ayuda): the questions customers ask most, answered from what the app does, and the
 * way to the support form. Guests may read it too.
 */
export function HelpScreen() {
  const { stores } = useMountProps();
  const reward = useShellStore(stores.brand, (s) => s.brand?.defaultDiscount ?? DEFAULT_REWARD_PERCENT);
  const b2b = useShellStore(stores.brand, (s) => s.brand?.businessType === 'b2b');
  const { locale } = useFormat();
  const { t } = useProfileT();
  useShellHeader({ title: '', goBack: ROUTES.profile });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    reward / 100,
  );

  return (
    <section className="screen help-screen" aria-labelledby="help-title">
      <h1 id="help-title" className="screen__title">
        {t('support.help.title')}
      </h1>
      <p>{t('support.help.intro')}</p>
      <h2 id="help-faq-title" className="help-screen__subtitle">
        {t('support.help.faqTitle')}
      </h2>
      <div className="help-faq">
        {QUESTIONS.map((question) => (
          <details key={question} className="help-faq__item">
            <summary className="help-faq__question">{t(`support.help.faq.${question}.question`)}</summary>
            <div className="help-faq__answer">
              <p>
                {t(
                  `support.help.faq.${question}.${b2b && B2B_ANSWERS.has(question) ? 'answerB2b' : 'answer'}`,
                  {
                    percent,
                  },
                )}
              </p>
              {question === 'tracking' ? (
                <p>
                  <Link to={ROUTES.profileOrders}>{t('support.help.faq.tracking.link')}</Link>
                </p>
              ) : null}
            </div>
          </details>
        ))}
      </div>
      <section className="help-contact" aria-labelledby="help-contact-title">
        <h2 id="help-contact-title" className="help-screen__subtitle">
          {t('support.help.contactTitle')}
        </h2>
        <p>{t('support.help.contactIntro')}</p>
        <Link className="button help-contact__button" to={PROFILE_PATHS.support}>
          {t('support.help.contact')}
        </Link>
      </section>
    </section>
  );
}
