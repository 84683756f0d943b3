import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { productInPreparationSchema } from 'shared-contracts/entities';
import { readSessionJson, removeSessionItem, writeSessionJson } from 'shared-ui/session-json';
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

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The draft left at `path` for the product `sku`, or null. */
export function readProductDraft(path: string, sku: string): CustomisationState | null {
  const stored = readSessionJson(KEY) as Partial<StoredDraft> | null;
  if (!stored || stored.path !== path || typeof stored.state !== 'object' || stored.state === null)
    return null;
  const prep = productInPreparationSchema.safeParse(stored.state.prep);
  if (!prep.success || prep.data.product.sku !== sku) return null;
  return {
    prep: prep.data,
    openGroup: typeof stored.state.openGroup === 'string' ? stored.state.openGroup : null,
    flagged: stringList(stored.state.flagged),
    refused: stringList(stored.state.refused),
  };
}

/** Keeps the overlay's state at `path`; storage that is full or blocked only loses it on a reload. */
export function saveProductDraft(path: string, state: CustomisationState): void {
  writeSessionJson(KEY, { path, state } satisfies StoredDraft);
}

/** Forgets the draft at `path` (the overlay closed), leaving another path's alone. */
export function clearProductDraft(path: string): void {
  const stored = readSessionJson(KEY) as Partial<StoredDraft> | null;
  if (!stored || stored.path === path) removeSessionItem(KEY);
}
