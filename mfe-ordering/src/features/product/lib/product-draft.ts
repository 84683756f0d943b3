import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { productInPreparationSchema } from 'shared-contracts/entities';
import type { CustomisationState } from '../hooks/use-customisation';

/*
 * The product being customised, kept in this tab's session storage while its overlay is open, so
 * a reload (or a phone that drops the tab in the background) gives the customer back their choices,
 * quantity and observations. One draft at a time, named by the overlay's path
 * ({basePath}/product/…); it is removed when the overlay closes. What is read back is checked
 * against the shared schema: a draft that does not parse, or that is another product's, is ignored.
 * The draft's prices are only what the screen shows: the API prices every order.
 */

const KEY = STORAGE_KEYS.productDraft;

interface StoredDraft {
  path: string;
  state: CustomisationState;
}

function sessionArea(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The draft left at `path` for the product `sku`, or null. */
export function readProductDraft(path: string, sku: string): CustomisationState | null {
  try {
    const raw = sessionArea()?.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredDraft> | null;
    if (!stored || stored.path !== path || typeof stored.state !== 'object' || stored.state === null)
      return null;
    const prep = productInPreparationSchema.safeParse(stored.state.prep);
    if (!prep.success || prep.data.product.sku !== sku) return null;
    const openGroup = typeof stored.state.openGroup === 'string' ? stored.state.openGroup : null;
    return {
      prep: prep.data,
      openGroup,
      flagged: stringList(stored.state.flagged),
      refused: stringList(stored.state.refused),
    };
  } catch {
    return null;
  }
}

/** Keeps the overlay's state at `path`; storage that is full or blocked only loses it on a reload. */
export function saveProductDraft(path: string, state: CustomisationState): void {
  try {
    sessionArea()?.setItem(KEY, JSON.stringify({ path, state } satisfies StoredDraft));
  } catch {
    // not kept across a reload; the overlay itself keeps working
  }
}

/** Forgets the draft at `path` (the overlay closed), leaving another path's alone. */
export function clearProductDraft(path: string): void {
  const area = sessionArea();
  try {
    const raw = area?.getItem(KEY);
    if (!raw) return;
    let stored: Partial<StoredDraft> | null = null;
    try {
      stored = JSON.parse(raw) as Partial<StoredDraft> | null;
    } catch {
      // unreadable: removed below
    }
    if (!stored || stored.path === path) area?.removeItem(KEY);
  } catch {
    // blocked storage keeps nothing
  }
}
