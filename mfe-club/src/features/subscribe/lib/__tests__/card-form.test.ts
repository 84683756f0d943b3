import {
  CARD_MESSAGES,
  EMPTY_CARD_FORM,
  EXPIRED_CARD_MESSAGE,
  INSTALLMENTS,
  cardFormValid,
  cardTokenRequest,
  checkCardForm,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  refusedCardFields,
  type CardFormValues,
} from '../card-form';

const NOW = new Date(2026, 10, 24); // 24 November 2026
const valid: CardFormValues = {
  cardNumber: '4509 9535 6623 3704',
  expiry: '11/30',
  securityCode: '123',
  cardholderName: 'APRO',
  identificationType: 'DNI',
  identificationNumber: '12345678',
};
const check = (change: Partial<CardFormValues>) => checkCardForm({ ...valid, ...change }, NOW);

describe('the club card form (spec 001 sections 5 and 9)', () => {
  it('takes a card number of 13 to 19 digits, else "Número de tarjeta inválido"', () => {
    expect(check({ cardNumber: '4'.repeat(12) }).cardNumber).toBe('Número de tarjeta inválido');
    expect(check({ cardNumber: '4'.repeat(13) }).cardNumber).toBeNull();
    expect(check({ cardNumber: '4'.repeat(19) }).cardNumber).toBeNull();
    expect(check({ cardNumber: '4'.repeat(20) }).cardNumber).toBe(CARD_MESSAGES.cardNumber);
    expect(check({ cardNumber: '' }).cardNumber).toBe(CARD_MESSAGES.cardNumber);
  });

  it('keeps at most 19 digits (card number max length 19), grouped in fours', () => {
    expect(formatCardNumber('4509953566233704123456')).toBe('4509 9535 6623 3704 123');
    expect(formatCardNumber('4509-9535')).toBe('4509 9535');
  });

  it('reads the expiry as MM/AA with the year prefixed by 20, else "Fecha de vencimiento inválida (MM/AA)"', () => {
    expect(parseExpiry('07/31')).toEqual({ month: 7, year: 2031 });
    expect(check({ expiry: '13/30' }).expiry).toBe('Fecha de vencimiento inválida (MM/AA)');
    expect(check({ expiry: '00/30' }).expiry).toBe(CARD_MESSAGES.expiry);
    expect(check({ expiry: '1130' }).expiry).toBe(CARD_MESSAGES.expiry);
    // a card whose month has ended says so, not the format's message
    expect(check({ expiry: '10/26' }).expiry).toBe('La tarjeta está vencida'); // ended in October 2026
    expect(check({ expiry: '01/20' }).expiry).toBe(EXPIRED_CARD_MESSAGE);
    expect(check({ expiry: '11/26' }).expiry).toBeNull(); // valid through its month
  });

  it('puts the slash in after the month, 5 characters at most (expiry 5 chars)', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('113')).toBe('11/3');
    expect(formatExpiry('113099')).toBe('11/30');
  });

  it('takes a security code of 3 or 4 digits, else "Código de seguridad inválido"', () => {
    expect(check({ securityCode: '12' }).securityCode).toBe('Código de seguridad inválido');
    expect(check({ securityCode: '123' }).securityCode).toBeNull();
    expect(check({ securityCode: '1234' }).securityCode).toBeNull();
    expect(check({ securityCode: '12345' }).securityCode).toBe(CARD_MESSAGES.securityCode);
  });

  it('asks for the holder and the document number', () => {
    expect(check({ cardholderName: '  ' }).cardholderName).toBe('Nombre del titular requerido');
    expect(check({ identificationNumber: '' }).identificationNumber).toBe('Número de documento requerido');
  });

  it('an empty form is invalid, a complete one valid', () => {
    expect(cardFormValid(checkCardForm(EMPTY_CARD_FORM, NOW))).toBe(false);
    expect(cardFormValid(checkCardForm(valid, NOW))).toBe(true);
  });

  it('hands the tokeniser digits only, month MM and year 20AA, in one installment', () => {
    expect(cardTokenRequest(valid)).toEqual({
      cardNumber: '4509953566233704',
      cardholderName: 'APRO',
      cardExpirationMonth: '11',
      cardExpirationYear: '2030',
      securityCode: '123',
      identificationType: 'DNI',
      identificationNumber: '12345678',
    });
    expect(INSTALLMENTS).toBe(1);
  });
});

describe("the card provider's refusal, field by field (Mercado Pago's card form error codes)", () => {
  it("names the fields its causes are about, in the form's order, once each", () => {
    const refusal = {
      cause: [
        { code: '324', description: 'El número de documento no es válido.' },
        { code: 'E301', description: 'El número de tarjeta no es válido.' },
        { code: '325', description: 'La tarjeta está vencida.' },
        { code: '205', description: 'Ingresá el número de tarjeta.' },
        { code: 316, description: 'El nombre del titular no es válido.' },
      ],
    };
    expect(refusedCardFields(refusal)).toEqual([
      'cardNumber',
      'expiry',
      'cardholderName',
      'identificationNumber',
    ]);
  });

  it('names none for a refusal without causes, or with codes it does not know', () => {
    expect(refusedCardFields(new Error('network'))).toEqual([]);
    expect(refusedCardFields({ cause: 'x' })).toEqual([]);
    expect(
      refusedCardFields({ cause: [{ code: '999' }, null, { code: { toString: () => '324' } }] }),
    ).toEqual([]);
    expect(refusedCardFields(null)).toEqual([]);
  });
});
