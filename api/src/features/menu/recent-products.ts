import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { sessionOfUser } from '../auth/session';
import type { Menu, ProductAnswer } from './menu-repository';

/** 'Tus últimos pedidos' lists at most this many products. */
export const RECENT_PRODUCTS_LIMIT = 10;
/** how many of the newest orders are read to find them */
const RECENT_ORDERS_READ = 30;

interface OrderLines {
  lines: { sku?: string; upselling?: { sku?: string }[] }[];
}

/**
 * The products the user ordered at this store, newest order first (within an order, in its line
 * order, upselling after its line), each once, as the menu has them now (current price and options;
 * a product no longer listed is left out); cancelled and rejected orders do not count. At most 10,
 * of those `match` keeps (a menu search).
 * 'guest' and callers that are not that user get []: the menu home is public, so a user id alone,
 * another user's session or an expired token get no recent products rather than an error, and no one
 * reads another's orders.
 */
export async function recentProducts(
  request: FastifyRequest,
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  menu: Menu,
  {
    brandId,
    storeId,
    userId,
    match = () => true,
  }: { brandId: string; storeId: string; userId: string; match?: (p: ProductAnswer) => boolean },
): Promise<ProductAnswer[]> {
  if (userId === 'guest' || !(await sessionOfUser(request, db, clock, brandId, userId))) return [];
  const { rows } = await db.query<OrderLines>(
    `SELECT lines FROM orders
     WHERE brand_id = $1 AND user_id = $2 AND store_id = $3 AND order_status NOT IN ('CANCELADO', 'RECHAZADO')
     ORDER BY created_at DESC, order_number DESC LIMIT $4`,
    [brandId, userId, storeId, RECENT_ORDERS_READ],
  );
  const listed = new Map(menu.listedProducts().map((p) => [p.sku, p]));
  const found = new Map<string, ProductAnswer>();
  for (const { lines } of rows) {
    for (const line of lines) {
      for (const sku of [line.sku, ...(line.upselling ?? []).map((u) => u.sku)]) {
        const product = sku ? listed.get(sku) : undefined;
        if (product && !found.has(product.sku) && match(product)) found.set(product.sku, product);
        if (found.size >= RECENT_PRODUCTS_LIMIT) return [...found.values()];
      }
    }
  }
  return [...found.values()];
}
