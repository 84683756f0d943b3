import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { SandboxCardTokenBody } from './club-schemas';

/*
 * The card tokeniser of the subscription sandbox: Mercado Pago's POST /v1/card_tokens, which its
 * script (and the sandbox's, `sandbox-card-sdk.ts`) calls straight from the customer's browser with
 * the card form (spec 001 section 7). It checks the form as the provider does and keeps a single-use
 * token for 7 days. It never keeps the card number nor the security code: only what Mercado Pago's
 * token answer shows (first six and last four digits, holder, expiry, identification).
 */

export const SANDBOX_PUBLIC_KEY = 'TEST-sandbox';
export const SANDBOX_CARD_TOKENS_PATH = '/api/mp-sandbox/v1/card_tokens';
/** Mercado Pago's tokens are due 7 days after they are made (date_due). */
export const CARD_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** One reason the form was refused, as Mercado Pago's answer lists them ({ code, description }). */
export interface CardCause {
  code: string;
  description: string;
}

export const CARD_FORM_REFUSED = 'Los datos de la tarjeta no son válidos.';
export const PUBLIC_KEY_REFUSED = 'La clave pública (public_key) no es válida.';

/** Mercado Pago's card form codes (its checkout's error table), with the customer's words. */
export const CARD_CAUSES = {
  numberMissing: { code: '205', description: 'Ingresá el número de tu tarjeta.' },
  numberInvalid: { code: 'E301', description: 'El número de tarjeta no es válido.' },
  monthMissing: { code: '208', description: 'Elegí el mes de vencimiento.' },
  monthInvalid: { code: '325', description: 'El mes de vencimiento no es válido.' },
  yearMissing: { code: '209', description: 'Elegí el año de vencimiento.' },
  yearInvalid: { code: '326', description: 'El año de vencimiento no es válido.' },
  expired: { code: '325', description: 'La tarjeta está vencida.' },
  codeMissing: { code: '224', description: 'Ingresá el código de seguridad.' },
  codeInvalid: { code: 'E302', description: 'El código de seguridad no es válido.' },
  holderMissing: { code: '221', description: 'Ingresá el nombre y apellido del titular.' },
  holderInvalid: { code: '316', description: 'El nombre del titular no es válido.' },
  idTypeMissing: { code: '212', description: 'Elegí el tipo de documento.' },
  idTypeInvalid: { code: '322', description: 'El tipo de documento debe ser DNI, CUIL o CUIT.' },
  idNumberMissing: { code: '214', description: 'Ingresá el número de documento.' },
  idNumberInvalid: { code: '324', description: 'El número de documento no es válido.' },
} as const satisfies Record<string, CardCause>;

/** The card a checked form describes. */
export interface CardData {
  number: string;
  securityCode: string;
  expirationMonth: number;
  expirationYear: number;
  holderName: string;
  identificationType: 'DNI' | 'CUIL' | 'CUIT';
  identificationNumber: string;
}

/** The Luhn check digit rule every card number follows. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value).trim());

/** Buenos Aires' year and month (UTC-3 all year): a card expires at the end of its month there. */
function buenosAiresMonth(now: Date): { year: number; month: number } {
  const local = new Date(now.getTime() - 3 * 60 * 60 * 1000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1 };
}

const ID_DIGITS: Readonly<Record<CardData['identificationType'], RegExp>> = {
  DNI: /^\d{7,8}$/,
  CUIL: /^\d{11}$/,
  CUIT: /^\d{11}$/,
};

/**
 * The provider's checks of the card form: number 13 to 19 digits passing Luhn (spaces and dashes
 * allowed), month 1 to 12, a year of 4 digits not in the past (nor a month already over), security
 * code 3 or 4 digits, a holder, and a DNI (7 or 8 digits), CUIL or CUIT (11 digits). Every failing
 * field is a cause, as Mercado Pago lists them.
 */
export function checkCardForm(
  form: SandboxCardTokenBody,
  now: Date,
): { card: CardData; causes?: never } | { card?: never; causes: CardCause[] } {
  const causes: CardCause[] = [];
  const number = text(form.card_number).replace(/[\s-]/g, '');
  if (!number) causes.push(CARD_CAUSES.numberMissing);
  else if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) causes.push(CARD_CAUSES.numberInvalid);

  const monthText = text(form.expiration_month);
  const month = /^\d{1,2}$/.test(monthText) ? Number(monthText) : NaN;
  if (!monthText) causes.push(CARD_CAUSES.monthMissing);
  else if (!(month >= 1 && month <= 12)) causes.push(CARD_CAUSES.monthInvalid);

  const yearText = text(form.expiration_year);
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
  const today = buenosAiresMonth(now);
  if (!yearText) causes.push(CARD_CAUSES.yearMissing);
  else if (!(year >= today.year) || year > today.year + 30) causes.push(CARD_CAUSES.yearInvalid);
  else if (year === today.year && month >= 1 && month < today.month) causes.push(CARD_CAUSES.expired);

  const securityCode = text(form.security_code);
  if (!securityCode) causes.push(CARD_CAUSES.codeMissing);
  else if (!/^\d{3,4}$/.test(securityCode)) causes.push(CARD_CAUSES.codeInvalid);

  const holderName = text(form.cardholder?.name).replace(/\s+/g, ' ');
  if (!holderName) causes.push(CARD_CAUSES.holderMissing);
  else if (holderName.length > 100 || !/^[\p{L}][\p{L}\p{M} .'-]*$/u.test(holderName)) {
    causes.push(CARD_CAUSES.holderInvalid);
  }

  const typeText = text(form.cardholder?.identification?.type).toUpperCase();
  const identificationType =
    typeText === 'DNI' || typeText === 'CUIL' || typeText === 'CUIT' ? typeText : null;
  if (!typeText) causes.push(CARD_CAUSES.idTypeMissing);
  else if (!identificationType) causes.push(CARD_CAUSES.idTypeInvalid);
  const identificationNumber = text(form.cardholder?.identification?.number).replace(/[\s.-]/g, '');
  if (!identificationNumber) causes.push(CARD_CAUSES.idNumberMissing);
  else if (identificationType && !ID_DIGITS[identificationType].test(identificationNumber)) {
    causes.push(CARD_CAUSES.idNumberInvalid);
  }

  if (causes.length > 0 || !identificationType) return { causes };
  return {
    card: {
      number,
      securityCode,
      expirationMonth: month,
      expirationYear: year,
      holderName,
      identificationType,
      identificationNumber,
    },
  };
}

/**
 * Mercado Pago's test cards are refused by their holder's name: 'OTHE' (refused, another reason) and
 * 'FUND' (not enough funds); any other name (its 'APRO') is accepted. The status detail is Mercado
 * Pago's.
 */
export function sandboxCardRefusal(holderName: string): string | null {
  const name = holderName.trim().toUpperCase();
  if (name === 'OTHE') return 'cc_rejected_other_reason';
  if (name === 'FUND') return 'cc_rejected_insufficient_amount';
  return null;
}

/** The card's network as Mercado Pago names it (payment_method_id), from its first digits. */
export function paymentMethodOf(firstSix: string): string {
  if (/^3[47]/.test(firstSix)) return 'amex';
  if (/^4/.test(firstSix)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(firstSix)) return 'master';
  return 'tarjeta';
}

export interface SandboxCardTokenRow {
  id: string;
  public_key: string;
  first_six_digits: string;
  last_four_digits: string;
  card_number_length: number;
  security_code_length: number;
  cardholder_name: string;
  expiration_month: number;
  expiration_year: number;
  identification_type: string;
  identification_number: string;
  date_created: Date | string;
  date_due: Date | string;
  used_at: Date | string | null;
}

const COLUMNS = `id, public_key, first_six_digits, last_four_digits, card_number_length,
  security_code_length, cardholder_name, expiration_month, expiration_year, identification_type,
  identification_number, date_created, date_due, used_at`;

/** A token as Mercado Pago's POST /v1/card_tokens answers it (what its script resolves to). */
export function cardTokenAnswer(row: SandboxCardTokenRow) {
  const created = new Date(row.date_created).toISOString();
  return {
    id: row.id,
    public_key: row.public_key,
    first_six_digits: row.first_six_digits,
    last_four_digits: row.last_four_digits,
    expiration_month: Number(row.expiration_month),
    expiration_year: Number(row.expiration_year),
    cardholder: {
      name: row.cardholder_name,
      identification: { type: row.identification_type, number: row.identification_number },
    },
    status: 'active' as const,
    date_created: created,
    date_last_updated: created,
    date_due: new Date(row.date_due).toISOString(),
    luhn_validation: true,
    live_mode: false,
    card_number_length: Number(row.card_number_length),
    security_code_length: Number(row.security_code_length),
  };
}

/** The sandbox's card tokens (table sandbox_card_tokens). */
export class SandboxCardTokens {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  async create(card: CardData, publicKey: string): Promise<SandboxCardTokenRow> {
    const now = this.clock.now();
    const { rows } = await this.db.query<SandboxCardTokenRow>(
      `INSERT INTO sandbox_card_tokens (id, public_key, first_six_digits, last_four_digits,
         card_number_length, security_code_length, cardholder_name, expiration_month, expiration_year,
         identification_type, identification_number, date_created, date_due)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       RETURNING ${COLUMNS}`,
      [
        randomBytes(16).toString('hex'),
        publicKey,
        card.number.slice(0, 6),
        card.number.slice(-4),
        card.number.length,
        card.securityCode.length,
        card.holderName,
        card.expirationMonth,
        card.expirationYear,
        card.identificationType,
        card.identificationNumber,
        now.toISOString(),
        new Date(now.getTime() + CARD_TOKEN_TTL_MS).toISOString(),
      ],
    );
    const row = rows[0];
    if (!row) throw new Error('sandbox card token not written');
    return row;
  }

  /**
   * Uses a token up, once: the token if it was unused and not due yet, else null (unknown, used or
   * expired). Two uses at once get it once.
   */
  async consume(id: string): Promise<SandboxCardTokenRow | null> {
    if (!/^[0-9a-f]{32}$/.test(id)) return null;
    const now = this.clock.now().toISOString();
    const { rows } = await this.db.query<SandboxCardTokenRow>(
      `UPDATE sandbox_card_tokens SET used_at = $2
       WHERE id = $1 AND used_at IS NULL AND date_due > $2
       RETURNING ${COLUMNS}`,
      [id, now],
    );
    return rows[0] ?? null;
  }
}
