import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormField } from 'shared-ui/form-field';
import { serverMessageOf } from 'shared-ui/server-message';
import { useFormat } from 'shared-ui/texts';
import { useBrandText } from 'shared-ui/translation';
import { useClubT } from '../../../i18n';
import { planPrice, type Plan } from '../../plans/api/get-plans';
import { useSubscribe, type SubscribeAnswer } from '../api/subscriptions';
import {
  CARD_FIELD_ORDER,
  CARD_NUMBER_MAX_DIGITS,
  EMPTY_CARD_FORM,
  EXPIRED_CARD_MESSAGE,
  EXPIRY_LENGTH,
  IDENTIFICATION_TYPES,
  INSTALLMENTS,
  SECURITY_CODE_MAX,
  cardFormValid,
  checkCardForm,
  formatCardNumber,
  formatExpiry,
  refusedCardFields,
  type CardField,
  type CardFormValues,
  type IdentificationType,
} from '../lib/card-form';
import { CardTokenError, ProviderLoadError } from '../lib/card-tokenizer';

/** Spec 001 section 8: the subscription's messages (Spanish; the page shows `failure.*` of its language). */
export const SUBSCRIPTION_MESSAGES = {
  providerLoad: 'Error al cargar Mercado Pago',
  token: 'Error: No se pudo generar el token de pago',
  fallback: 'Error al procesar el pago',
} as const;

/**
 * `(error) => text`: a subscription's failure in the page's language: the tokeniser's two, else the
 * server's own message (through the page's translator, as brand texts), else 'Error al procesar el pago'.
 */
export function useSubscriptionFailure(): (error: unknown) => string {
  const { t } = useClubT();
  const serverText = useBrandText();
  return (error) => {
    if (error instanceof ProviderLoadError) return t('failure.providerLoad');
    if (error instanceof CardTokenError) return t('failure.token');
    const server = serverMessageOf(error);
    return server ? serverText(server) : t('failure.fallback');
  };
}

export interface CardFormProps {
  plan: Plan;
  userId: string;
  brandId: string;
  payerEmail: string;
  backUrl: string;
  onSubscribed(answer: SubscribeAnswer): void;
  onCancel(): void;
}

/**
 * The card form of the club's subscription (spec 001 sections 2, 5 and 9): card number, expiry MM/AA,
 * security code, holder, document type and number, one installment. The card is tokenised by the
 * provider's script and only the token reaches our API; while that runs the form says it is
 * processing, and whatever goes wrong leaves every field as the customer typed it.
 */
export function CardForm({
  plan,
  userId,
  brandId,
  payerEmail,
  backUrl,
  onSubscribed,
  onCancel,
}: CardFormProps) {
  const { t } = useClubT();
  const format = useFormat();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD_FORM);
  const [touched, setTouched] = useState<ReadonlySet<CardField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const subscribe = useSubscribe();
  const failure = useSubscriptionFailure();
  const brandText = useBrandText();
  const checks = checkCardForm(values);
  const idFor = (field: CardField) => `${formId}-${field}`;
  // the fields the card provider refused (its causes), while they hold what was sent
  const refused = subscribe.error instanceof CardTokenError ? refusedCardFields(subscribe.error.cause) : [];
  const sent = subscribe.variables?.card;
  // the rule's message in the page's language (`card.errors.*`; Spanish: the spec's, CARD_MESSAGES),
  // else the provider's refusal of the field as it was sent (`card.refused.*`)
  const errorFor = (field: CardField) => {
    if ((submitted || touched.has(field)) && checks[field]) {
      return checks[field] === EXPIRED_CARD_MESSAGE ? t('card.errors.expired') : t(`card.errors.${field}`);
    }
    if (refused.includes(field) && sent?.[field] === values[field]) return t(`card.refused.${field}`);
    return undefined;
  };
  const set = (field: CardField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: CardField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const processing = subscribe.isPending || subscribe.isSuccess;
  // a refusal that names fields takes the customer to the first of them (the alert is announced)
  const firstRefused = refused[0];
  useEffect(() => {
    if (firstRefused)
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(idFor(firstRefused))}`)?.focus();
    // idFor depends on the form's id only; the error object changes with each refusal
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subscribe.error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!cardFormValid(checks)) {
      const first = CARD_FIELD_ORDER.find((field) => checks[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(idFor(first))}`)?.focus();
      return;
    }
    subscribe.mutate(
      { userId, brandId, planId: plan.id, payerEmail, card: values, backUrl },
      { onSuccess: onSubscribed },
    );
  };

  const text = (
    field: 'cardNumber' | 'expiry' | 'securityCode' | 'cardholderName' | 'identificationNumber',
    input: { maxLength?: number; inputMode?: 'numeric' | 'text'; autoComplete: string; placeholder?: string },
    normalise: (value: string) => string = (value) => value,
  ) => (
    <FormField id={idFor(field)} label={t(`card.${field}`)} error={errorFor(field)} required>
      {(describedBy) => (
        <input
          id={idFor(field)}
          name={field}
          className="field__input"
          value={values[field]}
          onChange={(event) => set(field, normalise(event.target.value))}
          onBlur={() => touch(field)}
          aria-invalid={Boolean(errorFor(field))}
          aria-describedby={describedBy}
          aria-required="true"
          disabled={processing}
          {...input}
        />
      )}
    </FormField>
  );

  return (
    <form
      ref={formRef}
      className="card-form"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${formId}-title`}
    >
      <h2 id={`${formId}-title`}>{t('card.title')}</h2>
      <p className="card-form__plan">
        {t(plan.id === 'annual' ? 'card.planAnnual' : 'card.planMonthly', {
          plan: brandText(plan.name),
          price: format.money(planPrice(plan)),
        })}
      </p>
      {text(
        'cardNumber',
        // the digits grouped in fours: 19 digits take 4 spaces more
        { maxLength: CARD_NUMBER_MAX_DIGITS + 4, inputMode: 'numeric', autoComplete: 'cc-number' },
        formatCardNumber,
      )}
      <div className="card-form__row">
        {text(
          'expiry',
          { maxLength: EXPIRY_LENGTH, inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/AA' },
          formatExpiry,
        )}
        {text(
          'securityCode',
          { maxLength: SECURITY_CODE_MAX, inputMode: 'numeric', autoComplete: 'cc-csc' },
          (value) => value.replace(/\D/g, ''),
        )}
      </div>
      {text('cardholderName', { autoComplete: 'cc-name' })}
      <div className="card-form__row">
        <FormField
          id={idFor('identificationType')}
          label={t('card.identificationType')}
          error={errorFor('identificationType')}
          required
        >
          {(describedBy) => (
            <select
              id={idFor('identificationType')}
              name="identificationType"
              className="field__input"
              value={values.identificationType}
              onChange={(event) => set('identificationType', event.target.value as IdentificationType)}
              aria-invalid={Boolean(errorFor('identificationType'))}
              aria-describedby={describedBy}
              disabled={processing}
            >
              {IDENTIFICATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {text('identificationNumber', { inputMode: 'numeric', autoComplete: 'off' })}
      </div>
      <p className="card-form__installments">{t('card.installments', { count: INSTALLMENTS })}</p>
      {subscribe.isError ? (
        <p role="alert" className="card-form__error">
          {failure(subscribe.error)}
        </p>
      ) : null}
      {processing ? (
        <p role="status" className="card-form__processing">
          {t('card.processing')}
        </p>
      ) : null}
      <div className="card-form__actions">
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={processing}>
          {t('card.cancel')}
        </button>
        <button type="submit" className="button" disabled={processing}>
          {t('card.submit')}
        </button>
      </div>
    </form>
  );
}
