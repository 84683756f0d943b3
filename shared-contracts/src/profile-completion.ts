import type { User } from './entities';

/*
 * The profile completion rules of spec 001 sections 2, 4 and 5, written once: the shell reads them to
 * decide whether to load the completion widget at all, the accounts remote to run the modal. No
 * zod here: the shell imports this module on its first screen.
 */

/** The fields every customer completes (spec 001 section 5, 'Profile completion'). */
export const PERSONAL_FIELDS = ['phoneNumber', 'birthDate', 'gender'] as const;
/** The company data a b2b brand also requires ('company mode'). */
export const COMPANY_FIELDS = ['name', 'cuit', 'businessName', 'companyName', 'province', 'city'] as const;

export type ProfileField = (typeof PERSONAL_FIELDS)[number] | (typeof COMPANY_FIELDS)[number];

/** Where the progress bar starts: 60 % for b2c (3 fields), 20 % for b2b (9 fields). */
export const COMPLETION_START_PERCENT = { b2c: 60, b2b: 20 } as const;

/** The modal opens 1 s after a page where it may show (spec 001 section 9). */
export const COMPLETION_DELAY_MS = 1000;

/** The fields the modal asks: the personal ones, plus the company data in company mode (b2b). */
export const completionFields = (companyMode: boolean): readonly ProfileField[] =>
  companyMode ? [...PERSONAL_FIELDS, ...COMPANY_FIELDS] : PERSONAL_FIELDS;

const isBlank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');

/**
 * The fields a customer still has to give (empty for a guest: guests are never prompted). A bare
 * prefix ('+54') is not a phone.
 */
export function missingProfileFields(user: User | null | undefined, companyMode: boolean): ProfileField[] {
  if (!user || user.typeUser === 'guest') return [];
  return completionFields(companyMode).filter((field) => {
    const value = user[field];
    if (field === 'phoneNumber') return isBlank(value) || String(value).replace(/\D/g, '').length <= 2;
    return isBlank(value);
  });
}

/**
 * The progress bar: the start share, then each valid field of the form adds an equal part of the
 * rest (b2c: 60 % + 3 × 13.3 %; b2b: 20 % + 9 × 8.9 %). Whole percent, 100 when all are valid.
 */
export function completionProgress(validFields: number, companyMode: boolean): number {
  const total = completionFields(companyMode).length;
  const start = companyMode ? COMPLETION_START_PERCENT.b2b : COMPLETION_START_PERCENT.b2c;
  const valid = Math.min(Math.max(validFields, 0), total);
  return Math.round(start + ((100 - start) * valid) / total);
}
