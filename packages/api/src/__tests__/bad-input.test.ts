import {
  ACCOUNT_MESSAGES,
  ADDRESS_MESSAGES,
  CLUB_MESSAGES,
  MARKETING_MESSAGES,
  METRICS_MESSAGES,
  ORDER_MESSAGES,
  SUPPORT_MESSAGES,
} from 'shared-contracts/api-requests';
import { createSession } from '../features/auth/session';
import { createTestApp, DB_TIMEOUT_MS } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Bad input on every route: a 4xx with the Spanish message of the field, and not one row written or
 * changed (every table a route writes is fingerprinted before and after each call).
 */

let t: TestApp;
let ana: string;
let orderId: string;
let addressId: string;

const WRITTEN_TABLES = [
  'users',
  'sessions',
  'mails',
  'verification_codes',
  'password_reset_tokens',
  'orders',
  'addresses',
  'points_ledger',
  'support_messages',
  'order_payments',
  'sandbox_preferences',
  'sandbox_payments',
  'activities',
  'club_subscriptions',
  'sandbox_preapprovals',
  'order_updates',
  'push_subscriptions',
  'translation_metrics',
  'utm_visits',
];

beforeAll(async () => {
  const wide = { max: 1000, windowMs: 60_000 };
  t = await createTestApp({
    rateLimits: { guest: wide, login: wide, register: wide, mail: wide, verify: wide },
  });
  ana = (await createSession(t.db, { id: 'usr-demo-sabores', brand_id: 'marca-sabores' }, t.clock.now()))
    .token;
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/pedido/sendorder',
    headers: { authorization: `Bearer ${ana}`, 'idempotency-key': 'bad-input-order-1' },
    payload: {
      idCliente: 'usr-demo-sabores',
      idMarca: 'marca-sabores',
      idLocal: 'suc-palermo',
      storeId: 'store-palermo',
      type: 'mesa',
      mesa: '3',
      metodoDePago: 'cash',
      total: 2200,
      orderPayment: [{ sku: 'SAB-070', quantity: 1 }],
    },
  });
  expect(order.statusCode).toBe(201);
  orderId = order.json<{ data: { _id: string } }>().data._id;
  const address = await t.app.inject({
    method: 'POST',
    url: '/api/pedido/direccion',
    headers: { authorization: `Bearer ${ana}` },
    payload: {
      idCliente: 'usr-demo-sabores',
      idMarca: 'marca-sabores',
      deliveryAddress: 'Av. Santa Fe 3253',
      coordinates: { dropoff: { lat: -34.5886, lon: -58.4108 } },
      etiqueta: 'Casa',
      deliveryInstructions: 'Timbre 3B',
    },
  });
  expect(address.statusCode).toBe(201);
  addressId = address.json<{ data: { _id: string } }>().data._id;
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

async function fingerprint(): Promise<string> {
  const parts: string[] = [];
  for (const table of WRITTEN_TABLES) {
    const { rows } = await t.db.query<{ h: string | null }>(
      `SELECT md5(string_agg(r::text, '|' ORDER BY r::text)) AS h FROM ${table} r`,
    );
    parts.push(`${table}:${rows[0]?.h ?? ''}`);
  }
  return parts.join(',');
}

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string | (() => string);
  payload?: unknown;
  headers?: Record<string, string>;
  /** signed in as the demo customer (so the route gets past the session check) */
  signedIn?: boolean;
  status: number;
  message: string;
}

const long = (n: number) => 'x'.repeat(n);

const validOrder = {
  idCliente: 'usr-demo-sabores',
  idMarca: 'marca-sabores',
  idLocal: 'suc-palermo',
  storeId: 'store-palermo',
  type: 'takeaway',
  metodoDePago: 'mercadoPago',
  total: 2200,
  orderPayment: [{ sku: 'SAB-070', quantity: 1 }],
};
const orderWith = (change: Record<string, unknown>) => ({ ...validOrder, ...change });
const keyed = { 'idempotency-key': 'bad-input-key-0001' };

const CASES: Case[] = [
  // brands and branches
  {
    name: 'brand domain',
    method: 'GET',
    url: '/api/marca/mal%20dominio',
    status: 400,
    message: 'El dominio de la marca no es válido.',
  },
  {
    name: 'branch list without brand',
    method: 'GET',
    url: '/api/local/all',
    status: 400,
    message: 'Falta el id de la marca (idMarca).',
  },
  {
    name: 'branch list latitude',
    method: 'GET',
    url: '/api/local/all?idMarca=marca-sabores&lat=norte&lng=1',
    status: 400,
    message: 'La latitud debe ser un número entre -90 y 90.',
  },
  {
    name: 'branch list mode',
    method: 'GET',
    url: '/api/local/all?idMarca=marca-sabores&mode=drone',
    status: 400,
    message: "El modo debe ser 'takeaway' o 'delivery'.",
  },
  {
    name: 'branch list unknown street address',
    method: 'GET',
    url: '/api/local/all?idMarca=marca-sabores&mode=delivery&address=Calle%20Inventada%204321',
    status: 400,
    message: 'No encontramos esa dirección. Revisá la calle y la altura, o elegí una de las sugerencias.',
  },
  {
    name: 'branch list body not an object',
    method: 'POST',
    url: '/api/local/all',
    payload: [1],
    status: 400,
    message: 'El cuerpo de la solicitud debe ser un objeto JSON.',
  },
  {
    name: 'branch list body longitude',
    method: 'POST',
    url: '/api/local/all',
    payload: { idMarca: 'marca-sabores', latitude: -34.6, longitude: 181 },
    status: 400,
    message: 'La longitud debe ser un número entre -180 y 180.',
  },
  {
    name: 'branch id',
    method: 'GET',
    url: '/api/local/suc%20palermo',
    status: 400,
    message: 'El id de la sucursal no es válido.',
  },
  {
    name: 'branch by store',
    method: 'GET',
    url: '/api/local/marca-sabores/store%24',
    status: 400,
    message: 'El id del local (storeId) no es válido.',
  },
  {
    name: 'club plans',
    method: 'GET',
    url: '/api/club-members/plans/marca%21',
    status: 400,
    message: 'El id de la marca no es válido.',
  },
  {
    name: 'club subscription plan',
    method: 'POST',
    url: '/api/club-members/mp/subscriptions',
    signedIn: true,
    payload: { userId: 'usr-demo-sabores', brandId: 'marca-sabores', planId: 'weekly' },
    status: 400,
    message: CLUB_MESSAGES.plan,
  },
  {
    name: 'club subscription back URL',
    method: 'POST',
    url: '/api/club-members/mp/subscriptions',
    signedIn: true,
    payload: {
      userId: 'usr-demo-sabores',
      brandId: 'marca-sabores',
      planId: 'monthly',
      backUrl: '//evil.example/club',
    },
    status: 400,
    message: CLUB_MESSAGES.backUrl,
  },
  {
    name: 'club subscription payer e-mail',
    method: 'POST',
    url: '/api/club-members/mp/subscriptions',
    signedIn: true,
    payload: { userId: 'usr-demo-sabores', brandId: 'marca-sabores', planId: 'monthly', payerEmail: 'ana' },
    status: 400,
    message: ACCOUNT_MESSAGES.email,
  },
  {
    name: 'club subscription card token',
    method: 'POST',
    url: '/api/club-members/mp/subscriptions',
    signedIn: true,
    payload: { userId: 'usr-demo-sabores', brandId: 'marca-sabores', planId: 'monthly', cardTokenId: 'a b' },
    status: 400,
    message: CLUB_MESSAGES.cardToken,
  },
  {
    name: 'club subscription user',
    method: 'POST',
    url: '/api/club-members/mp/subscriptions',
    signedIn: true,
    payload: { brandId: 'marca-sabores', planId: 'monthly' },
    status: 400,
    message: 'Falta el id del usuario (userId).',
  },
  {
    name: 'club subscription body',
    method: 'POST',
    url: '/api/club-members/mp/subscriptions',
    signedIn: true,
    payload: [1],
    status: 400,
    message: 'El cuerpo de la solicitud debe ser un objeto JSON.',
  },
  {
    name: 'club subscription id',
    method: 'GET',
    url: '/api/club-members/subscriptions/sub%21',
    signedIn: true,
    status: 400,
    message: 'El id de la suscripción no es válido.',
  },
  {
    name: 'club subscription cancel id',
    method: 'PUT',
    url: '/api/club-members/subscriptions/sub%20x/cancel',
    signedIn: true,
    status: 400,
    message: 'El id de la suscripción no es válido.',
  },
  {
    name: 'club subscription validation id',
    method: 'POST',
    url: '/api/club-members/mp/subscriptions/validate',
    signedIn: true,
    payload: { userId: 'usr-demo-sabores', brandId: 'marca-sabores', planId: 'monthly' },
    status: 400,
    message: 'Falta el id de la suscripción (subscriptionId).',
  },
  {
    name: 'club subscription validation plan',
    method: 'POST',
    url: '/api/club-members/mp/subscriptions/validate',
    signedIn: true,
    payload: {
      userId: 'usr-demo-sabores',
      brandId: 'marca-sabores',
      planId: 'vip',
      subscriptionId: '0123456789abcdef0123456789abcdef',
    },
    status: 400,
    message: CLUB_MESSAGES.plan,
  },
  {
    name: 'subscription sandbox page',
    method: 'GET',
    url: '/api/mp-sandbox/subscriptions/checkout?preapproval_id=',
    status: 400,
    message: CLUB_MESSAGES.preapprovalId,
  },
  {
    name: 'subscription sandbox outcome',
    method: 'POST',
    url: '/api/mp-sandbox/subscriptions/checkout/authorize',
    payload: 'preapproval_id=0123456789abcdef0123456789abcdef&outcome=gratis',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    status: 400,
    message: CLUB_MESSAGES.sandboxOutcome,
  },
  // menu, marketing, images
  {
    name: 'menu home search',
    method: 'GET',
    url: `/api/menu/marca-sabores/store-palermo/guest?search=${long(101)}`,
    status: 400,
    message: 'La búsqueda admite hasta 100 caracteres.',
  },
  {
    name: 'menu home user',
    method: 'GET',
    url: '/api/menu/marca-sabores/store-palermo/us%20er',
    status: 400,
    message: 'El id del usuario no es válido.',
  },
  {
    name: 'store menu',
    method: 'GET',
    url: '/api/menu/st%2Bore',
    status: 400,
    message: 'El id del local (storeId) no es válido.',
  },
  {
    name: 'active categories',
    method: 'GET',
    url: '/api/menu/activecategories/st%2Bore',
    status: 400,
    message: 'El id del local (storeId) no es válido.',
  },
  {
    name: 'hourly menu store',
    method: 'GET',
    url: '/api/menu/hourly/st%2Bore',
    status: 400,
    message: 'El id del local (storeId) no es válido.',
  },
  {
    name: 'hourly random seed',
    method: 'GET',
    url: `/api/menu/hourlyRandom/store-palermo?seed=${long(65)}`,
    status: 400,
    message: 'La semilla (seed) debe tener de 1 a 64 letras, números, - o _.',
  },
  {
    name: 'product query',
    method: 'GET',
    url: '/api/menu/product/SAB-010?idMarca=marca%21',
    status: 400,
    message: 'El id de la marca no es válido.',
  },
  {
    name: 'complementary products list',
    method: 'POST',
    url: '/api/menu/complementaryprod',
    payload: { storeId: 'store-palermo', idMarca: 'marca-sabores', products: 'SAB-010' },
    status: 400,
    message: 'Falta la lista de productos.',
  },
  {
    name: 'complementary products item',
    method: 'POST',
    url: '/api/menu/complementaryprodorder',
    payload: { storeId: 'store-palermo', idMarca: 'marca-sabores', products: [true] },
    status: 400,
    message: 'Cada producto debe ser un id, un sku o un objeto con sku.',
  },
  {
    name: 'banners',
    method: 'GET',
    url: '/api/marketing/banner/marca-sabores/store%21/guest',
    status: 400,
    message: 'El id del local (storeId) no es válido.',
  },
  {
    name: 'stories',
    method: 'GET',
    url: '/api/marketing/storie/marca%21/store-palermo/guest',
    status: 400,
    message: 'El id de la marca no es válido.',
  },
  {
    name: 'brand logo',
    method: 'GET',
    url: '/api/static/brands/marca%21/logo.svg',
    status: 400,
    message: 'El id de la marca no es válido.',
  },
  {
    name: 'branch image',
    method: 'GET',
    url: '/api/static/branches/Palermo.svg',
    status: 400,
    message: 'El nombre de la imagen no es válido.',
  },
  {
    name: 'menu image',
    method: 'GET',
    url: '/api/static/menu/..%2Fsecret.svg',
    status: 400,
    message: 'El nombre de la imagen no es válido.',
  },
  // accounts
  {
    name: 'guest brand',
    method: 'POST',
    url: '/api/user/guest/marca%21',
    status: 400,
    message: 'El id de la marca no es válido.',
  },
  {
    name: 'user ids',
    method: 'GET',
    url: '/api/user/marca-sabores/usr%21',
    signedIn: true,
    status: 400,
    message: 'El id del usuario no es válido.',
  },
  {
    name: 'profile phone',
    method: 'PUT',
    url: '/api/user/marca-sabores/usr-demo-sabores',
    signedIn: true,
    payload: { phoneNumber: 'llamame' },
    status: 400,
    message: ACCOUNT_MESSAGES.phone,
  },
  {
    name: 'profile nothing to save',
    method: 'PUT',
    url: '/api/user/marca-sabores/usr-demo-sabores',
    signedIn: true,
    payload: {},
    status: 400,
    message: ACCOUNT_MESSAGES.nothingToSave,
  },
  {
    name: 'profile birth date',
    method: 'PUT',
    url: '/api/user/marca-sabores/usr-demo-sabores',
    signedIn: true,
    payload: { birthDate: { year: 2030, month: 1, day: 1 } },
    status: 400,
    message: ACCOUNT_MESSAGES.birthDateFuture,
  },
  {
    name: 'profile gender',
    method: 'PUT',
    url: '/api/user/marca-sabores/usr-demo-sabores',
    signedIn: true,
    payload: { gender: 'M' },
    status: 400,
    message: ACCOUNT_MESSAGES.gender,
  },
  {
    name: 'user local branch',
    method: 'PUT',
    url: '/api/user/local/marca-sabores/usr-demo-sabores',
    signedIn: true,
    payload: { idLocal: 'suc palermo' },
    status: 400,
    message: 'El id del local (idLocal) no es válido.',
  },
  {
    name: 'user local ids (patch variant)',
    method: 'PATCH',
    url: '/api/user/local/marca%21/usr-demo-sabores',
    signedIn: true,
    payload: { idLocal: 'suc-palermo' },
    status: 400,
    message: 'El id de la marca no es válido.',
  },
  {
    name: 'settings language',
    method: 'PUT',
    url: '/api/setting/marca-sabores/usr-demo-sabores',
    signedIn: true,
    payload: { language: 'tlh' },
    status: 400,
    message: 'Idioma de la aplicación no admitido: es, en, pt, fr, de, it, zh.',
  },
  {
    name: 'settings nothing to save',
    method: 'PUT',
    url: '/api/setting/marca-sabores/usr-demo-sabores',
    signedIn: true,
    payload: { theme: 'dark' },
    status: 400,
    message: ACCOUNT_MESSAGES.nothingToSave,
  },
  {
    name: 'settings ids',
    method: 'GET',
    url: '/api/setting/marca-sabores/usr%21',
    signedIn: true,
    status: 400,
    message: 'El id del usuario no es válido.',
  },
  {
    name: 'push subscription user id',
    method: 'POST',
    url: '/api/user/notification/subscription',
    signedIn: true,
    payload: { pushSubscriptonId: 'sub-1', id: 'usr demo' },
    status: 400,
    message: 'El id del usuario (id) no es válido.',
  },
  {
    name: 'push subscription missing',
    method: 'POST',
    url: '/api/user/notification/subscription',
    signedIn: true,
    payload: { id: 'usr-demo-sabores', pushSubscriptonId: '   ' },
    status: 400,
    message: 'Falta la suscripción a notificaciones (pushSubscriptonId).',
  },
  {
    name: 'login e-mail',
    method: 'POST',
    url: '/api/login',
    payload: { idMarca: 'marca-sabores', email: 'ana', password: 'x' },
    status: 400,
    message: ACCOUNT_MESSAGES.email,
  },
  {
    name: 'login body',
    method: 'POST',
    url: '/api/login',
    payload: 'null',
    headers: { 'content-type': 'application/json' },
    status: 400,
    message: 'El cuerpo de la solicitud debe ser un objeto JSON.',
  },
  {
    name: 'check e-mail missing',
    method: 'POST',
    url: '/api/register/checkemail',
    payload: { idMarca: 'marca-sabores' },
    status: 400,
    message: ACCOUNT_MESSAGES.required,
  },
  {
    name: 'register name',
    method: 'POST',
    url: '/api/register',
    payload: { idMarca: 'marca-sabores', name: 'R2D2', email: 'r2@example.com', password: 'Segura2026' },
    status: 400,
    message: ACCOUNT_MESSAGES.nameDigits,
  },
  {
    name: 'register password',
    method: 'POST',
    url: '/api/register',
    payload: { idMarca: 'marca-sabores', name: 'Rita', email: 'rita@example.com', password: 'corta' },
    status: 400,
    message: ACCOUNT_MESSAGES.passwordShort,
  },
  {
    name: 'register dni',
    method: 'POST',
    url: '/api/register',
    payload: {
      idMarca: 'marca-sabores',
      name: 'Rita',
      email: 'rita@example.com',
      password: 'Segura2026',
      identificationNumber: '11111111',
    },
    status: 400,
    message: ACCOUNT_MESSAGES.dniRepeated,
  },
  {
    name: 'send code e-mail',
    method: 'POST',
    url: '/api/register/sentMail',
    payload: { idMarca: 'marca-sabores', email: 42 },
    status: 400,
    message: ACCOUNT_MESSAGES.required,
  },
  {
    name: 'verify code',
    method: 'POST',
    url: '/api/register/mailVerified',
    payload: { idMarca: 'marca-sabores', email: 'ana@example.com', codigoValidacion: '12' },
    status: 400,
    message: ACCOUNT_MESSAGES.code,
  },
  {
    name: 'forgot password',
    method: 'POST',
    url: '/api/forgotpassword',
    payload: { idMarca: 'marca-sabores' },
    status: 400,
    message: ACCOUNT_MESSAGES.forgotEmail,
  },
  {
    name: 'reset link',
    method: 'POST',
    url: '/api/forgotpassword/resetpassword/usr-demo-sabores/corto',
    payload: { password: 'Segura2026', password2: 'Segura2026' },
    status: 400,
    message: ACCOUNT_MESSAGES.resetLink,
  },
  {
    name: 'reset passwords differ',
    method: 'POST',
    url: `/api/forgotpassword/resetpassword/usr-demo-sabores/${'a'.repeat(43)}`,
    payload: { password: 'Segura2026', password2: 'Segura2027' },
    status: 400,
    message: ACCOUNT_MESSAGES.passwordMismatch,
  },
  {
    name: 'login success token',
    method: 'GET',
    url: `/api/auth/login/success?auth_token=${long(201)}`,
    status: 400,
    message: ACCOUNT_MESSAGES.token,
  },
  {
    name: 'google credential',
    method: 'POST',
    url: '/api/auth/google',
    payload: { idMarca: 'marca-sabores', credential: '' },
    status: 400,
    message: ACCOUNT_MESSAGES.googleLogin,
  },
  // (the Google sign-in sandbox's consent page and form: google-auth.test.ts, where the sandbox is on)
  {
    name: 'outbox e-mail',
    method: 'GET',
    url: `/api/dev/outbox?email=${long(255)}`,
    status: 400,
    message: 'El email no es válido.',
  },
  // addresses, maps, delivery
  {
    name: 'address list ids',
    method: 'GET',
    url: '/api/pedido/direccion/marca%21/usr-demo-sabores',
    signedIn: true,
    status: 400,
    message: 'El id de la marca no es válido.',
  },
  {
    name: 'own address list id',
    method: 'GET',
    url: '/api/pedido/direccion/usr%21',
    signedIn: true,
    status: 400,
    message: 'El id del usuario no es válido.',
  },
  {
    name: 'new address tag',
    method: 'POST',
    url: '/api/pedido/direccion',
    signedIn: true,
    payload: {
      idCliente: 'usr-demo-sabores',
      idMarca: 'marca-sabores',
      deliveryAddress: 'Av. Santa Fe 3253',
      coordinates: { dropoff: { lat: -34.6, lon: -58.4 } },
      deliveryInstructions: 'Timbre',
    },
    status: 400,
    message: ADDRESS_MESSAGES.tag,
  },
  {
    name: 'new address latitude',
    method: 'POST',
    url: '/api/pedido/direccion',
    signedIn: true,
    payload: {
      idCliente: 'usr-demo-sabores',
      idMarca: 'marca-sabores',
      deliveryAddress: 'Av. Santa Fe 3253',
      coordinates: { dropoff: { lat: 134.6, lon: -58.4 } },
      etiqueta: 'Casa',
      deliveryInstructions: 'Timbre',
    },
    status: 400,
    message: 'La latitud debe ser un número entre -90 y 90.',
  },
  {
    name: 'new address owner',
    method: 'POST',
    url: '/api/pedido/direccion',
    signedIn: true,
    payload: { idMarca: 'marca-sabores' },
    status: 400,
    message: 'Falta el id del cliente (idCliente).',
  },
  {
    name: 'edit address default',
    method: 'PUT',
    url: () => `/api/pedido/direccion/marca-sabores/usr-demo-sabores/${addressId}`,
    signedIn: true,
    payload: { isDefault: 'sí' },
    status: 400,
    message: ADDRESS_MESSAGES.isDefault,
  },
  {
    name: 'edit address phone',
    method: 'PUT',
    url: () => `/api/pedido/direccion/marca-sabores/usr-demo-sabores/${addressId}`,
    signedIn: true,
    payload: { customerPhone: '123' },
    status: 400,
    message: ACCOUNT_MESSAGES.phone,
  },
  {
    name: 'autocomplete country',
    method: 'GET',
    url: '/api/maps/autocomplete?input=Santa%20Fe%203253&country=br',
    status: 400,
    message: "El país debe ser 'ar', 'de' o 'ar,de'.",
  },
  {
    name: 'autocomplete input',
    method: 'GET',
    url: `/api/maps/autocomplete?input=${long(201)}`,
    status: 400,
    message: 'La búsqueda es demasiado larga.',
  },
  {
    name: 'place id',
    method: 'GET',
    url: '/api/maps/place/no%20existe',
    status: 404,
    message: 'No se encontraron resultados',
  },
  {
    name: 'estimate latitude',
    method: 'POST',
    url: '/api/pedido/delivery/estimate',
    payload: { idLocal: 'suc-palermo', lon: -58.4 },
    status: 400,
    message: 'La latitud debe ser un número entre -90 y 90.',
  },
  {
    name: 'estimate total',
    method: 'GET',
    url: '/api/pedido/delivery/estimate?idLocal=suc-palermo&lat=-34.6&lon=-58.4&total=-5',
    status: 400,
    message: 'El total debe ser un número mayor o igual a 0.',
  },
  // orders and payments
  {
    name: 'order key',
    method: 'POST',
    url: '/api/pedido/sendorder',
    signedIn: true,
    payload: validOrder,
    status: 400,
    message: ORDER_MESSAGES.idempotencyKey,
  },
  {
    name: 'order no lines',
    method: 'POST',
    url: '/api/pedido/sendorder',
    signedIn: true,
    headers: keyed,
    payload: orderWith({ orderPayment: [] }),
    status: 400,
    message: ORDER_MESSAGES.noProducts,
  },
  {
    name: 'order quantity',
    method: 'POST',
    url: '/api/pedido/sendorder',
    signedIn: true,
    headers: keyed,
    payload: orderWith({ orderPayment: [{ sku: 'SAB-070', quantity: 0.5 }] }),
    status: 400,
    message: ORDER_MESSAGES.quantity,
  },
  {
    name: 'order too many units',
    method: 'POST',
    url: '/api/pedido/sendorder',
    signedIn: true,
    headers: keyed,
    payload: orderWith({ orderPayment: [{ sku: 'SAB-070', quantity: 1000 }] }),
    status: 400,
    message: ORDER_MESSAGES.quantityMax,
  },
  {
    name: 'order option',
    method: 'POST',
    url: '/api/pedido/sendorder',
    signedIn: true,
    headers: keyed,
    payload: orderWith({
      orderPayment: [
        { sku: 'SAB-070', quantity: 1, customization: { ingredients: { x: { sku: 'OPT-A' } } } },
      ],
    }),
    status: 400,
    message: ORDER_MESSAGES.quantity,
  },
  {
    name: 'order type',
    method: 'POST',
    url: '/api/pedido/sendorder',
    signedIn: true,
    headers: keyed,
    payload: orderWith({ type: 'drone' }),
    status: 400,
    message: ORDER_MESSAGES.type,
  },
  {
    name: 'order payment method',
    method: 'POST',
    url: '/api/pedido/sendorder',
    signedIn: true,
    headers: keyed,
    payload: orderWith({ metodoDePago: ['cash', 'points', 'transfer'] }),
    status: 400,
    message: ORDER_MESSAGES.payment,
  },
  {
    name: 'order total',
    method: 'POST',
    url: '/api/pedido/sendorder',
    signedIn: true,
    headers: keyed,
    payload: orderWith({ total: '2200' }),
    status: 400,
    message: ORDER_MESSAGES.total,
  },
  {
    name: 'order comment',
    method: 'POST',
    url: '/api/pedido/sendorder',
    signedIn: true,
    headers: keyed,
    payload: orderWith({ comments: long(501) }),
    status: 400,
    message: ORDER_MESSAGES.comment,
  },
  {
    name: 'order change state',
    method: 'POST',
    url: '/api/pedido/sendorder',
    signedIn: true,
    headers: keyed,
    payload: orderWith({ orderChangeState: 'replace' }),
    status: 400,
    message: ORDER_MESSAGES.changeState,
  },
  {
    name: 'order brand id',
    method: 'POST',
    url: '/api/pedido/sendorder',
    signedIn: true,
    headers: keyed,
    payload: orderWith({ idMarca: 'marca sabores' }),
    status: 400,
    message: 'El id de la marca no es válido.',
  },
  {
    name: 'active orders id',
    method: 'GET',
    url: '/api/pedido/active/usr%21',
    signedIn: true,
    status: 400,
    message: 'El id del usuario no es válido.',
  },
  {
    name: 'user orders id',
    method: 'GET',
    url: '/api/pedido/usuario/usr%21',
    signedIn: true,
    status: 400,
    message: 'El id del usuario no es válido.',
  },
  {
    name: 'order detail id',
    method: 'GET',
    url: '/api/pedido/detalles/ord%21',
    signedIn: true,
    status: 400,
    message: 'El id del pedido no es válido.',
  },
  {
    name: 'rating',
    method: 'PUT',
    url: () => `/api/pedido/updateOrder/${orderId}`,
    signedIn: true,
    payload: { activeOrder: false, valoracion: 6 },
    status: 400,
    message: 'La valoración debe ser un número entero de 1 a 5.',
  },
  {
    name: 'rating (patch variant)',
    method: 'PATCH',
    url: () => `/api/pedido/updateOrder/${orderId}`,
    signedIn: true,
    payload: { activeOrder: false, valoracion: 0 },
    status: 400,
    message: 'La valoración debe ser un número entero de 1 a 5.',
  },
  {
    name: 'table update line flag',
    method: 'PUT',
    url: () => `/api/pedido/updateOrder/${orderId}`,
    signedIn: true,
    headers: keyed,
    payload: orderWith({
      type: 'mesa',
      mesa: '3',
      metodoDePago: 'cash',
      orderChangeState: 'update',
      orderPayment: [{ sku: 'SAB-070', quantity: 1, newProduct: 'sí' }],
    }),
    status: 400,
    message: ORDER_MESSAGES.newProduct,
  },
  {
    name: 'table update key (patch variant)',
    method: 'PATCH',
    url: () => `/api/pedido/updateOrder/${orderId}`,
    signedIn: true,
    payload: orderWith({ type: 'mesa', mesa: '3', metodoDePago: 'cash', orderChangeState: 'update' }),
    status: 400,
    message: ORDER_MESSAGES.idempotencyKey,
  },
  {
    name: 'table update by sendorder line quantity',
    method: 'POST',
    url: '/api/pedido/sendorder',
    signedIn: true,
    headers: keyed,
    payload: orderWith({
      type: 'mesa',
      mesa: '3',
      metodoDePago: 'cash',
      orderChangeState: 'update',
      orderPayment: [{ sku: 'SAB-070', quantity: 0, newProduct: true }],
    }),
    status: 400,
    message: ORDER_MESSAGES.quantity,
  },
  {
    name: 'receipt state',
    method: 'PUT',
    url: () => `/api/pedido/updateOrder/${orderId}`,
    signedIn: true,
    payload: { activeOrder: false, estadoDeOrden: 'COCINA' },
    status: 400,
    message: "estadoDeOrden solo puede ser 'RECIBIDO'.",
  },
  {
    name: 'verification id',
    method: 'POST',
    url: '/api/pedido/verificationordersend',
    signedIn: true,
    payload: { idLocal: 'suc-palermo' },
    status: 400,
    message: 'Falta el id del pago a verificar (idPayment).',
  },
  {
    name: 'verification branch',
    method: 'POST',
    url: '/api/pedido/verificationordersend',
    signedIn: true,
    payload: { idPayment: '123', idLocal: '' },
    status: 400,
    message: 'Falta el id del local (idLocal).',
  },
  {
    name: 'sandbox checkout',
    method: 'GET',
    url: '/api/mp-sandbox/checkout/v1/redirect?pref_id=',
    status: 400,
    message: 'Falta el identificador del pago (pref_id).',
  },
  {
    name: 'sandbox outcome',
    method: 'POST',
    url: '/api/mp-sandbox/checkout/v1/pay',
    payload: 'pref_id=1000000001-abc&outcome=gratis',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    status: 400,
    message: 'Elegí aprobar, rechazar o dejar pendiente el pago.',
  },
  // points, support, translation
  {
    name: 'points id',
    method: 'GET',
    url: '/api/points/usr%21',
    signedIn: true,
    status: 400,
    message: 'El id del usuario no es válido.',
  },
  {
    name: 'transactions id',
    method: 'GET',
    url: '/api/points/transaction/usr%21',
    signedIn: true,
    status: 400,
    message: 'El id del usuario no es válido.',
  },
  {
    name: 'transaction detail id',
    method: 'GET',
    url: '/api/points/transaction/detail/pts%21',
    signedIn: true,
    status: 400,
    message: 'El id del movimiento no es válido.',
  },
  {
    name: 'support description',
    method: 'POST',
    url: '/api/support/add',
    signedIn: true,
    payload: { email: 'ana@example.com', subject: 'Pedido', description: 'Muy corto' },
    status: 400,
    message: SUPPORT_MESSAGES.description,
  },
  {
    name: 'support e-mail',
    method: 'POST',
    url: '/api/support/add',
    signedIn: true,
    payload: { email: 'ana', subject: 'Pedido', description: long(120) },
    status: 400,
    message: ACCOUNT_MESSAGES.email,
  },
  // tracking
  {
    name: 'menu visit user',
    method: 'POST',
    url: '/api/activities/record-menu-visit',
    payload: { idUser: 'a b', idMarca: 'marca-sabores', storeId: 'store-palermo' },
    status: 400,
    message: 'El id del usuario (idUser) no es válido.',
  },
  {
    name: 'product visit sku',
    method: 'POST',
    url: '/api/activities/record-product-visit',
    payload: { idUser: 'guest', idMarca: 'marca-sabores', storeId: 'store-palermo' },
    status: 400,
    message: 'Falta el sku del producto.',
  },
  {
    name: 'banner view id',
    method: 'POST',
    url: '/api/activities/record-banner-view',
    payload: { idUser: 'guest', idMarca: 'marca-sabores', storeId: 'store-palermo', bannerId: '' },
    status: 400,
    message: 'Falta el id del banner (bannerId).',
  },
  {
    name: 'story view id',
    method: 'POST',
    url: '/api/activities/record-story-view',
    payload: { idUser: 'guest', idMarca: 'marca-sabores', storeId: 'store-palermo', storyId: 's/1' },
    status: 400,
    message: 'El id de la historia (storyId) no es válido.',
  },
  {
    name: 'cart update quantity',
    method: 'POST',
    url: '/api/activities/update-cart',
    payload: {
      idUser: 'guest',
      idMarca: 'marca-sabores',
      storeId: 'store-palermo',
      products: [{ sku: 'SAB-070', quantity: 0 }],
    },
    status: 400,
    message: 'La cantidad debe ser un número entero de 1 a 10000.',
  },
  {
    name: 'abandoned order lines',
    method: 'POST',
    url: '/api/activities/abandoned-order',
    payload: { idUser: 'guest', idMarca: 'marca-sabores', storeId: 'store-palermo', products: [] },
    status: 400,
    message: 'La orden abandonada no tiene productos.',
  },
  {
    name: 'story view button text',
    method: 'POST',
    url: '/api/activities/record-story-view',
    payload: {
      idUser: 'guest',
      idMarca: 'marca-sabores',
      storeId: 'store-palermo',
      storyId: 'sto-1',
      storyName: long(201),
    },
    status: 400,
    message: 'El nombre de la historia es demasiado largo.',
  },
  // marketing and telemetry
  {
    name: 'marketing visit without UTM parameters',
    method: 'POST',
    url: '/api/utm/marketing/register-visit',
    payload: { idMarca: 'marca-sabores', url: '/menu?promo=1' },
    status: 400,
    message: MARKETING_MESSAGES.utm,
  },
  {
    name: 'marketing visit url',
    method: 'POST',
    url: '/api/utm/marketing/register-visit',
    payload: { idMarca: 'marca-sabores', url: 'http://[sin-cerrar', utm_source: 'ig' },
    status: 400,
    message: MARKETING_MESSAGES.url,
  },
  {
    name: 'marketing visit brand',
    method: 'POST',
    url: '/api/utm/marketing/register-visit',
    payload: { idMarca: 'marca sabores', utm_source: 'ig' },
    status: 400,
    message: 'El id de la marca (idMarca) no es válido.',
  },
  {
    name: 'short link missing',
    method: 'POST',
    url: '/api/utm/marketing/short-url',
    payload: { brandId: 'marca-sabores', urlUTM: ' ' },
    status: 400,
    message: MARKETING_MESSAGES.shortUrl,
  },
  {
    name: 'short link brand',
    method: 'POST',
    url: '/api/utm/marketing/short-url',
    payload: { urlUTM: '/s/invierno' },
    status: 400,
    message: 'Falta el id de la marca (brandId).',
  },
  {
    name: 'translation metrics list',
    method: 'POST',
    url: '/api/translation-metrics',
    payload: { metrics: 'todas' },
    status: 400,
    message: METRICS_MESSAGES.list,
  },
  {
    name: 'translation metrics record',
    method: 'POST',
    url: '/api/translation-metrics',
    payload: {
      metrics: [
        {
          textHash: 'abc123',
          textLength: 12,
          language: 'es',
          cacheHit: true,
          isError: false,
          wasTokenized: false,
          tokensPreserved: 0,
          timestamp: 'ayer',
        },
      ],
    },
    status: 400,
    message: METRICS_MESSAGES.timestamp,
  },
  // Fastify's own checks, answered in Spanish
  {
    name: 'body over 100 KB',
    method: 'POST',
    url: '/api/pedido/sendorder',
    signedIn: true,
    headers: keyed,
    payload: orderWith({ comments: long(110_000) }),
    status: 413,
    message: 'El cuerpo de la solicitud supera el máximo de 100 KB.',
  },
  {
    name: 'broken JSON',
    method: 'POST',
    url: '/api/register',
    payload: '{"idMarca": ',
    headers: { 'content-type': 'application/json' },
    status: 400,
    message: 'El cuerpo de la solicitud no es un JSON válido.',
  },
  {
    name: 'text body',
    method: 'POST',
    url: '/api/support/add',
    signedIn: true,
    payload: 'hola',
    headers: { 'content-type': 'text/plain' },
    status: 415,
    message: 'El tipo de contenido no es válido: enviá application/json.',
  },
];

const ENGLISH = /invalid|expected|required|received|too (big|small)|must/i;

describe('bad input is refused with a Spanish message and writes nothing', () => {
  it.each(CASES.map((c) => [c.name, c]))('%s', async (_name, c) => {
    const before = await fingerprint();
    const response = await t.app.inject({
      method: c.method,
      url: typeof c.url === 'function' ? c.url() : c.url,
      headers: { ...(c.signedIn ? { authorization: `Bearer ${ana}` } : {}), ...c.headers },
      ...(c.payload === undefined ? {} : { payload: c.payload as string | object }),
    });
    expect([response.statusCode, response.json<{ message: string }>().message]).toEqual([
      c.status,
      c.message,
    ]);
    expect(c.message).not.toMatch(ENGLISH);
    expect(await fingerprint()).toBe(before);
  });

  it('the translation sandbox answers bad input as Google does', async () => {
    const before = await fingerprint();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/translate/language/translate/v2?key=sandbox-key',
      payload: { q: 'Hola', target: 'klingon' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 400,
        message: 'Idioma de destino no admitido: es, en, pt, fr, de, it, zh.',
        status: 'INVALID_ARGUMENT',
      },
    });
    const detect = await t.app.inject({
      method: 'POST',
      url: '/api/translate/language/translate/v2/detect?key=sandbox-key',
      payload: { q: [] },
    });
    expect(detect.json<{ error: { message: string } }>().error.message).toBe(
      'Falta el texto a traducir (q).',
    );
    expect(await fingerprint()).toBe(before);
  });

  it('a valid request after all of them still works (the fingerprint sees writes)', async () => {
    const before = await fingerprint();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/marca-sabores/usr-demo-sabores',
      headers: { authorization: `Bearer ${ana}` },
      payload: { city: 'Rosario' },
    });
    expect(response.statusCode).toBe(200);
    expect(await fingerprint()).not.toBe(before);
  });
});
