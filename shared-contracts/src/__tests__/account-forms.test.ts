import * as z from 'zod/mini';
import {
  birthDateField,
  companyFields,
  cuitField,
  dniField,
  emailField,
  fullNameField,
  genderField,
  loginPasswordField,
  nameField,
  newPasswordField,
  newPasswordPair,
  normaliseEmail,
  passwordStrength,
  phoneField,
  recoveryEmailField,
  typedPhoneField,
  verificationCodeField,
} from '../account-forms';

/** The first message a schema gives for a value (what the API answers and the form shows), or null. */
const say = (schema: z.core.$ZodType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

/** Each field's first message. */
const sayByField = (schema: z.core.$ZodType, value: unknown) => {
  const result = z.safeParse(schema, value);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

describe('spec 001 section 5: names and identity', () => {
  it("Name: required ('Completá este campo'), no digits ('Tu nombre no puede contener números'), no special characters, 3 to 30 characters", () => {
    expect(say(nameField, '')).toBe('Completá este campo');
    expect(say(nameField, '   ')).toBe('Completá este campo');
    expect(say(nameField, undefined)).toBe('Completá este campo');
    expect(say(nameField, 'Ana3')).toBe('Tu nombre no puede contener números');
    expect(say(nameField, 'Ana#')).toBe('Tu nombre no puede contener caracteres especiales');
    expect(say(nameField, 'Al')).toBe('Tu nombre debe tener al menos 3 caracteres');
    expect(say(nameField, 'Ana')).toBeNull();
    expect(say(nameField, 'a'.repeat(30))).toBeNull();
    expect(say(nameField, 'a'.repeat(31))).toBe('Tu nombre no puede tener más de 30 caracteres');
    expect(z.parse(nameField, "  María José O'Neill ")).toBe("María José O'Neill");
  });

  it("Full name: two words ('Ingrese su nombre completo'), each at least 3 letters ('Su nombre o su apellido son demasiado cortos')", () => {
    expect(say(fullNameField, 'Lucía')).toBe('Ingrese su nombre completo');
    expect(say(fullNameField, 'Lu Gómez')).toBe('Su nombre o su apellido son demasiado cortos');
    expect(say(fullNameField, 'Lucía Go')).toBe('Su nombre o su apellido son demasiado cortos');
    expect(say(fullNameField, 'Lucía Gómez')).toBeNull();
    expect(say(fullNameField, 'Juan de la Cruz')).toBeNull();
    // the name rules come first
    expect(say(fullNameField, 'Lucía Gómez 2')).toBe('Tu nombre no puede contener números');
    expect(say(fullNameField, '')).toBe('Completá este campo');
  });

  it("Email: required, then a format check ('Por favor ingresá un email válido'); lowercased", () => {
    expect(say(emailField(), '')).toBe('Completá este campo');
    expect(say(emailField(), 'ana@')).toBe('Por favor ingresá un email válido');
    expect(say(emailField(), 'ana@example')).toBe('Por favor ingresá un email válido');
    expect(z.parse(emailField(), ' Ana@Example.com ')).toBe('ana@example.com');
    expect(normaliseEmail(' Cliente@SaboresDelSur.com.AR ')).toBe('cliente@saboresdelsur.com.ar');
  });

  it("Forgot password needs an e-mail first ('Ingrese su email para recuperar su contraseña.')", () => {
    const recovery = recoveryEmailField;
    expect(say(recovery, '')).toBe('Ingrese su email para recuperar su contraseña.');
    expect(say(recovery, undefined)).toBe('Ingrese su email para recuperar su contraseña.');
    expect(say(recovery, 'x')).toBe('Por favor ingresá un email válido');
  });

  it('DNI: 7 to 8 digits, not all the same; numeric without dots', () => {
    expect(say(dniField, '1234567')).toBeNull();
    expect(z.parse(dniField, 12345678)).toBe('12345678');
    expect(say(dniField, '123456')).toBe('El DNI debe tener 7 u 8 dígitos, sin puntos');
    expect(say(dniField, '123456789')).toBe('El DNI debe tener 7 u 8 dígitos, sin puntos');
    expect(say(dniField, '12.345.678')).toBe('El DNI debe tener 7 u 8 dígitos, sin puntos');
    expect(say(dniField, '11111111')).toBe('El DNI no es válido');
  });

  it('CUIT: required, max 14, digits only (no hyphens or spaces)', () => {
    expect(say(cuitField, '')).toBe('Completá este campo');
    expect(say(cuitField, '30-71234567-1')).toBe(
      'El CUIT solo puede contener números, sin guiones ni espacios',
    );
    expect(say(cuitField, '30 712345671')).toBe(
      'El CUIT solo puede contener números, sin guiones ni espacios',
    );
    expect(say(cuitField, '30712345671')).toBeNull();
    expect(say(cuitField, '1'.repeat(14))).toBeNull();
    expect(say(cuitField, '1'.repeat(15))).toBe('El CUIT no puede tener más de 14 dígitos');
  });

  it('b2b: business name min 3, company name min 2, province min 2, city min 2, each required, no special characters', () => {
    expect(say(companyFields.businessName, '')).toBe('Completá este campo');
    expect(say(companyFields.businessName, 'SA')).toBe('La razón social debe tener al menos 3 caracteres');
    expect(say(companyFields.businessName, 'Almacén Don Pedro S.R.L.')).toBeNull();
    expect(say(companyFields.companyName, 'D')).toBe(
      'El nombre de fantasía debe tener al menos 2 caracteres',
    );
    expect(say(companyFields.companyName, 'DP')).toBeNull();
    expect(say(companyFields.province, 'B')).toBe('La provincia debe tener al menos 2 caracteres');
    expect(say(companyFields.city, 'A')).toBe('La ciudad debe tener al menos 2 caracteres');
    expect(say(companyFields.city, 'Avellaneda <b>')).toBe(
      'Este campo no puede contener caracteres especiales',
    );
    expect(say(companyFields.city, 'a'.repeat(101))).toBe('El texto no puede tener más de 100 caracteres');
  });
});

describe('spec 001 section 5: password', () => {
  it('Required, min 8 chars, needs both upper and lower case, and confirmation must match', () => {
    expect(say(newPasswordField, '')).toBe('Completá este campo');
    expect(say(newPasswordField, 'Abc1234')).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(say(newPasswordField, 'abcdefgh')).toBe(
      'La contraseña debe tener al menos una mayúscula y una minúscula',
    );
    expect(say(newPasswordField, 'ABCDEFGH')).toBe(
      'La contraseña debe tener al menos una mayúscula y una minúscula',
    );
    expect(say(newPasswordField, 'Abcdefgh')).toBeNull();
    expect(say(newPasswordField, `A${'b'.repeat(128)}`)).toBe(
      'La contraseña no puede tener más de 128 caracteres',
    );
    expect(sayByField(newPasswordPair, { password: 'Abcdefgh', password2: '' })).toEqual({
      password2: 'Completá este campo',
    });
    expect(sayByField(newPasswordPair, { password: 'Abcdefgh', password2: 'Abcdefgj' })).toEqual({
      password2: 'Las contraseñas no coinciden',
    });
    // each field says its own, the mismatch too while the password is still weak
    expect(sayByField(newPasswordPair, { password: 'secreta1', password2: 'secreta2' })).toEqual({
      password: 'La contraseña debe tener al menos una mayúscula y una minúscula',
      password2: 'Las contraseñas no coinciden',
    });
    expect(sayByField(newPasswordPair, { password: 'Abcdefgh', password2: 'Abcdefgh' })).toEqual({});
  });

  it('sign in only needs the password to be there', () => {
    expect(say(loginPasswordField, '')).toBe('Completá este campo');
    expect(say(loginPasswordField, 'corta')).toBeNull();
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
});

describe('spec 001 section 5: birth date and gender', () => {
  // 20 May 2026, midday in Buenos Aires: 'today' is the Argentine date
  const date = (day: unknown, month: unknown, year: unknown) =>
    say(birthDateField(new Date('2026-05-20T12:00:00-03:00')), { day, month, year });

  it('Birth date: required; month 1-12; day 1-31', () => {
    expect(date('', '4', '1990')).toBe('Completá este campo');
    expect(date('12', '', '1990')).toBe('Completá este campo');
    expect(date('12', '4', undefined)).toBe('Completá este campo');
    expect(date('12', '13', '1990')).toBe('El mes debe estar entre 1 y 12');
    expect(date('12', '0', '1990')).toBe('El mes debe estar entre 1 y 12');
    expect(date('32', '4', '1990')).toBe('El día debe estar entre 1 y 31');
    expect(date('0', '4', '1990')).toBe('El día debe estar entre 1 y 31');
    expect(date('12', '4', '1990')).toBeNull();
    expect(date('31', '4', '1990')).toBe('Por favor ingresá una fecha de nacimiento válida');
    expect(say(birthDateField(new Date()), '1990-05-01')).toBe(
      'Por favor ingresá una fecha de nacimiento válida',
    );
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
    expect(date(31, 12, 2025)).toBeNull();
  });

  it('the form sends text, the API numbers: both give the date as numbers', () => {
    const now = new Date('2025-06-10T12:00:00-03:00');
    expect(z.parse(birthDateField(now), { year: '1990', month: 4, day: ' 12 ' })).toEqual({
      year: 1990,
      month: 4,
      day: 12,
    });
    // 10 June 2025 in Buenos Aires: the 11th is still to come there, at 01:00 UTC
    expect(say(birthDateField(new Date('2025-06-11T01:00:00Z')), { year: 2025, month: 6, day: 11 })).toBe(
      'La fecha de nacimiento no puede ser futura',
    );
  });

  it('Gender: required (Male, Female, Other)', () => {
    expect(say(genderField, '')).toBe('Seleccioná tu género');
    expect(say(genderField, 'male')).toBe('Seleccioná tu género');
    for (const gender of ['Male', 'Female', 'Other']) expect(say(genderField, gender)).toBeNull();
  });
});

describe('spec 001 section 5: phone', () => {
  it("Required; a bare '+54' is rejected as incomplete", () => {
    expect(say(phoneField, '')).toBe('Completá este campo');
    expect(say(phoneField, '+54')).toBe('El teléfono está incompleto');
    expect(say(typedPhoneField, ' +54 ')).toBe('El teléfono está incompleto');
  });

  it('The pattern is an optional plus and 10-15 digits; spaces, dashes, dots and brackets are dropped', () => {
    expect(z.parse(phoneField, '1155550101')).toBe('1155550101');
    expect(z.parse(phoneField, '+54 9 (11) 5555-0101')).toBe('+5491155550101');
    expect(say(phoneField, '115555010')).toBe('Por favor ingresá un teléfono válido');
    expect(say(phoneField, '1234567890123456')).toBe('Por favor ingresá un teléfono válido');
    expect(say(phoneField, '11-5555-abcd')).toBe('Por favor ingresá un teléfono válido');
    expect(say(phoneField, 'llamame')).toBe('Por favor ingresá un teléfono válido');
  });

  it("If it starts with '+' it must be at least 8 chars; on submit, a '+' number under 12 chars is incomplete", () => {
    expect(say(typedPhoneField, '+541234')).toBe('Por favor ingresá un teléfono válido');
    expect(say(phoneField, '+541234')).toBe('Por favor ingresá un teléfono válido');
    expect(say(typedPhoneField, '+5411555501')).toBeNull(); // 11 characters, fine while typing
    expect(say(phoneField, '+5411555501')).toBe('El teléfono está incompleto');
    expect(say(phoneField, '+54115555010')).toBeNull(); // 12 characters
  });
});

describe('spec 001 section 5: verification code', () => {
  it("4 digits, else 'Completá los 4 dígitos'", () => {
    expect(say(verificationCodeField, '1234')).toBeNull();
    expect(z.parse(verificationCodeField, 1234)).toBe('1234');
    expect(say(verificationCodeField, '123')).toBe('Completá los 4 dígitos');
    expect(say(verificationCodeField, '12a4')).toBe('Completá los 4 dígitos');
    expect(say(verificationCodeField, '12345')).toBe('Completá los 4 dígitos');
  });
});
