import { spanish } from '../../testing/render-accounts';
import {
  capitaliseFirst,
  normaliseEmail,
  passwordStrength,
  validateBirthDate,
  validateCompanyField,
  validateCuit,
  validateDni,
  validateEmail,
  validateFullName,
  validateGender,
  validateName,
  validateNewPassword,
  validatePasswordConfirmation,
  validatePhone,
  validateSignInPassword,
  validateVerificationCode,
  type ValidationKey,
} from '../account-rules';

/** The Spanish message a check returns, or null. */
const say = (key: ValidationKey | null) => (key ? spanish(key) : null);

describe('spec 001 section 5: names and identity', () => {
  it("Name: required ('Completa este campo'), no digits ('Tu nombre no puede contener números'), no special characters, 3 to 30 characters", () => {
    expect(say(validateName(''))).toBe('Completa este campo');
    expect(say(validateName('   '))).toBe('Completa este campo');
    expect(say(validateName('Ana3'))).toBe('Tu nombre no puede contener números');
    expect(say(validateName('Ana#'))).toBe('Tu nombre no puede contener caracteres especiales');
    expect(say(validateName('Al'))).toBe('Tu nombre debe tener al menos 3 caracteres');
    expect(validateName('Ana')).toBeNull();
    expect(validateName('a'.repeat(30))).toBeNull();
    expect(say(validateName('a'.repeat(31)))).toBe('Tu nombre no puede tener más de 30 caracteres');
    expect(validateName("María José O'Neill")).toBeNull();
  });

  it("Full name: two words ('Ingrese su nombre completo'), each at least 3 letters ('Su nombre o su apellido son demasiado cortos')", () => {
    expect(say(validateFullName('Lucía'))).toBe('Ingrese su nombre completo');
    expect(say(validateFullName('Lu Gómez'))).toBe('Su nombre o su apellido son demasiado cortos');
    expect(say(validateFullName('Lucía Go'))).toBe('Su nombre o su apellido son demasiado cortos');
    expect(validateFullName('Lucía Gómez')).toBeNull();
    expect(validateFullName('Juan de la Cruz')).toBeNull();
    // the name rules come first
    expect(say(validateFullName('Lucía Gómez 2'))).toBe('Tu nombre no puede contener números');
  });

  it("Email: required, then a format check ('Por favor ingresa un email válido'); lowercased", () => {
    expect(say(validateEmail(''))).toBe('Completa este campo');
    expect(say(validateEmail('ana@'))).toBe('Por favor ingresa un email válido');
    expect(say(validateEmail('ana@example'))).toBe('Por favor ingresa un email válido');
    expect(validateEmail(' Ana@Example.com ')).toBeNull();
    expect(normaliseEmail(' Cliente@SaboresDelSur.com.AR ')).toBe('cliente@saboresdelsur.com.ar');
  });

  it("Forgot password needs an e-mail first ('Ingrese su email para recuperar su contraseña.')", () => {
    expect(say(validateEmail('', { forRecovery: true }))).toBe(
      'Ingrese su email para recuperar su contraseña.',
    );
    expect(say(validateEmail('x', { forRecovery: true }))).toBe('Por favor ingresa un email válido');
  });

  it('DNI: 7 to 8 digits, not all the same; numeric without dots', () => {
    expect(validateDni('1234567')).toBeNull();
    expect(validateDni('12345678')).toBeNull();
    expect(say(validateDni('123456'))).toBe('El DNI debe tener 7 u 8 dígitos, sin puntos');
    expect(say(validateDni('123456789'))).toBe('El DNI debe tener 7 u 8 dígitos, sin puntos');
    expect(say(validateDni('12.345.678'))).toBe('El DNI debe tener 7 u 8 dígitos, sin puntos');
    expect(say(validateDni('11111111'))).toBe('El DNI no es válido');
  });

  it('CUIT: required, max 14, digits only (no hyphens or spaces)', () => {
    expect(say(validateCuit(''))).toBe('Completa este campo');
    expect(say(validateCuit('30-71234567-1'))).toBe(
      'El CUIT solo puede contener números, sin guiones ni espacios',
    );
    expect(say(validateCuit('30 712345671'))).toBe(
      'El CUIT solo puede contener números, sin guiones ni espacios',
    );
    expect(validateCuit('30712345671')).toBeNull();
    expect(validateCuit('1'.repeat(14))).toBeNull();
    expect(say(validateCuit('1'.repeat(15)))).toBe('El CUIT no puede tener más de 14 dígitos');
  });

  it('b2b: business name min 3, company name min 2, province min 2, city min 2, each required, no special characters', () => {
    expect(say(validateCompanyField('businessName', ''))).toBe('Completa este campo');
    expect(say(validateCompanyField('businessName', 'SA'))).toBe(
      'La razón social debe tener al menos 3 caracteres',
    );
    expect(validateCompanyField('businessName', 'Almacén Don Pedro S.R.L.')).toBeNull();
    expect(say(validateCompanyField('companyName', 'D'))).toBe(
      'El nombre de fantasía debe tener al menos 2 caracteres',
    );
    expect(validateCompanyField('companyName', 'DP')).toBeNull();
    expect(say(validateCompanyField('province', 'B'))).toBe('La provincia debe tener al menos 2 caracteres');
    expect(say(validateCompanyField('city', 'A'))).toBe('La ciudad debe tener al menos 2 caracteres');
    expect(say(validateCompanyField('city', 'Avellaneda <b>'))).toBe(
      'Este campo no puede contener caracteres especiales',
    );
  });
});

describe('spec 001 section 5: password', () => {
  it('Required, min 8 chars, needs both upper and lower case, and confirmation must match', () => {
    expect(say(validateNewPassword(''))).toBe('Completa este campo');
    expect(say(validateNewPassword('Abc1234'))).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(say(validateNewPassword('abcdefgh'))).toBe(
      'La contraseña debe tener al menos una mayúscula y una minúscula',
    );
    expect(say(validateNewPassword('ABCDEFGH'))).toBe(
      'La contraseña debe tener al menos una mayúscula y una minúscula',
    );
    expect(validateNewPassword('Abcdefgh')).toBeNull();
    expect(say(validatePasswordConfirmation('Abcdefgh', ''))).toBe('Completa este campo');
    expect(say(validatePasswordConfirmation('Abcdefgh', 'Abcdefgj'))).toBe('Las contraseñas no coinciden');
    expect(validatePasswordConfirmation('Abcdefgh', 'Abcdefgh')).toBeNull();
  });

  it('sign in only needs the password to be there', () => {
    expect(say(validateSignInPassword(''))).toBe('Completa este campo');
    expect(validateSignInPassword('corta')).toBeNull();
  });

  it('the strength checklist: at least 8 characters, one uppercase, one lowercase, one digit, equal and non-empty', () => {
    expect(passwordStrength('', '')).toEqual({
      length: false,
      upper: false,
      lower: false,
      digit: false,
      match: false,
    });
    expect(passwordStrength('abcdefg', 'abcdefg')).toEqual({
      length: false,
      upper: false,
      lower: true,
      digit: false,
      match: true,
    });
    expect(passwordStrength('Sabores2026', 'Sabores2026')).toEqual({
      length: true,
      upper: true,
      lower: true,
      digit: true,
      match: true,
    });
    expect(passwordStrength('Sabores2026', 'Sabores2027').match).toBe(false);
  });

  it('Field error messages show with the first letter capitalised', () => {
    expect(capitaliseFirst('el código no es válido')).toBe('El código no es válido');
    expect(capitaliseFirst('ñandú')).toBe('Ñandú');
    expect(capitaliseFirst('')).toBe('');
  });
});

describe('spec 001 section 5: birth date and gender', () => {
  const now = new Date(2026, 4, 20); // 20 May 2026
  const date = (day: string, month: string, year: string) =>
    say(validateBirthDate({ day, month, year }, now));

  it('Birth date: required; month 1-12; day 1-31', () => {
    expect(date('', '4', '1990')).toBe('Completa este campo');
    expect(date('12', '', '1990')).toBe('Completa este campo');
    expect(date('12', '13', '1990')).toBe('El mes debe estar entre 1 y 12');
    expect(date('12', '0', '1990')).toBe('El mes debe estar entre 1 y 12');
    expect(date('32', '4', '1990')).toBe('El día debe estar entre 1 y 31');
    expect(date('0', '4', '1990')).toBe('El día debe estar entre 1 y 31');
    expect(date('12', '4', '1990')).toBeNull();
    expect(date('31', '4', '1990')).toBe('Por favor ingresa una fecha de nacimiento válida');
  });

  it('Birth date: cannot be in the future; year before the current year and 1900 or later', () => {
    expect(date('21', '5', '2026')).toBe('La fecha de nacimiento no puede ser futura');
    expect(date('1', '1', '2030')).toBe('La fecha de nacimiento no puede ser futura');
    expect(date('1', '1', '2026')).toBe(
      'El año de nacimiento debe ser 1900 o posterior y anterior al año actual',
    );
    expect(date('31', '12', '1899')).toBe(
      'El año de nacimiento debe ser 1900 o posterior y anterior al año actual',
    );
    expect(date('1', '1', '1900')).toBeNull();
    expect(date('31', '12', '2025')).toBeNull();
  });

  it('Gender: required (Male, Female, Other)', () => {
    expect(say(validateGender(''))).toBe('Selecciona tu género');
    expect(say(validateGender('male'))).toBe('Selecciona tu género');
    for (const gender of ['Male', 'Female', 'Other']) expect(validateGender(gender)).toBeNull();
  });
});

describe('spec 001 section 5: phone', () => {
  it("Required; a bare '+54' is rejected as incomplete", () => {
    expect(say(validatePhone(''))).toBe('Completa este campo');
    expect(say(validatePhone('+54'))).toBe('El teléfono está incompleto');
    expect(say(validatePhone(' +54 '))).toBe('El teléfono está incompleto');
  });

  it('The pattern is an optional plus and 10-15 digits', () => {
    expect(validatePhone('1155550101')).toBeNull();
    expect(validatePhone('+5491155550101')).toBeNull();
    expect(validatePhone('+54 9 11 5555-0101')).toBeNull();
    expect(say(validatePhone('115555010'))).toBe('Por favor ingresa un teléfono válido');
    expect(say(validatePhone('1234567890123456'))).toBe('Por favor ingresa un teléfono válido');
    expect(say(validatePhone('11-5555-abcd'))).toBe('Por favor ingresa un teléfono válido');
  });

  it("If it starts with '+' it must be at least 8 chars; on submit, a '+' number under 12 chars is incomplete", () => {
    expect(say(validatePhone('+541234'))).toBe('Por favor ingresa un teléfono válido');
    expect(validatePhone('+5411555501')).toBeNull(); // 11 characters, fine while typing
    expect(say(validatePhone('+5411555501', { submit: true }))).toBe('El teléfono está incompleto');
    expect(validatePhone('+54115555010', { submit: true })).toBeNull(); // 12 characters
  });
});

describe('spec 001 section 5: verification code', () => {
  it("4 digits, else 'Completa los 4 digitos'", () => {
    expect(validateVerificationCode('1234')).toBeNull();
    expect(say(validateVerificationCode('123'))).toBe('Completa los 4 digitos');
    expect(say(validateVerificationCode('12a4'))).toBe('Completa los 4 digitos');
    expect(say(validateVerificationCode('12345'))).toBe('Completa los 4 digitos');
  });
});
