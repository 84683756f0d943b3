import { ANDINA_ID, SABORES_ID } from './demo-brands';

/** An option chosen on a line: its sku, its group (option_groups id) and how many. */
type OptionSeed = [sku: string, groupId: string, quantity?: number];

export interface OrderLineSeed {
  sku: string;
  quantity: number;
  ingredients?: OptionSeed[];
  aditionals?: OptionSeed[];
}

/**
 * A past order of a demo customer (issue 3: 'a demo customer of each brand with points, transactions
 * and past orders'). Lines name skus and options only: the seed prices them from the menu with the
 * order pricing the API uses (features/orders/order-pricing.ts), so their prices are the menu's.
 */
export interface OrderSeed {
  id: string;
  brandId: string;
  userId: string;
  branchId: string;
  storeId: string;
  type: 'mesa' | 'takeaway';
  metodoDePago: string | string[];
  lines: OrderLineSeed[];
  createdAt: string;
  estadoDeOrden: string | null;
  orderStatus: string;
  paymentStatus: string;
  mesa?: string;
  /** points that paid part of the order (a points_ledger debit of the same amount is in demo-points) */
  pointsUsed?: number;
  /** the cashback of demo-points for this purchase, when there is one */
  winPoints?: number;
  valoracion?: number;
  experiencia?: string;
}

const ANA = 'usr-demo-sabores';
const PEDRO = 'usr-demo-andina';
const PALERMO = { branchId: 'suc-palermo', storeId: 'store-palermo' };
const BELGRANO = { branchId: 'suc-belgrano', storeId: 'store-belgrano' };
const CABALLITO = { branchId: 'suc-caballito', storeId: 'store-caballito' };
const BARRACAS = { branchId: 'suc-andina-barracas', storeId: 'store-andina-barracas' };

/**
 * Ana's first six orders are the purchases behind her six points movements (demo-points.ts: same branch,
 * day and amount: 18500, 24000, 9500, the 1500 points paid at Palermo, the cancelled 8000 and the
 * pending 15000); the seventh, a refused card payment, earned nothing. Pedro's are at mayorista prices; the last one (90000) is the purchase of his pending
 * cashback, the other paid 5000 with points. Every order is finished (activeOrder false), so none is
 * an active order or an open table order.
 */
export const DEMO_ORDERS: readonly OrderSeed[] = [
  {
    id: 'ord-demo-sab-01',
    brandId: SABORES_ID,
    userId: ANA,
    ...PALERMO,
    type: 'mesa',
    mesa: '4',
    metodoDePago: 'cash',
    // 18500
    lines: [{ sku: 'SAB-001', quantity: 1 }],
    createdAt: '2025-05-02T21:15:00-03:00',
    estadoDeOrden: 'PREPARADO',
    orderStatus: 'PAGADO',
    paymentStatus: 'PAGADO',
    winPoints: 1850,
    valoracion: 5,
    experiencia: 'La picada, abundante y muy rica.',
  },
  {
    id: 'ord-demo-sab-02',
    brandId: SABORES_ID,
    userId: ANA,
    ...BELGRANO,
    type: 'takeaway',
    metodoDePago: 'mercadoPago',
    // 8500 + 15500 = 24000
    lines: [
      { sku: 'SAB-003', quantity: 1 },
      { sku: 'SAB-033', quantity: 1 },
    ],
    createdAt: '2025-05-10T13:40:00-03:00',
    estadoDeOrden: 'RETIRADO',
    orderStatus: 'PAGADO',
    paymentStatus: 'PAGADO',
    winPoints: 2400,
  },
  {
    id: 'ord-demo-sab-03',
    brandId: SABORES_ID,
    userId: ANA,
    ...PALERMO,
    type: 'mesa',
    mesa: '8',
    metodoDePago: 'cash',
    // 9500
    lines: [{ sku: 'SAB-053', quantity: 1 }],
    createdAt: '2025-05-18T20:05:00-03:00',
    estadoDeOrden: 'PREPARADO',
    orderStatus: 'PAGADO',
    paymentStatus: 'PAGADO',
    winPoints: 950,
  },
  {
    id: 'ord-demo-sab-04',
    brandId: SABORES_ID,
    userId: ANA,
    ...PALERMO,
    type: 'mesa',
    mesa: '2',
    metodoDePago: ['points', 'cash'],
    // 1800 + 5900 = 7700: 1500 in points, 6200 in cash
    lines: [
      { sku: 'SAB-021', quantity: 1 },
      { sku: 'SAB-061', quantity: 1 },
    ],
    createdAt: '2025-05-25T12:30:00-03:00',
    estadoDeOrden: 'PREPARADO',
    orderStatus: 'PAGADO',
    paymentStatus: 'PAGADO',
    pointsUsed: 1500,
    valoracion: 4,
  },
  {
    id: 'ord-demo-sab-05',
    brandId: SABORES_ID,
    userId: ANA,
    ...CABALLITO,
    type: 'takeaway',
    metodoDePago: 'mercadoPago',
    // 2 × 1800 + 2 × 2200 = 8000, cancelled (its cashback too)
    lines: [
      { sku: 'SAB-021', quantity: 2 },
      { sku: 'SAB-070', quantity: 2 },
    ],
    createdAt: '2025-06-01T19:50:00-03:00',
    estadoDeOrden: null,
    orderStatus: 'CANCELADO',
    paymentStatus: 'RECHAZADO',
  },
  {
    id: 'ord-demo-sab-06',
    brandId: SABORES_ID,
    userId: ANA,
    ...PALERMO,
    type: 'takeaway',
    metodoDePago: 'mercadoPago',
    // the burger 'A punto' with a fried egg (11900 + 1200) and an empanada (1900) = 15000
    lines: [
      {
        sku: 'SAB-040',
        quantity: 1,
        ingredients: [['OPT-A-PUNTO', 'prod-sab-040-g1']],
        aditionals: [['OPT-HUEVO', 'prod-sab-040-g2']],
      },
      { sku: 'SAB-020', quantity: 1 },
    ],
    createdAt: '2025-06-08T21:10:00-03:00',
    estadoDeOrden: 'RETIRADO',
    orderStatus: 'PAGADO',
    paymentStatus: 'PAGADO',
    winPoints: 1500,
  },
  {
    id: 'ord-demo-sab-07',
    brandId: SABORES_ID,
    userId: ANA,
    ...PALERMO,
    type: 'takeaway',
    metodoDePago: 'mercadoPago',
    // the card was refused, so it earned nothing. Ordered when the menu still offered 'Salsa de hongos'
    // and 'Jamón cocido' (both retired since, demo-menu.ts): a reorder today leaves the crispy sandwich
    // out (its two sauces cannot be met) and brings the napolitana back without the ham.
    // 12900 + 14500 + 1300 = 28700
    lines: [
      {
        sku: 'SAB-045',
        quantity: 1,
        ingredients: [
          ['OPT-MAYONESA', 'prod-sab-045-g1'],
          ['OPT-SALSA-HONGOS', 'prod-sab-045-g1'],
        ],
      },
      { sku: 'SAB-011', quantity: 1, aditionals: [['OPT-JAMON', 'prod-sab-011-g1']] },
    ],
    createdAt: '2025-06-09T20:30:00-03:00',
    estadoDeOrden: null,
    orderStatus: 'CANCELADO',
    paymentStatus: 'RECHAZADO',
  },
  {
    id: 'ord-demo-and-01',
    brandId: ANDINA_ID,
    userId: PEDRO,
    ...BARRACAS,
    type: 'takeaway',
    metodoDePago: ['points', 'transfer'],
    // mayorista: 4 × 11610 + 2 × 14040 = 74520, 5000 of it in points
    lines: [
      { sku: 'AND-003', quantity: 4 },
      { sku: 'AND-020', quantity: 2 },
    ],
    createdAt: '2025-05-22T10:00:00-03:00',
    estadoDeOrden: 'RETIRADO',
    orderStatus: 'PAGADO',
    paymentStatus: 'PAGADO',
    pointsUsed: 5000,
  },
  {
    id: 'ord-demo-and-02',
    brandId: ANDINA_ID,
    userId: PEDRO,
    ...BARRACAS,
    type: 'takeaway',
    metodoDePago: 'transfer',
    // mayorista: 52200 + 2 × 18900 = 90000
    lines: [
      { sku: 'AND-001', quantity: 1 },
      { sku: 'AND-011', quantity: 2 },
    ],
    createdAt: '2025-06-09T07:55:00-03:00',
    estadoDeOrden: 'RETIRADO',
    orderStatus: 'PAGADO',
    paymentStatus: 'PAGADO',
    // Barracas gives 5 % (its PercentagePoints); this cashback is still pending in the points (demo-points)
    winPoints: 4500,
  },
];
