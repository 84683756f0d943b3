import './translation-settings.css';
import { useId, useState } from 'react';
import { useTranslationSettings } from 'shared-ui/translation';
import { useProfileT } from '../../../profile-i18n';

/**
 * The customer's translation choices, beside the language (spec 001 sections 3 and 7): brand texts
 * (menu, promotions, stories) translated into the chosen language (translationsEnabled, on by
 * default), and the consent to send anonymous translation telemetry (stored on this device, off by
 * default: without it nothing is sent). Both take effect at once on every screen of the page.
 */
export function TranslationSettings() {
  const { t } = useProfileT();
  const settings = useTranslationSettings();
  const id = useId();
  const [announcement, setAnnouncement] = useState('');

  return (
    <fieldset className="translation-settings">
      <legend className="field__label">{t('translation.title')}</legend>
      <div className="translation-settings__option">
        <label>
          <input
            type="checkbox"
            checked={settings.enabled}
            aria-describedby={`${id}-translations`}
            onChange={(event) => {
              settings.setEnabled(event.target.checked);
              setAnnouncement(
                t(event.target.checked ? 'translation.translationsOn' : 'translation.translationsOff'),
              );
            }}
          />
          <span>{t('translation.translationsLabel')}</span>
        </label>
        <p id={`${id}-translations`} className="field__hint">
          {t('translation.translationsHint')}
        </p>
      </div>
      <div className="translation-settings__option">
        <label>
          <input
            type="checkbox"
            checked={settings.metricsConsent}
            aria-describedby={`${id}-metrics`}
            onChange={(event) => {
              settings.setMetricsConsent(event.target.checked);
              setAnnouncement(t(event.target.checked ? 'translation.metricsOn' : 'translation.metricsOff'));
            }}
          />
          <span>{t('translation.metricsLabel')}</span>
        </label>
        <p id={`${id}-metrics`} className="field__hint">
          {t('translation.metricsHint')}
        </p>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}
