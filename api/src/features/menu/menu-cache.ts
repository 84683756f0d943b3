import type { Queryable } from '../../db/database';
import { notFound } from '../../lib/http-error';
import { BRANCH_NOT_FOUND, findBranchRowByStore, listBranchRows } from '../branches/branch-repository';
import type { BranchRow } from '../branches/branch-repository';
import { BRAND_NOT_FOUND, brandExists } from '../brands/brand-repository';
import { loadMenu } from './menu-repository';
import type { Menu } from './menu-repository';

/** At most this many menus, store checks and answers are kept per kind; past it the kind starts over. */
export const MENU_CACHE_ENTRIES = 500;

/**
 * Built menus (and what is derived from them) and branch lists kept in memory per brand and store, valid while the
 * catalog version in the database (migration 010: bumped by every write to brands, branches and the
 * menu tables) is the one they were built at. Each use reads that version first, one indexed
 * single-row query, so a change made by any instance, the seed or by hand is seen by the next
 * request; a menu is never older than the request that reads it. Loads of the same menu at once
 * share one promise.
 */
export class MenuCache {
  private version: string | null = null;
  private menus = new Map<string, Promise<Menu>>();
  private stores = new Map<string, Promise<boolean>>();
  private branchLists = new Map<string, Promise<BranchRow[] | null>>();
  /** serialised answers, kept on the menu they were built from (so never one of an older version) */
  private answers = new WeakMap<Menu, Map<string, string>>();
  /** loads from the database, for tests and the bench */
  loads = 0;

  constructor(
    private readonly db: Queryable,
    private readonly maxEntries = MENU_CACHE_ENTRIES,
  ) {}

  /** Reads the catalog version; what was kept for an older one is dropped. */
  private async fresh(): Promise<void> {
    const { rows } = await this.db.query<{ version: string | number }>('SELECT version FROM catalog_version');
    const version = String(rows[0]?.version ?? '');
    if (version === this.version) return;
    this.version = version;
    this.menus = new Map();
    this.stores = new Map();
    this.branchLists = new Map();
  }

  private keep<V>(map: Map<string, V>, key: string, value: V): V {
    if (map.size >= this.maxEntries) map.clear();
    map.set(key, value);
    return value;
  }

  /** The menu of a brand at a store (storeId null: the brand menu), built once per catalog version. */
  async menu(brandId: string, storeId: string | null): Promise<Menu> {
    await this.fresh();
    return this.keptMenu(brandId, storeId);
  }

  /** Whether the brand has a branch with this storeId. */
  async storeExists(brandId: string, storeId: string): Promise<boolean> {
    await this.fresh();
    return this.keptStore(brandId, storeId);
  }

  /** 404 'Marca no encontrada' or 'Sucursal no encontrada' unless the brand has a branch with this storeId. */
  async requireStore(brandId: string, storeId: string): Promise<void> {
    if (await this.storeExists(brandId, storeId)) return;
    throw notFound((await brandExists(this.db, brandId)) ? BRANCH_NOT_FOUND : BRAND_NOT_FOUND);
  }

  /** requireStore then menu, on one reading of the version (the menu home's one query). */
  async storeMenu(brandId: string, storeId: string): Promise<Menu> {
    await this.fresh();
    if (!(await this.keptStore(brandId, storeId))) {
      throw notFound((await brandExists(this.db, brandId)) ? BRANCH_NOT_FOUND : BRAND_NOT_FOUND);
    }
    return this.keptMenu(brandId, storeId);
  }

  /**
   * A brand's branch rows (null: no such brand), read once per catalog version; their status is
   * computed by the caller at the request's time.
   */
  async branchRows(brandId: string): Promise<BranchRow[] | null> {
    await this.fresh();
    const kept = this.branchLists.get(brandId);
    if (kept) return kept;
    const reading = brandExists(this.db, brandId).then((exists) =>
      exists ? listBranchRows(this.db, brandId) : null,
    );
    reading.catch(() => this.branchLists.delete(brandId));
    return this.keep(this.branchLists, brandId, reading);
  }

  private keptMenu(brandId: string, storeId: string | null): Promise<Menu> {
    const key = `${brandId}\n${storeId ?? ''}`;
    const kept = this.menus.get(key);
    if (kept) return kept;
    this.loads += 1;
    const loading = loadMenu(this.db, brandId, storeId);
    // a failed load is not kept: the next request tries again
    loading.catch(() => this.menus.delete(key));
    return this.keep(this.menus, key, loading);
  }

  private keptStore(brandId: string, storeId: string): Promise<boolean> {
    const key = `${brandId}\n${storeId}`;
    const kept = this.stores.get(key);
    if (kept) return kept;
    const found = findBranchRowByStore(this.db, brandId, storeId).then((row) => row !== null);
    found.catch(() => this.stores.delete(key));
    return this.keep(this.stores, key, found);
  }

  /**
   * An answer built from a menu, serialised once per menu (the menu home without a search is the same
   * for every customer).
   */
  answer(menu: Menu, key: string, build: () => unknown): string {
    let kept = this.answers.get(menu);
    if (!kept) {
      kept = new Map();
      this.answers.set(menu, kept);
    }
    const found = kept.get(key);
    if (found !== undefined) return found;
    return this.keep(kept, key, JSON.stringify(build()));
  }
}
