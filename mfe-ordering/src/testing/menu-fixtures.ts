// Menu answers for component tests, shaped like the API's (api, GET /api/menu/…).
const image = (id: string) => `/api/static/menu/${id}.svg`;

const group = (id: string, name: string, minQty: number, maxQty: number) => ({ id, name, minQty, maxQty });

const PUNTO = group('g-punto', 'Punto de la carne', 1, 1);
const SALSAS = group('g-salsas', 'Elegí 2 salsas', 2, 2);
const TOPPINGS = group('g-toppings', 'Elegí hasta 3 toppings', 0, 3);
const GUSTOS = group('g-gustos', 'Elegí 4 empanadas (de a 2 por gusto)', 4, 4);
const ADICIONALES = group('g-adicionales', 'Adicionales', 0, 1000);

const option = (
  category: ReturnType<typeof group>,
  sku: string,
  name: string,
  price = 0,
  extra: Record<string, unknown> = {},
) => ({ sku, name, price, active: true, minLimit: 1, quantity: 0, category, ...extra });

export const product = (sku: string, name: string, price: unknown, extra: Record<string, unknown> = {}) => ({
  _id: `prod-${sku.toLowerCase()}`,
  sku,
  name,
  description: `Descripción de ${name}`,
  image: image(sku),
  imageShow: image(sku),
  price,
  ref: [],
  alergenos: [],
  storeId: 'store-palermo',
  children: [],
  categoriasComplementarias: [],
  ...extra,
});

export const milanesa = product('SAB-010', 'Milanesa de carne con papas fritas', 12500, {
  children: [
    option(SALSAS, 'OPT-MAYONESA', 'Mayonesa'),
    option(SALSAS, 'OPT-KETCHUP', 'Ketchup'),
    option(SALSAS, 'OPT-MOSTAZA', 'Mostaza'),
    option(SALSAS, 'OPT-HONGOS', 'Salsa de hongos', 0, { active: false }),
    option(ADICIONALES, 'OPT-HUEVO', 'Huevo frito', 1200),
    option(ADICIONALES, 'OPT-CHEDDAR', 'Queso cheddar', 1500),
    option(ADICIONALES, 'OPT-JAMON', 'Jamón cocido', 1300, { active: false }),
  ],
  categoriasComplementarias: [{ id: 'sab-adicional', name: 'Adicional' }],
});

export const hamburguesa = product('SAB-040', 'Hamburguesa clásica', 9800, {
  children: [
    option(PUNTO, 'OPT-JUGOSO', 'Jugoso'),
    option(PUNTO, 'OPT-A-PUNTO', 'A punto'),
    option(PUNTO, 'OPT-COCIDO', 'Bien cocido'),
  ],
  categoriasComplementarias: [{ id: 'sab-adicional', name: 'Adicional' }],
});

export const ensalada = product('SAB-050', 'Ensalada de la huerta', 7600, {
  ref: ['vegetariano', 'sin tacc'],
  children: [
    option(TOPPINGS, 'OPT-TOMATE', 'Tomate'),
    option(TOPPINGS, 'OPT-ZANAHORIA', 'Zanahoria rallada'),
    option(TOPPINGS, 'OPT-HUEVO-DURO', 'Huevo duro'),
    option(TOPPINGS, 'OPT-CHOCLO', 'Choclo'),
    option(TOPPINGS, 'OPT-PALTA', 'Palta', 0, { active: false }),
  ],
});

export const docena = product('SAB-027', 'Combo 4 empanadas', 6800, {
  children: [
    option(GUSTOS, 'OPT-EMP-CARNE', 'Carne cortada a cuchillo', 0, { minLimit: 2 }),
    option(GUSTOS, 'OPT-EMP-POLLO', 'Pollo', 0, { minLimit: 2 }),
    option(GUSTOS, 'OPT-EMP-JYQ', 'Jamón y queso', 0, { minLimit: 2 }),
  ],
});

export const provoleta = product('SAB-003', 'Provoleta a la parrilla', 8500, {
  ref: ['vegetariano', 'sin tacc'],
});
export const catering = product('SAB-004', 'Catering para eventos', 0);
export const pizza = product('SAB-030', 'Pizza muzzarella', {
  tableSystem: 11000,
  takeawaySystem: 10000,
  deliverySystem: 11500,
});
export const papas = product('SAB-080', 'Porción de papas fritas', 4500);
export const agua = product('SAB-070', 'Agua mineral', 2000);

const category = (id: string, name: string, products: unknown[], extra: Record<string, unknown> = {}) => ({
  id,
  name,
  image: image(id),
  type: 'category',
  products,
  subcategories: [],
  ...extra,
});

export const menuCategories = [
  category('sab-compartir', 'Para compartir', [provoleta, catering]),
  category('sab-milanesas', 'Milanesas', [milanesa]),
  category('sab-empanadas', 'Empanadas', [docena], {
    subcategories: [
      {
        id: 'sab-empanadas-combos',
        name: 'Combos',
        description: 'Elegí los gustos de a pares',
        products: [docena],
      },
    ],
  }),
  category('sab-pizzas', 'Pizzas', [pizza]),
  category('sab-hamburguesas', 'Hamburguesas', [hamburguesa]),
  category('sab-ensaladas', 'Ensaladas', [ensalada]),
  category('sab-adicional', 'Adicional', [papas]),
];

export const preferenceCategories = [
  { id: 'sab-pref-vegetariano', name: 'Vegetariano', type: 'preferences', products: [], subcategories: [] },
  { id: 'sab-pref-sin-tacc', name: 'Sin TACC', type: 'preferences', products: [], subcategories: [] },
];

/** GET /api/menu/:brandId/:storeId/:userId; a search keeps the matching products. */
export function menuHomeAnswer({ search = '', recent = [] as unknown[] } = {}) {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const all = menuCategories.filter((c) => c.id !== 'sab-adicional').flatMap((c) => c.products) as {
    name: string;
  }[];
  return {
    data: {
      home: {
        products: search ? all.filter((p) => fold(p.name).includes(fold(search))) : [milanesa, hamburguesa],
        recentProducts: recent,
        featuredCategories: search ? [] : [menuCategories[1], menuCategories[4]],
      },
      categories: [
        ...menuCategories.map((c) => ({ ...c, products: [], subcategories: [] })),
        ...preferenceCategories,
      ],
      menu: menuCategories,
    },
  };
}

export const banners = [
  { _id: 'ban-1', name: 'Promo milanesas', image: image('ban-1'), publicDestinated: { value: 'all' } },
  { _id: 'ban-2', name: 'Noche de pizzas', image: image('ban-2'), publicDestinated: { value: 'all' } },
  { _id: 'ban-3', name: 'Club Sabores', image: image('ban-3'), publicDestinated: { value: 'registered' } },
];

export const stories = [
  {
    _id: 'sto-1',
    name: 'Nuevas empanadas',
    image: image('sto-1'),
    nameButton: 'Ver menú',
    linkButton: '/menu/suc-palermo/store-palermo',
  },
  { _id: 'sto-2', name: 'Detrás de escena', image: image('sto-2'), nameButton: null, linkButton: null },
];
