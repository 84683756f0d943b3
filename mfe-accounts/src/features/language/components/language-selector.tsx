import { useId, useState } from 'react';
import { showToast } from 'shared-ui/show-toast';
import { languageSchema } from 'shared-contracts/entities';
import type { Language } from 'shared-contracts/entities';
import { LANGUAGE_NAMES, LANGUAGES } from 'shared-contracts/languages';
import { useMountProps } from 'shared-ui/remote-context';
import { useAccountsT } from '../../../i18n';

/**
 * The language selector (spec 001 section 2): the seven interface languages, each named in itself.
 * A change goes through the shell's i18n handle, which switches every mounted remote at once,
 * stores the choice and announces it; the new language is then announced here too.
 */
export function LanguageSelector() {
  const { i18n } = useMountProps();
  const { t, language } = useAccountsT();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [changedTo, setChangedTo] = useState<Language | null>(null);

  const change = async (value: string) => {
    const next = languageSchema.safeParse(value);
    if (!next.success || next.data === language) return;
    setPending(true);
    try {
      await i18n.changeLanguage(next.data);
      setChangedTo(next.data);
    } catch {
      showToast('error', t('language.failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="language-selector">
      <label className="field__label" htmlFor={id}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className="field__input language-selector__select"
        value={language}
        aria-busy={pending || undefined}
        onChange={(event) => void change(event.target.value)}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <p className="visually-hidden" role="status">
        {changedTo ? t('language.changed', { language: LANGUAGE_NAMES[changedTo] }) : ''}
      </p>
    </div>
  );
}
