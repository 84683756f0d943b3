import { passwordStrength, type PasswordStrength } from 'shared-contracts/account-forms';
import { useAccountsT } from '../i18n';

const ITEMS: ReadonlyArray<keyof PasswordStrength> = ['length', 'upper', 'lower', 'digit', 'match'];

/**
 * The password-strength checklist (spec 001 section 5): at least 8 characters, one uppercase, one
 * lowercase, one digit, and password and confirmation equal and non-empty. Each item says whether
 * it is met in words too, not only by its mark.
 */
export function PasswordChecklist({
  id,
  password,
  confirmation,
}: {
  id: string;
  password: string;
  confirmation: string;
}) {
  const { t } = useAccountsT();
  const strength = passwordStrength(password, confirmation);
  return (
    <div className="password-checklist" id={id}>
      <p className="password-checklist__title" id={`${id}-title`}>
        {t('password.checklistTitle')}
      </p>
      <ul aria-labelledby={`${id}-title`}>
        {ITEMS.map((item) => (
          <li
            key={item}
            className={strength[item] ? 'password-checklist__item is-met' : 'password-checklist__item'}
          >
            <span aria-hidden="true" className="password-checklist__mark">
              {strength[item] ? '✓' : '○'}
            </span>
            {t(`password.rules.${item}`)}
            <span className="visually-hidden">
              {' '}
              ({strength[item] ? t('password.met') : t('password.unmet')})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
