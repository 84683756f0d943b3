import {
  ACCOUNT_MESSAGES,
  birthDateField,
  companyFields,
  cuitField,
  dniField,
  emailField,
  genderField,
  loginPasswordField,
  nameField,
  newPasswordField,
  newPasswordPair,
  passwordsMatch,
  phoneField,
  recoveryEmailField,
  verificationCodeField,
} from 'shared-contracts/account-forms';
import * as z from 'zod/mini';
import { BODY_NOT_OBJECT, idField, optionalField, text } from '../../lib/request-fields';

/*
 * What the sign-up, sign-in and recovery routes accept (spec 001 sections 5 and 7): the fields the
 * accounts forms share with these bodies come from shared-contracts/account-forms (one rule for both);
 * here is what only the API checks.
 */

/** The API's own messages about accounts, in the voice of spec 001 section 5's. */
export const ACCOUNT_REQUEST_MESSAGES = {
  membership: 'La membresía no es válida',
  nothingToSave: 'No hay datos para guardar',
  googleName: 'El nombre no puede tener más de 60 caracteres',
  token: 'El token de sesión no es válido.',
  resetLink: 'El enlace de recuperación no es válido o venció',
  googleLogin: 'No se pudo iniciar sesión con Google',
  returnTo: 'La dirección de regreso debe ser una ruta de este sitio (por ejemplo /login).',
} as const;

const M = ACCOUNT_MESSAGES;
const R = ACCOUNT_REQUEST_MESSAGES;

export const brandIdField = idField('el id de la marca');

/** A b2b account's company data, each optional and checked when sent: the sign-up's and the profile's. */
export const companyRequestFields = {
  cuit: optionalField(cuitField),
  businessName: optionalField(companyFields.businessName),
  companyName: optionalField(companyFields.companyName),
  province: optionalField(companyFields.province),
  city: optionalField(companyFields.city),
};

/** POST /register */
export const registrationRequest = (now: Date) =>
  z.object(
    {
      idMarca: brandIdField,
      name: nameField,
      email: emailField(),
      password: newPasswordField,
      phoneNumber: optionalField(phoneField),
      gender: optionalField(genderField),
      birthDate: optionalField(birthDateField(now)),
      identificationNumber: optionalField(dniField),
      // spec 001 section 7 'POST /register: name, e-mail, password, profile fields': a b2b account's
      // company data comes with it, so a sign-up that stops before its code keeps what was typed
      ...companyRequestFields,
    },
    { error: BODY_NOT_OBJECT },
  );

/** POST /login */
export const loginBody = z.object(
  { idMarca: brandIdField, email: emailField(), password: loginPasswordField },
  { error: BODY_NOT_OBJECT },
);

/** POST /register/checkemail and /register/sentMail */
export const brandEmailBody = z.object(
  { idMarca: brandIdField, email: emailField() },
  { error: BODY_NOT_OBJECT },
);

/** POST /register/mailVerified */
export const verifyEmailBody = z.object(
  { idMarca: brandIdField, email: emailField(), codigoValidacion: verificationCodeField },
  { error: BODY_NOT_OBJECT },
);

/** POST /forgotpassword */
export const forgotPasswordBody = z.object(
  { idMarca: brandIdField, email: recoveryEmailField },
  { error: BODY_NOT_OBJECT },
);

/** POST /forgotpassword/resetpassword/:id/:token */
export const resetPasswordParams = z.object({
  id: text(R.resetLink).check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, R.resetLink)),
  token: text(R.resetLink).check(z.regex(/^[A-Za-z0-9_-]{43}$/, R.resetLink)),
});
export const resetPasswordBody = z
  .object(newPasswordPair.shape, { error: BODY_NOT_OBJECT })
  .check(passwordsMatch);

/** GET /auth/login/success?auth_token= */
export const loginSuccessQuery = z.object({
  auth_token: z.optional(text(R.token).check(z.maxLength(200, R.token))),
});

/** POST /auth/google */
export const googleLoginBody = z.object(
  {
    credential: text(R.googleLogin).check(z.minLength(1, R.googleLogin), z.maxLength(8192, R.googleLogin)),
    idMarca: brandIdField,
  },
  { error: BODY_NOT_OBJECT },
);

/** Only a path of this site: '/x', never '//host', '/\host' or a scheme; control characters refused. */
const returnToField = z.pipe(
  z.transform((value: unknown) => (value === undefined || value === '' ? '/' : value)),
  text(R.returnTo).check(z.maxLength(2000, R.returnTo), z.regex(/^\/(?![/\\])[^\s\\\p{Cc}]*$/u, R.returnTo)),
);

/** GET /auth/google/sandbox?idMarca=&returnTo= */
export const googleSandboxQuery = z.object({ idMarca: brandIdField, returnTo: returnToField });

/** POST /auth/google/sandbox (the consent form) */
export const googleSandboxBody = z.object(
  {
    idMarca: brandIdField,
    returnTo: returnToField,
    email: emailField(M.email),
    name: text(M.required).check(z.trim(), z.minLength(1, M.required), z.maxLength(60, R.googleName)),
  },
  { error: BODY_NOT_OBJECT },
);
