import * as z from 'zod/mini';

/*
 * The account form rules of spec 001 section 5, written once: the accounts remote takes its field
 * errors from these schemas and the API parses the same fields of its requests with them (sign in,
 * sign up, personal data, profile, password recovery and verification). Each message is the spec's
 * text where the spec gives one, and ours where it does not, in the customer's Argentine 'vos' also
 * where the spec says 'tú' ('Completá este campo', issue 28 item 17); the remote shows its
 * translation by the message's key (`validation.<key>` in its locale files).
 *
 * Only the accounts remote and the API import this module: it is not a federation singleton, and the
 * remote imports it from its form screens only, so zod stays out of its first screen.
 */

export const ACCOUNT_MESSAGES = {
  required: 'Completá este campo',
  nameDigits: 'Tu nombre no puede contener números',
  nameSpecial: 'Tu nombre no puede contener caracteres especiales',
  nameShort: 'Tu nombre debe tener al menos 3 caracteres',
  nameLong: 'Tu nombre no puede tener más de 30 caracteres',
  fullName: 'Ingrese su nombre completo',
  fullNameShort: 'Su nombre o su apellido son demasiado cortos',
  email: 'Por favor ingresá un email válido',
  forgotEmail: 'Ingrese su email para recuperar su contraseña.',
  passwordShort: 'La contraseña debe tener al menos 8 caracteres',
  passwordLong: 'La contraseña no puede tener más de 128 caracteres',
  passwordCase: 'La contraseña debe tener al menos una mayúscula y una minúscula',
  passwordMismatch: 'Las contraseñas no coinciden',
  phone: 'Por favor ingresá un teléfono válido',
  phoneIncomplete: 'El teléfono está incompleto',
  birthDateFuture: 'La fecha de nacimiento no puede ser futura',
  birthYear: 'El año de nacimiento debe ser 1900 o posterior y anterior al año actual',
  birthMonth: 'El mes debe estar entre 1 y 12',
  birthDay: 'El día debe estar entre 1 y 31',
  birthDate: 'Por favor ingresá una fecha de nacimiento válida',
  gender: 'Seleccioná tu género',
  dni: 'El DNI debe tener 7 u 8 dígitos, sin puntos',
  dniRepeated: 'El DNI no es válido',
  cuitDigits: 'El CUIT solo puede contener números, sin guiones ni espacios',
  cuitLong: 'El CUIT no puede tener más de 14 dígitos',
  special: 'Este campo no puede contener caracteres especiales',
  businessName: 'La razón social debe tener al menos 3 caracteres',
  companyName: 'El nombre de fantasía debe tener al menos 2 caracteres',
  province: 'La provincia debe tener al menos 2 caracteres',
  city: 'La ciudad debe tener al menos 2 caracteres',
  tooLong: 'El texto no puede tener más de 100 caracteres',
  code: 'Completá los 4 dígitos',
} as const;
export type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES;

const M = ACCOUNT_MESSAGES;

const text = (message: string) => z.string({ error: message });

// ---------------------------------------------------------------------------------------------
// Names and identity

const LETTERS_AND_SEPARATORS = /^[\p{L}\p{M} '.-]*$/u;

/** Name: required, no digits, no special characters, 3 to 30 characters (trimmed). */
export const nameField = text(M.required).check(
  z.trim(),
  z.minLength(1, M.required),
  z.regex(/^\D*$/, M.nameDigits),
  z.regex(LETTERS_AND_SEPARATORS, M.nameSpecial),
  z.minLength(3, M.nameShort),
  z.maxLength(30, M.nameLong),
);

const FULL_NAME_PART_MIN = 3;
const letterCount = (value: string) => (value.match(/\p{L}/gu) ?? []).length;
const words = (value: string) => value.split(/\s+/u).filter(Boolean);

/**
 * Full name (the sign-up form): the name rules, then two words, the first (the name) and the rest
 * (the surname, which may hold several words: 'de la Cruz') each with at least 3 letters.
 */
export const fullNameField = nameField.check(
  z.refine((value: string) => words(value).length >= 2, M.fullName),
  z.refine((value: string) => {
    const [first = '', ...rest] = words(value);
    return letterCount(first) >= FULL_NAME_PART_MIN && letterCount(rest.join('')) >= FULL_NAME_PART_MIN;
  }, M.fullNameShort),
);

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The e-mail as it is sent and stored: trimmed and lowercased (spec 001 section 5, sign in). */
export const normaliseEmail = (value: string) => value.trim().toLowerCase();

/** E-mail: required (`missing` names what is missing, as password recovery does), then the format. */
export const emailField = (missing: string = M.required) =>
  z
    .string({ error: missing })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, missing),
      z.maxLength(254, M.email),
      z.regex(EMAIL, M.email),
    );

/** The e-mail password recovery asks for: 'Ingrese su email para recuperar su contraseña.' when missing. */
export const recoveryEmailField = emailField(M.forgotEmail);

/** DNI: 7 to 8 digits, numeric without dots, not all the same digit. */
export const dniField = z.pipe(
  z.union([z.string(), z.number()], { error: M.dni }),
  z.pipe(
    z.transform((value: string | number) => String(value).trim()),
    z.string({ error: M.dni }).check(
      z.regex(/^\d{7,8}$/, M.dni),
      z.refine((value: string) => !/^(\d)\1*$/.test(value), M.dniRepeated),
    ),
  ),
);

/** CUIT: required, digits only (no hyphens or spaces), at most 14. */
export const cuitField = z
  .string({ error: M.cuitDigits })
  .check(z.trim(), z.minLength(1, M.required), z.regex(/^\d+$/, M.cuitDigits), z.maxLength(14, M.cuitLong));

/** Letters, digits, spaces and the punctuation of company names ('Almacén Don Pedro S.R.L.'). */
const NO_SPECIAL = /^[\p{L}\p{M}\d .,'&-]*$/u;

export type CompanyField = 'businessName' | 'companyName' | 'province' | 'city';

/** b2b company data: business name at least 3, company name, province and city at least 2. */
export const COMPANY_FIELD_MIN: Readonly<Record<CompanyField, number>> = {
  businessName: 3,
  companyName: 2,
  province: 2,
  city: 2,
};

const companyText = (field: CompanyField) =>
  text(M.required).check(
    z.trim(),
    z.minLength(1, M.required),
    z.regex(NO_SPECIAL, M.special),
    z.minLength(COMPANY_FIELD_MIN[field], M[field]),
    z.maxLength(100, M.tooLong),
  );

/** Each company field: required, no special characters, its minimum, at most 100 characters. */
export const companyFields = {
  businessName: companyText('businessName'),
  companyName: companyText('companyName'),
  province: companyText('province'),
  city: companyText('city'),
};

// ---------------------------------------------------------------------------------------------
// Password

const PASSWORD_MIN = 8;
const hasUpper = (value: string) => /\p{Lu}/u.test(value);
const hasLower = (value: string) => /\p{Ll}/u.test(value);

/** Sign in checks only presence: an older account's password may predate the rules. */
export const loginPasswordField = text(M.required).check(
  z.minLength(1, M.required),
  z.maxLength(128, M.passwordLong),
);

/** A new password: required, at least 8 (at most 128), both upper and lower case. */
export const newPasswordField = text(M.required).check(
  z.minLength(1, M.required),
  z.minLength(PASSWORD_MIN, M.passwordShort),
  z.maxLength(128, M.passwordLong),
  z.refine((value: string) => hasLower(value) && hasUpper(value), M.passwordCase),
);

/** The confirmation must be given and equal the password (its message goes on `password2`). */
export const passwordsMatch = z.refine<{ password: string; password2: string }>(
  (pair) => pair.password === pair.password2,
  { message: M.passwordMismatch, path: ['password2'] },
);

/** A new password and its confirmation (`password2`, as POST /forgotpassword/resetpassword names it). */
export const newPasswordPair = z
  .object({ password: newPasswordField, password2: text(M.required).check(z.minLength(1, M.required)) })
  .check(passwordsMatch);

export interface PasswordStrength {
  length: boolean;
  upper: boolean;
  lower: boolean;
  digit: boolean;
  match: boolean;
}

/** The strength checklist: 8 characters, an uppercase, a lowercase, a digit, and both equal and non-empty. */
export function passwordStrength(password: string, confirmation: string): PasswordStrength {
  return {
    length: password.length >= PASSWORD_MIN,
    upper: hasUpper(password),
    lower: hasLower(password),
    digit: /\p{Nd}/u.test(password),
    match: password.length > 0 && password === confirmation,
  };
}

// ---------------------------------------------------------------------------------------------
// Phone

/** The default prefix, prefilled in the form. */
export const PHONE_PREFIX = '+54';

/** The number as sent and stored: spaces, dashes, dots and brackets removed. */
export const normalisePhone = (value: string) => value.replace(/[\s().-]/g, '');

function phoneMessage(phone: string, submit: boolean): string | null {
  if (!phone) return M.required;
  if (phone === PHONE_PREFIX) return M.phoneIncomplete;
  if (phone.startsWith('+') && phone.length < 8) return M.phone;
  if (submit && /^\+\d*$/.test(phone) && phone.length < 12) return M.phoneIncomplete;
  return /^\+?\d{10,15}$/.test(phone) ? null : M.phone;
}

const phoneSchema = (submit: boolean) =>
  z.pipe(
    z.string({ error: M.phone }),
    z.transform((value: string, ctx) => {
      const phone = normalisePhone(value);
      const message = phoneMessage(phone, submit);
      if (message) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return phone;
    }),
  );

/**
 * Phone, as sent: required; a bare '+54' is incomplete; starting with '+' it needs at least 8
 * characters, and under 12 it is incomplete; else an optional plus and 10 to 15 digits. Gives the
 * number normalised.
 */
export const phoneField = phoneSchema(true);

/** The phone while it is being typed: a '+' number of 8 to 11 characters is not called incomplete yet. */
export const typedPhoneField = phoneSchema(false);

// ---------------------------------------------------------------------------------------------
// Birth date and gender

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** A whole number, or its digits as text (form inputs are text); missing or blank is required. */
const datePart = (message: string, min: number, max: number) =>
  z.pipe(
    z.union(
      [
        z.number({ error: message }),
        z.pipe(
          text(message).check(z.trim(), z.minLength(1, M.required), z.regex(/^\d+$/, message)),
          z.transform(Number),
        ),
      ],
      { error: (issue) => (blank(issue.input) ? M.required : message) },
    ),
    z.int({ error: message }).check(z.minimum(min, message), z.maximum(max, message)),
  );

/** Buenos Aires is UTC-3 all year (no daylight saving since 2009). */
const argentinaToday = (now: Date) => {
  const local = new Date(now.getTime() - 3 * 3_600_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
};

/**
 * Birth date { year, month, day }: required; month 1-12; day 1-31; not in the future; year 1900 or
 * later and before the current year; a real calendar date.
 */
export const birthDateField = (now: Date) =>
  z
    .object(
      {
        year: datePart(M.birthYear, 0, 9999),
        month: datePart(M.birthMonth, 1, 12),
        day: datePart(M.birthDay, 1, 31),
      },
      { error: M.birthDate },
    )
    .check(
      z.superRefine(({ year, month, day }, ctx) => {
        // A part that is not a whole number has said so already.
        if (![year, month, day].every(Number.isInteger)) return;
        const today = argentinaToday(now);
        const future =
          year > today.year ||
          (year === today.year && (month > today.month || (month === today.month && day > today.day)));
        const message = future
          ? M.birthDateFuture
          : year < 1900 || year >= today.year
            ? M.birthYear
            : new Date(Date.UTC(year, month - 1, day)).getUTCMonth() !== month - 1
              ? M.birthDate
              : null;
        if (message) ctx.addIssue({ code: 'custom', message, input: { year, month, day } });
      }),
    );

export const GENDERS = ['Male', 'Female', 'Other'] as const;

/** Gender: required, one of Male, Female, Other. */
export const genderField = z.enum(GENDERS, { error: M.gender });

// ---------------------------------------------------------------------------------------------
// Verification code

export const VERIFICATION_CODE_LENGTH = 4;

/** The code: exactly 4 digits (a number is read as its digits), else 'Completá los 4 dígitos'. */
export const verificationCodeField = z.pipe(
  z.union([z.string(), z.number()], { error: M.code }),
  z.pipe(
    z.transform((value: string | number) => String(value).trim()),
    z.string({ error: M.code }).check(z.regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), M.code)),
  ),
);
