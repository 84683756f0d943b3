import { menuPath, ROUTES } from 'shared-contracts/routes';
import { DEMO_BRANCHES } from './demo-branches';
import { ANDINA_ID, SABORES_ID } from './demo-brands';

/**
 * The demo menus (docs: api/README.md, "Demo data"). Both brands have multipleMenu false, so
 * every menu row has store_id NULL: one brand menu shared by all its branches. Stable ids and skus:
 * tests and the front end rely on them. Images are SVG placeholders drawn by GET /api/static/menu/:file.
 */

export type PriceSeed =
  | number
  | { tableSystem: number; takeawaySystem: number; deliverySystem: number }
  | { default: number; mayorista: number; distribuidor: number; corporativo: number; vip: number };

export interface OptionSeed {
  sku: string;
  name: string;
  price: number;
  active?: boolean;
  minLimit?: number;
}

export interface GroupSeed {
  name: string;
  minQty: number;
  maxQty: number;
  options: OptionSeed[];
}

export interface CategorySeed {
  id: string;
  brandId: string;
  name: string;
  type: 'category' | 'preferences';
  hidden: boolean;
  featured: boolean;
  position: number;
  subcategories: { id: string; name: string; description: string }[];
  /** when the category is served (the hourly menu); null: whenever the branch is open */
  hours: { open: string; close: string }[] | null;
}

export interface ProductSeed {
  id: string;
  brandId: string;
  sku: string;
  name: string;
  description: string;
  price: PriceSeed;
  ref: string[];
  alergenos: string[];
  categoryId: string;
  subcategoryId: string | null;
  /** preference categories (Vegetariano, Sin TACC) the product is also listed in */
  preferences: string[];
  complementary: string[];
  featured: boolean;
  position: number;
  groups: GroupSeed[];
}

export interface BannerSeed {
  id: string;
  brandId: string;
  name: string;
  publicDestinated: string;
  position: number;
}

export interface StorySeed extends BannerSeed {
  /** null: shown at every branch of the brand */
  storeId: string | null;
  nameButton: string | null;
  /** a route of the app (shared-contracts/routes), never a placeholder */
  linkButton: string | null;
  /** the story whose image it shows, when it is one branch's copy of it */
  imageOf?: string;
}

export const menuImage = (id: string) => `/api/static/menu/${id}.svg`;

const category = (
  brandId: string,
  id: string,
  name: string,
  position: number,
  extra: Partial<CategorySeed> = {},
): CategorySeed => ({
  id,
  brandId,
  name,
  type: 'category',
  hidden: false,
  featured: false,
  position,
  subcategories: [],
  hours: null,
  ...extra,
});

// ---------------------------------------------------------------------------------------------
// Sabores del Sur (b2c)

export const ADICIONAL_CATEGORY_ID = 'sab-adicional';

export const SABORES_CATEGORIES: readonly CategorySeed[] = [
  // the hourly menu: picadas at night (across midnight), salads at lunch
  category(SABORES_ID, 'sab-compartir', 'Para compartir', 1, { hours: [{ open: '18:00', close: '02:00' }] }),
  category(SABORES_ID, 'sab-milanesas', 'Milanesas', 2, { featured: true }),
  category(SABORES_ID, 'sab-empanadas', 'Empanadas', 3, {
    featured: true,
    subcategories: [
      { id: 'sab-empanadas-horno', name: 'Al horno', description: 'Masa casera, horno de barro' },
      { id: 'sab-empanadas-combos', name: 'Combos', description: 'Elegí los gustos de a pares' },
    ],
  }),
  category(SABORES_ID, 'sab-pizzas', 'Pizzas', 4, { featured: true }),
  category(SABORES_ID, 'sab-hamburguesas', 'Hamburguesas', 5, { featured: true }),
  category(SABORES_ID, 'sab-ensaladas', 'Ensaladas', 6, { hours: [{ open: '11:00', close: '16:00' }] }),
  category(SABORES_ID, 'sab-postres', 'Postres', 7),
  category(SABORES_ID, 'sab-bebidas', 'Bebidas', 8, {
    subcategories: [
      { id: 'sab-bebidas-sin-alcohol', name: 'Sin alcohol', description: 'Aguas, gaseosas y limonadas' },
      { id: 'sab-bebidas-con-alcohol', name: 'Con alcohol', description: 'Cervezas, vinos y tragos' },
    ],
  }),
  category(SABORES_ID, ADICIONAL_CATEGORY_ID, 'Adicional', 9, { hidden: true }),
  category(SABORES_ID, 'sab-pref-vegetariano', 'Vegetariano', 10, { type: 'preferences' }),
  category(SABORES_ID, 'sab-pref-sin-tacc', 'Sin TACC', 11, { type: 'preferences' }),
];

/** Required radio group: minQty 1, maxQty 1. */
const PUNTO: GroupSeed = {
  name: 'Punto de la carne',
  minQty: 1,
  maxQty: 1,
  options: [
    { sku: 'OPT-JUGOSO', name: 'Jugoso', price: 0 },
    { sku: 'OPT-A-PUNTO', name: 'A punto', price: 0 },
    { sku: 'OPT-COCIDO', name: 'Bien cocido', price: 0 },
  ],
};

/** Required group with minQty 2 = maxQty 2 (header 2/2); one option out of stock. */
const SALSAS: GroupSeed = {
  name: 'Elegí 2 salsas',
  minQty: 2,
  maxQty: 2,
  options: [
    { sku: 'OPT-MAYONESA', name: 'Mayonesa', price: 0 },
    { sku: 'OPT-KETCHUP', name: 'Ketchup', price: 0 },
    { sku: 'OPT-MOSTAZA', name: 'Mostaza', price: 0 },
    { sku: 'OPT-CHIMICHURRI', name: 'Chimichurri', price: 0 },
    { sku: 'OPT-SALSA-HONGOS', name: 'Salsa de hongos', price: 0, active: false },
  ],
};

/** Additionals: min 0, max 1000 (optional, never 'Requerido'). */
const ADICIONALES: GroupSeed = {
  name: 'Adicionales',
  minQty: 0,
  maxQty: 1000,
  options: [
    { sku: 'OPT-HUEVO', name: 'Huevo frito', price: 1200 },
    { sku: 'OPT-CHEDDAR', name: 'Queso cheddar', price: 1500 },
    { sku: 'OPT-PANCETA', name: 'Panceta crocante', price: 1800 },
    { sku: 'OPT-JAMON', name: 'Jamón cocido', price: 1300, active: false },
  ],
};

/** Up to 3 toppings, one at a time (minLimit 1). */
const TOPPINGS: GroupSeed = {
  name: 'Elegí hasta 3 toppings',
  minQty: 0,
  maxQty: 3,
  options: [
    { sku: 'OPT-TOMATE', name: 'Tomate', price: 0, minLimit: 1 },
    { sku: 'OPT-ZANAHORIA', name: 'Zanahoria rallada', price: 0, minLimit: 1 },
    { sku: 'OPT-HUEVO-DURO', name: 'Huevo duro', price: 0, minLimit: 1 },
    { sku: 'OPT-CHOCLO', name: 'Choclo', price: 0, minLimit: 1 },
    { sku: 'OPT-PALTA', name: 'Palta', price: 0, minLimit: 1, active: false },
  ],
};

/** Four empanadas chosen in pairs: maxQty 4, minLimit (step) 2, required (minQty 4, header 4/4). */
const GUSTOS_DE_A_DOS: GroupSeed = {
  name: 'Elegí 4 empanadas (de a 2 por gusto)',
  minQty: 4,
  maxQty: 4,
  options: [
    { sku: 'OPT-EMP-CARNE', name: 'Carne cortada a cuchillo', price: 0, minLimit: 2 },
    { sku: 'OPT-EMP-POLLO', name: 'Pollo', price: 0, minLimit: 2 },
    { sku: 'OPT-EMP-JYQ', name: 'Jamón y queso', price: 0, minLimit: 2 },
    { sku: 'OPT-EMP-HUMITA', name: 'Humita', price: 0, minLimit: 2 },
    { sku: 'OPT-EMP-ARABE', name: 'Árabe', price: 0, minLimit: 2, active: false },
  ],
};

const HELADO: GroupSeed = {
  name: 'Elegí 2 gustos',
  minQty: 2,
  maxQty: 2,
  options: [
    { sku: 'OPT-DDL', name: 'Dulce de leche granizado', price: 0 },
    { sku: 'OPT-CHOCOLATE', name: 'Chocolate amargo', price: 0 },
    { sku: 'OPT-FRUTILLA', name: 'Frutilla a la crema', price: 0 },
    { sku: 'OPT-LIMON', name: 'Limón', price: 0 },
  ],
};

type Row = [
  sku: string,
  name: string,
  description: string,
  price: PriceSeed,
  extra?: Partial<
    Pick<ProductSeed, 'ref' | 'alergenos' | 'subcategoryId' | 'preferences' | 'featured' | 'groups'>
  >,
];

const VEG = 'sab-pref-vegetariano';
const SIN_TACC = 'sab-pref-sin-tacc';

/** category id → complementary (upsell) categories of its products */
const SABORES_ROWS: Record<string, { complementary: string[]; rows: Row[] }> = {
  'sab-compartir': {
    complementary: ['sab-bebidas'],
    rows: [
      [
        'SAB-001',
        'Picada para dos',
        'Salame, queso, jamón crudo, aceitunas y pan casero',
        18500,
        { alergenos: ['gluten', 'lácteos'] },
      ],
      [
        'SAB-002',
        'Rabas a la romana',
        'Anillas de calamar rebozadas con limón',
        14500,
        { alergenos: ['pescado', 'gluten', 'huevo'] },
      ],
      [
        'SAB-003',
        'Provoleta a la parrilla',
        'Con orégano y aceite de oliva',
        8500,
        { ref: ['vegetariano', 'sin tacc'], alergenos: ['lácteos'], preferences: [VEG, SIN_TACC] },
      ],
      ['SAB-004', 'Catering para eventos', 'Armamos tu evento: consultá precios por WhatsApp', 0],
    ],
  },
  'sab-milanesas': {
    complementary: [ADICIONAL_CATEGORY_ID, 'sab-bebidas'],
    rows: [
      [
        'SAB-010',
        'Milanesa de carne con papas fritas',
        'Nalga empanada a mano, con papas fritas',
        12500,
        { featured: true, alergenos: ['gluten', 'huevo'], groups: [SALSAS, ADICIONALES] },
      ],
      [
        'SAB-011',
        'Milanesa napolitana',
        'Con salsa de tomate, jamón y muzzarella gratinada',
        14500,
        { alergenos: ['gluten', 'huevo', 'lácteos'], groups: [ADICIONALES] },
      ],
      [
        'SAB-012',
        'Milanesa de pollo',
        'Pechuga empanada con puré de papas',
        11800,
        { alergenos: ['gluten', 'huevo', 'lácteos'] },
      ],
      [
        'SAB-013',
        'Milanesa a caballo',
        'Con dos huevos fritos y papas fritas',
        14900,
        { alergenos: ['gluten', 'huevo'] },
      ],
      [
        'SAB-014',
        'Milanesa de berenjena',
        'Con ensalada mixta',
        10900,
        { ref: ['vegetariano'], alergenos: ['gluten', 'huevo'], preferences: [VEG] },
      ],
      [
        'SAB-015',
        'Suprema maryland',
        'Con banana frita, choclo cremoso y papas',
        15200,
        { alergenos: ['gluten', 'huevo', 'lácteos'] },
      ],
    ],
  },
  'sab-empanadas': {
    complementary: ['sab-bebidas'],
    rows: [
      [
        'SAB-020',
        'Empanada de carne cortada a cuchillo',
        'Con huevo y aceitunas, al horno',
        1900,
        { subcategoryId: 'sab-empanadas-horno', alergenos: ['gluten', 'huevo'] },
      ],
      [
        'SAB-021',
        'Empanada de pollo',
        'Pollo, morrón y cebolla de verdeo',
        1800,
        { subcategoryId: 'sab-empanadas-horno', alergenos: ['gluten'] },
      ],
      [
        'SAB-022',
        'Empanada de jamón y queso',
        'La clásica',
        1800,
        { subcategoryId: 'sab-empanadas-horno', alergenos: ['gluten', 'lácteos'] },
      ],
      [
        'SAB-023',
        'Empanada de humita',
        'Choclo, salsa blanca y zapallo',
        1800,
        {
          subcategoryId: 'sab-empanadas-horno',
          ref: ['vegetariano'],
          alergenos: ['gluten', 'lácteos'],
          preferences: [VEG],
        },
      ],
      [
        'SAB-024',
        'Empanada caprese',
        'Tomate, muzzarella y albahaca',
        1800,
        {
          subcategoryId: 'sab-empanadas-horno',
          ref: ['vegetariano'],
          alergenos: ['gluten', 'lácteos'],
          preferences: [VEG],
        },
      ],
      [
        'SAB-025',
        'Empanada de verdura',
        'Acelga, salsa blanca y queso',
        1700,
        {
          subcategoryId: 'sab-empanadas-horno',
          ref: ['vegetariano'],
          alergenos: ['gluten', 'lácteos'],
          preferences: [VEG],
        },
      ],
      [
        'SAB-026',
        'Empanada tucumana',
        'Matambre cortado a cuchillo, frita',
        2100,
        { subcategoryId: 'sab-empanadas-horno', alergenos: ['gluten'] },
      ],
      [
        'SAB-027',
        'Combo 4 empanadas',
        'Elegí dos gustos, dos de cada uno',
        6800,
        {
          featured: true,
          subcategoryId: 'sab-empanadas-combos',
          alergenos: ['gluten'],
          groups: [GUSTOS_DE_A_DOS],
        },
      ],
    ],
  },
  'sab-pizzas': {
    complementary: ['sab-bebidas', 'sab-postres'],
    rows: [
      [
        'SAB-030',
        'Pizza muzzarella',
        'Grande, 8 porciones: precio según salón, retiro o delivery',
        { tableSystem: 13500, takeawaySystem: 12500, deliverySystem: 14500 },
        { featured: true, ref: ['vegetariano'], alergenos: ['gluten', 'lácteos'], preferences: [VEG] },
      ],
      [
        'SAB-031',
        'Pizza napolitana',
        'Muzzarella, tomate en rodajas y ajo',
        { tableSystem: 14900, takeawaySystem: 13900, deliverySystem: 15900 },
        { ref: ['vegetariano'], alergenos: ['gluten', 'lácteos'], preferences: [VEG] },
      ],
      [
        'SAB-032',
        'Fugazzeta rellena',
        'Rellena de muzzarella, con cebolla',
        14500,
        { ref: ['vegetariano'], alergenos: ['gluten', 'lácteos'], preferences: [VEG] },
      ],
      [
        'SAB-033',
        'Pizza calabresa',
        'Muzzarella y longaniza calabresa',
        15500,
        { alergenos: ['gluten', 'lácteos'] },
      ],
      [
        'SAB-034',
        'Pizza de jamón y morrones',
        'Muzzarella, jamón cocido y morrones asados',
        15800,
        { alergenos: ['gluten', 'lácteos'] },
      ],
      [
        'SAB-035',
        'Pizza cuatro quesos',
        'Muzzarella, roquefort, provolone y parmesano',
        16500,
        { ref: ['vegetariano'], alergenos: ['gluten', 'lácteos'], preferences: [VEG] },
      ],
      [
        'SAB-036',
        'Fainá',
        'De harina de garbanzos, la porción',
        3500,
        { ref: ['vegano', 'vegetariano', 'sin tacc', 'sin gluten'], preferences: [VEG, SIN_TACC] },
      ],
    ],
  },
  'sab-hamburguesas': {
    complementary: ['sab-bebidas', ADICIONAL_CATEGORY_ID],
    rows: [
      [
        'SAB-040',
        'Hamburguesa clásica',
        'Medallón de 180 g, lechuga, tomate y papas fritas',
        11900,
        { featured: true, alergenos: ['gluten', 'soja'], groups: [PUNTO, ADICIONALES] },
      ],
      [
        'SAB-041',
        'Hamburguesa doble cheddar',
        'Dos medallones, doble cheddar y panceta',
        14500,
        { alergenos: ['gluten', 'lácteos'], groups: [PUNTO, ADICIONALES] },
      ],
      [
        'SAB-042',
        'Hamburguesa completa',
        'Jamón, queso, huevo, lechuga y tomate',
        13900,
        { alergenos: ['gluten', 'lácteos', 'huevo'], groups: [PUNTO] },
      ],
      [
        'SAB-043',
        'Hamburguesa criolla',
        'Con provoleta y chimichurri',
        13500,
        { alergenos: ['gluten', 'lácteos'], groups: [PUNTO] },
      ],
      [
        'SAB-044',
        'Hamburguesa veggie de lentejas',
        'Con palta y mayonesa de zanahoria',
        11500,
        { ref: ['vegetariano', 'vegano'], alergenos: ['gluten', 'soja'], preferences: [VEG] },
      ],
      [
        'SAB-045',
        'Sándwich de pollo crispy',
        'Pollo rebozado, coleslaw y pickles',
        12900,
        { alergenos: ['gluten', 'huevo'], groups: [SALSAS] },
      ],
    ],
  },
  'sab-ensaladas': {
    complementary: ['sab-bebidas'],
    rows: [
      [
        'SAB-050',
        'Armá tu ensalada',
        'Base de lechuga y rúcula con hasta 3 toppings',
        9800,
        { ref: ['vegetariano', 'sin tacc'], preferences: [VEG, SIN_TACC], groups: [TOPPINGS] },
      ],
      [
        'SAB-051',
        'Ensalada César',
        'Pollo grillado, croutons, parmesano y aderezo césar',
        10500,
        { alergenos: ['gluten', 'lácteos', 'huevo', 'pescado'] },
      ],
      [
        'SAB-052',
        'Ensalada caprese',
        'Tomate, muzzarella fresca y albahaca',
        9900,
        { ref: ['vegetariano', 'sin tacc'], alergenos: ['lácteos'], preferences: [VEG, SIN_TACC] },
      ],
      [
        'SAB-053',
        'Rúcula y parmesano',
        'Con nueces y aceite de oliva',
        9500,
        {
          ref: ['vegetariano', 'sin tacc'],
          alergenos: ['lácteos', 'frutos secos'],
          preferences: [VEG, SIN_TACC],
        },
      ],
      [
        'SAB-054',
        'Ensalada mixta',
        'Lechuga, tomate y cebolla',
        7500,
        { ref: ['vegano', 'vegetariano', 'sin tacc'], preferences: [VEG, SIN_TACC] },
      ],
    ],
  },
  'sab-postres': {
    complementary: ['sab-bebidas'],
    rows: [
      [
        'SAB-060',
        'Flan casero con dulce de leche',
        'Con crema o dulce de leche',
        5500,
        { ref: ['sin tacc', 'vegetariano'], alergenos: ['huevo', 'lácteos'], preferences: [SIN_TACC, VEG] },
      ],
      [
        'SAB-061',
        'Panqueque con dulce de leche',
        'Flambeado al ron',
        5900,
        { ref: ['vegetariano'], alergenos: ['gluten', 'huevo', 'lácteos'], preferences: [VEG] },
      ],
      [
        'SAB-062',
        'Vigilante',
        'Queso fresco y dulce de batata',
        4500,
        { ref: ['sin tacc', 'vegetariano'], alergenos: ['lácteos'], preferences: [SIN_TACC, VEG] },
      ],
      [
        'SAB-063',
        'Helado dos bochas',
        'Elegí dos gustos',
        5200,
        { alergenos: ['lácteos'], groups: [HELADO] },
      ],
      [
        'SAB-064',
        'Tiramisú',
        // a text to protect when translated (spec 001 section 5): a number and an e-mail address
        'Con café y cacao amargo. Tortas de 8 porciones por encargo: pedidos@saboresdelsur.com.ar',
        6200,
        { alergenos: ['gluten', 'huevo', 'lácteos'] },
      ],
      [
        'SAB-065',
        'Alfajor de maicena',
        'Con dulce de leche y coco',
        2200,
        { alergenos: ['gluten', 'lácteos', 'huevo'] },
      ],
    ],
  },
  'sab-bebidas': {
    complementary: [],
    rows: [
      [
        'SAB-070',
        'Agua mineral sin gas 500 ml',
        'Bien fría',
        2200,
        { subcategoryId: 'sab-bebidas-sin-alcohol', ref: ['sin tacc', 'vegano'] },
      ],
      [
        'SAB-071',
        'Agua con gas 500 ml',
        'Bien fría',
        2200,
        { subcategoryId: 'sab-bebidas-sin-alcohol', ref: ['sin tacc', 'vegano'] },
      ],
      [
        'SAB-072',
        'Gaseosa 500 ml',
        'Cola, lima-limón o naranja',
        2900,
        { subcategoryId: 'sab-bebidas-sin-alcohol' },
      ],
      [
        'SAB-073',
        'Limonada con menta y jengibre',
        'Jarra de 1 litro',
        3900,
        { subcategoryId: 'sab-bebidas-sin-alcohol', ref: ['vegano', 'sin tacc'] },
      ],
      [
        'SAB-074',
        'Cerveza rubia 1 L',
        'Porrón retornable',
        5500,
        { subcategoryId: 'sab-bebidas-con-alcohol', alergenos: ['gluten'] },
      ],
      [
        'SAB-075',
        'Cerveza IPA artesanal 500 ml',
        'Elaborada en Bariloche',
        6200,
        { subcategoryId: 'sab-bebidas-con-alcohol', alergenos: ['gluten'] },
      ],
      [
        'SAB-076',
        'Copa de Malbec',
        'Mendoza, Valle de Uco',
        4800,
        { subcategoryId: 'sab-bebidas-con-alcohol', alergenos: ['dioxidoDeAzufre'] },
      ],
      [
        'SAB-077',
        'Fernet con cola',
        'El trago de Córdoba',
        6500,
        { subcategoryId: 'sab-bebidas-con-alcohol' },
      ],
    ],
  },
  [ADICIONAL_CATEGORY_ID]: {
    complementary: [],
    rows: [
      ['SAB-080', 'Porción de papas fritas', 'Para acompañar', 4500, { ref: ['vegano', 'sin tacc'] }],
      [
        'SAB-081',
        'Puré de papas',
        'Con manteca y nuez moscada',
        4200,
        { ref: ['vegetariano', 'sin tacc'], alergenos: ['lácteos'] },
      ],
      ['SAB-082', 'Huevo frito extra', 'Para tu milanesa o hamburguesa', 1200, { alergenos: ['huevo'] }],
      ['SAB-083', 'Pan casero', 'Canasta de pan del día', 1500, { alergenos: ['gluten'] }],
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// Andina Mayorista (b2b): prices by the customer's priceCategory

export const ANDINA_CATEGORIES: readonly CategorySeed[] = [
  category(ANDINA_ID, 'and-almacen', 'Almacén', 1, { featured: true }),
  category(ANDINA_ID, 'and-bebidas', 'Bebidas', 2),
  category(ANDINA_ID, 'and-limpieza', 'Limpieza', 3),
];

/** Tiers from a list price: mayorista -10 %, distribuidor -15 %, corporativo -12 %, vip -20 %. */
export function tiers(base: number): PriceSeed {
  const off = (pct: number) => Math.round((base * (100 - pct)) / 100 / 10) * 10;
  return { default: base, mayorista: off(10), distribuidor: off(15), corporativo: off(12), vip: off(20) };
}

const ANDINA_ROWS: Record<string, { complementary: string[]; rows: Row[] }> = {
  'and-almacen': {
    complementary: ['and-bebidas'],
    rows: [
      [
        'AND-001',
        'Yerba mate 1 kg (caja x 10)',
        'Con palo, molienda tradicional',
        tiers(58000),
        { featured: true },
      ],
      ['AND-002', 'Aceite de girasol 1,5 L (caja x 12)', 'Primera prensada', tiers(46800)],
      [
        'AND-003',
        'Harina 000 1 kg (bolsón x 10)',
        'Para panificación',
        tiers(12900),
        { alergenos: ['gluten'] },
      ],
      [
        'AND-004',
        'Dulce de leche repostero 10 kg',
        'Balde para pastelería',
        tiers(52500),
        { alergenos: ['lácteos'] },
      ],
      [
        'AND-005',
        'Fideos secos 500 g (caja x 20)',
        'Tallarines de sémola',
        tiers(24000),
        { alergenos: ['gluten'] },
      ],
    ],
  },
  'and-bebidas': {
    complementary: ['and-almacen'],
    rows: [
      ['AND-010', 'Agua mineral 2 L (pack x 6)', 'Sin gas', tiers(9600)],
      ['AND-011', 'Gaseosa cola 2,25 L (pack x 6)', 'Retornable', tiers(21000)],
    ],
  },
  'and-limpieza': {
    complementary: [],
    rows: [
      ['AND-020', 'Lavandina 4 L (caja x 4)', 'Concentrada', tiers(15600)],
      ['AND-021', 'Detergente 750 ml (caja x 12)', 'Aroma limón', tiers(27600)],
    ],
  },
};

function productsOf(
  brandId: string,
  prefix: string,
  groups: Record<string, { complementary: string[]; rows: Row[] }>,
) {
  let position = 0;
  return Object.entries(groups).flatMap(([categoryId, { complementary, rows }]) =>
    rows.map(([sku, name, description, price, extra = {}]): ProductSeed => {
      position += 1;
      return {
        id: `${prefix}-${sku.toLowerCase()}`,
        brandId,
        sku,
        name,
        description,
        price,
        ref: extra.ref ?? [],
        alergenos: extra.alergenos ?? [],
        categoryId,
        subcategoryId: extra.subcategoryId ?? null,
        preferences: extra.preferences ?? [],
        complementary,
        featured: extra.featured ?? false,
        position,
        groups: extra.groups ?? [],
      };
    }),
  );
}

export const DEMO_CATEGORIES: readonly CategorySeed[] = [...SABORES_CATEGORIES, ...ANDINA_CATEGORIES];

export const DEMO_PRODUCTS: readonly ProductSeed[] = [
  ...productsOf(SABORES_ID, 'prod', SABORES_ROWS),
  ...productsOf(ANDINA_ID, 'prod', ANDINA_ROWS),
];

export const DEMO_BANNERS: readonly BannerSeed[] = [
  {
    id: 'ban-sab-2x1',
    brandId: SABORES_ID,
    name: '2x1 en empanadas los martes',
    publicDestinated: 'all',
    position: 1,
  },
  {
    id: 'ban-sab-club',
    brandId: SABORES_ID,
    name: 'Sumate al Club y ahorrá 15 %',
    publicDestinated: 'registered',
    position: 2,
  },
  {
    id: 'ban-sab-delivery',
    brandId: SABORES_ID,
    name: 'Envío gratis desde $25.000',
    publicDestinated: 'all',
    position: 3,
  },
  {
    id: 'ban-and-mayorista',
    brandId: ANDINA_ID,
    name: 'Precios mayoristas todo el mes',
    publicDestinated: 'all',
    position: 1,
  },
  {
    id: 'ban-and-yerba',
    brandId: ANDINA_ID,
    name: 'Yerba: 15 % off por caja cerrada',
    publicDestinated: 'all',
    position: 2,
  },
  {
    id: 'ban-and-logistica',
    brandId: ANDINA_ID,
    name: 'Entregas en 24 h en CABA y GBA',
    publicDestinated: 'all',
    position: 3,
  },
];

/**
 * A story whose button opens the menu of the branch it is shown at (optionally one category of it,
 * `?categoria=`): a menu route needs the branch, so there is one copy per branch of the brand, each
 * with the branch's store (issue 11, item 6: 'Ver milanesas' led to /menu/sab-milanesas, no route).
 */
function storyPerBranch(
  story: Omit<StorySeed, 'storeId' | 'linkButton'> & { nameButton: string },
  category: string | null,
): StorySeed[] {
  return DEMO_BRANCHES.filter((branch) => branch.brandId === story.brandId).map((branch) => ({
    ...story,
    id: `${story.id}--${branch.storeId}`,
    storeId: branch.storeId,
    linkButton: `${menuPath(branch.id, branch.storeId)}${category ? `?categoria=${category}` : ''}`,
    imageOf: story.id,
  }));
}

/** Stories of earlier seeds whose links led nowhere: the seed removes them. */
export const RETIRED_STORY_IDS: readonly string[] = [
  'sto-sab-milanesa',
  'sto-sab-pizza',
  'sto-and-catalogo',
  'sto-and-limpieza',
];

export const DEMO_STORIES: readonly StorySeed[] = [
  ...storyPerBranch(
    {
      id: 'sto-sab-milanesa',
      brandId: SABORES_ID,
      name: 'Cómo empanamos',
      nameButton: 'Ver milanesas',
      publicDestinated: 'all',
      position: 1,
    },
    'sab-milanesas',
  ),
  ...storyPerBranch(
    {
      id: 'sto-sab-pizza',
      brandId: SABORES_ID,
      name: 'Pizza a la piedra',
      nameButton: 'Pedir pizza',
      publicDestinated: 'all',
      position: 2,
    },
    'sab-pizzas',
  ),
  {
    id: 'sto-sab-postres',
    brandId: SABORES_ID,
    storeId: null,
    name: 'Flan de la abuela',
    nameButton: null,
    linkButton: null,
    publicDestinated: 'all',
    position: 3,
  },
  {
    id: 'sto-sab-club',
    brandId: SABORES_ID,
    storeId: null,
    name: 'Beneficios del Club',
    nameButton: 'Sumarme',
    linkButton: ROUTES.club,
    publicDestinated: 'registered',
    position: 4,
  },
  ...storyPerBranch(
    {
      id: 'sto-and-catalogo',
      brandId: ANDINA_ID,
      name: 'Catálogo nuevo',
      nameButton: 'Ver catálogo',
      publicDestinated: 'all',
      position: 1,
    },
    null,
  ),
  {
    id: 'sto-and-yerba',
    brandId: ANDINA_ID,
    storeId: null,
    name: 'Yerba por caja',
    nameButton: null,
    linkButton: null,
    publicDestinated: 'all',
    position: 2,
  },
  ...storyPerBranch(
    {
      id: 'sto-and-limpieza',
      brandId: ANDINA_ID,
      name: 'Línea limpieza',
      nameButton: 'Ver limpieza',
      publicDestinated: 'all',
      position: 3,
    },
    'and-limpieza',
  ),
  {
    id: 'sto-and-entregas',
    brandId: ANDINA_ID,
    storeId: null,
    name: 'Entregas 24 h',
    nameButton: null,
    linkButton: null,
    publicDestinated: 'all',
    position: 4,
  },
];
