/**
 * Local storage that never throws: a full or blocked storage keeps the app working in memory
 * and reports the failure once, so the user can be told their data lives only in this tab.
 */
export type StorageFailure = (key: string, error: unknown) => void;

let onFailure: StorageFailure = () => {};

export function onStorageFailure(handler: StorageFailure): void {
  onFailure = handler;
}

export function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    onFailure(key, error);
    return false;
  }
}

/** A plain string value, for keys other packages read as text (not JSON). */
export function writeText(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch (error) {
    onFailure(key, error);
    return false;
  }
}

export function removeKey(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}

/**
 * Forgets what the app keeps in this browser: every local storage key except `keep`, and all of this
 * tab's session storage. A storage that cannot be read is left as it is.
 */
export function clearStorage(keep: readonly string[] = []): void {
  try {
    const local = window.localStorage;
    const keys = Array.from({ length: local.length }, (_, i) => local.key(i)).filter(
      (key): key is string => key !== null && !keep.includes(key),
    );
    for (const key of keys) local.removeItem(key);
  } catch {
    // blocked storage: nothing of ours could be kept there either
  }
  try {
    window.sessionStorage.clear();
  } catch {
    // same
  }
}
