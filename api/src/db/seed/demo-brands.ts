/** The two demo brands (docs: api/README.md). Stable ids: tests, e2e and links rely on them. */
export interface BrandSeed {
  id: string;
  domain: string;
  appName: string;
  businessType: 'b2c' | 'b2b';
  multipleMenu: boolean;
  headerLogo: string;
  appBackground: string;
  defaultDiscount: number;
  allowGuest: boolean;
  privacyPolicy: string;
  termsAndConditions: string;
  colors: { name: string; value: string }[];
  deliveryCondiciones: {
    porcentajeMarca: number;
    porcentajeUsuario: number;
    minimoGratis: number;
    minimoCompra: number;
    deliveryRange: number;
  };
  clubMembers: {
    enabled: boolean;
    generalDiscountPct?: number;
    plans?: {
      monthly: { enabled: boolean; price: number; mercadoPagoPlanId: string | null };
      annual: { enabled: boolean; price: number; mercadoPagoPlanId: string | null };
    };
  };
  /** the app-download domain and the stores' addresses (spec 001 section 2), null for none */
  appDownload: { domain: string; appStoreUrl: string | null; playStoreUrl: string | null } | null;
}

export const SABORES_ID = 'marca-sabores';
export const ANDINA_ID = 'marca-andina';

const legal = (appName: string) => ({
  privacyPolicy:
    `${appName} usa tus datos (nombre, e-mail, teléfono y direcciones) solo para tomar y entregar tus pedidos, ` +
    'acreditar tus puntos y avisarte del estado de tu orden. Podés pedir que los borremos en cualquier momento ' +
    'desde Ayuda → Soporte. Sitio de demostración: no se procesan pagos reales.',
  termsAndConditions:
    `Al usar ${appName} aceptás que los precios incluyen IVA, que los puntos no tienen valor monetario fuera de la ` +
    'marca y que cada sucursal define sus horarios, formas de consumo y medios de pago. Sitio de demostración.',
});

export const DEMO_BRANDS: readonly BrandSeed[] = [
  {
    id: SABORES_ID,
    domain: 'saboresdelsur.com.ar',
    appName: 'Sabores del Sur',
    businessType: 'b2c',
    multipleMenu: false,
    headerLogo: `/api/static/brands/${SABORES_ID}/logo.svg`,
    appBackground: '#FFF8F0',
    defaultDiscount: 10,
    allowGuest: true,
    ...legal('Sabores del Sur'),
    // Warm palette; white text on primary and dark text on secondary pass WCAG AA (5.4:1 and 6.7:1).
    colors: [
      { name: 'primary', value: '#B5452F' },
      { name: 'secondary', value: '#F28F3B' },
      { name: 'background', value: '#FFF8F0' },
      { name: 'text', value: '#2D1E17' },
      { name: 'accent', value: '#FFD8B8' },
      { name: 'surface', value: '#FFFFFF' },
    ],
    deliveryCondiciones: {
      porcentajeMarca: 50,
      porcentajeUsuario: 50,
      minimoGratis: 25000,
      minimoCompra: 8000,
      deliveryRange: 10,
    },
    // Plan prices are the fallback plans of spec 001 section 9 (monthly 300, annual 999).
    clubMembers: {
      enabled: true,
      generalDiscountPct: 15,
      plans: {
        monthly: { enabled: true, price: 300, mercadoPagoPlanId: 'sandbox-sabores-mensual' },
        annual: { enabled: true, price: 999, mercadoPagoPlanId: 'sandbox-sabores-anual' },
      },
    },
    // The demo's app-download domain: app.localhost serves this brand too (shared-contracts/domain maps
    // every *.localhost but b2b to it), with the app-download modal on phones and delivery offered at
    // every branch; localhost itself stays as it was. The store addresses are examples (never fetched).
    appDownload: {
      domain: 'app.localhost',
      appStoreUrl: 'https://apps.apple.com/ar/app/sabores-del-sur/id6450000001',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=ar.com.saboresdelsur',
    },
  },
  {
    id: ANDINA_ID,
    domain: 'andinamayorista.com.ar',
    appName: 'Andina Mayorista',
    businessType: 'b2b',
    multipleMenu: false,
    headerLogo: `/api/static/brands/${ANDINA_ID}/logo.svg`,
    appBackground: '#F4F8FB',
    defaultDiscount: 5,
    allowGuest: false,
    ...legal('Andina Mayorista'),
    colors: [
      { name: 'primary', value: '#1F4E79' },
      { name: 'secondary', value: '#1B6E8F' },
      { name: 'background', value: '#F4F8FB' },
      { name: 'text', value: '#102A43' },
      { name: 'accent', value: '#A9D6E5' },
      { name: 'surface', value: '#FFFFFF' },
    ],
    deliveryCondiciones: {
      porcentajeMarca: 100,
      porcentajeUsuario: 0,
      minimoGratis: 150000,
      minimoCompra: 50000,
      deliveryRange: 25,
    },
    clubMembers: { enabled: false },
    appDownload: null,
  },
];
