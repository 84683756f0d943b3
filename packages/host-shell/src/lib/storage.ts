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

export function removeKey(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}
