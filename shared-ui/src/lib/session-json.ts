/*
 * This tab's session storage as JSON, for the drafts a reload must not lose (the product being
 * customised, the address form, the support message). Storage that is missing, blocked or full, and
 * an entry that does not parse, read as nothing: the screen keeps working, only the reload forgets.
 */

function sessionArea(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The value kept at `key`, or null (none, unreadable, or storage blocked). */
export function readSessionJson(key: string): unknown {
  try {
    const raw = sessionArea()?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** Keeps `value` at `key`; false when the storage refused it (full, blocked). */
export function writeSessionJson(key: string, value: unknown): boolean {
  try {
    const area = sessionArea();
    if (!area) return false;
    area.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeSessionItem(key: string): void {
  try {
    sessionArea()?.removeItem(key);
  } catch {
    // blocked storage keeps nothing
  }
}
