import { en } from 'zod/locales';
import * as z from 'zod/mini';

// zod/mini ships without error messages ('Invalid input'); zod classic loaded English ones on import.
// Keep the English messages (about 1 KB gzip). The setting is global to every zod copy on the page.
z.config(en());

/*
 * Runtime schemas and types of the entities in section 3 of both specifications
 * (000 ordering, 001 accounts). They parse real API answers, so fields the backend may omit are
 * optional, ids may arrive as numbers, and numeric fields may arrive as numeric strings.
 * Objects strip unknown keys (zod's default).
 */

// ---------------------------------------------------------------------------------------------
// Building blocks

const NUMERIC_STRING = /^\s*-?\d+(\.\d+)?\s*$/;

/** A number, or a numeric string turned into one. */
const numberLike = z.union([
  z.number(),
  z.pipe(
    z.string().check(z.regex(NUMERIC_STRING)),
    z.transform((value: string) => Number(value)),
  ),
]);

/** Ids are strings; some endpoints send numbers. */
const idSchema = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value: string | number) => String(value)),
);

/** Timestamps arrive as ISO strings or epoch milliseconds. */
const timestampSchema = z.union([z.string(), z.number()]);

/** A raw price value: spec 000 allows a number or a string (non-numeric counts as 0 in the cart rules). */
export const priceValueSchema = z.union([z.number(), z.string()]);
export type PriceValue = z.infer<typeof priceValueSchema>;

const parseJsonIfString = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

// ---------------------------------------------------------------------------------------------
// Enumerations

export const consumeTypeSchema = z.enum(['local', 'takeaway', 'delivery', 'delivery_propio']);
export type ConsumeType = z.infer<typeof consumeTypeSchema>;

export const languageSchema = z.enum(['es', 'en', 'pt', 'fr', 'de', 'it', 'zh']);
export type Language = z.infer<typeof languageSchema>;

export const businessTypeSchema = z.enum(['b2c', 'b2b']);
export type BusinessType = z.infer<typeof businessTypeSchema>;

export const paymentMethodTypeSchema = z.enum(['cash', 'points', 'mercadoPago', 'transfer']);
export type PaymentMethodType = z.infer<typeof paymentMethodTypeSchema>;

/** b2b price tiers, chosen by the user's priceCategory. */
export const priceTierSchema = z.enum(['default', 'mayorista', 'distribuidor', 'corporativo', 'vip']);
export type PriceTier = z.infer<typeof priceTierSchema>;

/** Order types as the backend names them ('mesa' is the table, i.e. consume type 'local'). */
export const orderTypeSchema = z.enum(['mesa', 'takeaway', 'delivery', 'delivery_propio']);
export type OrderType = z.infer<typeof orderTypeSchema>;

/** Kitchen states of an active order (estadoDeOrden). */
export const kitchenStateSchema = z.enum(['COCINA', 'PREPARADO', 'RETIRADO', 'RECIBIDO']);
export type KitchenState = z.infer<typeof kitchenStateSchema>;

/** Order statuses listed in spec 001 section 4. */
export const orderStatusSchema = z.enum([
  'PENDIENTE',
  'PENDIENTE_DE_ESTADO',
  'ACEPTADO',
  'ENVIADO',
  'PAGADO',
  'CANCELADO',
  'RECHAZADO',
]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

// ---------------------------------------------------------------------------------------------
// Brand (GET /api/marca/{domain}, inside `data`)

export const colorSchema = z.object({ name: z.string(), value: z.string() });
export type Color = z.infer<typeof colorSchema>;

/** Delivery conditions; every value defaults to 0. deliveryRange is in km. */
export const deliveryConditionsSchema = z.object({
  porcentajeMarca: z._default(numberLike, 0),
  porcentajeUsuario: z._default(numberLike, 0),
  minimoGratis: z._default(numberLike, 0),
  minimoCompra: z._default(numberLike, 0),
  deliveryRange: z._default(numberLike, 0),
});
export type DeliveryConditions = z.infer<typeof deliveryConditionsSchema>;

export const brandDataSchema = z.object({
  _id: z.optional(idSchema),
  businessType: z.optional(businessTypeSchema),
  multipleMenu: z.optional(z.boolean()),
  headerLogo: z.nullish(z.string()),
  appName: z.optional(z.string()),
  appBackground: z.nullish(z.string()),
  domain: z.optional(z.string()),
  defaultDiscount: z._default(numberLike, 10),
  colors: z.optional(z.array(colorSchema)),
  deliveryCondiciones: z.prefault(deliveryConditionsSchema, {}),
});
export type BrandData = z.infer<typeof brandDataSchema>;

export const clubPlanSettingsSchema = z.object({
  enabled: z._default(z.boolean(), false),
  price: z.optional(numberLike),
  mercadoPagoPlanId: z.nullish(z.string()),
});

export const clubMembersSchema = z.object({
  enabled: z._default(z.boolean(), false),
  generalDiscountPct: z.optional(numberLike),
  plans: z.optional(
    z.object({ monthly: z.optional(clubPlanSettingsSchema), annual: z.optional(clubPlanSettingsSchema) }),
  ),
});
export type ClubMembers = z.infer<typeof clubMembersSchema>;

/**
 * The app-download configuration (spec 001 section 2, spec 000 section 9): the one domain of the
 * brand on which mobile visitors are invited to the brand's apps (once per session) and on which the
 * checkout offers delivery; the stores' addresses. Null or absent: no such domain.
 */
export const appDownloadSchema = z.object({
  domain: z.string(),
  appStoreUrl: z.nullish(z.string()),
  playStoreUrl: z.nullish(z.string()),
});
export type AppDownload = z.infer<typeof appDownloadSchema>;

export const brandSchema = z.object({
  _id: idSchema,
  brandId: z.optional(idSchema),
  appName: z.optional(z.string()),
  appBackground: z.nullish(z.string()),
  domain: z.optional(z.string()),
  businessType: z._default(businessTypeSchema, 'b2c'),
  multipleMenu: z._default(z.boolean(), false),
  colors: z.optional(z.array(colorSchema)),
  defaultDiscount: z._default(numberLike, 10),
  privacyPolicy: z.nullish(z.string()),
  termsAndConditions: z.nullish(z.string()),
  allowedUserTypes: z.optional(z.object({ guest: z._default(z.boolean(), false) })),
  deliveryCondiciones: z.prefault(deliveryConditionsSchema, {}),
  brandData: z.optional(brandDataSchema),
  clubMembers: z.optional(clubMembersSchema),
  appDownload: z.nullish(appDownloadSchema),
});
export type Brand = z.infer<typeof brandSchema>;

// ---------------------------------------------------------------------------------------------
// Branch

/** Indexed like Date#getDay(): 0 is domingo. */
export const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const HH_MM = /^([01]?\d|2[0-4]):[0-5]\d$/;
export const timeSlotSchema = z.object({
  open: z.string().check(z.regex(HH_MM)),
  close: z.string().check(z.regex(HH_MM)),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

const daySlotsSchema = z.nullish(z.union([z.array(timeSlotSchema), timeSlotSchema]));

/** Weekday keys are normalised (lower case, accents removed), so 'Miércoles' reads as 'miercoles'. */
export const scheduleSchema = z.pipe(
  z.transform((value: unknown): unknown => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([day, slots]) => [
        day
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase(),
        slots,
      ]),
    );
  }),
  z.object({
    domingo: daySlotsSchema,
    lunes: daySlotsSchema,
    martes: daySlotsSchema,
    miercoles: daySlotsSchema,
    jueves: daySlotsSchema,
    viernes: daySlotsSchema,
    sabado: daySlotsSchema,
  }),
);
export type Schedule = z.infer<typeof scheduleSchema>;

export const branchStatusSchema = z.enum(['open', 'close', 'closing_soon', 'opening_soon']);
export type BranchStatus = z.infer<typeof branchStatusSchema>;

/**
 * When a branch changes state next, beside its status, as data the app words in the customer's
 * language (spec 000's scheduleStatus text, which was Spanish whatever the language). Times are the
 * schedule's 'HH:MM'.
 */
export const scheduleTimesSchema = z.object({
  /** open: when this opening ends; null when it never does (open around the clock) */
  closesAt: z._default(z.nullable(z.string()), null),
  /** closed: when the next opening starts; null when the schedule has none */
  opensAt: z._default(z.nullable(z.string()), null),
  /** the next opening's day counted from today on the branch's clock: 0 today, 1 tomorrow… */
  opensInDays: z._default(z.nullable(z.number()), null),
  /** the next opening's weekday */
  opensOn: z._default(z.nullable(z.enum(WEEKDAYS)), null),
});
export type ScheduleTimes = z.infer<typeof scheduleTimesSchema>;

/** A payment method switch; a bare boolean is read as {enabled}. */
const paymentToggleSchema = z.union([
  z.object({ enabled: z._default(z.boolean(), false) }),
  z.pipe(
    z.boolean(),
    z.transform((enabled: boolean) => ({ enabled })),
  ),
]);

export const transferSettingsSchema = z.object({
  bankName: z.nullish(z.string()),
  accountHolder: z.nullish(z.string()),
  alias: z.nullish(z.string()),
  cbu: z.nullish(z.string()),
  cvu: z.nullish(z.string()),
});
export type TransferSettings = z.infer<typeof transferSettingsSchema>;

/**
 * Cash: at the table, or on delivery with the branch's own delivery. `atPickup` lets a branch also take
 * cash at the counter for takeaway (issue 28 item 8); off by default, as spec 000 section 6 gives
 * takeaway the transfer and the card provider only.
 */
const cashSettingSchema = z.union([
  z.object({ enabled: z._default(z.boolean(), false), atPickup: z._default(z.boolean(), false) }),
  z.pipe(
    z.boolean(),
    z.transform((enabled: boolean) => ({ enabled, atPickup: false })),
  ),
]);

export const paymentMethodsSchema = z.object({
  cash: z.optional(cashSettingSchema),
  points: z.optional(paymentToggleSchema),
  mercadoPago: z.optional(paymentToggleSchema),
  transfer: z.optional(
    z.object({
      enabled: z._default(z.boolean(), false),
      name: z.nullish(z.string()),
      settings: z.optional(transferSettingsSchema),
    }),
  ),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

export const systemOptionsSchema = z.object({
  tableSystem: z._default(z.boolean(), false),
  takeawaySystem: z._default(z.boolean(), false),
  deliverySystem: z._default(z.boolean(), false),
  deliveryPropio: z.optional(
    z.object({
      activo: z._default(z.boolean(), false),
      payment: z._default(z.boolean(), false),
      name: z.nullish(z.string()),
    }),
  ),
});
export type SystemOptions = z.infer<typeof systemOptionsSchema>;

export const geoLocationSchema = z.object({ latitude: numberLike, longitude: numberLike });
export type GeoLocation = z.infer<typeof geoLocationSchema>;

export const branchSchema = z.object({
  id: idSchema,
  storeId: idSchema,
  /** the brand the branch belongs to (GET /local/{id} answers any brand's branch by its id) */
  idMarca: z.optional(idSchema),
  name: z.string(),
  address: z.nullish(z.string()),
  whatsapp: z.nullish(z.string()),
  image: z.nullish(z.string()),
  schedule: z.optional(scheduleSchema),
  status: z.optional(branchStatusSchema),
  scheduleTimes: z.nullish(scheduleTimesSchema),
  geoLocation: z.nullish(geoLocationSchema),
  /** metres from the customer, when the server computed it */
  distance: z.nullish(numberLike),
  PercentagePoints: z._default(numberLike, 10),
  systemOptions: z.prefault(systemOptionsSchema, {}),
  paymentMethods: z.optional(paymentMethodsSchema),
});
export type Branch = z.infer<typeof branchSchema>;

// ---------------------------------------------------------------------------------------------
// Menu: products, options, categories

const priceObjectValue = z.nullish(z.union([z.number(), z.string()]));

/** Per-consumption-type prices (table, takeaway, delivery) and b2b tiers share one object shape. */
export const priceObjectSchema = z
  .object({
    tableSystem: priceObjectValue,
    takeawaySystem: priceObjectValue,
    deliverySystem: priceObjectValue,
    default: priceObjectValue,
    mayorista: priceObjectValue,
    distribuidor: priceObjectValue,
    corporativo: priceObjectValue,
    vip: priceObjectValue,
  })
  .check(
    z.refine((prices) => Object.values(prices).some((v) => v !== undefined && v !== null), {
      message: 'A price object needs at least one price',
    }),
  );
export type PriceObject = z.infer<typeof priceObjectSchema>;

export const productPriceSchema = z.union([
  z.number(),
  z.string().check(z.regex(NUMERIC_STRING)),
  priceObjectSchema,
]);
export type ProductPrice = z.infer<typeof productPriceSchema>;

export const PRODUCT_TAGS = [
  'sin gluten',
  'sin tacc',
  'vegetariano',
  'deslactosado',
  'vegano',
  'keto',
  'gluten',
  'lácteos',
  'pescado',
  'huevo',
  'crustaceos',
  'frutos secos',
  'soja',
  'dioxidoDeAzufre',
  'mani',
] as const;
export const productTagSchema = z.enum(PRODUCT_TAGS);
export type ProductTag = z.infer<typeof productTagSchema>;

export const isProductTag = (value: string): value is ProductTag => productTagSchema.safeParse(value).success;

/** Unknown tags are dropped instead of failing the whole product. */
const tagListSchema = z.pipe(
  z.array(z.string()),
  z.transform((tags: string[]) => tags.filter(isProductTag)),
);

export const optionCategorySchema = z.object({
  id: idSchema,
  name: z.optional(z.string()),
  minQty: z._default(numberLike, 0),
  /** default max 1: a radio group */
  maxQty: z._default(numberLike, 1),
});
export type OptionCategory = z.infer<typeof optionCategorySchema>;

export const customisationOptionSchema = z.object({
  name: z.string(),
  sku: z.string(),
  price: z.nullish(priceValueSchema),
  active: z._default(z.boolean(), true),
  /** the step of each add and removal */
  minLimit: z._default(numberLike, 1),
  quantity: z.optional(numberLike),
  category: optionCategorySchema,
});
export type CustomisationOption = z.infer<typeof customisationOptionSchema>;

/** An item of customization.ingredients or customization.aditionals, keyed `${sku}-${categoryId}`. */
export const selectedOptionSchema = z.object({
  name: z.optional(z.string()),
  sku: z.string(),
  price: z.nullish(priceValueSchema),
  quantity: numberLike,
  minLimit: z._default(numberLike, 1),
  category: z.partial(optionCategorySchema, { minQty: true, maxQty: true }),
});
export type SelectedOption = z.infer<typeof selectedOptionSchema>;

export const customizationSchema = z.object({
  ingredients: z._default(z.record(z.string(), selectedOptionSchema), {}),
  aditionals: z._default(z.record(z.string(), selectedOptionSchema), {}),
});
export type Customization = z.infer<typeof customizationSchema>;

export const productSchema = z.object({
  _id: z.optional(idSchema),
  sku: z.string(),
  name: z.string(),
  description: z.nullish(z.string()),
  image: z.nullish(z.string()),
  imageShow: z.nullish(z.string()),
  price: z.nullish(productPriceSchema),
  ref: z.optional(tagListSchema),
  alergenos: z.optional(tagListSchema),
  storeId: z.optional(idSchema),
  localId: z.optional(idSchema),
  children: z._default(z.array(customisationOptionSchema), []),
  customization: z.optional(customizationSchema),
  quantity: z.optional(numberLike),
  /** complementary categories for the upsell (GET /menu/product/{id}) */
  categoriasComplementarias: z.optional(z.array(z.unknown())),
});
export type Product = z.infer<typeof productSchema>;

export const subcategorySchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.nullish(z.string()),
  image: z.nullish(z.string()),
  products: z._default(z.array(productSchema), []),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  image: z.nullish(z.string()),
  products: z._default(z.array(productSchema), []),
  subcategories: z._default(z.array(subcategorySchema), []),
  type: z._default(z.enum(['category', 'preferences']), 'category'),
});
export type Category = z.infer<typeof categorySchema>;

// ---------------------------------------------------------------------------------------------
// Order in progress

/**
 * The per-consumption-type prices of a line's product (spec 000 section 3: a pizza may cost one price
 * at the table, another to take away and another delivered), kept on the line so that its price follows
 * the order's type when the customer changes it (cart.ts `priceForConsumeType`).
 */
export const consumePricesSchema = z.object({
  tableSystem: priceObjectValue,
  takeawaySystem: priceObjectValue,
  deliverySystem: priceObjectValue,
});
export type ConsumePrices = z.infer<typeof consumePricesSchema>;

export const upsellingItemSchema = z.object({
  _id: z.optional(idSchema),
  sku: z.string(),
  name: z.string(),
  imageShow: z.nullish(z.string()),
  price: z.nullish(priceValueSchema),
  /** its product's per-consumption-type prices, when it has them */
  consumePrices: z.optional(consumePricesSchema),
  quantity: numberLike,
  customization: z.optional(customizationSchema),
});
export type UpsellingItem = z.infer<typeof upsellingItemSchema>;

export const orderProductSchema = z.object({
  _id: z.optional(idSchema),
  name: z.string(),
  imageShow: z.nullish(z.string()),
  /** unit price already resolved for the consumption type and price tier */
  price: z.nullish(priceValueSchema),
  /** its product's per-consumption-type prices, when it has them: `price` follows the order's type */
  consumePrices: z.optional(consumePricesSchema),
  quantity: numberLike,
  description: z.nullish(z.string()),
  sku: z.string(),
  orderProductId: z.string(),
  storeId: z.optional(idSchema),
  category: z.optional(
    z.object({ id: idSchema, name: z.optional(z.string()), maxQty: z.optional(numberLike) }),
  ),
  comments: z._default(z.string(), ''),
  customization: z.prefault(customizationSchema, {}),
  upselling: z._default(z.array(upsellingItemSchema), []),
  crossSelling: z._default(z.boolean(), false),
  ref: z.optional(tagListSchema),
  /** on an open table order: added by its latest update (spec 000 section 4, orderChangeState 'update') */
  newProduct: z.optional(z.boolean()),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

/** The 'Product being configured' in the customisation overlay. */
export const productInPreparationSchema = z.object({
  product: orderProductSchema,
  total: z._default(numberLike, 0),
  quantity: z._default(numberLike, 1),
  ingredientsRequired: z._default(z.boolean(), false),
  crossSelling: z._default(z.boolean(), false),
});
export type ProductInPreparation = z.infer<typeof productInPreparationSchema>;

export const latLngSchema = z.object({ lat: numberLike, lng: numberLike });
export type LatLng = z.infer<typeof latLngSchema>;

export const cartAddressSchema = z.object({
  tag: z.nullish(z.string()),
  addressName: z.nullish(z.string()),
  addressData: z.nullish(latLngSchema),
  deliveryAddressId: z.nullish(idSchema),
});
export type CartAddress = z.infer<typeof cartAddressSchema>;

/** Delivery estimate (POST /pedido/delivery/estimate → data.estimaciones[]). */
export const deliveryEstimateSchema = z.object({
  id: idSchema,
  tipo: z.nullish(z.string()),
  costoEnvio: z._default(numberLike, 0),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

export const cartPaymentMethodSchema = z.object({
  type: paymentMethodTypeSchema,
  data: z.optional(z.unknown()),
});
export type CartPaymentMethod = z.infer<typeof cartPaymentMethodSchema>;

/** The order in progress, persisted in local storage after every action. */
export const cartSchema = z.object({
  /** generated on the first add */
  draftOrderId: z._default(z.nullable(z.string()), null),
  observations: z._default(z.string(), ''),
  products: z._default(z.array(orderProductSchema), []),
  total: z._default(numberLike, 0),
  quantity: z._default(numberLike, 0),
  table: z._default(z.nullable(z.union([z.string(), z.number()])), null),
  tableId: z._default(z.nullable(idSchema), null),
  consumeType: z._default(z.nullable(consumeTypeSchema), null),
  paymentMethod: z._default(z.nullable(cartPaymentMethodSchema), null),
  address: z._default(z.nullable(cartAddressSchema), null),
  deliveryOption: z._default(z.nullable(deliveryEstimateSchema), null),
  diners: z._default(z.nullable(numberLike), null),
  pickUpTime: z._default(z.nullable(z.string()), null),
  crossSelling: z._default(z.boolean(), false),
  selectedConsumeTypeIsFromActiveOrder: z._default(z.boolean(), false),
  /**
   * The branch of the order's products (issue 28 item 1): recorded when the first product is added and
   * forgotten when the order empties. Every screen from the summary to the sent order uses it, not the
   * branch last chosen in the list. Null in an empty order, and in orders stored before it existed.
   */
  localId: z._default(z.nullable(idSchema), null),
  storeId: z._default(z.nullable(idSchema), null),
});
export type Cart = z.infer<typeof cartSchema>;

// ---------------------------------------------------------------------------------------------
// User and session (spec 001)

export const genderSchema = z.enum(['Male', 'Female', 'Other']);
export type Gender = z.infer<typeof genderSchema>;

export const birthDateSchema = z.object({ year: numberLike, month: numberLike, day: numberLike });
export type BirthDate = z.infer<typeof birthDateSchema>;

export const membershipSchema = z.object({
  active: z._default(z.boolean(), false),
  cycle: z.nullish(z.enum(['monthly', 'annual'])),
  startedAt: z.nullish(timestampSchema),
  endedAt: z.nullish(timestampSchema),
  nextPaymentAt: z.nullish(timestampSchema),
});
export type Membership = z.infer<typeof membershipSchema>;

export const userSchema = z.object({
  _id: idSchema,
  idMarca: z.optional(idSchema),
  typeUser: z._default(z.enum(['guest', 'registered']), 'registered'),
  name: z.nullish(z.string()),
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  email: z.nullish(z.string()),
  phoneNumber: z.nullish(z.string()),
  gender: z.nullish(genderSchema),
  birthDate: z.nullish(birthDateSchema),
  /** b2b price tier ('default' or another); unknown tiers fall back to default prices */
  priceCategory: z.nullish(z.string()),
  discountPercentage: z.nullish(numberLike),
  cuit: z.nullish(z.string()),
  idLocal: z.nullish(idSchema),
  customerIdentificationSystem: z.nullish(z.string()),
  identificationNumber: z.nullish(z.union([z.string(), z.number()])),
  membership: z.nullish(membershipSchema),
  // b2b company data
  businessName: z.nullish(z.string()),
  companyName: z.nullish(z.string()),
  province: z.nullish(z.string()),
  city: z.nullish(z.string()),
});
export type User = z.infer<typeof userSchema>;

export const registrationSchema = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  phoneNumber: z.optional(z.string()),
  gender: z.optional(genderSchema),
  birthDate: z.optional(birthDateSchema),
  identificationNumber: z.optional(z.string()),
});
export type Registration = z.infer<typeof registrationSchema>;

export const authCredentialsSchema = z.object({
  userId: idSchema,
  authToken: z.string(),
  idMarca: idSchema,
  campaign: z.nullish(z.string()),
});
export type AuthCredentials = z.infer<typeof authCredentialsSchema>;

/** A signed-in user or a guest: both carry credentials; user.typeUser tells them apart. */
export const sessionSchema = z.object({
  credentials: authCredentialsSchema,
  user: userSchema,
});
export type Session = z.infer<typeof sessionSchema>;

// ---------------------------------------------------------------------------------------------
// Placed orders (active orders, spec 000; history, spec 001)

export const orderLineCustomizationSchema = z.object({
  name: z.optional(z.string()),
  quantity: z.optional(numberLike),
  price: z.nullish(priceValueSchema),
});

/**
 * A suggested product added to a line in the product's customisation ('upselling', spec 000), as the
 * server priced it: its unit price and quantity (since platform 2.9).
 */
export const orderLineExtraSchema = z.object({
  sku: z.optional(z.string()),
  name: z.string(),
  quantity: z._default(numberLike, 1),
  price: z.nullish(priceValueSchema),
});

export const orderPaymentLineSchema = z.object({
  name: z.string(),
  quantity: z._default(numberLike, 1),
  imageShow: z.nullish(z.string()),
  price: z.nullish(priceValueSchema),
  customization: z.optional(z.union([z.array(orderLineCustomizationSchema), customizationSchema])),
  comments: z.nullish(z.string()),
  /** since platform 2.9: the line's suggested products (issue 28: the order detail lost them) */
  upselling: z.optional(z.array(orderLineExtraSchema)),
});
export type OrderPaymentLine = z.infer<typeof orderPaymentLineSchema>;

export const orderAccountSchema = z.object({
  orderTotal: z.optional(numberLike),
  totalinvoiced: z.optional(numberLike),
  pointsToUse: z.optional(numberLike),
  pointsPercentage: z.optional(numberLike),
  winPoints: z.optional(numberLike),
  /** the members' discount taken off the order (issue 14 item 10), in pesos, and its percentage */
  clubDiscount: z.optional(numberLike),
  clubDiscountPct: z.optional(numberLike),
  /**
   * money the provider took for an order that could not take it (rejected, cancelled, paid twice),
   * given back: `refunded`; still to give back: `refundPending` (issue 29 item 3)
   */
  refunded: z.optional(numberLike),
  refundPending: z.optional(numberLike),
});

/**
 * An active, placed or historical order. Status fields are plain strings: the specs name known
 * values (see kitchenStateSchema, orderStatusSchema, orderTypeSchema) but say others exist.
 */
export const placedOrderSchema = z.object({
  _id: idSchema,
  idOrder: z.nullish(z.union([z.string(), z.number()])),
  idLocal: z.nullish(idSchema),
  storeId: z.nullish(idSchema),
  type: z.nullish(z.string()),
  estadoDeOrden: z.nullish(z.string()),
  orderStatus: z.nullish(z.string()),
  paymentStatus: z.nullish(z.string()),
  /** 'transferencia' in active orders; a list (up to two methods) in history */
  metodoDePago: z.nullish(z.union([z.string(), z.array(z.string())])),
  /** the backend sends a list or the same list as a JSON string */
  orderPayment: z.optional(z.pipe(z.transform(parseJsonIfString), z.array(orderPaymentLineSchema))),
  account: z.nullish(orderAccountSchema),
  totalFacturado: z.nullish(numberLike),
  total: z.nullish(numberLike),
  horaRetiro: z.nullish(z.string()),
  /** since platform 2.14: the order's own note ('Observaciones del pedido'; a walk found it dropped) */
  comments: z.nullish(z.string()),
  mesa: z.nullish(z.union([z.string(), z.number()])),
  mesaId: z.nullish(idSchema),
  tracking_url: z.nullish(z.string()),
  update: z.nullish(timestampSchema),
  created: z.nullish(timestampSchema),
  activeOrder: z.optional(z.boolean()),
  localInfo: z.nullish(z.object({ nameLocal: z.nullish(z.string()) })),
  details: z.nullish(z.object({ orderDetails: z.unknown() })),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

// ---------------------------------------------------------------------------------------------
// Addresses and consumption preferences

/** A saved address on the server (GET /pedido/direccion/{id}). */
export const deliveryAddressSchema = z.object({
  _id: idSchema,
  deliveryAddress: z.string(),
  coordinates: z.nullish(z.object({ dropoff: z.object({ lat: numberLike, lon: numberLike }) })),
  customerName: z.nullish(z.string()),
  customerPhone: z.nullish(z.string()),
  deliveryInstructions: z.nullish(z.string()),
  etiqueta: z.nullish(z.string()),
  isDefault: z._default(z.boolean(), false),
  idCliente: z.nullish(idSchema),
  idMarca: z.nullish(idSchema),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** Fields of the address form (its messages depend on the user, so they live with the form). */
export const addressFormSchema = z.object({
  tag: z._default(z.string(), ''),
  name: z._default(z.string(), ''),
  phoneCode: z._default(z.string(), '+54'),
  phone: z._default(z.string(), ''),
  comments: z._default(z.string(), ''),
  formattedAddress: z._default(z.string(), ''),
});
export type AddressForm = z.infer<typeof addressFormSchema>;

/** An address from the maps service. */
export const mapsAddressSchema = z.object({
  name: z.nullish(z.string()),
  formattedAddress: z.string(),
  street: z.nullish(z.object({ name: z.nullish(z.string()), number: z.nullish(z.string()) })),
  city: z.nullish(z.string()),
  administrative: z.nullish(z.string()),
  lat: numberLike,
  lng: numberLike,
});
export type MapsAddress = z.infer<typeof mapsAddressSchema>;

export const consumePreferencesSchema = z.object({
  preferredConsumeType: z.nullish(consumeTypeSchema),
  lastSelectedLocalId: z.nullish(idSchema),
  consumptionMode: z.nullish(z.enum(['delivery', 'takeaway'])),
  deliveryAddress: z.nullish(
    z.object({
      address: z.nullish(z.string()),
      formatted_address: z.nullish(z.string()),
      coordinates: z.nullish(latLngSchema),
      details: z.nullish(z.string()),
    }),
  ),
  userLocation: z.nullish(geoLocationSchema),
  hasInitialModeSelection: z._default(z.boolean(), false),
  availableConsumptionModes: z._default(z.array(consumeTypeSchema), []),
});
export type ConsumePreferences = z.infer<typeof consumePreferencesSchema>;

// ---------------------------------------------------------------------------------------------
// Marketing, rating, points, club, support

export const bannerSchema = z.object({
  _id: idSchema,
  name: z.nullish(z.string()),
  image: z.string(),
  publicDestinated: z.nullish(z.object({ value: z.nullish(z.string()) })),
});
export type Banner = z.infer<typeof bannerSchema>;

export const storySchema = z.object({
  _id: idSchema,
  image: z.string(),
  name: z.nullish(z.string()),
  user: z.optional(z.unknown()),
  schedule: z.optional(z.unknown()),
  publicDestinated: z.nullish(z.object({ value: z.nullish(z.string()) })),
  nameButton: z.nullish(z.string()),
  linkButton: z.nullish(z.string()),
});
export type Story = z.infer<typeof storySchema>;

export const ratingSchema = z.object({
  valoracion: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
  experiencia: z._default(z.string(), ''),
  activeOrder: z.boolean(),
});
export type Rating = z.infer<typeof ratingSchema>;

export const pointsTransactionSchema = z.object({
  _id: idSchema,
  description: z.nullish(z.string()),
  date: z.nullish(timestampSchema),
  type: z.nullish(z.string()),
  status: z.nullish(z.string()),
  points: z._default(numberLike, 0),
});
export type PointsTransaction = z.infer<typeof pointsTransactionSchema>;

export const pointsSummarySchema = z.object({
  availablePoints: z._default(numberLike, 0),
  transactions: z._default(z.array(pointsTransactionSchema), []),
});
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

export const transactionDetailSchema = z.object({
  status: z.nullish(z.string()),
  reason: z.nullish(z.string()),
  type: z.nullish(z.string()),
  originalAmount: z.nullish(numberLike),
  rewardPercentage: z.nullish(numberLike),
  pointsLoadDate: z.nullish(timestampSchema),
  localName: z.nullish(z.string()),
  localAddress: z.nullish(z.string()),
});
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

export const planSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.nullish(z.string()),
  price: numberLike,
  priceInCents: z.nullish(numberLike),
  originalPrice: z.nullish(numberLike),
  interval: z.nullish(numberLike),
  intervalType: z.nullish(z.string()),
  benefits: z._default(z.array(z.string()), []),
});
export type Plan = z.infer<typeof planSchema>;

export const supportMessageSchema = z.object({
  email: z.string(),
  subject: z.string(),
  description: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const pushSubscriptionSchema = z.object({ pushSubscriptonId: z.string(), id: idSchema });
export type PushSubscription = z.infer<typeof pushSubscriptionSchema>;

// ---------------------------------------------------------------------------------------------
// Order creation (POST /pedido/sendorder)

export const orderCreationPayloadSchema = z.object({
  idCliente: idSchema,
  idLocal: idSchema,
  total: z.number(),
  storeId: idSchema,
  idMarca: idSchema,
  /** an update of an unpaid table order flags its added lines newProduct */
  orderPayment: z.array(z.extend(orderProductSchema, { newProduct: z.optional(z.boolean()) })),
  type: orderTypeSchema,
  mesa: z.nullish(z.union([z.string(), z.number()])),
  mesaId: z.nullish(idSchema),
  comments: z.nullish(z.string()),
  horaRetiro: z.nullish(z.string()),
  recomendedProduct: z.optional(z.unknown()),
  deliveryAddressId: z.nullish(idSchema),
  shipping_type_id: z.nullish(idSchema),
  costoEnvio: z.nullish(z.number()),
  domain: z.nullish(z.string()),
  customerIdentificationSystem: z.nullish(z.string()),
  customerCuit: z.nullish(z.string()),
  metodoDePago: z.union([z.string(), z.array(z.string())]),
  orderChangeState: z.enum(['new', 'update']),
  printed: z._default(z.boolean(), false),
});
export type OrderCreationPayload = z.infer<typeof orderCreationPayloadSchema>;
