// The quantity rules of spec 000 section 5, shared by the stepper and the typed field.

/** Quantity minimum 1; minus disabled at 1. */
export const QUANTITY_MIN = 1;
/** b2b typed quantity: debounced 300 ms. */
export const QUANTITY_DEBOUNCE_MS = 300;

/**
 * A typed quantity: an integer of at least `min` (digits only, so no sign, decimals or exponent),
 * capped at `max` when there is one; anything else is null (invalid).
 */
export function parseTypedQuantity(text: string, min = QUANTITY_MIN, max?: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value) || value < min) return null;
  return max !== undefined ? Math.min(value, max) : value;
}

/** Whether a typed quantity is a whole number above `max` (the field says so at once, issue 28 item 9). */
export function isAboveMax(text: string, max: number): boolean {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) > max;
}
