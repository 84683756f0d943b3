import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { SkeletonContainer, SkeletonText } from 'shared-ui/skeleton';
import { useLocation } from 'react-router-dom';
import { useAccountsT } from '../../../i18n';

export type LegalDocument = 'terms' | 'privacy';

/** A document given as a web address is linked to; anything else is the text itself. */
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/** The brand's text in paragraphs: blank lines and line breaks both start a new one. */
const paragraphsOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Terms and conditions, privacy policy (spec 001 section 2: public routes /terminos and
 * /privacidad, and /perfil/terminos and /perfil/privacidad from the profile). The text is the
 * brand's own (`termsAndConditions`, `privacyPolicy` of GET /marca/{domain}), shown as written; a
 * brand that gives a web address instead gets a link that opens it.
 */
export function LegalScreen({ document }: { document: LegalDocument }) {
  const { stores } = useMountProps();
  const brand = useShellStore(stores.brand, (s) => s.brand);
  const status = useShellStore(stores.brand, (s) => s.status);
  const { pathname } = useLocation();
  const { t } = useAccountsT();
  useShellHeader({ title: '', goBack: pathname.startsWith('/perfil') ? '/perfil' : '/auth' });
  const text = (document === 'terms' ? brand?.termsAndConditions : brand?.privacyPolicy)?.trim() ?? '';
  const headingId = `legal-${document}-title`;

  let body;
  if (!brand) {
    body = status === 'error' ? <p>{t('legal.unavailable')}</p> : <SkeletonText lines={6} />;
  } else if (!text) {
    body = <p>{t(`legal.${document}.missing`, { appName: brand.appName })}</p>;
  } else if (WEB_ADDRESS.test(text)) {
    body = (
      <p>
        <a href={text} target="_blank" rel="noopener noreferrer">
          {t(`legal.${document}.open`)}
          <span className="visually-hidden"> {t('legal.newTab')}</span>
        </a>
      </p>
    );
  } else {
    body = paragraphsOf(text).map((paragraph, index) => <p key={index}>{paragraph}</p>);
  }

  return (
    <section className="screen legal-screen" aria-labelledby={headingId}>
      <h1 id={headingId} className="screen__title">
        {t(`legal.${document}.title`)}
      </h1>
      <SkeletonContainer busy={!brand && status !== 'error'}>{body}</SkeletonContainer>
    </section>
  );
}
