import { ACCOUNT_MESSAGES, emailField, newPasswordPair, phoneField } from 'shared-contracts/account-forms';
import es from '../../locales/es.json';
import { capitaliseFirst, fieldError, fieldErrors } from '../field-errors';

describe('field errors from the schemas the API applies (shared-contracts/account-forms)', () => {
  it("a field's first message, as the key of its text in this remote", () => {
    expect(fieldError(emailField(), '')).toBe('validation.required');
    expect(fieldError(emailField(), 'ana@')).toBe('validation.email');
    expect(fieldError(emailField(), 'ana@example.com')).toBeNull();
    expect(fieldError(phoneField, '+54')).toBe('validation.phoneIncomplete');
  });

  it("an object's messages by field, the first of each", () => {
    expect(fieldErrors(newPasswordPair, { password: 'secreta1', password2: '' })).toEqual({
      password: 'validation.passwordCase',
      password2: 'validation.required',
    });
    expect(fieldErrors(newPasswordPair, { password: 'Secreta1', password2: 'Secreta1' })).toEqual({
      password: null,
      password2: null,
    });
  });

  it("the Spanish texts of 'validation.*' are the schemas' own messages, every one of them", () => {
    expect(es.validation).toEqual(ACCOUNT_MESSAGES);
  });

  it('Field error messages show with the first letter capitalised', () => {
    expect(capitaliseFirst('el código no es válido')).toBe('El código no es válido');
    expect(capitaliseFirst('ñandú')).toBe('Ñandú');
    expect(capitaliseFirst('')).toBe('');
  });
});
