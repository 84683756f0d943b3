import { formatPickupTime } from 'shared-contracts/pickup-time';
import type { Queryable } from '../database';
import { loadMenu } from '../../features/menu/menu-repository';
import type { Menu } from '../../features/menu/menu-repository';
import { priceOrder } from '../../features/orders/order-pricing';
import type { LineInput, OptionInput } from '../../features/orders/order-pricing';
import { DEMO_ORDERS } from './demo-orders';
import type { OrderLineSeed, OrderSeed } from './demo-orders';
import { demoRewardPercentage } from './demo-branches';
import { demoTableId } from './demo-tables';
import { DEMO_USERS } from './demo-users';

const options = (chosen: OrderLineSeed['ingredients']): Record<string, OptionInput> =>
  Object.fromEntries(
    (chosen ?? []).map(([sku, groupId, quantity = 1]) => [
      `${sku}-${groupId}`,
      { sku, quantity, category: { id: groupId } },
    ]),
  );

/**
 * The menu as the demo orders found it: every seeded option was offered then, and those inactive
 * today were retired after the orders (a past order may hold one, as a real history does). The
 * seed's own copy, loaded for this and dropped after.
 */
function asWhenOrdered(menu: Menu): Menu {
  for (const product of menu.products) for (const option of product.children) option.active = true;
  return menu;
}

/** The order's lines and totals, priced from the menu as POST /pedido/sendorder prices them. */
function price(order: OrderSeed, menu: Menu) {
  const priceCategory = DEMO_USERS.find((u) => u.id === order.userId)?.priceCategory ?? 'default';
  let line = 0;
  return priceOrder({
    menu,
    lines: order.lines.map((l): LineInput => ({
      sku: l.sku,
      quantity: l.quantity,
      customization: { ingredients: options(l.ingredients), aditionals: options(l.aditionals) },
    })),
    type: order.type,
    priceCategory,
    storeId: order.storeId,
    costoEnvio: 0,
    conditions: { minimoGratis: 0, porcentajeMarca: 0 },
    newId: () => `${order.id}-l${(line += 1)}`,
  });
}

/**
 * The demo customers' past orders, after the menu (they are priced from it). Orders are the
 * customer's history, which the customer changes (a rating), so rows are only inserted: an edited
 * order does not reach an existing data folder. Returns the ids written (none on a second run).
 */
export async function seedOrders(tx: Queryable): Promise<string[]> {
  const menus = new Map<string, Menu>();
  const written: string[] = [];
  for (const order of DEMO_ORDERS) {
    const key = `${order.brandId}\n${order.storeId}`;
    const menu = menus.get(key) ?? asWhenOrdered(await loadMenu(tx, order.brandId, order.storeId));
    menus.set(key, menu);
    const { lines, totals } = price(order, menu);
    const createdAt = new Date(order.createdAt);
    // picked up half an hour after ordering
    const horaRetiro =
      order.type === 'takeaway' ? formatPickupTime(new Date(createdAt.getTime() + 30 * 60_000)) : null;
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO orders (id, brand_id, store_id, branch_id, user_id, type, estado_de_orden, order_status,
         payment_status, metodo_de_pago, lines, total, totals, mesa, mesa_id, hora_retiro, active_order,
         valoracion, experiencia, idempotency_key, created_at, updated_at, points_used, win_points,
         points_percentage)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12, $13::jsonb, $14, $23, $15, false,
         $16, $17, $18, $19, $19, $20, $21, $22)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        order.id,
        order.brandId,
        order.storeId,
        order.branchId,
        order.userId,
        order.type,
        order.estadoDeOrden,
        order.orderStatus,
        order.paymentStatus,
        JSON.stringify(order.metodoDePago),
        JSON.stringify(lines),
        totals.total,
        JSON.stringify(totals),
        order.mesa ?? null,
        horaRetiro,
        order.valoracion ?? null,
        order.experiencia ?? null,
        `seed-${order.id}`,
        createdAt.toISOString(),
        order.pointsUsed ?? 0,
        order.winPoints ?? null,
        order.winPoints === undefined ? null : demoRewardPercentage(order.branchId),
        // the seeded table of that number
        order.mesa ? demoTableId(order.mesa) : null,
      ],
    );
    if (rows[0]) written.push(rows[0].id);
  }
  return written;
}
