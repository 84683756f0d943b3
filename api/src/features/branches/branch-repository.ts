import { WEEKDAYS } from 'shared-contracts/entities';
import type { BranchStatus, ConsumeType, ScheduleTimes, TimeSlot, Weekday } from 'shared-contracts/entities';
import type { Queryable } from '../../db/database';
import { haversineDistanceMetres, type Coordinates as Position } from 'shared-contracts/money';
import { computeScheduleState } from './branch-status';

type Schedule = Partial<Record<Weekday, TimeSlot | TimeSlot[] | null>>;

interface SystemOptions {
  tableSystem: boolean;
  takeawaySystem: boolean;
  deliverySystem: boolean;
  deliveryPropio: { activo: boolean; payment: boolean; name: string | null };
}

interface PaymentMethods {
  /** atPickup: cash at the counter for takeaway too (issue 28 item 8); absent is off, as spec 000 says */
  cash: { enabled: boolean; atPickup?: boolean };
  points: { enabled: boolean };
  mercadoPago: { enabled: boolean };
  transfer: {
    enabled: boolean;
    name: string | null;
    settings?: { bankName: string; accountHolder: string; alias: string; cbu: string; cvu: string };
  };
}

export interface BranchRow {
  id: string;
  brand_id: string;
  store_id: string;
  name: string;
  address: string;
  whatsapp: string | null;
  image: string | null;
  latitude: number;
  longitude: number;
  percentage_points: number;
  schedule: Schedule;
  system_options: Partial<SystemOptions>;
  payment_methods: Partial<PaymentMethods>;
}

/** A branch as the /api/local calls answer it (spec 000 section 3), plus idMarca. */
export interface BranchAnswer {
  id: string;
  storeId: string;
  idMarca: string;
  name: string;
  address: string;
  whatsapp: string | null;
  image: string | null;
  schedule: Schedule;
  status: BranchStatus;
  scheduleTimes: ScheduleTimes;
  geoLocation: Position;
  /** metres, only when the caller gave a position */
  distance?: number;
  PercentagePoints: number;
  systemOptions: SystemOptions;
  paymentMethods: PaymentMethods;
}

/** The modes a branch list filters by: two of shared-contracts' consume types. */
export type ConsumptionMode = Extract<ConsumeType, 'takeaway' | 'delivery'>;

const SELECT_BRANCH = `SELECT id, brand_id, store_id, name, address, whatsapp, image, latitude, longitude,
  percentage_points, schedule, system_options, payment_methods FROM branches`;

const off = { enabled: false };

function systemOptions(stored: Partial<SystemOptions>): SystemOptions {
  return {
    tableSystem: stored.tableSystem ?? false,
    takeawaySystem: stored.takeawaySystem ?? false,
    deliverySystem: stored.deliverySystem ?? false,
    deliveryPropio: stored.deliveryPropio ?? { activo: false, payment: false, name: null },
  };
}

function paymentMethods(stored: Partial<PaymentMethods>): PaymentMethods {
  return {
    cash: stored.cash ?? off,
    points: stored.points ?? off,
    mercadoPago: stored.mercadoPago ?? off,
    transfer: stored.transfer ?? { enabled: false, name: null },
  };
}

/** jsonb keeps keys in its own order; customers read the week from domingo to sabado. */
function inWeekOrder(schedule: Schedule): Schedule {
  return Object.fromEntries(WEEKDAYS.filter((day) => day in schedule).map((day) => [day, schedule[day]]));
}

/** Status and scheduleTimes are computed now, never stored: they change with the clock. */
export function toBranchAnswer(row: BranchRow, now: Date, from?: Position): BranchAnswer {
  const geoLocation = { latitude: row.latitude, longitude: row.longitude };
  const { status, scheduleTimes } = computeScheduleState(row.schedule, now);
  return {
    id: row.id,
    storeId: row.store_id,
    idMarca: row.brand_id,
    name: row.name,
    address: row.address,
    whatsapp: row.whatsapp,
    image: row.image,
    schedule: inWeekOrder(row.schedule),
    status,
    scheduleTimes,
    geoLocation,
    ...(from ? { distance: Math.round(haversineDistanceMetres(from, geoLocation)) } : {}),
    PercentagePoints: row.percentage_points,
    systemOptions: systemOptions(row.system_options),
    paymentMethods: paymentMethods(row.payment_methods),
  };
}

/** takeaway: the branch takes takeaway orders; delivery: platform delivery or its own active delivery. */
export function offersMode(branch: Pick<BranchAnswer, 'systemOptions'>, mode: ConsumptionMode): boolean {
  const options = branch.systemOptions;
  return mode === 'takeaway'
    ? options.takeawaySystem
    : options.deliverySystem || options.deliveryPropio.activo;
}

export async function listBranchRows(db: Queryable, brandId: string): Promise<BranchRow[]> {
  const { rows } = await db.query<BranchRow>(
    `${SELECT_BRANCH} WHERE brand_id = $1 ORDER BY position, name, id`,
    [brandId],
  );
  return rows;
}

export async function findBranchRow(db: Queryable, id: string): Promise<BranchRow | null> {
  const { rows } = await db.query<BranchRow>(`${SELECT_BRANCH} WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findBranchRowByStore(
  db: Queryable,
  brandId: string,
  storeId: string,
): Promise<BranchRow | null> {
  const { rows } = await db.query<BranchRow>(`${SELECT_BRANCH} WHERE brand_id = $1 AND store_id = $2`, [
    brandId,
    storeId,
  ]);
  return rows[0] ?? null;
}

export const BRANCH_NOT_FOUND = 'Sucursal no encontrada';
