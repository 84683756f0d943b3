import { branchWallClock, formatMinutes } from 'shared-contracts/pickup-time';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { BRANCH_NOT_FOUND, toBranchAnswer } from '../branches/branch-repository';
import type { BranchAnswer } from '../branches/branch-repository';
import { findStoreBrand } from './menu-repository';
import type { CategoryAnswer, ProductAnswer, ServingSlot } from './menu-repository';

/*
 * The hourly menu (spec 000 'Hourly menu: GET /menu/hourly/{storeId}; GET /menu/hourlyRandom/{storeId}',
 * answer not shown). What the branch serves now: nothing while it is closed (its schedule, as the branch
 * status reads it); otherwise the menu's categories whose serving hours (menu_categories.hours, slots of
 * the day; none means all day) hold the current minute in Buenos Aires, and their products.
 */

export interface HourlyMenu {
  storeId: string;
  /** the branch's status now (open, closing_soon, opening_soon, close) */
  status: BranchAnswer['status'];
  /** the minute the answer is for, 'HH:mm' on the branch's wall clock */
  hour: string;
  categories: (CategoryAnswer & { hours: ServingSlot[] | null })[];
  /** the products of those categories, in menu order, each once */
  products: ProductAnswer[];
}

export async function hourlyMenu(
  { db, clock, menus }: Pick<AppContext, 'db' | 'clock' | 'menus'>,
  storeId: string,
): Promise<HourlyMenu> {
  const brandId = await findStoreBrand(db, storeId);
  const rows = brandId ? await menus.branchRows(brandId) : null;
  const row = rows?.find((r) => r.store_id === storeId);
  if (!brandId || !row) throw notFound(BRANCH_NOT_FOUND);
  const now = clock.now();
  const { status } = toBranchAnswer(row, now);
  const { minute } = branchWallClock(now);
  const hour = formatMinutes(minute);
  if (status !== 'open' && status !== 'closing_soon') {
    return { storeId, status, hour, categories: [], products: [] };
  }
  const menu = await menus.menu(brandId, storeId);
  const categories = menu.categoriesServedAt(minute);
  const seen = new Set<string>();
  const products = categories
    .flatMap((c) => c.products)
    .filter((p) => (seen.has(p._id) ? false : (seen.add(p._id), true)));
  return { storeId, status, hour, categories, products };
}
