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
      <TranslationChoice
        checked={settings.enabled}
        label={t('translation.translationsLabel')}
        hint={t('translation.translationsHint')}
        hintId={`${id}-translations`}
        onChange={(checked) => {
          settings.setEnabled(checked);
          setAnnouncement(t(checked ? 'translation.translationsOn' : 'translation.translationsOff'));
        }}
      />
      <TranslationChoice
        checked={settings.metricsConsent}
        label={t('translation.metricsLabel')}
        hint={t('translation.metricsHint')}
        hintId={`${id}-metrics`}
        onChange={(checked) => {
          settings.setMetricsConsent(checked);
          setAnnouncement(t(checked ? 'translation.metricsOn' : 'translation.metricsOff'));
        }}
      />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}

/** One choice: a checkbox whose whole row is its label, described by the hint under it. */
function TranslationChoice({
  checked,
  label,
  hint,
  hintId,
  onChange,
}: {
  checked: boolean;
  label: string;
  hint: string;
  hintId: string;
  onChange(checked: boolean): void;
}) {
  return (
    <div className="translation-settings__option">
      <label>
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      <p id={hintId} className="field__hint">
        {hint}
      </p>
    </div>
  );
}
