import type { Queryable } from '../../db/database';

export const TRANSACTION_NOT_FOUND = 'Movimiento de puntos no encontrado';

interface LedgerRow {
  id: string;
  brand_id: string;
  user_id: string;
  type: string;
  reason: string;
  status: string | null;
  points: number;
  original_amount: string | null;
  reward_percentage: string | null;
  description: string | null;
  created_at: Date;
  branch_name: string | null;
  branch_address: string | null;
}

/** Entries that are neither pending nor cancelled make the balance. */
export async function availablePoints(db: Queryable, brandId: string, userId: string): Promise<number> {
  const { rows } = await db.query<{ total: string | number | null }>(
    `SELECT COALESCE(SUM(points), 0) AS total FROM points_ledger
     WHERE brand_id = $1 AND user_id = $2 AND status IS NULL`,
    [brandId, userId],
  );
  return Number(rows[0]?.total ?? 0);
}

/** shared-contracts `pointsTransactionSchema` */
export interface TransactionAnswer {
  _id: string;
  description: string | null;
  date: string;
  type: string;
  status: string | null;
  points: number;
}

/** The user's movements, newest first. */
export async function listTransactions(
  db: Queryable,
  brandId: string,
  userId: string,
): Promise<TransactionAnswer[]> {
  const { rows } = await db.query<LedgerRow>(
    `SELECT id, type, status, points, description, created_at FROM points_ledger
     WHERE brand_id = $1 AND user_id = $2 ORDER BY created_at DESC, id DESC`,
    [brandId, userId],
  );
  return rows.map((row) => ({
    _id: row.id,
    description: row.description,
    date: new Date(row.created_at).toISOString(),
    type: row.type,
    status: row.status,
    points: Number(row.points),
  }));
}

/** shared-contracts `transactionDetailSchema`, plus the owner to check. */
export interface TransactionDetail {
  brandId: string;
  userId: string;
  detail: {
    status: string | null;
    reason: string;
    type: string;
    originalAmount: number | null;
    rewardPercentage: number | null;
    pointsLoadDate: string;
    localName: string | null;
    localAddress: string | null;
  };
}

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

export async function findTransaction(db: Queryable, id: string): Promise<TransactionDetail | null> {
  const { rows } = await db.query<LedgerRow>(
    `SELECT l.id, l.brand_id, l.user_id, l.type, l.reason, l.status, l.original_amount, l.reward_percentage,
       l.created_at, b.name AS branch_name, b.address AS branch_address
     FROM points_ledger l LEFT JOIN branches b ON b.id = l.branch_id
     WHERE l.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    brandId: row.brand_id,
    userId: row.user_id,
    detail: {
      status: row.status,
      reason: row.reason,
      type: row.type,
      originalAmount: numberOrNull(row.original_amount),
      rewardPercentage: numberOrNull(row.reward_percentage),
      pointsLoadDate: new Date(row.created_at).toISOString(),
      localName: row.branch_name,
      localAddress: row.branch_address,
    },
  };
}

/**
 * Why an order writes to the ledger; each at most once per order (migration 008's unique index).
 * Rows written before migration 053 may also say 'points_redebit' (points taken again when an
 * approval followed a rejection, which no longer pays the order).
 */
export type OrderLedgerEntry = 'cashback' | 'points_debit' | 'points_refund';

export interface OrderLedgerRow {
  id: string;
  orderId: string;
  entry: OrderLedgerEntry;
  brandId: string;
  userId: string;
  branchId: string;
  type: 'Compra' | 'cancelado';
  reason: 'cashback' | 'purchase';
  /** signed */
  points: number;
  originalAmount: number | null;
  rewardPercentage: number | null;
  description: string;
  createdAt: Date;
}

/**
 * Appends a movement caused by an order unless that order already has one for the same entry: a
 * payment verified twice, or by two requests at once, writes one row. Returns whether it wrote.
 */
export async function appendOrderEntry(tx: Queryable, row: OrderLedgerRow): Promise<boolean> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO points_ledger (id, brand_id, user_id, type, reason, status, points, original_amount,
       reward_percentage, branch_id, description, created_at, order_id, entry)
     VALUES ($1, $2, $3, $4, $5, NULL, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (order_id, entry) WHERE order_id IS NOT NULL DO NOTHING
     RETURNING id`,
    [
      row.id,
      row.brandId,
      row.userId,
      row.type,
      row.reason,
      row.points,
      row.originalAmount,
      row.rewardPercentage,
      row.branchId,
      row.description,
      row.createdAt.toISOString(),
      row.orderId,
      row.entry,
    ],
  );
  return rows.length > 0;
}

/** The order's ledger movements by entry. */
export async function orderEntries(
  db: Queryable,
  orderId: string,
): Promise<Partial<Record<OrderLedgerEntry, number>>> {
  const { rows } = await db.query<{ entry: OrderLedgerEntry; points: number }>(
    'SELECT entry, points FROM points_ledger WHERE order_id = $1',
    [orderId],
  );
  return Object.fromEntries(rows.map((row) => [row.entry, Number(row.points)]));
}

/**
 * The database refused a debit that would leave the balance below 0 (migration 053's trigger on
 * points_ledger): another order spent those points first.
 */
export function isPointsOverdraft(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23514' && constraint === 'points_balance_not_negative';
}
