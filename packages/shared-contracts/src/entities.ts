import { z } from 'zod';

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
const numberLike = z.union([z.number(), z.string().regex(NUMERIC_STRING).transform(Number)]);

/** Ids are strings; some endpoints send numbers. */
const idSchema = z.union([z.string(), z.number()]).transform(String);

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
  porcentajeMarca: numberLike.default(0),
  porcentajeUsuario: numberLike.default(0),
  minimoGratis: numberLike.default(0),
  minimoCompra: numberLike.default(0),
  deliveryRange: numberLike.default(0),
});
export type DeliveryConditions = z.infer<typeof deliveryConditionsSchema>;

export const brandDataSchema = z.object({
  _id: idSchema.optional(),
  businessType: businessTypeSchema.optional(),
  multipleMenu: z.boolean().optional(),
  headerLogo: z.string().nullish(),
  appName: z.string().optional(),
  appBackground: z.string().nullish(),
  domain: z.string().optional(),
  defaultDiscount: numberLike.default(10),
  colors: z.array(colorSchema).optional(),
  deliveryCondiciones: deliveryConditionsSchema.prefault({}),
});
export type BrandData = z.infer<typeof brandDataSchema>;

export const clubPlanSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  price: numberLike.optional(),
  mercadoPagoPlanId: z.string().nullish(),
});

export const clubMembersSchema = z.object({
  enabled: z.boolean().default(false),
  generalDiscountPct: numberLike.optional(),
  plans: z
    .object({ monthly: clubPlanSettingsSchema.optional(), annual: clubPlanSettingsSchema.optional() })
    .optional(),
});
export type ClubMembers = z.infer<typeof clubMembersSchema>;

export const brandSchema = z.object({
  _id: idSchema,
  brandId: idSchema.optional(),
  appName: z.string().optional(),
  appBackground: z.string().nullish(),
  domain: z.string().optional(),
  businessType: businessTypeSchema.default('b2c'),
  multipleMenu: z.boolean().default(false),
  colors: z.array(colorSchema).optional(),
  defaultDiscount: numberLike.default(10),
  privacyPolicy: z.string().nullish(),
  termsAndConditions: z.string().nullish(),
  allowedUserTypes: z.object({ guest: z.boolean().default(false) }).optional(),
  deliveryCondiciones: deliveryConditionsSchema.prefault({}),
  brandData: brandDataSchema.optional(),
  clubMembers: clubMembersSchema.optional(),
});
export type Brand = z.infer<typeof brandSchema>;

// ---------------------------------------------------------------------------------------------
// Branch

/** Indexed like Date#getDay(): 0 is domingo. */
export const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const HH_MM = /^([01]?\d|2[0-4]):[0-5]\d$/;
export const timeSlotSchema = z.object({ open: z.string().regex(HH_MM), close: z.string().regex(HH_MM) });
export type TimeSlot = z.infer<typeof timeSlotSchema>;

const daySlotsSchema = z.union([z.array(timeSlotSchema), timeSlotSchema]).nullish();

/** Weekday keys are normalised (lower case, accents removed), so 'Miércoles' reads as 'miercoles'. */
export const scheduleSchema = z.preprocess(
  (value) => {
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
  },
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

/** A payment method switch; a bare boolean is read as {enabled}. */
const paymentToggleSchema = z.union([
  z.object({ enabled: z.boolean().default(false) }),
  z.boolean().transform((enabled) => ({ enabled })),
]);

export const transferSettingsSchema = z.object({
  bankName: z.string().nullish(),
  accountHolder: z.string().nullish(),
  alias: z.string().nullish(),
  cbu: z.string().nullish(),
  cvu: z.string().nullish(),
});
export type TransferSettings = z.infer<typeof transferSettingsSchema>;

export const paymentMethodsSchema = z.object({
  cash: paymentToggleSchema.optional(),
  points: paymentToggleSchema.optional(),
  mercadoPago: paymentToggleSchema.optional(),
  transfer: z
    .object({
      enabled: z.boolean().default(false),
      name: z.string().nullish(),
      settings: transferSettingsSchema.optional(),
    })
    .optional(),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

export const systemOptionsSchema = z.object({
  tableSystem: z.boolean().default(false),
  takeawaySystem: z.boolean().default(false),
  deliverySystem: z.boolean().default(false),
  deliveryPropio: z
    .object({
      activo: z.boolean().default(false),
      payment: z.boolean().default(false),
      name: z.string().nullish(),
    })
    .optional(),
});
export type SystemOptions = z.infer<typeof systemOptionsSchema>;

export const geoLocationSchema = z.object({ latitude: numberLike, longitude: numberLike });
export type GeoLocation = z.infer<typeof geoLocationSchema>;

export const branchSchema = z.object({
  id: idSchema,
  storeId: idSchema,
  name: z.string(),
  address: z.string().nullish(),
  whatsapp: z.string().nullish(),
  image: z.string().nullish(),
  schedule: scheduleSchema.optional(),
  status: branchStatusSchema.optional(),
  scheduleStatus: z.string().nullish(),
  geoLocation: geoLocationSchema.nullish(),
  /** metres from the customer, when the server computed it */
  distance: numberLike.nullish(),
  PercentagePoints: numberLike.default(10),
  systemOptions: systemOptionsSchema.prefault({}),
  paymentMethods: paymentMethodsSchema.optional(),
});
export type Branch = z.infer<typeof branchSchema>;

// ---------------------------------------------------------------------------------------------
// Menu: products, options, categories

const priceObjectValue = z.union([z.number(), z.string()]).nullish();

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
  .refine((prices) => Object.values(prices).some((v) => v !== undefined && v !== null), {
    message: 'A price object needs at least one price',
  });
export type PriceObject = z.infer<typeof priceObjectSchema>;

export const productPriceSchema = z.union([z.number(), z.string().regex(NUMERIC_STRING), priceObjectSchema]);
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
const tagListSchema = z.array(z.string()).transform((tags) => tags.filter(isProductTag));

export const optionCategorySchema = z.object({
  id: idSchema,
  name: z.string().optional(),
  minQty: numberLike.default(0),
  /** default max 1: a radio group */
  maxQty: numberLike.default(1),
});
export type OptionCategory = z.infer<typeof optionCategorySchema>;

export const customisationOptionSchema = z.object({
  name: z.string(),
  sku: z.string(),
  price: priceValueSchema.nullish(),
  active: z.boolean().default(true),
  /** the step of each add and removal */
  minLimit: numberLike.default(1),
  quantity: numberLike.optional(),
  category: optionCategorySchema,
});
export type CustomisationOption = z.infer<typeof customisationOptionSchema>;

/** An item of customization.ingredients or customization.aditionals, keyed `${sku}-${categoryId}`. */
export const selectedOptionSchema = z.object({
  name: z.string().optional(),
  sku: z.string(),
  price: priceValueSchema.nullish(),
  quantity: numberLike,
  minLimit: numberLike.default(1),
  category: optionCategorySchema.partial({ minQty: true, maxQty: true }),
});
export type SelectedOption = z.infer<typeof selectedOptionSchema>;

export const customizationSchema = z.object({
  ingredients: z.record(z.string(), selectedOptionSchema).default({}),
  aditionals: z.record(z.string(), selectedOptionSchema).default({}),
});
export type Customization = z.infer<typeof customizationSchema>;

export const productSchema = z.object({
  _id: idSchema.optional(),
  sku: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  image: z.string().nullish(),
  imageShow: z.string().nullish(),
  price: productPriceSchema.nullish(),
  ref: tagListSchema.optional(),
  alergenos: tagListSchema.optional(),
  storeId: idSchema.optional(),
  localId: idSchema.optional(),
  children: z.array(customisationOptionSchema).default([]),
  customization: customizationSchema.optional(),
  quantity: numberLike.optional(),
  /** complementary categories for the upsell (GET /menu/product/{id}) */
  categoriasComplementarias: z.array(z.unknown()).optional(),
});
export type Product = z.infer<typeof productSchema>;

export const subcategorySchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullish(),
  image: z.string().nullish(),
  products: z.array(productSchema).default([]),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  image: z.string().nullish(),
  products: z.array(productSchema).default([]),
  subcategories: z.array(subcategorySchema).default([]),
  type: z.enum(['category', 'preferences']).default('category'),
});
export type Category = z.infer<typeof categorySchema>;

// ---------------------------------------------------------------------------------------------
// Order in progress

export const upsellingItemSchema = z.object({
  _id: idSchema.optional(),
  sku: z.string(),
  name: z.string(),
  imageShow: z.string().nullish(),
  price: priceValueSchema.nullish(),
  quantity: numberLike,
  customization: customizationSchema.optional(),
});
export type UpsellingItem = z.infer<typeof upsellingItemSchema>;

export const orderProductSchema = z.object({
  _id: idSchema.optional(),
  name: z.string(),
  imageShow: z.string().nullish(),
  /** unit price already resolved for the consumption type and price tier */
  price: priceValueSchema.nullish(),
  quantity: numberLike,
  description: z.string().nullish(),
  sku: z.string(),
  orderProductId: z.string(),
  storeId: idSchema.optional(),
  category: z.object({ id: idSchema, name: z.string().optional(), maxQty: numberLike.optional() }).optional(),
  comments: z.string().default(''),
  customization: customizationSchema.prefault({}),
  upselling: z.array(upsellingItemSchema).default([]),
  crossSelling: z.boolean().default(false),
  ref: tagListSchema.optional(),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

/** The 'Product being configured' in the customisation overlay. */
export const productInPreparationSchema = z.object({
  product: orderProductSchema,
  total: numberLike.default(0),
  quantity: numberLike.default(1),
  ingredientsRequired: z.boolean().default(false),
  crossSelling: z.boolean().default(false),
});
export type ProductInPreparation = z.infer<typeof productInPreparationSchema>;

export const latLngSchema = z.object({ lat: numberLike, lng: numberLike });
export type LatLng = z.infer<typeof latLngSchema>;

export const cartAddressSchema = z.object({
  tag: z.string().nullish(),
  addressName: z.string().nullish(),
  addressData: latLngSchema.nullish(),
  deliveryAddressId: idSchema.nullish(),
});
export type CartAddress = z.infer<typeof cartAddressSchema>;

/** Delivery estimate (POST /pedido/delivery/estimate → data.estimaciones[]). */
export const deliveryEstimateSchema = z.object({
  id: idSchema,
  tipo: z.string().nullish(),
  costoEnvio: numberLike.default(0),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

export const cartPaymentMethodSchema = z.object({
  type: paymentMethodTypeSchema,
  data: z.unknown().optional(),
});
export type CartPaymentMethod = z.infer<typeof cartPaymentMethodSchema>;

/** The order in progress, persisted in local storage after every action. */
export const cartSchema = z.object({
  /** generated on the first add */
  draftOrderId: z.string().nullable().default(null),
  observations: z.string().default(''),
  products: z.array(orderProductSchema).default([]),
  total: numberLike.default(0),
  quantity: numberLike.default(0),
  table: z.union([z.string(), z.number()]).nullable().default(null),
  tableId: idSchema.nullable().default(null),
  consumeType: consumeTypeSchema.nullable().default(null),
  paymentMethod: cartPaymentMethodSchema.nullable().default(null),
  address: cartAddressSchema.nullable().default(null),
  deliveryOption: deliveryEstimateSchema.nullable().default(null),
  diners: numberLike.nullable().default(null),
  pickUpTime: z.string().nullable().default(null),
  crossSelling: z.boolean().default(false),
  selectedConsumeTypeIsFromActiveOrder: z.boolean().default(false),
});
export type Cart = z.infer<typeof cartSchema>;

// ---------------------------------------------------------------------------------------------
// User and session (spec 001)

export const genderSchema = z.enum(['Male', 'Female', 'Other']);
export type Gender = z.infer<typeof genderSchema>;

export const birthDateSchema = z.object({ year: numberLike, month: numberLike, day: numberLike });
export type BirthDate = z.infer<typeof birthDateSchema>;

export const membershipSchema = z.object({
  active: z.boolean().default(false),
  cycle: z.enum(['monthly', 'annual']).nullish(),
  startedAt: timestampSchema.nullish(),
  endedAt: timestampSchema.nullish(),
  nextPaymentAt: timestampSchema.nullish(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const userSchema = z.object({
  _id: idSchema,
  idMarca: idSchema.optional(),
  typeUser: z.enum(['guest', 'registered']).default('registered'),
  name: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  email: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  gender: genderSchema.nullish(),
  birthDate: birthDateSchema.nullish(),
  /** b2b price tier ('default' or another); unknown tiers fall back to default prices */
  priceCategory: z.string().nullish(),
  discountPercentage: numberLike.nullish(),
  cuit: z.string().nullish(),
  idLocal: idSchema.nullish(),
  customerIdentificationSystem: z.string().nullish(),
  identificationNumber: z.union([z.string(), z.number()]).nullish(),
  membership: membershipSchema.nullish(),
  // b2b company data
  businessName: z.string().nullish(),
  companyName: z.string().nullish(),
  province: z.string().nullish(),
  city: z.string().nullish(),
});
export type User = z.infer<typeof userSchema>;

export const registrationSchema = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  phoneNumber: z.string().optional(),
  gender: genderSchema.optional(),
  birthDate: birthDateSchema.optional(),
  identificationNumber: z.string().optional(),
});
export type Registration = z.infer<typeof registrationSchema>;

export const authCredentialsSchema = z.object({
  userId: idSchema,
  authToken: z.string(),
  idMarca: idSchema,
  campaign: z.string().nullish(),
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
  name: z.string().optional(),
  quantity: numberLike.optional(),
  price: priceValueSchema.nullish(),
});

export const orderPaymentLineSchema = z.object({
  name: z.string(),
  quantity: numberLike.default(1),
  imageShow: z.string().nullish(),
  price: priceValueSchema.nullish(),
  customization: z.union([z.array(orderLineCustomizationSchema), customizationSchema]).optional(),
  comments: z.string().nullish(),
});
export type OrderPaymentLine = z.infer<typeof orderPaymentLineSchema>;

export const orderAccountSchema = z.object({
  orderTotal: numberLike.optional(),
  totalinvoiced: numberLike.optional(),
  pointsToUse: numberLike.optional(),
  pointsPercentage: numberLike.optional(),
  winPoints: numberLike.optional(),
});

/**
 * An active, placed or historical order. Status fields are plain strings: the specs name known
 * values (see kitchenStateSchema, orderStatusSchema, orderTypeSchema) but say others exist.
 */
export const placedOrderSchema = z.object({
  _id: idSchema,
  idOrder: z.union([z.string(), z.number()]).nullish(),
  idLocal: idSchema.nullish(),
  storeId: idSchema.nullish(),
  type: z.string().nullish(),
  estadoDeOrden: z.string().nullish(),
  orderStatus: z.string().nullish(),
  paymentStatus: z.string().nullish(),
  /** 'transferencia' in active orders; a list (up to two methods) in history */
  metodoDePago: z.union([z.string(), z.array(z.string())]).nullish(),
  /** the backend sends a list or the same list as a JSON string */
  orderPayment: z.preprocess(parseJsonIfString, z.array(orderPaymentLineSchema)).optional(),
  account: orderAccountSchema.nullish(),
  totalFacturado: numberLike.nullish(),
  total: numberLike.nullish(),
  horaRetiro: z.string().nullish(),
  mesa: z.union([z.string(), z.number()]).nullish(),
  mesaId: idSchema.nullish(),
  tracking_url: z.string().nullish(),
  update: timestampSchema.nullish(),
  created: timestampSchema.nullish(),
  activeOrder: z.boolean().optional(),
  localInfo: z.object({ nameLocal: z.string().nullish() }).nullish(),
  details: z.object({ orderDetails: z.unknown() }).nullish(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

// ---------------------------------------------------------------------------------------------
// Addresses and consumption preferences

/** A saved address on the server (GET /pedido/direccion/{id}). */
export const deliveryAddressSchema = z.object({
  _id: idSchema,
  deliveryAddress: z.string(),
  coordinates: z.object({ dropoff: z.object({ lat: numberLike, lon: numberLike }) }).nullish(),
  customerName: z.string().nullish(),
  customerPhone: z.string().nullish(),
  deliveryInstructions: z.string().nullish(),
  etiqueta: z.string().nullish(),
  isDefault: z.boolean().default(false),
  idCliente: idSchema.nullish(),
  idMarca: idSchema.nullish(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** Fields of the address form (its messages depend on the user, so they live with the form). */
export const addressFormSchema = z.object({
  tag: z.string().default(''),
  name: z.string().default(''),
  phoneCode: z.string().default('+54'),
  phone: z.string().default(''),
  comments: z.string().default(''),
  formattedAddress: z.string().default(''),
});
export type AddressForm = z.infer<typeof addressFormSchema>;

/** An address from the maps service. */
export const mapsAddressSchema = z.object({
  name: z.string().nullish(),
  formattedAddress: z.string(),
  street: z.object({ name: z.string().nullish(), number: z.string().nullish() }).nullish(),
  city: z.string().nullish(),
  administrative: z.string().nullish(),
  lat: numberLike,
  lng: numberLike,
});
export type MapsAddress = z.infer<typeof mapsAddressSchema>;

export const consumePreferencesSchema = z.object({
  preferredConsumeType: consumeTypeSchema.nullish(),
  lastSelectedLocalId: idSchema.nullish(),
  consumptionMode: z.enum(['delivery', 'takeaway']).nullish(),
  deliveryAddress: z
    .object({
      address: z.string().nullish(),
      formatted_address: z.string().nullish(),
      coordinates: latLngSchema.nullish(),
      details: z.string().nullish(),
    })
    .nullish(),
  userLocation: geoLocationSchema.nullish(),
  hasInitialModeSelection: z.boolean().default(false),
  availableConsumptionModes: z.array(consumeTypeSchema).default([]),
});
export type ConsumePreferences = z.infer<typeof consumePreferencesSchema>;

// ---------------------------------------------------------------------------------------------
// Marketing, rating, points, club, support

export const bannerSchema = z.object({
  _id: idSchema,
  name: z.string().nullish(),
  image: z.string(),
  publicDestinated: z.object({ value: z.string().nullish() }).nullish(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const storySchema = z.object({
  _id: idSchema,
  image: z.string(),
  name: z.string().nullish(),
  user: z.unknown().optional(),
  schedule: z.unknown().optional(),
  publicDestinated: z.object({ value: z.string().nullish() }).nullish(),
  nameButton: z.string().nullish(),
  linkButton: z.string().nullish(),
});
export type Story = z.infer<typeof storySchema>;

export const ratingSchema = z.object({
  valoracion: z.number().int().min(1).max(5),
  experiencia: z.string().default(''),
  activeOrder: z.boolean(),
});
export type Rating = z.infer<typeof ratingSchema>;

export const pointsTransactionSchema = z.object({
  _id: idSchema,
  description: z.string().nullish(),
  date: timestampSchema.nullish(),
  type: z.string().nullish(),
  status: z.string().nullish(),
  points: numberLike.default(0),
});
export type PointsTransaction = z.infer<typeof pointsTransactionSchema>;

export const pointsSummarySchema = z.object({
  availablePoints: numberLike.default(0),
  transactions: z.array(pointsTransactionSchema).default([]),
});
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

export const transactionDetailSchema = z.object({
  status: z.string().nullish(),
  reason: z.string().nullish(),
  type: z.string().nullish(),
  originalAmount: numberLike.nullish(),
  rewardPercentage: numberLike.nullish(),
  pointsLoadDate: timestampSchema.nullish(),
  localName: z.string().nullish(),
  localAddress: z.string().nullish(),
});
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

export const planSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullish(),
  price: numberLike,
  priceInCents: numberLike.nullish(),
  originalPrice: numberLike.nullish(),
  interval: numberLike.nullish(),
  intervalType: z.string().nullish(),
  benefits: z.array(z.string()).default([]),
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
  orderPayment: z.array(orderProductSchema.extend({ newProduct: z.boolean().optional() })),
  type: orderTypeSchema,
  mesa: z.union([z.string(), z.number()]).nullish(),
  mesaId: idSchema.nullish(),
  comments: z.string().nullish(),
  horaRetiro: z.string().nullish(),
  recomendedProduct: z.unknown().optional(),
  deliveryAddressId: idSchema.nullish(),
  shipping_type_id: idSchema.nullish(),
  costoEnvio: z.number().nullish(),
  domain: z.string().nullish(),
  customerIdentificationSystem: z.string().nullish(),
  customerCuit: z.string().nullish(),
  metodoDePago: z.union([z.string(), z.array(z.string())]),
  orderChangeState: z.enum(['new', 'update']),
  printed: z.boolean().default(false),
});
export type OrderCreationPayload = z.infer<typeof orderCreationPayloadSchema>;
