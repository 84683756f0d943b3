import { z } from 'zod';
import { idParam } from '../../lib/validation';

/** Field messages of spec 001 section 5 (where the spec gives one) and ours in the same voice. */
export const ACCOUNT_MESSAGES = {
  required: 'Completa este campo',
  nameDigits: 'Tu nombre no puede contener números',
  nameSpecial: 'Tu nombre no puede contener caracteres especiales',
  nameShort: 'Tu nombre debe tener al menos 3 caracteres',
  nameLong: 'Tu nombre no puede tener más de 30 caracteres',
  email: 'Por favor ingresa un email válido',
  forgotEmail: 'Ingrese su email para recuperar su contraseña.',
  passwordShort: 'La contraseña debe tener al menos 8 caracteres',
  passwordLong: 'La contraseña no puede tener más de 128 caracteres',
  passwordCase: 'La contraseña debe tener al menos una mayúscula y una minúscula',
  passwordMismatch: 'Las contraseñas no coinciden',
  dni: 'El DNI debe tener 7 u 8 dígitos, sin puntos',
  dniRepeated: 'El DNI no es válido',
  phone: 'Por favor ingresa un teléfono válido',
  phoneIncomplete: 'El teléfono está incompleto',
  gender: 'Selecciona un género: Male, Female u Other',
  birthDate: 'Por favor ingresa una fecha de nacimiento válida',
  birthDateFuture: 'La fecha de nacimiento no puede ser futura',
  birthYear: 'El año de nacimiento debe ser 1900 o posterior y anterior al año actual',
  birthMonth: 'El mes debe estar entre 1 y 12',
  birthDay: 'El día debe estar entre 1 y 31',
  cuitDigits: 'El CUIT solo puede contener números, sin guiones ni espacios',
  cuitLong: 'El CUIT no puede tener más de 14 dígitos',
  businessName: 'La razón social debe tener al menos 3 caracteres',
  companyName: 'El nombre de fantasía debe tener al menos 2 caracteres',
  province: 'La provincia debe tener al menos 2 caracteres',
  city: 'La ciudad debe tener al menos 2 caracteres',
  tooLong: 'El texto no puede tener más de 100 caracteres',
  code: 'Completa los 4 digitos',
} as const;

const M = ACCOUNT_MESSAGES;

/** A string field: a missing or non-text value is 'Completa este campo'. */
const text = () => z.string({ error: M.required });

/** '' and null count as "not given" for optional form fields. */
const optionalField = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const brandIdField = idParam('el id de la marca');

export const nameField = text()
  .trim()
  .min(1, M.required)
  .regex(/^\D*$/, M.nameDigits)
  .regex(/^[\p{L}\p{M} '.-]*$/u, M.nameSpecial)
  .min(3, M.nameShort)
  .max(30, M.nameLong);

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Trimmed and lowercased (spec 001 section 5), then checked. */
export const emailField = (missing: string = M.required) =>
  z.string({ error: missing }).trim().toLowerCase().min(1, missing).max(254, M.email).regex(EMAIL, M.email);

/** Only presence: login must not tell a weak old password from a wrong one. */
export const loginPasswordField = text().min(1, M.required).max(128, M.passwordLong);

export const newPasswordField = text()
  .min(1, M.required)
  .min(8, M.passwordShort)
  .max(128, M.passwordLong)
  .refine((value) => /\p{Ll}/u.test(value) && /\p{Lu}/u.test(value), M.passwordCase);

export const phoneField = z
  .string({ error: M.phone })
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .superRefine((value, ctx) => {
    // A bare '+54' (the prefilled prefix) or a short international number is incomplete.
    if (/^\+\d*$/.test(value) && value.length < 12)
      ctx.addIssue({ code: 'custom', message: M.phoneIncomplete });
    else if (!/^\+?\d{10,15}$/.test(value)) ctx.addIssue({ code: 'custom', message: M.phone });
  });

export const genderField = z.enum(['Male', 'Female', 'Other'], { error: M.gender });

export const dniField = z
  .union([z.string(), z.number()], { error: M.dni })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{7,8}$/, M.dni)
      .refine((value) => !/^(\d)\1*$/.test(value), M.dniRepeated),
  );

const wholeNumber = (message: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, message).transform(Number)], { error: message })
    .pipe(z.number().int(message));

/** Buenos Aires is UTC-3 all year (no daylight saving since 2009). */
const argentinaToday = (now: Date) => {
  const local = new Date(now.getTime() - 3 * 3_600_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
};

/** { year, month, day }: a real date, not in the future, year 1900 or later and before the current one. */
export const birthDateField = (now: Date) =>
  z
    .object(
      {
        year: wholeNumber(M.birthYear),
        month: wholeNumber(M.birthMonth).pipe(z.number().min(1, M.birthMonth).max(12, M.birthMonth)),
        day: wholeNumber(M.birthDay).pipe(z.number().min(1, M.birthDay).max(31, M.birthDay)),
      },
      { error: M.birthDate },
    )
    .superRefine(({ year, month, day }, ctx) => {
      const today = argentinaToday(now);
      const date = new Date(Date.UTC(year, month - 1, day));
      const future =
        year > today.year ||
        (year === today.year && (month > today.month || (month === today.month && day > today.day)));
      if (future) ctx.addIssue({ code: 'custom', message: M.birthDateFuture });
      else if (year < 1900 || year >= today.year) ctx.addIssue({ code: 'custom', message: M.birthYear });
      else if (date.getUTCMonth() !== month - 1) ctx.addIssue({ code: 'custom', message: M.birthDate });
    });

export const cuitField = z
  .string({ error: M.cuitDigits })
  .trim()
  .regex(/^\d+$/, M.cuitDigits)
  .max(14, M.cuitLong);

const minText = (min: number, message: string) => text().trim().min(min, message).max(100, M.tooLong);

export const registrationBody = (now: Date) =>
  z.object({
    idMarca: brandIdField,
    name: nameField,
    email: emailField(),
    password: newPasswordField,
    phoneNumber: optionalField(phoneField),
    gender: optionalField(genderField),
    birthDate: optionalField(birthDateField(now)),
    identificationNumber: optionalField(dniField),
  });

export const membershipField = z.object(
  {
    active: z.boolean({ error: 'La membresía no es válida' }),
    cycle: z.enum(['monthly', 'annual'], { error: 'La membresía no es válida' }).nullish(),
  },
  { error: 'La membresía no es válida' },
);

/** PUT /user: every field optional, each checked when present (spec 001 section 5). */
export const profileBody = (now: Date) =>
  z
    .object(
      {
        name: optionalField(nameField),
        phoneNumber: optionalField(phoneField),
        gender: optionalField(genderField),
        birthDate: optionalField(birthDateField(now)),
        cuit: optionalField(cuitField),
        businessName: optionalField(minText(3, M.businessName)),
        companyName: optionalField(minText(2, M.companyName)),
        province: optionalField(minText(2, M.province)),
        city: optionalField(minText(2, M.city)),
        membership: optionalField(membershipField),
      },
      { error: 'La solicitud no es válida.' },
    )
    .refine((body) => Object.values(body).some((value) => value !== undefined), 'No hay datos para guardar');

export const verificationCodeField = z
  .union([z.string(), z.number()], { error: M.code })
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{4}$/, M.code));
