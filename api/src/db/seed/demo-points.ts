import { ANDINA_ID, SABORES_ID } from './demo-brands';
import { demoRewardPercentage } from './demo-branches';

/** One row of the append-only points ledger (migration 007). */
export interface PointsSeed {
  id: string;
  brandId: string;
  userId: string;
  type: 'Compra' | 'cancelado';
  reason: 'cashback' | 'cashback_pending' | 'purchase';
  status: 'pending' | 'cancelled' | null;
  /** signed: credits positive, a purchase paid with points negative */
  points: number;
  originalAmount: number | null;
  rewardPercentage: number | null;
  branchId: string;
  description: string;
  createdAt: string;
}

const cashback = (
  id: string,
  brandId: string,
  userId: string,
  branchId: string,
  amount: number,
  createdAt: string,
  branchName: string,
  status: PointsSeed['status'] = null,
): PointsSeed => ({
  id,
  brandId,
  userId,
  type: status === 'cancelled' ? 'cancelado' : 'Compra',
  reason: status === 'pending' ? 'cashback_pending' : 'cashback',
  status,
  // cashback: the branch's reward percent of the purchase (Sabores 10 %, Andina 5 %)
  points: Math.round((amount * demoRewardPercentage(branchId)) / 100),
  originalAmount: amount,
  rewardPercentage: demoRewardPercentage(branchId),
  branchId,
  description: `Compra en ${branchName}`,
  createdAt,
});

const paidWithPoints = (
  id: string,
  brandId: string,
  userId: string,
  branchId: string,
  points: number,
  createdAt: string,
  branchName: string,
): PointsSeed => ({
  id,
  brandId,
  userId,
  type: 'Compra',
  reason: 'purchase',
  status: null,
  points: -points,
  originalAmount: points,
  rewardPercentage: null,
  branchId,
  description: `Pago con puntos en ${branchName}`,
  createdAt,
});

const ANA = 'usr-demo-sabores';
const PEDRO = 'usr-demo-andina';
const PALERMO = 'Sabores del Sur Palermo';
const BELGRANO = 'Sabores del Sur Belgrano';
const CABALLITO = 'Sabores del Sur Caballito';
const BARRACAS = 'Andina Mayorista Barracas';
const PATRICIOS = 'Andina Mayorista Parque Patricios';

/**
 * Six movements per demo customer. Ana's balance is 1850 + 2400 + 950 - 1500 = 3700 (the cancelled
 * 800 and the pending 1500 do not count); Pedro's (Andina's branches give 5 %) is 6000 + 4250 + 3200 - 5000 + 2250 = 10700 (the pending 4500 does
 * not count).
 */
export const DEMO_POINTS: readonly PointsSeed[] = [
  cashback('pts-sab-01', SABORES_ID, ANA, 'suc-palermo', 18500, '2025-05-02T21:15:00-03:00', PALERMO),
  cashback('pts-sab-02', SABORES_ID, ANA, 'suc-belgrano', 24000, '2025-05-10T13:40:00-03:00', BELGRANO),
  cashback('pts-sab-03', SABORES_ID, ANA, 'suc-palermo', 9500, '2025-05-18T20:05:00-03:00', PALERMO),
  paidWithPoints('pts-sab-04', SABORES_ID, ANA, 'suc-palermo', 1500, '2025-05-25T12:30:00-03:00', PALERMO),
  cashback(
    'pts-sab-05',
    SABORES_ID,
    ANA,
    'suc-caballito',
    8000,
    '2025-06-01T19:50:00-03:00',
    CABALLITO,
    'cancelled',
  ),
  cashback(
    'pts-sab-06',
    SABORES_ID,
    ANA,
    'suc-palermo',
    15000,
    '2025-06-08T21:10:00-03:00',
    PALERMO,
    'pending',
  ),
  cashback(
    'pts-and-01',
    ANDINA_ID,
    PEDRO,
    'suc-andina-barracas',
    120000,
    '2025-04-28T08:20:00-03:00',
    BARRACAS,
  ),
  cashback(
    'pts-and-02',
    ANDINA_ID,
    PEDRO,
    'suc-andina-patricios',
    85000,
    '2025-05-06T07:45:00-03:00',
    PATRICIOS,
  ),
  cashback(
    'pts-and-03',
    ANDINA_ID,
    PEDRO,
    'suc-andina-barracas',
    64000,
    '2025-05-15T09:10:00-03:00',
    BARRACAS,
  ),
  paidWithPoints(
    'pts-and-04',
    ANDINA_ID,
    PEDRO,
    'suc-andina-barracas',
    5000,
    '2025-05-22T10:00:00-03:00',
    BARRACAS,
  ),
  cashback(
    'pts-and-05',
    ANDINA_ID,
    PEDRO,
    'suc-andina-patricios',
    45000,
    '2025-06-02T08:30:00-03:00',
    PATRICIOS,
  ),
  cashback(
    'pts-and-06',
    ANDINA_ID,
    PEDRO,
    'suc-andina-barracas',
    90000,
    '2025-06-09T07:55:00-03:00',
    BARRACAS,
    'pending',
  ),
];
