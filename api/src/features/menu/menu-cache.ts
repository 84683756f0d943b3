import type { Queryable } from '../../db/database';
import { notFound } from '../../lib/http-error';
import { BRANCH_NOT_FOUND, findBranchRowByStore, listBranchRows } from '../branches/branch-repository';
import type { BranchRow } from '../branches/branch-repository';
import { BRAND_NOT_FOUND, brandExists, findBrandById, findBrandForDomain } from '../brands/brand-repository';
import type { BrandAnswer } from '../brands/brand-repository';
import { listBanners, listStories } from '../marketing/marketing-repository';
import type { Audience, BannerAnswer, StoryAnswer } from '../marketing/marketing-repository';
import { loadMenu } from './menu-repository';
import type { Menu } from './menu-repository';

/**
 * The catalog as one reading of its version found it (`MenuCache.current`): what an order is checked
 * and priced with.
 */
export interface CurrentCatalog {
  /** the brand with this id, or null */
  brand(brandId: string): Promise<BrandAnswer | null>;
  /** the brand's branch with this id, or null (also when the branch is another brand's) */
  branchRow(brandId: string, branchId: string): Promise<BranchRow | null>;
  menu(brandId: string, storeId: string | null): Promise<Menu>;
}

/** At most this many menus, store checks and answers are kept per kind; past it the kind starts over. */
export const MENU_CACHE_ENTRIES = 500;
/** The catalog version is read at most once a second by the hot reads (ADR 030). */
export const CATALOG_RECHECK_MS = 1_000;
/** Past this since the last reading a use waits for a new one; before it, it is read in the background. */
export const CATALOG_MAX_STALE_MS = 2_000;

export interface MenuCacheOptions {
  maxEntries?: number;
  /**
   * The catalog version is read at most once per this many ms; between that and `maxStaleMs` a use
   * answers from memory while one reading runs in the background. 0: read at every use (tests that
   * write the catalog by hand and ask at once).
   */
  recheckMs?: number;
  maxStaleMs?: number;
  /** a monotonic clock in ms (tests) */
  now?: () => number;
}

/**
 * Built menus (and what is derived from them), branch lists, brands by domain and banners and stories
 * kept in memory per brand and store, valid while the catalog version in the database (migration 010:
 * bumped by every write to brands, branches and the menu tables; 058: banners and stories) is the one
 * they were built at. So a change made by any instance, the seed or by hand is seen by every process.
 *
 * How often the version is read (ADR 030): on PGlite every query waits for the one connection, which an
 * order's transaction holds from BEGIN to COMMIT, so a read that queries at all queues behind each
 * order. The hot reads (`menu`, `storeMenu`, `branchRows`, `brand`, `banners`, `stories`) therefore read
 * the version at most once per `recheckMs` (1 s): within it they answer from memory without a query;
 * after it one reading starts in the background and the uses meanwhile still answer from memory, up to
 * `maxStaleMs` (2 s) after the last reading, past which they wait for a new one. A change is seen
 * within about a second, at worst two (and the reading's own time). Pricing an order (`currentMenu`)
 * always reads the version first. Loads of the same menu at once share one promise.
 */
export class MenuCache {
  private version: string | null = null;
  /** when the version was last read (the reading's start), on `now`'s clock */
  private checkedAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;
  private menus = new Map<string, Promise<Menu>>();
  private stores = new Map<string, Promise<boolean>>();
  private branchLists = new Map<string, Promise<BranchRow[] | null>>();
  private brands = new Map<string, Promise<BrandAnswer | null>>();
  private brandsById = new Map<string, Promise<BrandAnswer | null>>();
  private marketing = new Map<string, Promise<BannerAnswer[] | StoryAnswer[]>>();
  /** serialised answers, kept on the menu they were built from (so never one of an older version) */
  private answers = new WeakMap<Menu, Map<string, string>>();
  private readonly maxEntries: number;
  private readonly recheckMs: number;
  private readonly maxStaleMs: number;
  private readonly now: () => number;
  /** loads of a menu from the database, for tests and the bench */
  loads = 0;
  /** readings of the catalog version, for tests and the bench */
  versionReads = 0;

  constructor(
    private readonly db: Queryable,
    {
      maxEntries = MENU_CACHE_ENTRIES,
      recheckMs = CATALOG_RECHECK_MS,
      maxStaleMs = CATALOG_MAX_STALE_MS,
      now = () => performance.now(),
    }: MenuCacheOptions = {},
  ) {
    this.maxEntries = maxEntries;
    this.recheckMs = recheckMs;
    this.maxStaleMs = Math.max(maxStaleMs, recheckMs);
    this.now = now;
  }

  /** Reads the catalog version; what was kept for an older one is dropped. */
  private async readVersion(): Promise<void> {
    const started = this.now();
    this.versionReads += 1;
    const { rows } = await this.db.query<{ version: string | number }>('SELECT version FROM catalog_version');
    const version = String(rows[0]?.version ?? '');
    this.checkedAt = Math.max(this.checkedAt, started);
    if (version === this.version) return;
    this.version = version;
    this.menus = new Map();
    this.stores = new Map();
    this.branchLists = new Map();
    this.brands = new Map();
    this.brandsById = new Map();
    this.marketing = new Map();
  }

  /** One reading at a time for the uses that may share it. */
  private readShared(): Promise<void> {
    this.reading ??= this.readVersion().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  /** Makes the kept entries current enough for a read (see the class comment). */
  private async fresh(): Promise<void> {
    if (this.recheckMs <= 0) return this.readVersion();
    const age = this.now() - this.checkedAt;
    if (this.version !== null && age < this.recheckMs) return;
    if (this.version !== null && age < this.maxStaleMs) {
      // a failed background reading is tried again by the next use
      this.readShared().catch(() => undefined);
      return;
    }
    return this.readShared();
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

  /** The menu as the catalog is now (the version read first, whenever it was last read). */
  async currentMenu(brandId: string, storeId: string | null): Promise<Menu> {
    return (await this.current()).menu(brandId, storeId);
  }

  /**
   * The catalog as it is now: the version is read first (whenever it was last read), then the brand,
   * its branches and the menu come from what is kept for that version, loaded once per version. An
   * order is checked and priced with it, so a change to a brand, a branch or the menu made by any
   * process counts for the next order, and an order costs one query of the catalog, not four.
   */
  async current(): Promise<CurrentCatalog> {
    await this.readVersion();
    return {
      brand: (brandId) => this.keptBrandById(brandId),
      branchRow: async (brandId, branchId) =>
        (await this.keptBranchRows(brandId))?.find((row) => row.id === branchId) ?? null,
      menu: (brandId, storeId) => this.keptMenu(brandId, storeId),
    };
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
    return this.keptBranchRows(brandId);
  }

  private keptBranchRows(brandId: string): Promise<BranchRow[] | null> {
    const kept = this.branchLists.get(brandId);
    if (kept) return kept;
    const reading = brandExists(this.db, brandId).then((exists) =>
      exists ? listBranchRows(this.db, brandId) : null,
    );
    reading.catch(() => this.branchLists.delete(brandId));
    return this.keep(this.branchLists, brandId, reading);
  }

  /** The brand a domain (or the host it is reduced to) names, or null; a brand found is kept. */
  async brand(domain: string): Promise<BrandAnswer | null> {
    await this.fresh();
    return this.keptBrand(this.brands, domain, () => findBrandForDomain(this.db, domain));
  }

  /** The banners of a brand's store for an audience, or 404 as `requireStore`. */
  async banners(brandId: string, storeId: string, audience: Audience): Promise<BannerAnswer[]> {
    return (await this.marketingOf('banners', brandId, storeId, audience)) as BannerAnswer[];
  }

  /** The stories of a brand's store for an audience, or 404 as `requireStore`. */
  async stories(brandId: string, storeId: string, audience: Audience): Promise<StoryAnswer[]> {
    return (await this.marketingOf('stories', brandId, storeId, audience)) as StoryAnswer[];
  }

  private async marketingOf(
    kind: 'banners' | 'stories',
    brandId: string,
    storeId: string,
    audience: Audience,
  ): Promise<BannerAnswer[] | StoryAnswer[]> {
    await this.fresh();
    if (!(await this.keptStore(brandId, storeId))) {
      throw notFound((await brandExists(this.db, brandId)) ? BRANCH_NOT_FOUND : BRAND_NOT_FOUND);
    }
    const key = `${kind}\n${brandId}\n${storeId}\n${audience}`;
    const kept = this.marketing.get(key);
    if (kept) return kept;
    const list = kind === 'banners' ? listBanners : listStories;
    const reading = list(this.db, brandId, storeId, audience);
    reading.catch(() => this.marketing.delete(key));
    return this.keep(this.marketing, key, reading);
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

  private keptBrandById(brandId: string): Promise<BrandAnswer | null> {
    return this.keptBrand(this.brandsById, brandId, () => findBrandById(this.db, brandId));
  }

  /**
   * The brand `map` keeps under `key`, else found now and kept: neither a failure nor an unknown
   * domain or id is kept (unknown ones must not push the brands out).
   */
  private keptBrand(
    map: Map<string, Promise<BrandAnswer | null>>,
    key: string,
    find: () => Promise<BrandAnswer | null>,
  ): Promise<BrandAnswer | null> {
    const kept = map.get(key);
    if (kept) return kept;
    const finding = find();
    finding.then(
      (brand) => {
        if (!brand) map.delete(key);
      },
      () => map.delete(key),
    );
    return this.keep(map, key, finding);
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
