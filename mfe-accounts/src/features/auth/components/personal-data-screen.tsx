import '../../../components/forms.css';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { PHONE_PREFIX, dniField } from 'shared-contracts/account-forms';
import type { Session } from 'shared-contracts/entities';
import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { showToast } from 'shared-ui/show-toast';
import {
  CompanyFields,
  companyUpdate,
  personalUpdate,
  PersonalFields,
  personalFieldErrors,
  type CompanyFormField,
  type PersonalField,
} from '../../../components/personal-fields';
import { TextField } from '../../../components/text-field';
import { useAccountsT } from '../../../i18n';
import {
  readHeldGoogleSession,
  releaseGoogleSession,
  rememberVerificationEmail,
} from '../../../lib/auth-storage';
import { fieldError } from '../../../lib/field-errors';
import { serverMessageOf, statusOf, useServerText } from '../../../lib/server-message';
import { useForm, type CheckMode } from '../../../lib/use-form';
import { useUpdateUser } from '../../profile/api/update-user';
import { useRegister } from '../api/register';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { clearPersonalDataDraft, readPersonalDataDraft, savePersonalDataDraft } from '../personal-data-draft';
import {
  finishRegistrationForm,
  registrationStore,
  type RegistrationDraft,
} from '../stores/registration-store';

type Field = PersonalField | 'dni' | Exclude<CompanyFormField, 'name'>;

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
    (values: Record<Field, string>, mode: CheckMode) => {
      const { phone, birthDate, gender, ...company } = personalFieldErrors(values, mode, { company: b2b });
      return {
        phone,
        birthDate,
        gender,
        dni: !google && values.dni.trim() ? fieldError(dniField, values.dni) : null,
        ...company,
      };
    },
    [b2b, google],
  );
  const user = google?.user;
  // a reload keeps what was typed (the sign-up's e-mail or the Google user names the draft)
  const who = google ? google.credentials.userId : (draft?.email ?? '');
  const [initial] = useState((): Record<Field, string> => {
    const known: Record<Field, string> = {
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
    };
    return { ...known, ...readPersonalDataDraft(who, Object.keys(known) as Field[]) };
  });
  const form = useForm<Field>({ initial, validate });
  const { values } = form;
  useEffect(() => {
    savePersonalDataDraft(who, values);
  }, [who, values]);

  const companyData = () => (b2b ? companyUpdate(values) : {});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!form.submit() || !brand || busy) return;
    if (google) completeGoogle(google);
    else if (draft) registerAccount(draft);
  };

  const registerAccount = (account: RegistrationDraft) => {
    register.mutate(
      {
        idMarca: brand?._id ?? '',
        ...account,
        ...personalUpdate(values),
        identificationNumber: values.dni.trim() || undefined,
        // saved with the account: a sign-up that stops before its code keeps what was typed
        ...companyData(),
      },
      {
        onSuccess: () => {
          clearPersonalDataDraft();
          finishRegistrationForm();
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
        update: { ...personalUpdate(values), ...companyData() },
      },
      {
        onSuccess: (updated) => {
          clearPersonalDataDraft();
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

  return (
    <section className="screen auth-screen" aria-labelledby="personal-data-title">
      <h1 id="personal-data-title" className="screen__title">
        {google ? t('personalData.googleTitle') : t('personalData.title')}
      </h1>
      <p className="auth-screen__step">
        {google ? t('personalData.googleIntro') : t('signUp.step', { step: 2, total: 2 })}
      </p>
      <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <PersonalFields form={form} />
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
        {b2b ? <CompanyFields form={form} /> : null}
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
