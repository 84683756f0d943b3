/**
 * The club's card form (spec 001 sections 5 and 9): the rules each field must meet before the card
 * goes to the provider's tokeniser, with the spec's messages.
 */

export const IDENTIFICATION_TYPES = ['DNI', 'CUIL', 'CUIT'] as const;
export type IdentificationType = (typeof IDENTIFICATION_TYPES)[number];

/** Spec 001 section 9: card number max length 19, security code max 4, expiry 5 chars, installments 1. */
export const CARD_NUMBER_MAX_DIGITS = 19;
export const CARD_NUMBER_MIN_DIGITS = 13;
export const SECURITY_CODE_MAX = 4;
export const EXPIRY_LENGTH = 5;
export const INSTALLMENTS = 1;

export const CARD_MESSAGES = {
  cardNumber: 'Número de tarjeta inválido',
  expiry: 'Fecha de vencimiento inválida (MM/AA)',
  securityCode: 'Código de seguridad inválido',
  cardholderName: 'Nombre del titular requerido',
  identificationNumber: 'Número de documento requerido',
} as const;

export type CardField = keyof typeof CARD_MESSAGES | 'identificationType';

/**
 * An expiry written right whose month has ended: said as what it is, not as the format's message (a
 * walk read 'Fecha de vencimiento inválida (MM/AA)' for 01/20 and looked for a typing mistake).
 */
export const EXPIRED_CARD_MESSAGE = 'La tarjeta está vencida';

export interface CardFormValues {
  cardNumber: string;
  expiry: string;
  securityCode: string;
  cardholderName: string;
  identificationType: IdentificationType;
  identificationNumber: string;
}

export const EMPTY_CARD_FORM: CardFormValues = {
  cardNumber: '',
  expiry: '',
  securityCode: '',
  cardholderName: '',
  identificationType: 'DNI',
  identificationNumber: '',
};

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The card number as typed, grouped in fours for reading ('4509 9535 6623 3704'), at most 19 digits. */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, CARD_NUMBER_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The expiry as typed, MM/AA with the slash put in after the month (5 characters at most). */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** 'MM/AA' → month and the four-digit year (the year prefixed by 20), or null when it is not MM/AA. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: Number(`20${match[2]}`) };
}

/** A card whose expiry month has ended cannot pay; the card is valid through its month. */
function expired({ month, year }: { month: number; year: number }, now: Date): boolean {
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

/** Every field's message (null when valid), in the order the form shows them. */
export function checkCardForm(
  values: CardFormValues,
  now: Date = new Date(),
): Record<CardField, string | null> {
  const number = digitsOf(values.cardNumber);
  const expiry = parseExpiry(values.expiry);
  return {
    cardNumber:
      number.length >= CARD_NUMBER_MIN_DIGITS && number.length <= CARD_NUMBER_MAX_DIGITS
        ? null
        : CARD_MESSAGES.cardNumber,
    expiry: !expiry ? CARD_MESSAGES.expiry : expired(expiry, now) ? EXPIRED_CARD_MESSAGE : null,
    securityCode: /^\d{3,4}$/.test(values.securityCode.trim()) ? null : CARD_MESSAGES.securityCode,
    cardholderName: values.cardholderName.trim() ? null : CARD_MESSAGES.cardholderName,
    identificationType: null,
    identificationNumber: values.identificationNumber.trim() ? null : CARD_MESSAGES.identificationNumber,
  };
}

export const cardFormValid = (checks: Record<CardField, string | null>) =>
  Object.values(checks).every((message) => message === null);

/** The form's fields in the order it shows them. */
export const CARD_FIELD_ORDER: readonly CardField[] = [
  'cardNumber',
  'expiry',
  'securityCode',
  'cardholderName',
  'identificationType',
  'identificationNumber',
];

/**
 * Mercado Pago's card form error codes (the causes its tokeniser lists, as its checkout's error table
 * names them; the API's sandbox answers the same) and the field of this form each one is about.
 */
export const PROVIDER_CAUSE_FIELDS: Readonly<Record<string, CardField>> = {
  '205': 'cardNumber',
  E301: 'cardNumber',
  '208': 'expiry',
  '209': 'expiry',
  '325': 'expiry',
  '326': 'expiry',
  '224': 'securityCode',
  E302: 'securityCode',
  '221': 'cardholderName',
  '316': 'cardholderName',
  '212': 'identificationType',
  '322': 'identificationType',
  '214': 'identificationNumber',
  '324': 'identificationNumber',
};

/**
 * The fields a tokeniser's refusal is about: its error's `cause`, a list of `{ code }` (Mercado Pago's
 * SDK and the sandbox's reject so), in the form's order; none when it names no field it knows.
 */
export function refusedCardFields(providerError: unknown): CardField[] {
  const causes = (providerError as { cause?: unknown } | null | undefined)?.cause;
  if (!Array.isArray(causes)) return [];
  const fields = new Set<CardField>();
  for (const cause of causes) {
    const code = (cause as { code?: unknown } | null)?.code;
    if (typeof code !== 'string' && typeof code !== 'number') continue;
    const field = Object.hasOwn(PROVIDER_CAUSE_FIELDS, code) ? PROVIDER_CAUSE_FIELDS[code] : undefined;
    if (field) fields.add(field);
  }
  return CARD_FIELD_ORDER.filter((field) => fields.has(field));
}

/** What the provider's createCardToken receives (Mercado Pago's SDK v2 field names). */
export interface CardTokenRequest {
  cardNumber: string;
  cardholderName: string;
  cardExpirationMonth: string;
  cardExpirationYear: string;
  securityCode: string;
  identificationType: IdentificationType;
  identificationNumber: string;
}

/** The valid form as the tokeniser wants it: digits only, month 'MM', year 'YYYY'. */
export function cardTokenRequest(values: CardFormValues): CardTokenRequest {
  const expiry = parseExpiry(values.expiry);
  if (!expiry) throw new Error('the expiry was not checked');
  return {
    cardNumber: digitsOf(values.cardNumber),
    cardholderName: values.cardholderName.trim(),
    cardExpirationMonth: String(expiry.month).padStart(2, '0'),
    cardExpirationYear: String(expiry.year),
    securityCode: values.securityCode.trim(),
    identificationType: values.identificationType,
    identificationNumber: digitsOf(values.identificationNumber) || values.identificationNumber.trim(),
  };
}
