/*
 * The validation rules of spec 001 section 5 that sign in, sign up, personal data, password
 * recovery and verification share (one validator, as the spec asks). Each check returns the key of
 * its message in the 'accounts' namespace (`validation.*`), or null when the value is valid, so the
 * rules stay pure and the screens show the text in the current language. They mirror the API's own
 * checks (api/src/features/auth/account-validation.ts), so the server rarely refuses what
 * the form let through.
 */

export type ValidationKey =
  | 'validation.required'
  | 'validation.nameDigits'
  | 'validation.nameSpecial'
  | 'validation.nameShort'
  | 'validation.nameLong'
  | 'validation.fullName'
  | 'validation.fullNameShort'
  | 'validation.email'
  | 'validation.forgotEmail'
  | 'validation.passwordShort'
  | 'validation.passwordLong'
  | 'validation.passwordCase'
  | 'validation.passwordMismatch'
  | 'validation.phone'
  | 'validation.phoneIncomplete'
  | 'validation.birthDateFuture'
  | 'validation.birthYear'
  | 'validation.birthMonth'
  | 'validation.birthDay'
  | 'validation.birthDate'
  | 'validation.gender'
  | 'validation.dni'
  | 'validation.dniRepeated'
  | 'validation.cuitDigits'
  | 'validation.cuitLong'
  | 'validation.special'
  | 'validation.businessName'
  | 'validation.companyName'
  | 'validation.province'
  | 'validation.city'
  | 'validation.code';

type Check = ValidationKey | null;

export const NAME_MIN = 3;
export const NAME_MAX = 30;
export const FULL_NAME_PART_MIN = 3;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PHONE_PREFIX = '+54';
export const PHONE_MIN_WITH_PLUS = 8;
export const PHONE_COMPLETE_WITH_PLUS = 12;
export const BIRTH_YEAR_MIN = 1900;
export const CUIT_MAX = 14;
export const VERIFICATION_CODE_LENGTH = 4;

/** Field error messages show with the first letter capitalised (spec 001 section 5). */
export function capitaliseFirst(text: string): string {
  return text ? text.charAt(0).toLocaleUpperCase('es-AR') + text.slice(1) : text;
}

// ---------------------------------------------------------------------------------------------
// Names and identity

const LETTERS_AND_SEPARATORS = /^[\p{L}\p{M} '.-]*$/u;

/** Name: required, no digits, no special characters, 3 to 30 characters. */
export function validateName(value: string): Check {
  const name = value.trim();
  if (!name) return 'validation.required';
  if (/\d/.test(name)) return 'validation.nameDigits';
  if (!LETTERS_AND_SEPARATORS.test(name)) return 'validation.nameSpecial';
  if (name.length < NAME_MIN) return 'validation.nameShort';
  if (name.length > NAME_MAX) return 'validation.nameLong';
  return null;
}

const letterCount = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

/**
 * Full name: the name rules, then two words ('Ingrese su nombre completo'), the first (the name) and
 * the rest (the surname, which may hold several words: 'de la Cruz') each with at least 3 letters.
 */
export function validateFullName(value: string): Check {
  const nameCheck = validateName(value);
  if (nameCheck) return nameCheck;
  const [first = '', ...rest] = value.trim().split(/\s+/u);
  if (rest.length === 0) return 'validation.fullName';
  if (letterCount(first) < FULL_NAME_PART_MIN || letterCount(rest.join('')) < FULL_NAME_PART_MIN) {
    return 'validation.fullNameShort';
  }
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The e-mail as it is sent: trimmed and lowercased (spec 001 section 5, sign in). */
export const normaliseEmail = (value: string) => value.trim().toLowerCase();

/** E-mail: required, then the format. The recovery form names what is missing ('Ingrese su email…'). */
export function validateEmail(value: string, { forRecovery = false } = {}): Check {
  const email = normaliseEmail(value);
  if (!email) return forRecovery ? 'validation.forgotEmail' : 'validation.required';
  if (email.length > 254 || !EMAIL.test(email)) return 'validation.email';
  return null;
}

/** DNI: 7 to 8 digits, numeric without dots, not all the same digit. */
export function validateDni(value: string): Check {
  const dni = value.trim();
  if (!/^\d{7,8}$/.test(dni)) return 'validation.dni';
  if (/^(\d)\1*$/.test(dni)) return 'validation.dniRepeated';
  return null;
}

/** CUIT: required, digits only (no hyphens or spaces), at most 14. */
export function validateCuit(value: string): Check {
  const cuit = value.trim();
  if (!cuit) return 'validation.required';
  if (!/^\d+$/.test(cuit)) return 'validation.cuitDigits';
  if (cuit.length > CUIT_MAX) return 'validation.cuitLong';
  return null;
}

/** Letters, digits, spaces and the punctuation of company names ('Almacén Don Pedro S.R.L.'). */
const NO_SPECIAL = /^[\p{L}\p{M}\d .,'&-]*$/u;

export type CompanyField = 'businessName' | 'companyName' | 'province' | 'city';

/** b2b company data: business name at least 3, company name, province and city at least 2; each required. */
export const COMPANY_FIELD_MIN: Readonly<Record<CompanyField, number>> = {
  businessName: 3,
  companyName: 2,
  province: 2,
  city: 2,
};

export function validateCompanyField(field: CompanyField, value: string): Check {
  const text = value.trim();
  if (!text) return 'validation.required';
  if (!NO_SPECIAL.test(text)) return 'validation.special';
  if (text.length < COMPANY_FIELD_MIN[field]) return `validation.${field}`;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Password

/** Only presence on sign in: an older account's password may predate the rules. */
export function validateSignInPassword(value: string): Check {
  return value ? null : 'validation.required';
}

/** A new password: required, at least 8, both upper and lower case (and at most 128, as the API). */
export function validateNewPassword(value: string): Check {
  if (!value) return 'validation.required';
  if (value.length < PASSWORD_MIN) return 'validation.passwordShort';
  if (value.length > PASSWORD_MAX) return 'validation.passwordLong';
  if (!/\p{Lu}/u.test(value) || !/\p{Ll}/u.test(value)) return 'validation.passwordCase';
  return null;
}

/** The confirmation must be given and match. */
export function validatePasswordConfirmation(password: string, confirmation: string): Check {
  if (!confirmation) return 'validation.required';
  if (password !== confirmation) return 'validation.passwordMismatch';
  return null;
}

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
    upper: /\p{Lu}/u.test(password),
    lower: /\p{Ll}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    match: password.length > 0 && password === confirmation,
  };
}

// ---------------------------------------------------------------------------------------------
// Phone

/** The number as sent: spaces, dashes, dots and parentheses removed. */
export const normalisePhone = (value: string) => value.replace(/[\s().-]/g, '');

/**
 * Phone: required; a bare '+54' is incomplete; an optional plus and 10 to 15 digits; starting with
 * '+' it needs at least 8 characters; on submit a '+' number under 12 characters is incomplete.
 */
export function validatePhone(value: string, { submit = false } = {}): Check {
  const phone = normalisePhone(value);
  if (!phone) return 'validation.required';
  if (phone === PHONE_PREFIX) return 'validation.phoneIncomplete';
  if (phone.startsWith('+') && phone.length < PHONE_MIN_WITH_PLUS) return 'validation.phone';
  if (submit && /^\+\d*$/.test(phone) && phone.length < PHONE_COMPLETE_WITH_PLUS) {
    return 'validation.phoneIncomplete';
  }
  if (!/^\+?\d{10,15}$/.test(phone)) return 'validation.phone';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Birth date and gender

export interface BirthDateInput {
  day: string;
  month: string;
  year: string;
}

const whole = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * Birth date: required; month 1-12; day 1-31; not in the future; year 1900 or later and before the
 * current year; a real calendar date.
 */
export function validateBirthDate(input: BirthDateInput, now: Date = new Date()): Check {
  if (!input.day.trim() || !input.month.trim() || !input.year.trim()) return 'validation.required';
  const year = whole(input.year);
  const month = whole(input.month);
  const day = whole(input.day);
  if (year === null) return 'validation.birthYear';
  if (month === null || month < 1 || month > 12) return 'validation.birthMonth';
  if (day === null || day < 1 || day > 31) return 'validation.birthDay';
  const today = { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  const future =
    year > today.year ||
    (year === today.year && (month > today.month || (month === today.month && day > today.day)));
  if (future) return 'validation.birthDateFuture';
  if (year < BIRTH_YEAR_MIN || year >= today.year) return 'validation.birthYear';
  if (new Date(Date.UTC(year, month - 1, day)).getUTCMonth() !== month - 1) return 'validation.birthDate';
  return null;
}

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type GenderValue = (typeof GENDERS)[number];

export function validateGender(value: string): Check {
  return (GENDERS as readonly string[]).includes(value) ? null : 'validation.gender';
}

// ---------------------------------------------------------------------------------------------
// Verification code

/** The code: exactly 4 digits, else 'Completa los 4 digitos'. */
export function validateVerificationCode(code: string): Check {
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code) ? null : 'validation.code';
}
