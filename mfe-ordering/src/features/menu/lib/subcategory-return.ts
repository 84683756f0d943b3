import { STORAGE_KEYS } from 'shared-contracts/storage-keys';

/**
 * Spec 000 section 2: before opening a subcategory the current URL gets the hash
 * cat-{categoryId}-subcat-{subcategoryId} and the previous path is remembered, so going back
 * returns to the same place. Kept for this tab only.
 */
const KEY = STORAGE_KEYS.subcategoryReturn;

export const subcategoryHash = (categoryId: string, subcategoryId: string) =>
  `cat-${categoryId}-subcat-${subcategoryId}`;

export function rememberReturnPath(path: string): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, path);
  } catch {
    // Without storage the back button falls back to the category.
  }
}

export function readReturnPath(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}
