import type { TimeSlot, Weekday } from 'shared-contracts/entities';
import { ANDINA_ID, SABORES_ID } from './demo-brands';

type DaySlots = TimeSlot | TimeSlot[] | null;

export interface BranchSeed {
  id: string;
  brandId: string;
  storeId: string;
  name: string;
  address: string;
  whatsapp: string;
  image: string;
  latitude: number;
  longitude: number;
  percentagePoints: number;
  schedule: Record<Weekday, DaySlots>;
  systemOptions: {
    tableSystem: boolean;
    takeawaySystem: boolean;
    deliverySystem: boolean;
    deliveryPropio: { activo: boolean; payment: boolean; name: string | null };
  };
  paymentMethods: {
    /** atPickup: cash also for takeaway (off by default, spec 000 section 6; issue 28 item 8) */
    cash: { enabled: boolean; atPickup?: boolean };
    points: { enabled: boolean };
    mercadoPago: { enabled: boolean };
    transfer: {
      enabled: boolean;
      name: string | null;
      settings?: { bankName: string; accountHolder: string; alias: string; cbu: string; cvu: string };
    };
  };
  position: number;
}

const every = (slots: DaySlots): Record<Weekday, DaySlots> => ({
  domingo: slots,
  lunes: slots,
  martes: slots,
  miercoles: slots,
  jueves: slots,
  viernes: slots,
  sabado: slots,
});

const slot = (open: string, close: string): TimeSlot => ({ open, close });

const noOwnDelivery = { activo: false, payment: false, name: null };
const noTransfer = { enabled: false, name: null };

/**
 * Branches chosen so every schedule and mode case appears (see features/branches/README.md):
 * Palermo always open (with transfer), San Telmo open across midnight and closed on Mondays, Belgrano with
 * two slots a day, own delivery and transfer, Caballito always closed, Recoleta with single-slot days (not lists);
 * Andina's Barracas and Parque Patricios keep business hours, its Avellaneda depot is always open.
 * Coordinates are the real street addresses.
 */
export const DEMO_BRANCHES: readonly BranchSeed[] = [
  {
    id: 'suc-palermo',
    brandId: SABORES_ID,
    storeId: 'store-palermo',
    name: 'Sabores del Sur Palermo',
    address: 'Honduras 4820, Palermo, CABA',
    whatsapp: '+5491155550101',
    image: '/api/static/branches/palermo.svg',
    latitude: -34.5886,
    longitude: -58.4308,
    percentagePoints: 10,
    schedule: every([slot('00:00', '23:59')]),
    systemOptions: {
      tableSystem: true,
      takeawaySystem: true,
      deliverySystem: true,
      deliveryPropio: noOwnDelivery,
    },
    paymentMethods: {
      cash: { enabled: true },
      points: { enabled: true },
      mercadoPago: { enabled: true },
      // Always open, so transfer (a takeaway method) can be ordered at any hour, e2e included.
      transfer: {
        enabled: true,
        name: 'Transferencia bancaria',
        settings: {
          bankName: 'Banco de la Nación Argentina',
          accountHolder: 'Sabores del Sur S.A.',
          alias: 'SABORES.SUR.PALERMO',
          cbu: '0110487920000007654327',
          cvu: '0000003100000009876545',
        },
      },
    },
    position: 1,
  },
  {
    id: 'suc-san-telmo',
    brandId: SABORES_ID,
    storeId: 'store-san-telmo',
    name: 'Sabores del Sur San Telmo',
    address: 'Defensa 1040, San Telmo, CABA',
    whatsapp: '+5491155550102',
    image: '/api/static/branches/san-telmo.svg',
    latitude: -34.6205,
    longitude: -58.3716,
    percentagePoints: 15,
    schedule: { ...every([slot('18:00', '02:00')]), lunes: [] },
    systemOptions: {
      tableSystem: true,
      takeawaySystem: true,
      deliverySystem: false,
      deliveryPropio: noOwnDelivery,
    },
    paymentMethods: {
      cash: { enabled: true },
      points: { enabled: true },
      mercadoPago: { enabled: true },
      transfer: noTransfer,
    },
    position: 2,
  },
  {
    id: 'suc-belgrano',
    brandId: SABORES_ID,
    storeId: 'store-belgrano',
    name: 'Sabores del Sur Belgrano',
    address: 'Av. Cabildo 2040, Belgrano, CABA',
    whatsapp: '+5491155550103',
    image: '/api/static/branches/belgrano.svg',
    latitude: -34.5618,
    longitude: -58.4566,
    percentagePoints: 10,
    schedule: {
      ...every([slot('11:00', '15:00'), slot('19:00', '23:30')]),
      domingo: [slot('12:00', '16:00')],
    },
    systemOptions: {
      tableSystem: false,
      takeawaySystem: true,
      deliverySystem: false,
      deliveryPropio: { activo: true, payment: true, name: 'Envío Sabores' },
    },
    paymentMethods: {
      cash: { enabled: true },
      points: { enabled: false },
      mercadoPago: { enabled: true },
      transfer: {
        enabled: true,
        name: 'Transferencia bancaria',
        settings: {
          bankName: 'Banco de la Nación Argentina',
          accountHolder: 'Sabores del Sur S.A.',
          alias: 'SABORES.SUR.BELGRANO',
          cbu: '0110599520000001234569',
          cvu: '0000003100000004567893',
        },
      },
    },
    position: 3,
  },
  {
    id: 'suc-caballito',
    brandId: SABORES_ID,
    storeId: 'store-caballito',
    name: 'Sabores del Sur Caballito',
    address: 'Av. Rivadavia 5100, Caballito, CABA',
    whatsapp: '+5491155550104',
    image: '/api/static/branches/caballito.svg',
    latitude: -34.6189,
    longitude: -58.438,
    percentagePoints: 10,
    schedule: every([]),
    systemOptions: {
      tableSystem: false,
      takeawaySystem: true,
      deliverySystem: true,
      deliveryPropio: noOwnDelivery,
    },
    paymentMethods: {
      cash: { enabled: true },
      points: { enabled: false },
      mercadoPago: { enabled: true },
      transfer: noTransfer,
    },
    position: 4,
  },
  {
    id: 'suc-recoleta',
    brandId: SABORES_ID,
    storeId: 'store-recoleta',
    name: 'Sabores del Sur Recoleta',
    address: 'Junín 1790, Recoleta, CABA',
    whatsapp: '+5491155550105',
    image: '/api/static/branches/recoleta.svg',
    latitude: -34.5882,
    longitude: -58.3918,
    percentagePoints: 12,
    schedule: { ...every(slot('08:00', '20:00')), sabado: slot('09:00', '13:00'), domingo: null },
    systemOptions: {
      tableSystem: true,
      takeawaySystem: false,
      deliverySystem: true,
      deliveryPropio: noOwnDelivery,
    },
    paymentMethods: {
      cash: { enabled: true },
      points: { enabled: true },
      mercadoPago: { enabled: false },
      transfer: noTransfer,
    },
    position: 5,
  },
  {
    id: 'suc-andina-barracas',
    brandId: ANDINA_ID,
    storeId: 'store-andina-barracas',
    name: 'Andina Mayorista Barracas',
    address: 'Av. Montes de Oca 1100, Barracas, CABA',
    whatsapp: '+5491155550201',
    image: '/api/static/branches/andina-barracas.svg',
    latitude: -34.6405,
    longitude: -58.3786,
    percentagePoints: 5,
    schedule: { ...every([slot('07:00', '16:00')]), sabado: [slot('08:00', '12:00')], domingo: [] },
    systemOptions: {
      tableSystem: false,
      takeawaySystem: true,
      deliverySystem: false,
      // payment false: own delivery is paid on delivery (spec 000 section 6)
      deliveryPropio: { activo: true, payment: false, name: 'Reparto Andina' },
    },
    paymentMethods: {
      cash: { enabled: true, atPickup: true },
      points: { enabled: false },
      mercadoPago: { enabled: false },
      transfer: {
        enabled: true,
        name: 'Transferencia bancaria',
        settings: {
          bankName: 'Banco de Galicia',
          accountHolder: 'Andina Mayorista S.R.L.',
          alias: 'ANDINA.MAYORISTA.BARRACAS',
          cbu: '0070123130000009876546',
          cvu: '0000003100000007654323',
        },
      },
    },
    position: 1,
  },
  {
    id: 'suc-andina-patricios',
    brandId: ANDINA_ID,
    storeId: 'store-andina-patricios',
    name: 'Andina Mayorista Parque Patricios',
    address: 'Av. Caseros 3100, Parque Patricios, CABA',
    whatsapp: '+5491155550202',
    image: '/api/static/branches/andina-patricios.svg',
    latitude: -34.6364,
    longitude: -58.4045,
    percentagePoints: 5,
    schedule: { ...every([slot('06:00', '14:00')]), domingo: [] },
    systemOptions: {
      tableSystem: false,
      takeawaySystem: true,
      deliverySystem: true,
      deliveryPropio: noOwnDelivery,
    },
    paymentMethods: {
      cash: { enabled: false },
      points: { enabled: false },
      mercadoPago: { enabled: true },
      transfer: {
        enabled: true,
        name: 'Transferencia bancaria',
        settings: {
          bankName: 'Banco de Galicia',
          accountHolder: 'Andina Mayorista S.R.L.',
          alias: 'ANDINA.MAYORISTA.PATRICIOS',
          cbu: '0070456840000001112223',
          cvu: '0000003100000008881115',
        },
      },
    },
    position: 2,
  },
  {
    // the wholesale depot takes orders around the clock (pickup at any hour): the b2b brand always
    // has a branch open, whatever the time the site is tried or tested
    id: 'suc-andina-avellaneda',
    brandId: ANDINA_ID,
    storeId: 'store-andina-avellaneda',
    name: 'Andina Mayorista Avellaneda',
    address: 'Av. Hipólito Yrigoyen 500, Avellaneda, Buenos Aires',
    whatsapp: '+5491155550203',
    image: '/api/static/branches/andina-avellaneda.svg',
    latitude: -34.6621,
    longitude: -58.3665,
    percentagePoints: 5,
    schedule: every([slot('00:00', '23:59')]),
    systemOptions: {
      tableSystem: false,
      takeawaySystem: true,
      deliverySystem: false,
      deliveryPropio: noOwnDelivery,
    },
    paymentMethods: {
      cash: { enabled: true, atPickup: true },
      points: { enabled: false },
      mercadoPago: { enabled: false },
      transfer: {
        enabled: true,
        name: 'Transferencia bancaria',
        settings: {
          bankName: 'Banco de Galicia',
          accountHolder: 'Andina Mayorista S.R.L.',
          alias: 'ANDINA.MAYORISTA.AVELLANEDA',
          cbu: '0070789050000004445556',
          cvu: '0000003100000009994447',
        },
      },
    },
    position: 3,
  },
];

/** A demo branch's reward: the percent of a purchase its customers earn in points (PercentagePoints). */
export function demoRewardPercentage(branchId: string): number {
  const branch = DEMO_BRANCHES.find((b) => b.id === branchId);
  if (!branch) throw new Error(`no demo branch ${branchId}`);
  return branch.percentagePoints;
}
