import type { FocusEvent } from 'react';
import {
  COMPANY_FIELD_MIN,
  GENDERS,
  normalisePhone,
  birthDateField,
  companyFields,
  cuitField,
  genderField,
  nameField,
  phoneField,
  typedPhoneField,
  type CompanyField,
} from 'shared-contracts/account-forms';
import type { BirthDate, Gender } from 'shared-contracts/entities';
import { useAccountsT } from '../i18n';
import { fieldError, type ValidationKey } from '../lib/field-errors';
import type { CheckMode, Form } from '../lib/use-form';
import { FieldError, TextField } from './text-field';

/*
 * The personal data fields more than one screen asks for (spec 001 section 5): phone (+54), birth
 * date, gender, and the b2b company data (name, CUIT, business name, company name, province, city).
 * The sign-up's personal data step and the profile completion modal both use them, with the same
 * rules (shared-contracts/account-forms, which the API applies too).
 */

export type PersonalField = 'phone' | 'day' | 'month' | 'year' | 'gender';
export type CompanyFormField = 'name' | 'cuit' | CompanyField;

export const COMPANY_TEXT_FIELDS: readonly CompanyField[] = [
  'businessName',
  'companyName',
  'province',
  'city',
];

export interface PersonalFieldsOptions {
  /** the b2b company data ('company mode') */
  company: boolean;
  /** the name among the company data (the profile asks it; the sign-up already has it) */
  withName?: boolean;
}

/** What the personal fields send (the registration, PUT /user): the phone without separators, the date as numbers. */
export function personalUpdate(values: Record<PersonalField, string>): {
  phoneNumber: string;
  gender: Gender;
  birthDate: BirthDate;
} {
  return {
    phoneNumber: normalisePhone(values.phone),
    gender: values.gender as Gender,
    birthDate: { year: Number(values.year), month: Number(values.month), day: Number(values.day) },
  };
}

/** What the company fields send (PUT /user), trimmed; the name only when the form asks it. */
export function companyUpdate(
  values: Record<Exclude<CompanyFormField, 'name'>, string> & { name?: string },
  withName = false,
): Partial<Record<CompanyFormField, string>> {
  return {
    ...(withName ? { name: (values.name ?? '').trim() } : {}),
    cuit: values.cuit.trim(),
    ...Object.fromEntries(COMPANY_TEXT_FIELDS.map((field) => [field, values[field].trim()])),
  };
}

/**
 * Every check of the personal fields, keyed by field or group ('birthDate'), in the order the first
 * invalid one is focused.
 */
export function personalFieldErrors(
  values: Record<string, string>,
  mode: CheckMode,
  { company, withName = false }: PersonalFieldsOptions,
): Record<'phone' | 'birthDate' | 'gender', ValidationKey | null> & Record<string, ValidationKey | null> {
  const at = (field: string) => values[field] ?? '';
  return {
    phone: fieldError(mode === 'submit' ? phoneField : typedPhoneField, at('phone')),
    birthDate: fieldError(birthDateField(new Date()), {
      year: at('year'),
      month: at('month'),
      day: at('day'),
    }),
    gender: fieldError(genderField, at('gender')),
    ...(company && withName ? { name: fieldError(nameField, at('name')) } : {}),
    ...(company ? { cuit: fieldError(cuitField, at('cuit')) } : {}),
    ...(company
      ? Object.fromEntries(
          COMPANY_TEXT_FIELDS.map((field) => [field, fieldError(companyFields[field], at(field))]),
        )
      : {}),
  };
}

/** The form's value of a field, and a setter for the fields these components draw. */
function bind<F extends string>(form: Form<F>) {
  const values: Record<string, string> = form.values;
  return {
    text: (field: string) => values[field] ?? '',
    // The fields drawn here are among the form's own (the screen's form declares them).
    set: (field: string, value: string, group?: string) => form.setValue(field as F, value, group),
  };
}

/** Phone (+54), birth date and gender. */
export function PersonalFields<F extends string>({ form }: { form: Form<F> }) {
  const { t } = useAccountsT();
  const { text, set } = bind(form);
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
    <>
      <TextField
        id={form.idFor('phone')}
        label={t('fields.phone')}
        hint={t('personalData.phoneHint')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        value={text('phone')}
        onValueChange={(value) => set('phone', value)}
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
                value={text(field)}
                onChange={(event) => set(field, event.target.value.replace(/\D/g, ''), 'birthDate')}
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
                  checked={text('gender') === gender}
                  onChange={() => set('gender', gender)}
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
    </>
  );
}

/** The b2b company data ('company mode'): the name when asked, CUIT, business and company names, province, city. */
export function CompanyFields<F extends string>({
  form,
  withName = false,
  legend,
}: {
  form: Form<F>;
  withName?: boolean;
  legend?: string;
}) {
  const { t } = useAccountsT();
  const { text, set } = bind(form);
  return (
    <fieldset className="field-group">
      <legend className="field__label">{legend ?? t('personalData.company')}</legend>
      {withName ? (
        <TextField
          id={form.idFor('name')}
          label={t('fields.fullName')}
          autoComplete="name"
          required
          value={text('name')}
          onValueChange={(value) => set('name', value)}
          onBlur={() => form.touch('name')}
          error={form.errorFor('name')}
        />
      ) : null}
      <TextField
        id={form.idFor('cuit')}
        label={t('fields.cuit')}
        hint={t('personalData.cuitHint')}
        inputMode="numeric"
        maxLength={14}
        required
        value={text('cuit')}
        onValueChange={(value) => set('cuit', value)}
        onBlur={() => form.touch('cuit')}
        error={form.errorFor('cuit')}
      />
      {COMPANY_TEXT_FIELDS.map((field) => (
        <TextField
          key={field}
          id={form.idFor(field)}
          label={t(`fields.${field}`)}
          hint={t('personalData.minLength', { count: COMPANY_FIELD_MIN[field] })}
          autoComplete={
            field === 'city' ? 'address-level2' : field === 'province' ? 'address-level1' : 'organization'
          }
          required
          value={text(field)}
          onValueChange={(value) => set(field, value)}
          onBlur={() => form.touch(field)}
          error={form.errorFor(field)}
        />
      ))}
    </fieldset>
  );
}
