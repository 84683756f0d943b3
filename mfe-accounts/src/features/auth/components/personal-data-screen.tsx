import '../../../components/forms.css';
import { useCallback, useState, type FocusEvent, type FormEvent } from 'react';
import {
  COMPANY_FIELD_MIN,
  GENDERS,
  PHONE_PREFIX,
  birthDateField,
  companyFields,
  cuitField,
  dniField,
  genderField,
  normalisePhone,
  phoneField,
  typedPhoneField,
  type CompanyField,
} from 'shared-contracts/account-forms';
import type { Gender, Session } from 'shared-contracts/entities';
import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { showToast } from 'shared-ui/show-toast';
import { FieldError, TextField } from '../../../components/text-field';
import { useAccountsT } from '../../../i18n';
import {
  readHeldGoogleSession,
  releaseGoogleSession,
  rememberVerificationEmail,
} from '../../../lib/auth-storage';
import { fieldError } from '../../../lib/field-errors';
import { serverMessageOf, statusOf, useServerText } from '../../../lib/server-message';
import { useForm, type CheckMode } from '../../../lib/use-form';
import { useUpdateUser, type ProfileUpdate } from '../../profile/api/update-user';
import { useRegister } from '../api/register';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import {
  finishRegistrationForm,
  registrationStore,
  type RegistrationDraft,
} from '../stores/registration-store';

type Field =
  | 'phone'
  | 'day'
  | 'month'
  | 'year'
  | 'gender'
  | 'dni'
  | 'cuit'
  | 'businessName'
  | 'companyName'
  | 'province'
  | 'city';

const COMPANY_FIELDS: readonly CompanyField[] = ['businessName', 'companyName', 'province', 'city'];

/**
 * Personal data (/auth/registro/datos-personales): phone (prefix +54), birth date, gender, and on
 * sign up the optional DNI; a b2b brand also asks the company data. On sign up it registers the
 * account and goes to the verification code; with `?origen=google` it completes a new Google
 * user's data (PUT /user) and then signs them in.
 */
export function PersonalDataScreen() {
  const { search } = useLocation();
  const google = new URLSearchParams(search).get('origen') === 'google';
  // Read once: registering clears the draft, and this screen must not react to that by going back.
  const [draft] = useState(() => registrationStore.getState().draft);
  const [held] = useState(() => (google ? readHeldGoogleSession() : null));
  if (google) return held ? <PersonalDataForm google={held} /> : <Navigate to="/auth" replace />;
  return draft ? <PersonalDataForm draft={draft} /> : <Navigate to="/auth/registro" replace />;
}

interface FormProps {
  draft?: RegistrationDraft;
  google?: Session;
}

function PersonalDataForm({ draft, google }: FormProps) {
  const { stores } = useMountProps();
  const brand = useShellStore(stores.brand, (s) => s.brand);
  const b2b = brand?.businessType === 'b2b';
  const { t } = useAccountsT();
  const navigate = useNavigate();
  const serverText = useServerText();
  const completeSignIn = useCompleteSignIn();
  const register = useRegister();
  const updateUser = useUpdateUser();
  const [formError, setFormError] = useState<string | null>(null);
  const busy = register.isPending || updateUser.isPending;
  useShellHeader({ title: '', goBack: google ? '/auth' : '/auth/registro' });

  const validate = useCallback(
    (values: Record<Field, string>, mode: CheckMode) => ({
      phone: fieldError(mode === 'submit' ? phoneField : typedPhoneField, values.phone),
      birthDate: fieldError(birthDateField(new Date()), {
        year: values.year,
        month: values.month,
        day: values.day,
      }),
      gender: fieldError(genderField, values.gender),
      dni: !google && values.dni.trim() ? fieldError(dniField, values.dni) : null,
      cuit: b2b ? fieldError(cuitField, values.cuit) : null,
      ...Object.fromEntries(
        COMPANY_FIELDS.map((field) => [field, b2b ? fieldError(companyFields[field], values[field]) : null]),
      ),
    }),
    [b2b, google],
  );
  const user = google?.user;
  const form = useForm<Field>({
    initial: {
      phone: user?.phoneNumber ?? PHONE_PREFIX,
      day: user?.birthDate ? String(user.birthDate.day) : '',
      month: user?.birthDate ? String(user.birthDate.month) : '',
      year: user?.birthDate ? String(user.birthDate.year) : '',
      gender: user?.gender ?? '',
      dni: '',
      cuit: user?.cuit ?? '',
      businessName: user?.businessName ?? '',
      companyName: user?.companyName ?? '',
      province: user?.province ?? '',
      city: user?.city ?? '',
    },
    validate,
  });
  const { values } = form;

  const profile = (): ProfileUpdate => ({
    phoneNumber: normalisePhone(values.phone),
    gender: values.gender as Gender,
    birthDate: { year: Number(values.year), month: Number(values.month), day: Number(values.day) },
  });
  const companyData = (): ProfileUpdate | null =>
    b2b
      ? {
          cuit: values.cuit.trim(),
          ...Object.fromEntries(COMPANY_FIELDS.map((field) => [field, values[field].trim()])),
        }
      : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!form.submit() || !brand || busy) return;
    if (google) completeGoogle(google);
    else if (draft) registerAccount(draft);
  };

  const registerAccount = (account: RegistrationDraft) => {
    const data = profile();
    register.mutate(
      {
        idMarca: brand?._id ?? '',
        ...account,
        phoneNumber: data.phoneNumber ?? '',
        gender: values.gender as Gender,
        birthDate: data.birthDate ?? { year: 0, month: 0, day: 0 },
        identificationNumber: values.dni.trim() || undefined,
      },
      {
        onSuccess: () => {
          finishRegistrationForm(companyData());
          rememberVerificationEmail(account.email);
          void navigate('/verificacion', { replace: true });
        },
        onError: (error) => {
          const status = statusOf(error);
          if (status === 409 && /dni/i.test(serverMessageOf(error) ?? '')) {
            form.setServerError('dni', t('personalData.dniTaken'));
          } else if (status === 400 || status === 409) {
            setFormError(serverText(error, 'signUp.failed'));
          } else {
            showToast('error', t('signUp.failed'));
          }
        },
      },
    );
  };

  const completeGoogle = (session: Session) => {
    updateUser.mutate(
      {
        brandId: session.credentials.idMarca,
        userId: session.credentials.userId,
        authToken: session.credentials.authToken,
        update: { ...profile(), ...companyData() },
      },
      {
        onSuccess: (updated) => {
          releaseGoogleSession();
          completeSignIn({ credentials: session.credentials, user: updated }, 'google');
        },
        onError: (error) => {
          showToast('error', t('personalData.confirmFailed'));
          if (statusOf(error) === 400) setFormError(serverText(error, 'personalData.confirmFailed'));
        },
      },
    );
  };

  const birthDateId = form.idFor('birthDate');
  const birthDateError = form.errorFor('birthDate');
  const birthDateErrorId = birthDateError ? `${birthDateId}-error` : undefined;
  const genderId = form.idFor('gender');
  const genderError = form.errorFor('gender');
  const genderErrorId = genderError ? `${genderId}-error` : undefined;
  const leaveGroup = (group: string) => (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) form.touch(group);
  };
  const dateParts: ReadonlyArray<{ field: 'day' | 'month' | 'year'; id: string; max: number }> = [
    { field: 'day', id: birthDateId, max: 2 },
    { field: 'month', id: `${birthDateId}-month`, max: 2 },
    { field: 'year', id: `${birthDateId}-year`, max: 4 },
  ];

  return (
    <section className="screen auth-screen" aria-labelledby="personal-data-title">
      <h1 id="personal-data-title" className="screen__title">
        {google ? t('personalData.googleTitle') : t('personalData.title')}
      </h1>
      <p className="auth-screen__step">
        {google ? t('personalData.googleIntro') : t('signUp.step', { step: 2, total: 2 })}
      </p>
      <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <TextField
          id={form.idFor('phone')}
          label={t('fields.phone')}
          hint={t('personalData.phoneHint')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          value={values.phone}
          onValueChange={(value) => form.setValue('phone', value)}
          onBlur={() => form.touch('phone')}
          error={form.errorFor('phone')}
        />
        <fieldset
          className={birthDateError ? 'field-group field--invalid' : 'field-group'}
          onBlur={leaveGroup('birthDate')}
        >
          <legend className="field__label">{t('fields.birthDate')}</legend>
          <div className="field-group__row">
            {dateParts.map(({ field, id, max }) => (
              <div className="field field--small" key={field}>
                <label className="field__sublabel" htmlFor={id}>
                  {t(`fields.${field}`)}
                </label>
                <input
                  id={id}
                  className="field__input"
                  inputMode="numeric"
                  autoComplete={`bday-${field}`}
                  maxLength={max}
                  required
                  value={values[field]}
                  onChange={(event) =>
                    form.setValue(field, event.target.value.replace(/\D/g, ''), 'birthDate')
                  }
                  aria-invalid={birthDateError ? true : undefined}
                  aria-describedby={birthDateErrorId}
                />
              </div>
            ))}
          </div>
          <FieldError id={birthDateErrorId} message={birthDateError} />
        </fieldset>
        <fieldset
          className={genderError ? 'field-group field--invalid' : 'field-group'}
          aria-describedby={genderErrorId}
          onBlur={leaveGroup('gender')}
        >
          <legend className="field__label">{t('fields.gender')}</legend>
          <div className="field-group__options">
            {GENDERS.map((gender, index) => {
              const id = index === 0 ? genderId : `${genderId}-${gender}`;
              return (
                <label className="choice" htmlFor={id} key={gender}>
                  <input
                    id={id}
                    type="radio"
                    name={genderId}
                    value={gender}
                    checked={values.gender === gender}
                    onChange={() => form.setValue('gender', gender)}
                    aria-invalid={genderError ? true : undefined}
                    aria-describedby={genderErrorId}
                  />
                  {t(`genders.${gender}`)}
                </label>
              );
            })}
          </div>
          <FieldError id={genderErrorId} message={genderError} />
        </fieldset>
        {google ? null : (
          <TextField
            id={form.idFor('dni')}
            label={t('fields.dniOptional')}
            hint={t('personalData.dniHint')}
            inputMode="numeric"
            maxLength={8}
            value={values.dni}
            onValueChange={(value) => form.setValue('dni', value)}
            onBlur={() => form.touch('dni')}
            error={form.errorFor('dni')}
          />
        )}
        {b2b ? (
          <fieldset className="field-group">
            <legend className="field__label">{t('personalData.company')}</legend>
            <TextField
              id={form.idFor('cuit')}
              label={t('fields.cuit')}
              hint={t('personalData.cuitHint')}
              inputMode="numeric"
              maxLength={14}
              required
              value={values.cuit}
              onValueChange={(value) => form.setValue('cuit', value)}
              onBlur={() => form.touch('cuit')}
              error={form.errorFor('cuit')}
            />
            {COMPANY_FIELDS.map((field) => (
              <TextField
                key={field}
                id={form.idFor(field)}
                label={t(`fields.${field}`)}
                hint={t('personalData.minLength', { count: COMPANY_FIELD_MIN[field] })}
                autoComplete={
                  field === 'city'
                    ? 'address-level2'
                    : field === 'province'
                      ? 'address-level1'
                      : 'organization'
                }
                required
                value={values[field]}
                onValueChange={(value) => form.setValue(field, value)}
                onBlur={() => form.touch(field)}
                error={form.errorFor(field)}
              />
            ))}
          </fieldset>
        ) : null}
        {formError ? (
          <p className="auth-form__error" role="alert">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="button auth-form__submit" disabled={busy}>
          {google ? t('personalData.confirm') : t('personalData.submit')}
        </button>
      </form>
    </section>
  );
}
