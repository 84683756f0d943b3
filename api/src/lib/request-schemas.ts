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
import {
  SUPPORT_MESSAGES,
  supportDescriptionField,
  supportSubjectField,
} from 'shared-contracts/support-form';
import { MAX_LINE_UNITS, MAX_LINE_UNITS_MESSAGE } from 'shared-contracts/cart';
import { CLUB_PLAN_IDS } from 'shared-contracts/club';
import { orderTypeSchema, paymentMethodTypeSchema } from 'shared-contracts/entities';
import * as z from 'zod/mini';
import { isLoopbackHost } from './sandbox-access';

/*
 * What the API accepts: the path parameters, query strings and bodies of every call in section 7 of
 * both specifications (and the sandboxes the API serves), with the messages a customer reads when one
 * is wrong, in Spanish. The API parses every request with these before it reads or writes anything.
 * Unknown keys are dropped. The account and support fields the accounts forms check too come from
 * shared-contracts/account-forms and support-form (one rule for both); everything else here only the
 * API uses.
 *
 * Every schema carries its own messages: no English default can reach a customer.
 */

// ---------------------------------------------------------------------------------------------
// Building blocks

export const BODY_NOT_OBJECT = 'El cuerpo de la solicitud debe ser un objeto JSON.';
export const REQUEST_INVALID = 'La solicitud no es válida.';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An id made of letters, digits, '-' and '_' (up to 64 characters), trimmed. */
export function idField(label: string) {
  const missing = `Falta ${label}.`;
  const invalid = `${capitalise(label)} no es válido.`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? missing : invalid) })
    .check(z.trim(), z.minLength(1, missing), z.regex(ID, invalid));
}

/** An optional query parameter whose empty value counts as missing (query strings send `lat=`). */
export function optionalParam<S extends z.core.$ZodType>(
  schema: S,
): z.ZodMiniType<z.output<S> | undefined, unknown> {
  return z.pipe(
    z.transform((value: unknown): unknown => (value === '' ? undefined : value)),
    z.optional(schema) as unknown as z.ZodMiniType<z.output<S> | undefined, unknown>,
  );
}

/** An optional form field: '' and null count as "not given". */
export function optionalField<S extends z.core.$ZodType>(
  schema: S,
): z.ZodMiniType<z.output<S> | undefined, unknown> {
  return z.pipe(
    z.transform((value: unknown): unknown => (value === '' || value === null ? undefined : value)),
    z.optional(schema) as unknown as z.ZodMiniType<z.output<S> | undefined, unknown>,
  );
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const UNSIGNED = /^\d+(\.\d+)?$/;

/** A number, or a numeric string (query strings carry only text), checked by `then`. */
function numeric(message: string, pattern: RegExp, then: z.ZodMiniNumber<number>) {
  return z.pipe(
    z.union(
      [
        z.number({ error: message }),
        z.pipe(z.string({ error: message }).check(z.trim(), z.regex(pattern, message)), z.transform(Number)),
      ],
      { error: message },
    ),
    then,
  );
}

/** A latitude or longitude, as a number or a numeric string. */
export function coordinate(label: 'latitud' | 'longitud') {
  const max = label === 'latitud' ? 90 : 180;
  const message = `La ${label} debe ser un número entre -${max} y ${max}.`;
  return numeric(
    message,
    NUMBER,
    z.number({ error: message }).check(z.minimum(-max, message), z.maximum(max, message)),
  );
}

/** An amount of 0 or more, as a number or a numeric string. */
export function amountParam(label: string) {
  const message = `${label} debe ser un número mayor o igual a 0.`;
  return numeric(message, UNSIGNED, z.number({ error: message }).check(z.minimum(0, message)));
}

const text = (message: string) => z.string({ error: message });

const boundedText = (message: string, max: number, tooLong = `El campo admite hasta ${max} caracteres.`) =>
  text(message).check(z.trim(), z.maxLength(max, tooLong));

// ---------------------------------------------------------------------------------------------
// Brands and branches (spec 000 section 7)

const DOMAIN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/;

/** GET /marca/:domain */
export const brandDomainParams = z.object({
  domain: z
    .string({ error: 'Falta el dominio de la marca.' })
    .check(z.trim(), z.toLowerCase(), z.regex(DOMAIN, 'El dominio de la marca no es válido.')),
});

export const consumptionModeSchema = z.enum(['takeaway', 'delivery'], {
  error: "El modo debe ser 'takeaway' o 'delivery'.",
});

/** GET /local/all?idMarca=&mode=&lat=&lng=&address= */
export const branchListQuery = z.object({
  idMarca: idField('el id de la marca (idMarca)'),
  mode: optionalParam(consumptionModeSchema),
  lat: optionalParam(coordinate('latitud')),
  lng: optionalParam(coordinate('longitud')),
  address: optionalParam(
    z
      .string({ error: 'La dirección no es válida.' })
      .check(z.maxLength(300, 'La dirección es demasiado larga.')),
  ),
});

/** POST /local/all */
export const branchListBody = z.object(
  {
    idMarca: idField('el id de la marca (idMarca)'),
    mode: z.optional(consumptionModeSchema),
    latitude: z.nullish(coordinate('latitud')),
    longitude: z.nullish(coordinate('longitud')),
  },
  { error: BODY_NOT_OBJECT },
);

/** GET /local/:id */
export const branchParams = z.object({ id: idField('el id de la sucursal') });

/** GET /local/:brandId/:storeId */
export const branchByStoreParams = z.object({
  brandId: idField('el id de la marca'),
  storeId: idField('el id del local (storeId)'),
});

/** GET /club-members/plans/:id (brand id) */
export const clubPlansParams = z.object({ id: idField('el id de la marca') });

// ---------------------------------------------------------------------------------------------
// Menu, marketing, images

/** GET /menu/:brandId/:storeId/:userId, /marketing/banner/…, /marketing/storie/… */
export const brandStoreUserParams = z.object({
  brandId: idField('el id de la marca'),
  storeId: idField('el id del local (storeId)'),
  userId: idField('el id del usuario'),
});

/** GET /mesa/:idLocal/:tableId: a branch's table (the table QR's branch_id and table_id) */
export const tableParams = z.object({
  idLocal: idField('el id del local (idLocal)'),
  tableId: idField('el id de la mesa'),
});

/** GET /menu/:brandId/:storeId/:userId?search= */
export const menuHomeQuery = z.object({
  search: optionalParam(
    z
      .string({ error: 'La búsqueda no es válida.' })
      .check(z.trim(), z.maxLength(100, 'La búsqueda admite hasta 100 caracteres.')),
  ),
});

/** GET /menu/:id and /menu/activecategories/:id (storeId) */
export const storeParams = z.object({ id: idField('el id del local (storeId)') });

const HOURLY_SEED = 'La semilla (seed) debe tener de 1 a 64 letras, números, - o _.';
/** GET /menu/hourlyRandom/:storeId?seed= (the same seed picks the same product among the same ones) */
export const hourlyRandomQuery = z.object({
  seed: optionalParam(text(HOURLY_SEED).check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,64}$/, HOURLY_SEED))),
});

/** GET /menu/product/:id?idMarca=&storeId= */
export const productParams = z.object({ id: idField('el id o sku del producto') });
export const productQuery = z.object({
  idMarca: optionalParam(idField('el id de la marca')),
  storeId: optionalParam(idField('el id del local (storeId)')),
});

const PRODUCT_REF = 'Cada producto debe ser un id, un sku o un objeto con sku.';
const productRef = z.union(
  [
    idField('el id o sku del producto'),
    z.pipe(
      z.object(
        {
          sku: z.optional(text(PRODUCT_REF)),
          _id: z.optional(text(PRODUCT_REF)),
          id: z.optional(text(PRODUCT_REF)),
        },
        { error: PRODUCT_REF },
      ),
      z.transform((p: { sku?: string; _id?: string; id?: string }) => p.sku ?? p._id ?? p.id ?? ''),
    ),
  ],
  { error: PRODUCT_REF },
);

/** POST /menu/complementaryprod and /menu/complementaryprodorder */
export const complementaryProductsBody = z.object(
  {
    storeId: idField('el id del local (storeId)'),
    idMarca: idField('el id de la marca'),
    products: z
      .array(productRef, { error: 'Falta la lista de productos.' })
      .check(z.maxLength(100, 'Se admiten hasta 100 productos.')),
  },
  { error: 'El cuerpo de la solicitud no es válido.' },
);

const IMAGE_FILE = 'El nombre de la imagen no es válido.';
/** GET /static/menu/:file.svg and /static/branches/:file.svg */
export const imageFileParams = z.object({
  file: text(IMAGE_FILE).check(z.regex(/^[a-z0-9-]{1,64}\.svg$/, IMAGE_FILE)),
});
/** GET /static/brands/:brandId/logo.svg */
export const brandLogoParams = z.object({ brandId: idField('el id de la marca') });

/** GET /static/brands/:brandId/icons/:file (the file is checked against the icons the manifest names) */
export const brandIconParams = z.object({
  brandId: idField('el id de la marca'),
  file: z.string({ error: 'Falta el ícono.' }).check(z.maxLength(40, 'El ícono no es válido.')),
});

// ---------------------------------------------------------------------------------------------
// Accounts (spec 001 sections 5 and 7): the fields the accounts forms share with these bodies come
// from shared-contracts/account-forms; here is what only the API checks.

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
    },
    { error: BODY_NOT_OBJECT },
  );

export const membershipField = z.object(
  {
    active: z.boolean({ error: R.membership }),
    cycle: z.nullish(z.enum(CLUB_PLAN_IDS, { error: R.membership })),
  },
  { error: R.membership },
);

/** PUT /user/:brandId/:userId: every field optional, each checked when present (spec 001 section 5). */
export const profileRequest = (now: Date) =>
  z
    .object(
      {
        name: optionalField(nameField),
        phoneNumber: optionalField(phoneField),
        gender: optionalField(genderField),
        birthDate: optionalField(birthDateField(now)),
        cuit: optionalField(cuitField),
        businessName: optionalField(companyFields.businessName),
        companyName: optionalField(companyFields.companyName),
        province: optionalField(companyFields.province),
        city: optionalField(companyFields.city),
        membership: optionalField(membershipField),
      },
      { error: REQUEST_INVALID },
    )
    .check(
      z.refine(
        (body: Record<string, unknown>) => Object.values(body).some((value) => value !== undefined),
        R.nothingToSave,
      ),
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

/** POST /user/guest/:idMarca */
export const guestParams = z.object({ idMarca: idField('el id de la marca') });

/** GET and PUT /user/:brandId/:userId, GET /pedido/direccion/:brandId/:userId */
export const brandUserParams = z.object({
  brandId: idField('el id de la marca'),
  userId: idField('el id del usuario'),
});

export const OUTBOX_EMAIL_REQUIRED = 'Falta el email cuyos mensajes querés ver (email).';

/** GET /dev/outbox?email=: one address's mails, never everyone's */
export const outboxQuery = z.object({
  email: z
    .string({ error: OUTBOX_EMAIL_REQUIRED })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, OUTBOX_EMAIL_REQUIRED),
      z.maxLength(254, 'El email no es válido.'),
    ),
});

// ---------------------------------------------------------------------------------------------
// Club subscriptions (spec 001 section 7, Club membership)

export const CLUB_MESSAGES = {
  plan: "El plan debe ser 'monthly' (mensual) o 'annual' (anual).",
  backUrl: 'La dirección de regreso debe ser una ruta de este sitio (por ejemplo /club).',
  cardToken: 'El token de la tarjeta no es válido.',
  sandboxOutcome: 'Elegí autorizar la suscripción, rechazar el pago o volver al sitio.',
  preapprovalId: 'Falta el identificador de la suscripción (preapproval_id).',
} as const;

export const clubPlanIdField = z.enum(CLUB_PLAN_IDS, { error: CLUB_MESSAGES.plan });

const SITE_PATH = /^\/(?![/\\])[^\s\\#\p{Cc}]*$/u;

/**
 * Where the subscription checkout sends the customer back: a path of this site ('/club'). A full
 * URL keeps only its path and query: the origin is always the brand's, never the caller's.
 */
const backUrlField = z.pipe(
  text(CLUB_MESSAGES.backUrl).check(z.trim(), z.maxLength(2000, CLUB_MESSAGES.backUrl)),
  z.transform((value: string, ctx) => {
    let path: string | null = value;
    if (/^https?:\/\//i.test(value)) {
      try {
        const url = new URL(value);
        path = `${url.pathname}${url.search}`;
      } catch {
        path = null;
      }
    }
    if (path === null || !SITE_PATH.test(path)) {
      ctx.issues.push({ code: 'custom', message: CLUB_MESSAGES.backUrl, input: value });
      return z.NEVER;
    }
    return path;
  }),
);

/** A card token made by the provider's script (Mercado Pago's are 32 hex characters). */
const cardTokenField = text(CLUB_MESSAGES.cardToken).check(
  z.trim(),
  z.regex(/^[A-Za-z0-9_-]{8,128}$/, CLUB_MESSAGES.cardToken),
);

/** POST /club-members/mp/subscriptions */
export const clubSubscriptionBody = z.object(
  {
    userId: idField('el id del usuario (userId)'),
    brandId: idField('el id de la marca (brandId)'),
    planId: clubPlanIdField,
    backUrl: optionalField(backUrlField),
    cardTokenId: optionalField(cardTokenField),
    payerEmail: optionalField(emailField(M.email)),
  },
  { error: BODY_NOT_OBJECT },
);

/** POST /club-members/mp/subscriptions/validate */
export const validateSubscriptionBody = z.object(
  {
    userId: idField('el id del usuario (userId)'),
    brandId: idField('el id de la marca (brandId)'),
    planId: clubPlanIdField,
    subscriptionId: idField('el id de la suscripción (subscriptionId)'),
  },
  { error: BODY_NOT_OBJECT },
);

/** GET /club-members/subscriptions/:id (a subscription id, or the caller's user id) */
export const subscriptionLookupParams = z.object({ id: idField('el id de la suscripción') });

/** PUT /club-members/subscriptions/:subscriptionId/cancel */
export const subscriptionParams = z.object({ subscriptionId: idField('el id de la suscripción') });

const preapprovalId = text(CLUB_MESSAGES.preapprovalId).check(
  z.trim(),
  z.minLength(1, CLUB_MESSAGES.preapprovalId),
  z.regex(/^[A-Za-z0-9_-]{1,64}$/, CLUB_MESSAGES.preapprovalId),
);
/** GET /mp-sandbox/subscriptions/checkout?preapproval_id= (the subscription sandbox's page) */
export const sandboxSubscriptionQuery = z.object({ preapproval_id: preapprovalId });
/** POST /mp-sandbox/subscriptions/checkout/authorize (the page's form) */
export const sandboxSubscriptionBody = z.object(
  {
    preapproval_id: preapprovalId,
    outcome: z.enum(['authorize', 'reject', 'cancel'], { error: CLUB_MESSAGES.sandboxOutcome }),
  },
  { error: CLUB_MESSAGES.sandboxOutcome },
);

const SANDBOX_PREAPPROVAL_ID = 'El id de la suscripción (preapproval) no es válido.';
/** POST /mp-sandbox/subscriptions/:preapprovalId/charge and …/cancel (the sandbox's operator) */
export const sandboxPreapprovalParams = z.object({
  preapprovalId: text(SANDBOX_PREAPPROVAL_ID).check(
    z.trim(),
    z.regex(/^[A-Za-z0-9_-]{1,64}$/, SANDBOX_PREAPPROVAL_ID),
  ),
});
const SANDBOX_CHARGE = 'Elegí cobrar (approved) o rechazar (rejected) la cuota.';
/** POST /mp-sandbox/subscriptions/:preapprovalId/charge { outcome } (a renewal charged) */
export const sandboxChargeBody = z.object(
  { outcome: z.enum(['approved', 'rejected'], { error: SANDBOX_CHARGE }) },
  { error: SANDBOX_CHARGE },
);

/**
 * POST /mp-sandbox/v1/card_tokens?public_key= (Mercado Pago's card token call, the sandbox's): the
 * shape only. The card rules are the provider's (`features/club/sandbox-card-tokens.ts`), which
 * answer every failing field at once as Mercado Pago does ({ message, cause: [{ code, description }] }).
 */
const cardValue = z.optional(
  z.union([z.string().check(z.maxLength(64)), z.number()], {
    error: 'Los datos de la tarjeta no son válidos.',
  }),
);
export const sandboxCardTokenQuery = z.object({
  public_key: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export const sandboxCardTokenBody = z.object(
  {
    card_number: cardValue,
    security_code: cardValue,
    expiration_month: cardValue,
    expiration_year: cardValue,
    cardholder: z.optional(
      z.object({
        name: z.optional(z.string().check(z.maxLength(200))),
        identification: z.optional(z.object({ type: cardValue, number: cardValue })),
      }),
    ),
  },
  { error: BODY_NOT_OBJECT },
);
export type SandboxCardTokenBody = z.output<typeof sandboxCardTokenBody>;

// ---------------------------------------------------------------------------------------------
// Addresses, maps, delivery estimate

/** The address form's messages (spec 000 section 5, spec 001 section 5). */
export const ADDRESS_MESSAGES = {
  tag: 'Por favor, ingrese una etiqueta para su dirección',
  phone: 'Por favor, ingrese un teléfono',
  name: 'Por favor, ingrese un nombre',
  instructions: 'Por favor, ingrese instrucciones de entrega',
  address: 'Por favor, ingrese una dirección',
  location: 'Por favor, seleccione la ubicación de la dirección en el mapa',
  isDefault: 'isDefault debe ser true o false.',
} as const;

const A = ADDRESS_MESSAGES;

const dropoff = z.object({ lat: coordinate('latitud'), lon: coordinate('longitud') }, { error: A.location });

/**
 * POST /pedido/direccion and PUT /pedido/direccion/…: every field optional and type-checked; which
 * ones are required is decided with the user in hand (a user with a phone or name may leave it out).
 */
export const addressFields = z.object(
  {
    deliveryAddress: z.optional(boundedText(A.address, 300)),
    coordinates: z.optional(z.object({ dropoff }, { error: A.location })),
    isDefault: z.optional(z.boolean({ error: A.isDefault })),
    etiqueta: z.optional(boundedText(A.tag, 60)),
    customerName: z.nullish(boundedText(A.name, 120)),
    customerPhone: z.nullish(boundedText(A.phone, 30)),
    deliveryInstructions: z.optional(boundedText(A.instructions, 500)),
  },
  { error: BODY_NOT_OBJECT },
);
export type AddressFields = z.output<typeof addressFields>;

/** POST /pedido/direccion: whose address it is */
export const addressOwner = z.object(
  {
    idCliente: idField('el id del cliente (idCliente)'),
    idMarca: idField('el id de la marca (idMarca)'),
  },
  { error: BODY_NOT_OBJECT },
);

/** GET /pedido/direccion/:userId */
export const userIdParams = z.object({ userId: idField('el id del usuario') });

/** PUT /pedido/direccion/:brandId/:userId/:addressId */
export const addressParams = z.object({
  brandId: idField('el id de la marca'),
  userId: idField('el id del usuario'),
  addressId: idField('el id de la dirección'),
});

export const PLACE_COUNTRIES = ['ar', 'de'] as const;
const COUNTRY_ERROR = "El país debe ser 'ar', 'de' o 'ar,de'.";
export const NO_PLACE_RESULTS = 'No se encontraron resultados';

/** GET /maps/autocomplete?input=&country= */
export const autocompleteQuery = z.object({
  input: z._default(
    z
      .string({ error: 'Ingresá una dirección para buscar.' })
      .check(z.maxLength(200, 'La búsqueda es demasiado larga.')),
    '',
  ),
  country: z.pipe(
    z._default(z.string({ error: COUNTRY_ERROR }), PLACE_COUNTRIES.join(',')),
    z.pipe(
      z.transform((value: string) => value.split(',').map((country) => country.trim().toLowerCase())),
      z
        .array(z.enum(PLACE_COUNTRIES, { error: COUNTRY_ERROR }), { error: COUNTRY_ERROR })
        .check(z.minLength(1, COUNTRY_ERROR)),
    ),
  ),
});

/** GET /maps/place/:placeId: an id that cannot be a place finds nothing (404, as the maps service answers). */
export const placeParams = z.object({
  placeId: text(NO_PLACE_RESULTS).check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,300}$/, NO_PLACE_RESULTS)),
});

/** POST /pedido/delivery/estimate and its GET form */
export const deliveryEstimateRequest = z.object(
  {
    idLocal: idField('el id de la sucursal (idLocal)'),
    lat: coordinate('latitud'),
    lon: coordinate('longitud'),
    cantidad: optionalParam(amountParam('La cantidad')),
    total: optionalParam(amountParam('El total')),
  },
  { error: BODY_NOT_OBJECT },
);

// ---------------------------------------------------------------------------------------------
// Orders and payments (spec 000 sections 3, 4 and 7; spec 001 section 7)

export const ORDER_MESSAGES = {
  quantity: 'La cantidad debe ser un número entero de al menos 1.',
  quantityMax: MAX_LINE_UNITS_MESSAGE,
  sku: 'Falta el sku del producto.',
  option: 'Cada opción necesita sku, cantidad y categoría.',
  productComment: 'El comentario del producto supera los 500 caracteres.',
  upselling: 'Se admiten hasta 50 productos sugeridos por producto.',
  lineId: 'El id de la línea del pedido no es válido.',
  line: 'Cada producto necesita sku y cantidad.',
  noProducts: 'No hay productos en la orden',
  tooManyLines: 'Un pedido admite hasta 50 productos distintos.',
  type: 'Debe seleccionar un tipo de consumo',
  payment: 'El método de pago elegido no está disponible para este tipo de consumo.',
  total: 'El total del pedido no es válido.',
  shipping: 'El costo de envío no es válido.',
  comment: 'El comentario supera los 500 caracteres.',
  pickupTime: 'La hora de retiro no es válida.',
  table: 'La mesa no es válida.',
  changeState: "orderChangeState debe ser 'new' o 'update'.",
  newProduct: 'newProduct debe ser true o false.',
  field: 'Un dato del pedido no es válido.',
  idempotencyKey: 'Falta el encabezado Idempotency-Key (de 8 a 100 caracteres) que identifica este envío.',
} as const;

const O = ORDER_MESSAGES;

/** Sane bounds of one order (issue 11, item 12): a kitchen, not a warehouse. */
export const MAX_ORDER_LINES = 50;
/** the typed quantity of the menu says so while the customer types (shared-contracts/cart) */
export { MAX_LINE_UNITS };

const quantity = z
  .int({ error: O.quantity })
  .check(z.minimum(1, O.quantity), z.maximum(MAX_LINE_UNITS, O.quantityMax));

const sku = text(O.sku).check(z.trim(), z.minLength(1, O.sku), z.maxLength(64, O.sku));

const optionChoice = z.object(
  {
    sku,
    quantity,
    category: z.object(
      {
        id: z.pipe(
          z.union([z.string({ error: O.option }), z.number({ error: O.option })], { error: O.option }),
          z.transform((value: string | number) => String(value)),
        ),
      },
      { error: O.option },
    ),
  },
  { error: O.option },
);

const customizationInput = z.optional(
  z.object(
    {
      ingredients: z.optional(z.record(z.string({ error: O.option }), optionChoice, { error: O.option })),
      aditionals: z.optional(z.record(z.string({ error: O.option }), optionChoice, { error: O.option })),
    },
    { error: O.option },
  ),
);

const upsellingInput = z.object({ sku, quantity, customization: customizationInput }, { error: O.line });

const orderLine = z.object(
  {
    sku,
    quantity,
    orderProductId: z.optional(text(O.lineId).check(z.maxLength(100, O.lineId))),
    comments: z.optional(text(O.productComment).check(z.maxLength(500, O.productComment))),
    customization: customizationInput,
    upselling: z.optional(z.array(upsellingInput, { error: O.line }).check(z.maxLength(50, O.upselling))),
    /** an update of an open table order adds the lines not flagged false (spec 000 section 4) */
    newProduct: z.optional(z.boolean({ error: O.newProduct })),
  },
  { error: O.line },
);

export const orderPaymentMethodSchema = z.enum(paymentMethodTypeSchema.options, {
  error: O.payment,
});

const money = (message: string) => z.number({ error: message }).check(z.minimum(0, message));

/** Optional text the front end may send as a number (a table '7'). */
const optionalLabel = (max: number, message: string) =>
  z.nullish(
    z.union([text(message).check(z.trim(), z.maxLength(max, message)), z.number({ error: message })], {
      error: message,
    }),
  );

/** POST /pedido/sendorder: the order creation payload of spec 000 section 3. */
export const sendOrderBody = z.object(
  {
    idCliente: idField('el id del cliente'),
    idMarca: idField('el id de la marca'),
    idLocal: idField('el id del local'),
    storeId: idField('el id del local (storeId)'),
    total: money(O.total),
    orderPayment: z
      .array(orderLine, { error: O.noProducts })
      .check(z.minLength(1, O.noProducts), z.maxLength(MAX_ORDER_LINES, O.tooManyLines)),
    type: z.enum(orderTypeSchema.options, { error: O.type }),
    mesa: optionalLabel(50, O.table),
    mesaId: optionalLabel(64, O.table),
    comments: z.nullish(text(O.comment).check(z.maxLength(500, O.comment))),
    horaRetiro: z.nullish(text(O.pickupTime).check(z.maxLength(40, O.pickupTime))),
    deliveryAddressId: optionalLabel(64, 'Debe seleccionar una dirección de entrega'),
    costoEnvio: z.nullish(money(O.shipping)),
    shipping_type_id: optionalLabel(64, O.field),
    metodoDePago: z.union(
      [
        orderPaymentMethodSchema,
        z
          .array(orderPaymentMethodSchema, { error: O.payment })
          .check(z.minLength(1, O.payment), z.maxLength(2, O.payment)),
      ],
      { error: O.payment },
    ),
    orderChangeState: z._default(z.enum(['new', 'update'], { error: O.changeState }), 'new'),
    recomendedProduct: z.optional(z.unknown()),
    domain: z.nullish(text(O.field).check(z.maxLength(253, O.field))),
    customerIdentificationSystem: z.nullish(text(O.field).check(z.maxLength(50, O.field))),
    customerCuit: z.nullish(text(O.field).check(z.maxLength(20, O.field))),
    printed: z.optional(z.boolean({ error: O.field })),
  },
  { error: BODY_NOT_OBJECT },
);
export type SendOrderBody = z.output<typeof sendOrderBody>;

/** The Idempotency-Key header of POST /pedido/sendorder: 8 to 100 printable characters. */
export const idempotencyKeyHeader = z
  .string({ error: O.idempotencyKey })
  .check(z.trim(), z.regex(/^[\x21-\x7e]{8,100}$/, O.idempotencyKey));

/** GET /pedido/active/:id, /pedido/usuario/:id, /points/:id, /points/transaction/:id (user id) */
export const userParams = z.object({ id: idField('el id del usuario') });

/** GET /pedido/detalles/:id, PUT /pedido/updateOrder/:id (order id) */
export const orderParams = z.object({ id: idField('el id del pedido') });

/** PUT /pedido/updateOrder/:id with estadoDeOrden: a delivery confirmed as received */
export const orderReceiptBody = z.object(
  {
    activeOrder: z.literal(false, { error: 'Para confirmar la recepción, activeOrder debe ser false.' }),
    estadoDeOrden: z.literal('RECIBIDO', { error: "estadoDeOrden solo puede ser 'RECIBIDO'." }),
  },
  { error: BODY_NOT_OBJECT },
);

const RATING = 'La valoración debe ser un número entero de 1 a 5.';
/** PUT /pedido/updateOrder/:id: a rating, or closing the order */
export const orderRatingBody = z.object(
  {
    activeOrder: z.boolean({ error: 'Falta activeOrder.' }),
    valoracion: z.optional(z.int({ error: RATING }).check(z.minimum(1, RATING), z.maximum(5, RATING))),
    experiencia: z.optional(
      text('La experiencia debe ser un texto.').check(
        z.maxLength(500, 'La experiencia admite hasta 500 caracteres.'),
      ),
    ),
  },
  { error: BODY_NOT_OBJECT },
);

const PAYMENT_ID = 'Falta el id del pago a verificar (idPayment).';
/** POST /pedido/verificationordersend */
export const verifyPaymentBody = z.object(
  {
    idPayment: z.pipe(
      z.union([z.string(), z.number()], { error: PAYMENT_ID }),
      z.pipe(
        z.transform((value: string | number) => String(value)),
        z
          .string({ error: PAYMENT_ID })
          .check(
            z.trim(),
            z.minLength(1, PAYMENT_ID),
            z.maxLength(100, PAYMENT_ID),
            z.regex(/^[A-Za-z0-9_-]+$/, PAYMENT_ID),
          ),
      ),
    ),
    idLocal: idField('el id del local (idLocal)'),
  },
  { error: BODY_NOT_OBJECT },
);

const PREFERENCE = 'Falta el identificador del pago (pref_id).';
const preferenceId = text(PREFERENCE).check(
  z.trim(),
  z.minLength(1, PREFERENCE),
  z.maxLength(100, PREFERENCE),
  z.regex(/^[A-Za-z0-9-]+$/, PREFERENCE),
);
/** GET /mp-sandbox/checkout/v1/redirect?pref_id= (the card sandbox's checkout page) */
export const sandboxCheckoutQuery = z.object({ pref_id: preferenceId });
/** POST /mp-sandbox/checkout/v1/pay (the page's form) */
export const sandboxPayBody = z.object(
  {
    pref_id: preferenceId,
    outcome: z.enum(['approved', 'rejected', 'pending', 'cancel'], {
      error: 'Elegí aprobar, rechazar o dejar pendiente el pago.',
    }),
  },
  { error: 'Elegí aprobar, rechazar o dejar pendiente el pago.' },
);

const NOTIFICATION_ID = 'El id del recurso notificado (data.id) no es válido.';
const NOTIFICATION_TYPE = 'El tipo de la notificación (type) no es válido.';
const notificationId = z.pipe(
  z.union([z.string(), z.number()], { error: NOTIFICATION_ID }),
  z.pipe(
    z.transform((value: string | number) => String(value)),
    z
      .string({ error: NOTIFICATION_ID })
      .check(
        z.trim(),
        z.minLength(1, NOTIFICATION_ID),
        z.maxLength(64, NOTIFICATION_ID),
        z.regex(/^[A-Za-z0-9_-]+$/, NOTIFICATION_ID),
      ),
  ),
);
const notificationType = text(NOTIFICATION_TYPE).check(z.trim(), z.maxLength(64, NOTIFICATION_TYPE));
/** POST /pedido/mercadopago/webhook?data.id=&type= (the query Mercado Pago's webhook adds) */
export const paymentNotificationQuery = z.object({
  'data.id': z.optional(notificationId),
  type: z.optional(notificationType),
});
/** POST /pedido/mercadopago/webhook: Mercado Pago's notification `{ action, type, data: { id }, … }` */
export const paymentNotificationBody = z.object(
  {
    action: z.optional(notificationType),
    type: z.optional(notificationType),
    data: z.optional(z.object({ id: z.optional(notificationId) }, { error: NOTIFICATION_ID })),
  },
  { error: BODY_NOT_OBJECT },
);

const SANDBOX_PAYMENT_ID = 'El id del pago no es válido.';
const SANDBOX_SETTLE = 'Elegí acreditar (approved) o vencer (rejected) el pago pendiente.';
/** POST /mp-sandbox/v1/payments/:paymentId/settle */
export const sandboxPaymentParams = z.object({
  paymentId: text(SANDBOX_PAYMENT_ID).check(z.regex(/^\d{1,18}$/, SANDBOX_PAYMENT_ID)),
});
export const sandboxSettleBody = z.object(
  { outcome: z.enum(['approved', 'rejected'], { error: SANDBOX_SETTLE }) },
  { error: SANDBOX_SETTLE },
);

// ---------------------------------------------------------------------------------------------
// Points, support, translation

/** GET /points/transaction/detail/:transactionId */
export const transactionParams = z.object({ transactionId: idField('el id del movimiento') });

export { SUPPORT_MESSAGES };

/** POST /support/add. The support form's own rules (shared-contracts/support-form), then the e-mail. */
export const supportBody = z.object(
  {
    email: emailField(M.email),
    subject: supportSubjectField,
    description: supportDescriptionField,
  },
  { error: BODY_NOT_OBJECT },
);

/** The languages of the translation service's sandbox: the app's seven (spec 001 section 3). */
export const TRANSLATE_LANGUAGES = ['es', 'en', 'pt', 'fr', 'de', 'it', 'zh'] as const;
export type TranslateLanguage = (typeof TRANSLATE_LANGUAGES)[number];

/** 'pt-BR', 'zh-CN', 'EN' → the base language, or null when not one of the seven. */
export function toTranslateLanguage(code: string): TranslateLanguage | null {
  const base = code.trim().toLowerCase().split(/[-_]/u)[0] ?? '';
  return (TRANSLATE_LANGUAGES as readonly string[]).includes(base) ? (base as TranslateLanguage) : null;
}

const MISSING_Q = 'Falta el texto a traducir (q).';
const translateText = text(MISSING_Q).check(z.maxLength(30_000, 'El texto supera los 30000 caracteres.'));
const translateQ = z.union(
  [
    translateText,
    z
      .array(translateText, { error: MISSING_Q })
      .check(z.minLength(1, MISSING_Q), z.maxLength(128, 'Se aceptan hasta 128 textos por solicitud.')),
  ],
  { error: MISSING_Q },
);

const translateLanguage = (label: string) =>
  z.pipe(
    text(`Falta el idioma ${label}.`),
    z.transform((code: string, ctx) => {
      const found = toTranslateLanguage(code);
      if (found) return found;
      ctx.issues.push({
        code: 'custom',
        message: `Idioma ${label} no admitido: ${TRANSLATE_LANGUAGES.join(', ')}.`,
        input: code,
      });
      return z.NEVER;
    }),
  );

/** POST /translate/language/translate/v2 (Google Cloud Translation v2's body) */
export const translateBody = z.object(
  {
    q: translateQ,
    target: translateLanguage('de destino'),
    source: optionalField(translateLanguage('de origen')),
    format: z.optional(z.enum(['text', 'html'], { error: "El formato debe ser 'text' o 'html'." })),
  },
  { error: BODY_NOT_OBJECT },
);

/** POST /translate/language/translate/v2/detect */
export const detectBody = z.object({ q: translateQ }, { error: BODY_NOT_OBJECT });

// ---------------------------------------------------------------------------------------------
// Tracking (spec 000 section 7: POST /activities/…)

const activityText = (label: string, max: number) =>
  text(`Falta ${label}.`).check(
    z.trim(),
    z.minLength(1, `Falta ${label}.`),
    z.maxLength(max, `${capitalise(label)} es demasiado largo.`),
  );

const optionalActivityText = (label: string, max: number) =>
  z.nullish(
    text(`${capitalise(label)} no es válido.`).check(
      z.maxLength(max, `${capitalise(label)} es demasiado largo.`),
    ),
  );

const activityBase = {
  idUser: z.union([z.literal('guest'), idField('el id del usuario (idUser)')], {
    error: 'Falta el id del usuario (idUser).',
  }),
  idMarca: idField('el id de la marca (idMarca)'),
  storeId: idField('el id del local (storeId)'),
};

const ACTIVITY_QUANTITY = 'La cantidad debe ser un número entero de 1 a 10000.';
const activityLines = z
  .array(
    z.object(
      {
        sku: activityText('el sku del producto', 64),
        name: z.optional(
          text('El nombre del producto no es válido.').check(
            z.maxLength(200, 'El nombre del producto es demasiado largo.'),
          ),
        ),
        quantity: z
          .int({ error: ACTIVITY_QUANTITY })
          .check(z.minimum(1, ACTIVITY_QUANTITY), z.maximum(10_000, ACTIVITY_QUANTITY)),
      },
      { error: 'Cada producto necesita sku y cantidad.' },
    ),
    { error: 'Falta la lista de productos.' },
  )
  .check(z.maxLength(100, 'La orden admite hasta 100 productos.'));

/** The body of each tracking call, by the kind of activity it records. */
export const activityBodies = {
  /** POST /activities/record-menu-visit */
  menu_visit: z.object(activityBase, { error: BODY_NOT_OBJECT }),
  /** POST /activities/record-product-visit */
  product_visit: z.object(
    { ...activityBase, sku: activityText('el sku del producto', 64) },
    { error: BODY_NOT_OBJECT },
  ),
  /** POST /activities/record-banner-view */
  banner_view: z.object(
    {
      ...activityBase,
      bannerId: idField('el id del banner (bannerId)'),
      bannerName: optionalActivityText('el nombre del banner', 200),
      publicDestinated: optionalActivityText('el público del banner', 50),
    },
    { error: BODY_NOT_OBJECT },
  ),
  /** POST /activities/record-story-view */
  story_view: z.object(
    {
      ...activityBase,
      storyId: idField('el id de la historia (storyId)'),
      storyName: optionalActivityText('el nombre de la historia', 200),
      publicDestinated: optionalActivityText('el público de la historia', 50),
      nameButton: optionalActivityText('el texto del botón de la historia', 100),
      linkButton: optionalActivityText('el enlace del botón de la historia', 2000),
    },
    { error: BODY_NOT_OBJECT },
  ),
  /** POST /activities/update-cart */
  cart_update: z.object(
    {
      ...activityBase,
      draftOrderId: optionalActivityText('el id del pedido en curso', 100),
      products: activityLines,
      total: z.optional(
        z
          .number({ error: 'El total debe ser un número.' })
          .check(z.minimum(0, 'El total debe ser un número.')),
      ),
    },
    { error: BODY_NOT_OBJECT },
  ),
  /** POST /activities/abandoned-order */
  abandoned_order: z.object(
    {
      ...activityBase,
      products: activityLines.check(z.minLength(1, 'La orden abandonada no tiene productos.')),
    },
    { error: BODY_NOT_OBJECT },
  ),
};
export type ActivityKind = keyof typeof activityBodies;

// ---------------------------------------------------------------------------------------------
// User local and settings, push notifications, translation metrics (spec 000 and 001 section 7)

/** PUT and PATCH /user/local/:brandId/:userId (spec 000 'User local': the branch the user last chose) */
export const userLocalBody = z.object(
  { idLocal: idField('el id del local (idLocal)') },
  { error: BODY_NOT_OBJECT },
);

export const SETTINGS_MESSAGES = {
  translationsEnabled: 'translationsEnabled debe ser true o false.',
  notifications: 'notifications debe ser true o false.',
  translationMetrics: 'translationMetrics debe ser true o false.',
} as const;

/**
 * PUT /setting/:brandId/:userId (spec 001 'user settings (not shown)'): the settings spec 001 keeps per
 * user: the interface language (one of the seven, 'pt-BR' read as 'pt'), whether texts are translated,
 * whether push notifications were accepted, and the consent to send translation metrics.
 */
export const userSettingsBody = z
  .object(
    {
      language: optionalField(translateLanguage('de la aplicación')),
      translationsEnabled: z.optional(z.boolean({ error: SETTINGS_MESSAGES.translationsEnabled })),
      notifications: z.optional(z.boolean({ error: SETTINGS_MESSAGES.notifications })),
      translationMetrics: z.optional(z.boolean({ error: SETTINGS_MESSAGES.translationMetrics })),
    },
    { error: BODY_NOT_OBJECT },
  )
  .check(
    z.refine(
      (body: Record<string, unknown>) => Object.values(body).some((value) => value !== undefined),
      ACCOUNT_REQUEST_MESSAGES.nothingToSave,
    ),
  );
export type UserSettingsBody = z.output<typeof userSettingsBody>;

export const PUSH_MESSAGES = {
  subscription: 'Falta la suscripción a notificaciones (pushSubscriptonId).',
  subscriptionLong: 'La suscripción a notificaciones supera los 4000 caracteres.',
  subscriptionShape:
    'La suscripción a notificaciones (pushSubscriptonId) debe ser la del navegador: endpoint y keys (p256dh y auth).',
  endpoint:
    'La dirección del servicio de notificaciones (endpoint) debe ser https, o la del servicio de prueba de esta API.',
  p256dh: 'La clave p256dh de la suscripción no es válida: debe ser una clave P-256 en base64url.',
  auth: 'La clave auth de la suscripción no es válida: debe tener 16 bytes en base64url.',
} as const;

/** A browser's push subscription (PushSubscription.toJSON()): where to send, and the keys to encrypt for. */
export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

/** The path of the API's push sandbox (features/push/push-sandbox.ts), on this API's own host. */
export const PUSH_SANDBOX_ENDPOINT_PATH = /^\/api\/push-sandbox\/([A-Za-z0-9_-]{1,64})$/;

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const base64urlBytes = (value: unknown): Buffer | null =>
  typeof value === 'string' && BASE64URL.test(value) ? Buffer.from(value, 'base64url') : null;

/**
 * The P-256 public key a base64url text holds, as its uncompressed point (65 bytes, 0x04 first: RFC
 * 8291's browser keys, RFC 8292's VAPID keys), or null when it holds none.
 */
export function p256PublicKey(value: unknown): Buffer | null {
  const point = base64urlBytes(value);
  return point?.length === 65 && point[0] === 0x04 ? point : null;
}

const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/** Whether an endpoint is the API's own push sandbox: its path on a loopback host, over http or https. */
export function isPushSandboxEndpoint(url: URL): boolean {
  return (
    isLoopbackHost(url.host) &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    PUSH_SANDBOX_ENDPOINT_PATH.test(url.pathname)
  );
}

/**
 * Whether a push can go there: the push service of a browser (https, a named host: never an address
 * or a one-label name of the server's own network, where a forged subscription would make the API
 * post to an internal service), or the API's own push sandbox on a loopback host (http allowed: the
 * sandbox answers only on this machine).
 */
export function isPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  // on a loopback host, the sandbox and nothing else
  if (isLoopbackHost(url.host)) return isPushSandboxEndpoint(url);
  return url.protocol === 'https:' && !IP_LITERAL.test(url.hostname) && url.hostname.includes('.');
}

/** What is wrong with a subscription (its message), or the subscription as it is kept. */
function readPushSubscription(value: unknown): PushSubscriptionJson | string {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return PUSH_MESSAGES.subscriptionShape;
  const { endpoint, expirationTime, keys } = value as Record<string, unknown>;
  if (typeof endpoint !== 'string' || keys === null || typeof keys !== 'object' || Array.isArray(keys)) {
    return PUSH_MESSAGES.subscriptionShape;
  }
  if (!isPushEndpoint(endpoint)) return PUSH_MESSAGES.endpoint;
  const { p256dh, auth } = keys as Record<string, unknown>;
  // the browser's ECDH public key (RFC 8291)
  if (!p256PublicKey(p256dh)) return PUSH_MESSAGES.p256dh;
  if (base64urlBytes(auth)?.length !== 16) return PUSH_MESSAGES.auth;
  if (expirationTime !== undefined && expirationTime !== null && !Number.isFinite(expirationTime)) {
    return PUSH_MESSAGES.subscriptionShape;
  }
  return {
    endpoint,
    expirationTime: typeof expirationTime === 'number' ? expirationTime : null,
    keys: { p256dh: p256dh as string, auth: auth as string },
  };
}

/**
 * POST /user/notification/subscription (spec 001 'Notifications'), the spec's spelling kept:
 * `pushSubscriptonId` is the browser's push subscription (PushSubscription.toJSON(): endpoint and the
 * keys p256dh and auth), as an object or as its JSON text, and `id` the user's id. The subscription is
 * what the API encrypts and sends its pushes with, so anything else is refused.
 */
export const pushSubscriptionBody = z.object(
  {
    pushSubscriptonId: z.pipe(
      z.pipe(
        z.union(
          [
            text(PUSH_MESSAGES.subscription),
            z.pipe(
              z.record(z.string(), z.unknown(), { error: PUSH_MESSAGES.subscription }),
              z.transform((value: Record<string, unknown>) => JSON.stringify(value)),
            ),
          ],
          { error: PUSH_MESSAGES.subscription },
        ),
        text(PUSH_MESSAGES.subscription).check(
          z.trim(),
          z.minLength(1, PUSH_MESSAGES.subscription),
          z.maxLength(4000, PUSH_MESSAGES.subscriptionLong),
        ),
      ),
      z.transform((json: string, ctx) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(json);
        } catch {
          parsed = undefined;
        }
        const subscription = readPushSubscription(parsed);
        if (typeof subscription === 'string') {
          ctx.issues.push({ code: 'custom', message: subscription, input: json });
          return z.NEVER;
        }
        return subscription;
      }),
    ),
    id: idField('el id del usuario (id)'),
  },
  { error: BODY_NOT_OBJECT },
);

/** POST /push-sandbox/:id (the push sandbox's subscription id) */
export const pushSandboxParams = z.object({ id: idField('el id de la suscripción de prueba') });

/** POST /push-sandbox/:id/respond: what the sandbox answers the next pushes to that subscription */
export const pushSandboxRespondBody = z.object(
  {
    status: z.union([z.literal(201), z.literal(404), z.literal(410), z.literal(429), z.literal(500)], {
      error: 'status debe ser 201, 404, 410, 429 o 500.',
    }),
  },
  { error: BODY_NOT_OBJECT },
);

export const METRICS_MESSAGES = {
  list: 'Falta la lista de métricas (metrics).',
  tooMany: 'Se admiten hasta 100 métricas por envío.',
  record:
    'Cada métrica necesita textHash, textLength, language, cacheHit, isError, wasTokenized, tokensPreserved y timestamp.',
  textHash: 'El textHash de la métrica no es válido.',
  count: 'textLength y tokensPreserved deben ser números enteros de 0 a 100000.',
  flag: 'cacheHit, isError y wasTokenized deben ser true o false.',
  source: 'El origen (source) de la métrica admite hasta 50 caracteres.',
  timestamp: 'El timestamp de la métrica no es una fecha válida.',
} as const;

const metricCount = z
  .int({ error: METRICS_MESSAGES.count })
  .check(z.minimum(0, METRICS_MESSAGES.count), z.maximum(100_000, METRICS_MESSAGES.count));
const metricFlag = z.boolean({ error: METRICS_MESSAGES.flag });

/** A telemetry record of spec 001 section 3: textHash, textLength, language, cacheHit, isError, … */
const translationMetric = z.object(
  {
    textHash: text(METRICS_MESSAGES.textHash).check(
      z.trim(),
      z.regex(/^[A-Za-z0-9_-]{1,128}$/, METRICS_MESSAGES.textHash),
    ),
    textLength: metricCount,
    language: translateLanguage('de la métrica'),
    cacheHit: metricFlag,
    isError: metricFlag,
    wasTokenized: metricFlag,
    tokensPreserved: metricCount,
    source: optionalField(text(METRICS_MESSAGES.source).check(z.maxLength(50, METRICS_MESSAGES.source))),
    // milliseconds since 1970 (Date.now()) or ISO text
    timestamp: z.pipe(
      z.union([z.number(), z.string()], { error: METRICS_MESSAGES.timestamp }),
      z.transform((value: number | string, ctx) => {
        const at = new Date(value);
        const year = at.getUTCFullYear();
        if (Number.isNaN(at.getTime()) || year < 2000 || year > 2100) {
          ctx.issues.push({ code: 'custom', message: METRICS_MESSAGES.timestamp, input: value });
          return z.NEVER;
        }
        return at;
      }),
    ),
  },
  { error: METRICS_MESSAGES.record },
);

/** POST /translation-metrics: `{ metrics: [...] }` (spec 001 'Telemetry': batches of up to 50). */
export const translationMetricsBody = z.object(
  {
    metrics: z
      .array(translationMetric, { error: METRICS_MESSAGES.list })
      .check(z.minLength(1, METRICS_MESSAGES.list), z.maxLength(100, METRICS_MESSAGES.tooMany)),
  },
  { error: BODY_NOT_OBJECT },
);

// ---------------------------------------------------------------------------------------------
// Marketing visits and short links (spec 000 and 001 section 7)

export const MARKETING_MESSAGES = {
  utm: 'Falta al menos un parámetro UTM (utm_source, utm_medium o utm_campaign).',
  url: 'La dirección visitada no es válida.',
  shortUrl: 'Falta el enlace a resolver (urlUTM).',
  shortUrlLong: 'El enlace a resolver es demasiado largo.',
} as const;

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

const utmValue = (field: UtmField) =>
  optionalField(
    text(`El parámetro ${field} no es válido.`).check(
      z.trim(),
      z.maxLength(200, `El parámetro ${field} admite hasta 200 caracteres.`),
    ),
  );

/** The UTM parameters of a URL (absolute, or a path of the site). */
export function utmOfUrl(url: string): Partial<Record<UtmField, string>> {
  try {
    const query = new URL(url, 'https://sitio.invalid').searchParams;
    return Object.fromEntries(
      UTM_FIELDS.flatMap((field) => {
        const value = query.get(field)?.trim();
        return value ? [[field, value.slice(0, 200)]] : [];
      }),
    );
  } catch {
    return {};
  }
}

/**
 * POST /utm/marketing/register-visit (body not shown by the specs): `{ idMarca, idUser?, storeId?,
 * url?, utm_source?, utm_medium?, utm_campaign?, utm_term?, utm_content? }`. A parameter left out is
 * read from `url`'s query; at least one of utm_source, utm_medium and utm_campaign must result.
 */
export const utmVisitBody = z.pipe(
  z.object(
    {
      idMarca: idField('el id de la marca (idMarca)'),
      idUser: z._default(
        z.union([z.literal('guest'), idField('el id del usuario (idUser)')], {
          error: 'El id del usuario (idUser) no es válido.',
        }),
        'guest',
      ),
      storeId: optionalField(idField('el id del local (storeId)')),
      url: optionalField(
        text(MARKETING_MESSAGES.url).check(
          z.trim(),
          z.maxLength(2000, MARKETING_MESSAGES.url),
          z.refine((value: string) => {
            try {
              new URL(value, 'https://sitio.invalid');
              return true;
            } catch {
              return false;
            }
          }, MARKETING_MESSAGES.url),
        ),
      ),
      utm_source: utmValue('utm_source'),
      utm_medium: utmValue('utm_medium'),
      utm_campaign: utmValue('utm_campaign'),
      utm_term: utmValue('utm_term'),
      utm_content: utmValue('utm_content'),
    },
    { error: BODY_NOT_OBJECT },
  ),
  z.transform((body, ctx) => {
    const fromUrl = body.url ? utmOfUrl(body.url) : {};
    const utm = Object.fromEntries(UTM_FIELDS.map((field) => [field, body[field] ?? fromUrl[field] ?? null]));
    if (!utm.utm_source && !utm.utm_medium && !utm.utm_campaign) {
      ctx.issues.push({ code: 'custom', message: MARKETING_MESSAGES.utm, input: body });
      return z.NEVER;
    }
    return { ...body, ...(utm as Record<UtmField, string | null>) };
  }),
);
export type UtmVisitBody = z.output<typeof utmVisitBody>;

/**
 * The short-link resolution of spec 001 ('takes urlUTM and brandId and returns urlUTM', path not
 * shown): `urlUTM` is the short link as the customer opened it (`https://…/s/{code}`, `/s/{code}` or
 * the code alone).
 */
export const shortUrlBody = z.object(
  {
    urlUTM: text(MARKETING_MESSAGES.shortUrl).check(
      z.trim(),
      z.minLength(1, MARKETING_MESSAGES.shortUrl),
      z.maxLength(2000, MARKETING_MESSAGES.shortUrlLong),
    ),
    brandId: idField('el id de la marca (brandId)'),
  },
  { error: BODY_NOT_OBJECT },
);

/**
 * POST /dev/pedido/:id/estado (the branch's point-of-sale sandbox): what the branch's own system says of
 * an order: its kitchen state, its order status, and how long ago it last changed (0 to 1440 minutes).
 */
export const posOrderStateBody = z.object(
  {
    estadoDeOrden: z.optional(
      z.enum(['COCINA', 'PREPARADO', 'RETIRADO', 'RECIBIDO'], {
        error: 'estadoDeOrden debe ser COCINA, PREPARADO, RETIRADO o RECIBIDO.',
      }),
    ),
    orderStatus: z.optional(
      z.enum(['ENVIADO', 'PAGADO'], { error: 'orderStatus debe ser ENVIADO o PAGADO.' }),
    ),
    updatedMinutesAgo: z.optional(
      z
        .int({ error: 'updatedMinutesAgo debe ser un número entero de minutos.' })
        .check(
          z.minimum(0, 'updatedMinutesAgo va de 0 a 1440 minutos.'),
          z.maximum(1440, 'updatedMinutesAgo va de 0 a 1440 minutos.'),
        ),
    ),
  },
  { error: BODY_NOT_OBJECT },
);
