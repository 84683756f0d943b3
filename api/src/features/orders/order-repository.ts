import type {
  KitchenState,
  OrderProduct,
  OrderStatus,
  OrderType,
  PaymentMethodType,
} from 'shared-contracts/entities';
import type { Queryable } from '../../db/database';

/**
 * The order types, as the checkout sends them, and the kitchen states, order statuses and payment
 * methods an order carries: shared-contracts/entities' enums (orderTypeSchema, kitchenStateSchema,
 * orderStatusSchema, paymentMethodTypeSchema), never written again here.
 */
export type { KitchenState, OrderStatus, OrderType, PaymentMethodType };

/** One method, or points with one (spec 000 section 9), as sent in metodoDePago. */
export type OrderPayment = PaymentMethodType | PaymentMethodType[];

/** What the customer pays, recomputed by the server (spec 000 section 9 delivery rules). */
export interface OrderTotals {
  /** sum of the lines */
  subtotal: number;
  /** the members' discount percentage applied (issue 14 item 10); 0 when none was */
  clubDiscountPct: number;
  /** the members' discount in pesos, taken off the subtotal (shared-contracts/club) */
  descuentoClub: number;
  /** the shipping cost before the brand's share and free shipping */
  costoEnvio: number;
  /** what the brand pays of it (porcentajeMarca, or all of it at minimoGratis) */
  descuentoEnvio: number;
  /** what the customer pays for shipping */
  envio: number;
  total: number;
}

interface OrderRow {
  id: string;
  /** the brand's own count of its orders (migration 064): idOrder */
  brand_number: string | number;
  brand_id: string;
  store_id: string;
  branch_id: string;
  branch_name: string | null;
  user_id: string;
  type: OrderType;
  estado_de_orden: KitchenState | null;
  order_status: OrderStatus;
  payment_status: OrderStatus;
  metodo_de_pago: OrderPayment;
  lines: OrderProduct[];
  total: string | number;
  /** orders placed before the members' discount existed carry no club figures */
  totals: Omit<OrderTotals, 'clubDiscountPct' | 'descuentoClub'> & Partial<OrderTotals>;
  mesa: string | null;
  mesa_id: string | null;
  hora_retiro: string | null;
  delivery_address_id: string | null;
  comments: string | null;
  active_order: boolean;
  valoracion: number | null;
  experiencia: string | null;
  win_points: number | null;
  points_used: number;
  points_percentage: string | number | null;
  created_at: Date | string;
  updated_at: Date | string;
  /** money given back for approvals the order could not take, and still to give back (refunds.ts) */
  refunded: string | number | null;
  refund_pending: string | number | null;
}

/** An order as the /api/pedido calls answer it (shared-contracts `placedOrderSchema` reads it). */
export interface OrderAnswer {
  _id: string;
  idOrder: number;
  idMarca: string;
  idLocal: string;
  storeId: string;
  idCliente: string;
  type: OrderType;
  estadoDeOrden: KitchenState | null;
  orderStatus: OrderStatus;
  paymentStatus: OrderStatus;
  metodoDePago: OrderPayment;
  orderPayment: OrderProduct[];
  total: number;
  totalFacturado: number;
  totals: OrderTotals;
  /** spec 001's order history: what was paid, the points used and won */
  account: {
    orderTotal: number;
    totalinvoiced: number;
    pointsToUse: number;
    /** the members' discount already taken off orderTotal, and its percentage (0 and 0: none) */
    clubDiscount: number;
    clubDiscountPct: number;
    /** once the payment is approved */
    pointsPercentage?: number;
    winPoints?: number;
    /** money taken for it that it could not take: given back, and still to give back (issue 29 item 3) */
    refunded?: number;
    refundPending?: number;
  };
  mesa: string | null;
  mesaId: string | null;
  horaRetiro: string | null;
  deliveryAddressId: string | null;
  comments: string | null;
  activeOrder: boolean;
  valoracion: number | null;
  experiencia: string | null;
  localInfo: { nameLocal: string | null };
  created: string;
  update: string;
}

/** An order's answer columns, of the orders (or the rows just inserted) named `o`. */
const ORDER_COLUMNS = `SELECT o.id, o.brand_number, o.brand_id, o.store_id, o.branch_id, b.name AS branch_name,
  o.user_id, o.type, o.estado_de_orden, o.order_status, o.payment_status, o.metodo_de_pago, o.lines, o.total,
  o.totals, o.mesa, o.mesa_id, o.hora_retiro, o.delivery_address_id, o.comments, o.active_order, o.valoracion,
  o.experiencia, o.win_points, o.points_used, o.points_percentage, o.created_at, o.updated_at,
  (SELECT sum(r.refunded_amount) FROM payment_late_approvals r WHERE r.order_id = o.id AND r.refunded_at IS NOT NULL)
    AS refunded,
  (SELECT sum(r.amount) FROM payment_late_approvals r WHERE r.order_id = o.id AND r.refund_required)
    AS refund_pending`;

const SELECT_ORDER = `${ORDER_COLUMNS} FROM orders o LEFT JOIN branches b ON b.id = o.branch_id`;

const iso = (value: Date | string) => new Date(value).toISOString();

export function toOrderAnswer(row: OrderRow): OrderAnswer {
  const total = Number(row.total);
  // what is paid with money: the total less the points used (one point, one peso)
  const invoiced = Math.round((total - row.points_used) * 100) / 100;
  const totals: OrderTotals = {
    ...row.totals,
    clubDiscountPct: Number(row.totals.clubDiscountPct ?? 0),
    descuentoClub: Number(row.totals.descuentoClub ?? 0),
  };
  return {
    _id: row.id,
    // the brand's own count (migration 064)
    idOrder: Number(row.brand_number),
    idMarca: row.brand_id,
    idLocal: row.branch_id,
    storeId: row.store_id,
    idCliente: row.user_id,
    type: row.type,
    estadoDeOrden: row.estado_de_orden,
    orderStatus: row.order_status,
    paymentStatus: row.payment_status,
    metodoDePago: row.metodo_de_pago,
    orderPayment: row.lines,
    total,
    totalFacturado: invoiced,
    totals,
    account: {
      orderTotal: total,
      totalinvoiced: invoiced,
      pointsToUse: row.points_used,
      clubDiscount: totals.descuentoClub,
      clubDiscountPct: totals.clubDiscountPct,
      ...(row.points_percentage === null ? {} : { pointsPercentage: Number(row.points_percentage) }),
      ...(row.win_points === null ? {} : { winPoints: row.win_points }),
      ...(row.refunded === null ? {} : { refunded: Number(row.refunded) }),
      ...(row.refund_pending === null ? {} : { refundPending: Number(row.refund_pending) }),
    },
    mesa: row.mesa,
    mesaId: row.mesa_id,
    horaRetiro: row.hora_retiro,
    deliveryAddressId: row.delivery_address_id,
    comments: row.comments,
    activeOrder: row.active_order,
    valoracion: row.valoracion,
    experiencia: row.experiencia,
    localInfo: { nameLocal: row.branch_name },
    created: iso(row.created_at),
    update: iso(row.updated_at),
  };
}

export interface NewOrder {
  id: string;
  brandId: string;
  storeId: string;
  branchId: string;
  userId: string;
  type: OrderType;
  estadoDeOrden: KitchenState;
  metodoDePago: OrderPayment;
  lines: OrderProduct[];
  totals: OrderTotals;
  mesa: string | null;
  mesaId: string | null;
  horaRetiro: string | null;
  deliveryAddressId: string | null;
  comments: string | null;
  idempotencyKey: string;
  /** SHA-256 of the request's body (idempotency.ts), kept with the key */
  requestHash: string;
  /** points paying part of the total */
  pointsUsed: number;
  paymentStatus: Extract<OrderStatus, 'PENDIENTE' | 'PAGADO'>;
  now: Date;
}

/**
 * Inserts the order unless the user already has one with this idempotency key (the unique index, or
 * the primary key derived from the key, decides, so racing submits make one row). Returns the new
 * order, or null when the key was taken.
 */
export async function insertOrder(db: Queryable, order: NewOrder): Promise<OrderAnswer | null> {
  // written and answered in one statement: the answer's columns of the row just inserted
  const { rows } = await db.query<OrderRow>(
    `WITH o AS (
       INSERT INTO orders (id, brand_id, store_id, branch_id, user_id, type, estado_de_orden, metodo_de_pago,
         lines, total, totals, mesa, mesa_id, hora_retiro, delivery_address_id, comments, idempotency_key,
         created_at, updated_at, points_used, payment_status, request_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11::jsonb, $12, $13, $14, $15, $16, $17,
         $18, $18, $19, $20, $21)
       ON CONFLICT DO NOTHING
       RETURNING *
     )
     ${ORDER_COLUMNS} FROM o LEFT JOIN branches b ON b.id = o.branch_id`,
    [
      order.id,
      order.brandId,
      order.storeId,
      order.branchId,
      order.userId,
      order.type,
      order.estadoDeOrden,
      JSON.stringify(order.metodoDePago),
      JSON.stringify(order.lines),
      order.totals.total,
      JSON.stringify(order.totals),
      order.mesa,
      order.mesaId,
      order.horaRetiro,
      order.deliveryAddressId,
      order.comments,
      order.idempotencyKey,
      order.now.toISOString(),
      order.pointsUsed,
      order.paymentStatus,
      order.requestHash,
    ],
  );
  return rows[0] ? toOrderAnswer(rows[0]) : null;
}

export async function findOrder(db: Queryable, id: string): Promise<OrderAnswer | null> {
  const { rows } = await db.query<OrderRow>(`${SELECT_ORDER} WHERE o.id = $1`, [id]);
  return rows[0] ? toOrderAnswer(rows[0]) : null;
}

export async function findOrderByKey(
  db: Queryable,
  userId: string,
  idempotencyKey: string,
): Promise<OrderAnswer | null> {
  const { rows } = await db.query<OrderRow>(
    `${SELECT_ORDER} WHERE o.user_id = $1 AND o.idempotency_key = $2`,
    [userId, idempotencyKey],
  );
  return rows[0] ? toOrderAnswer(rows[0]) : null;
}

/** The user's orders in a brand, newest first (at most `limit`). */
export async function listUserOrders(
  db: Queryable,
  brandId: string,
  userId: string,
  { activeOnly, limit }: { activeOnly: boolean; limit: number },
): Promise<OrderAnswer[]> {
  const { rows } = await db.query<OrderRow>(
    `${SELECT_ORDER} WHERE o.brand_id = $1 AND o.user_id = $2 ${activeOnly ? 'AND o.active_order' : ''}
     ORDER BY o.created_at DESC, o.order_number DESC LIMIT $3`,
    [brandId, userId, limit],
  );
  return rows.map(toOrderAnswer);
}

export interface OrderChange {
  activeOrder?: boolean;
  estadoDeOrden?: KitchenState;
  /** the branch's system only (the point-of-sale sandbox): ENVIADO, PAGADO */
  orderStatus?: OrderStatus;
  valoracion?: number;
  experiencia?: string;
}

export async function updateOrder(
  db: Queryable,
  id: string,
  change: OrderChange,
  now: Date,
): Promise<OrderAnswer | null> {
  await db.query(
    `UPDATE orders SET
       active_order = COALESCE($2, active_order),
       estado_de_orden = COALESCE($3, estado_de_orden),
       valoracion = COALESCE($4, valoracion),
       experiencia = COALESCE($5, experiencia),
       updated_at = $6,
       order_status = COALESCE($7, order_status)
     WHERE id = $1`,
    [
      id,
      change.activeOrder ?? null,
      change.estadoDeOrden ?? null,
      change.valoracion ?? null,
      change.experiencia ?? null,
      now.toISOString(),
      change.orderStatus ?? null,
    ],
  );
  return findOrder(db, id);
}

export const ORDER_NOT_FOUND = 'Pedido no encontrado';

/** A customer's active, unpaid table order at a branch (the one an 'update' adds to), newest first. */
export async function findOpenTableOrder(
  db: Queryable,
  brandId: string,
  userId: string,
  branchId: string,
): Promise<OrderAnswer | null> {
  const { rows } = await db.query<OrderRow>(
    `${SELECT_ORDER} WHERE o.brand_id = $1 AND o.user_id = $2 AND o.branch_id = $3 AND o.type = 'mesa'
       AND o.active_order AND o.order_status <> 'PAGADO' AND o.payment_status <> 'PAGADO'
     ORDER BY o.created_at DESC, o.order_number DESC LIMIT 1`,
    [brandId, userId, branchId],
  );
  return rows[0] ? toOrderAnswer(rows[0]) : null;
}

/** The order an update with this Idempotency-Key was applied to, if any. */
export async function findOrderByUpdateKey(
  db: Queryable,
  userId: string,
  idempotencyKey: string,
): Promise<OrderAnswer | null> {
  const { rows } = await db.query<{ order_id: string }>(
    'SELECT order_id FROM order_updates WHERE user_id = $1 AND idempotency_key = $2',
    [userId, idempotencyKey],
  );
  return rows[0] ? findOrder(db, rows[0].order_id) : null;
}

/** The order, its row locked until the transaction ends. */
export async function lockOrder(db: Queryable, id: string): Promise<OrderAnswer | null> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ? findOrder(db, id) : null;
}

/**
 * Records an update under its Idempotency-Key; false when that key was already used by the customer
 * (the update was applied before, or is being applied by a racing submit).
 */
export async function recordOrderUpdate(
  db: Queryable,
  update: {
    userId: string;
    idempotencyKey: string;
    requestHash: string;
    orderId: string;
    lines: OrderProduct[];
    subtotal: number;
    now: Date;
  },
): Promise<boolean> {
  const { rows } = await db.query<{ order_id: string }>(
    `INSERT INTO order_updates (user_id, idempotency_key, order_id, lines, subtotal, created_at, request_hash)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)
     ON CONFLICT DO NOTHING RETURNING order_id`,
    [
      update.userId,
      update.idempotencyKey,
      update.orderId,
      JSON.stringify(update.lines),
      update.subtotal,
      update.now.toISOString(),
      update.requestHash,
    ],
  );
  return rows.length > 0;
}

/** Replaces an order's lines and totals (products added to an open table order). */
export async function replaceOrderLines(
  db: Queryable,
  id: string,
  lines: OrderProduct[],
  totals: OrderTotals,
  now: Date,
): Promise<OrderAnswer | null> {
  await db.query(
    `UPDATE orders SET lines = $2::jsonb, totals = $3::jsonb, total = $4, updated_at = $5 WHERE id = $1`,
    [id, JSON.stringify(lines), JSON.stringify(totals), totals.total, now.toISOString()],
  );
  return findOrder(db, id);
}
