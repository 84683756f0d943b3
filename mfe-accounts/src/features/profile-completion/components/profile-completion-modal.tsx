import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { PHONE_PREFIX } from 'shared-contracts/account-forms';
import type { User } from 'shared-contracts/entities';
import { completionFields, completionProgress } from 'shared-contracts/profile-completion';
import { Confetti } from 'shared-ui/confetti';
import { Modal } from 'shared-ui/modal';
import { useMountProps } from 'shared-ui/remote-context';
import { dismissToasts, showToast } from 'shared-ui/show-toast';
import {
  CompanyFields,
  PersonalFields,
  personalFieldErrors,
  type CompanyFormField,
  type PersonalField,
  companyUpdate,
  personalUpdate,
} from '../../../components/personal-fields';
import { useProfileT } from '../../../profile-i18n';
import { useForm, type CheckMode } from '../../../lib/use-form';
import { useUpdateUser } from '../../profile/api/update-user';
import { useSignOut } from '../../profile/hooks/use-sign-out';

type Field = PersonalField | CompanyFormField;

interface Props {
  open: boolean;
  user: User;
  /** a b2b brand: the company data too, and the modal cannot be closed (its way out: 'Cerrar sesión') */
  companyMode: boolean;
  onClose(): void;
  onCompleted(user: User): void;
  /**
   * The data was sent (b2c): the same modal now congratulates, with the confetti. It keeps its place
   * on screen: a second modal would wait behind any other modal the page had queued meanwhile.
   */
  congratulate?: boolean;
}

const initialValues = (user: User): Record<Field, string> => ({
  phone: user.phoneNumber?.trim() || PHONE_PREFIX,
  day: user.birthDate ? String(user.birthDate.day) : '',
  month: user.birthDate ? String(user.birthDate.month) : '',
  year: user.birthDate ? String(user.birthDate.year) : '',
  gender: user.gender ?? '',
  name: user.name ?? '',
  cuit: user.cuit ?? '',
  businessName: user.businessName ?? '',
  companyName: user.companyName ?? '',
  province: user.province ?? '',
  city: user.city ?? '',
});

/**
 * The profile completion modal (spec 001 sections 2, 4 and 5): phone, birth date and gender, plus in
 * company mode the name and the company data. The progress bar starts at 60 % (b2c, 3 fields) or
 * 20 % (b2b, 9 fields) and each valid field adds an equal share; 'Solo te falta un último dato' /
 * 'Te faltan N datos más'; the submit stays disabled until every field is valid. PUT /user/{brandId}/
 * {userId}; on failure 'No se pudo confirmar tus datos' and nothing typed is lost. The company-data
 * modal cannot be closed; a customer who cannot or will not give the data leaves with 'Cerrar sesión'
 * (the app's sign-out, issue 28 item 14).
 */
export function ProfileCompletionModal({
  open,
  user,
  companyMode,
  onClose,
  onCompleted,
  congratulate = false,
}: Props) {
  const { stores } = useMountProps();
  const { t } = useProfileT();
  const formId = useId();
  const updateUser = useUpdateUser();
  const { leaving, signOut } = useSignOut();
  const [failed, setFailed] = useState(false);
  const validate = useCallback(
    (values: Record<Field, string>, mode: CheckMode) =>
      personalFieldErrors(values, mode, { company: companyMode, withName: true }),
    [companyMode],
  );
  const form = useForm<Field>({ initial: initialValues(user), validate });
  const { values } = form;

  // The progress counts the fields valid as they would be sent.
  const checks = validate(values, 'submit');
  const total = completionFields(companyMode).length;
  const valid = Object.values(checks).filter((error) => error === null).length;
  const left = total - valid;
  const percent = completionProgress(valid, companyMode);
  const busy = updateUser.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const session = stores.session.getState().session;
    if (!form.submit() || !session || busy) return;
    setFailed(false);
    updateUser.mutate(
      {
        brandId: session.credentials.idMarca,
        userId: session.credentials.userId,
        authToken: session.credentials.authToken,
        update: { ...personalUpdate(values), ...(companyMode ? companyUpdate(values, true) : {}) },
      },
      {
        onSuccess: onCompleted,
        onError: () => {
          setFailed(true);
          showToast('error', t('completion.failed'));
        },
      },
    );
  };

  // Issue 28 item 17: the congratulations are the result; an earlier 'No se pudo confirmar tus datos'
  // (or any other toast) does not stay over them.
  const celebrating = congratulate && open;
  useEffect(() => {
    if (celebrating) dismissToasts();
  }, [celebrating]);

  if (congratulate) {
    return (
      <Modal
        id="profile-completion"
        open={open}
        onClose={onClose}
        title={t('completion.congratsTitle')}
        description={t('completion.congratsBody')}
        className="profile-completion"
        footer={
          <button type="button" className="button" onClick={onClose}>
            {t('completion.congratsClose')}
          </button>
        }
      >
        <Confetti />
      </Modal>
    );
  }
  return (
    <Modal
      id="profile-completion"
      open={open}
      onClose={onClose}
      dismissible={!companyMode}
      closeOnOverlayClick={false}
      title={companyMode ? t('completion.companyTitle') : t('completion.title')}
      description={companyMode ? t('completion.companyIntro') : t('completion.intro')}
      className="profile-completion"
      footer={
        <>
          {companyMode ? (
            <button
              type="button"
              className="button button--ghost"
              aria-busy={leaving || undefined}
              disabled={leaving || busy}
              onClick={signOut}
            >
              {leaving ? t('profile.signingOut') : t('profile.signOut')}
            </button>
          ) : (
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t('completion.later')}
            </button>
          )}
          <button
            type="submit"
            form={formId}
            className="button"
            disabled={left > 0 || busy || leaving}
            aria-busy={busy || undefined}
          >
            {busy ? t('completion.submitting') : t('completion.submit')}
          </button>
        </>
      }
    >
      <div className="profile-completion__progress">
        <div
          className="profile-completion__bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('completion.progress', { percent })}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <p className="profile-completion__left" aria-live="polite">
          {left === 1
            ? t('completion.oneLeft')
            : left > 1
              ? t('completion.manyLeft', { count: left })
              : t('completion.progress', { percent })}
        </p>
      </div>
      <form id={formId} className="auth-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <PersonalFields form={form} />
        {companyMode ? <CompanyFields form={form} withName /> : null}
        {failed ? (
          <p className="auth-form__error" role="alert">
            {t('completion.failed')}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
