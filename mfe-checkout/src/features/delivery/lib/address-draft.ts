import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { readSessionJson, removeSessionItem, writeSessionJson } from 'shared-ui/session-json';
import type { AddressFormValues, AddressPlace } from './address-form-rules';

/*
 * The address form being filled in, kept in this tab's session storage so a reload (or a phone that
 * drops the tab while the customer looks up the doorbell's name) gives back what was typed. One draft
 * at a time, named by its customer and the address it edits (null: a new one); it is removed when the
 * address is saved or the form is left. Sign-out clears session storage. What is read back is checked
 * field by field: a draft that does not fit is ignored.
 */

const KEY = STORAGE_KEYS.addressDraft;

interface StoredDraft {
  userId: string;
  addressId: string | null;
  values: AddressFormValues;
}

const TEXT_FIELDS = ['tag', 'name', 'phoneCode', 'phone', 'comments'] as const;

function placeOf(value: unknown): AddressPlace | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { formattedAddress, lat, lng } = value as Partial<AddressPlace>;
  return typeof formattedAddress === 'string' && Number.isFinite(lat) && Number.isFinite(lng)
    ? { formattedAddress, lat: lat as number, lng: lng as number }
    : undefined;
}

function valuesOf(value: unknown): AddressFormValues | null {
  if (!value || typeof value !== 'object') return null;
  const stored = value as Record<string, unknown>;
  const place = placeOf(stored.place);
  if (place === undefined || typeof stored.isDefault !== 'boolean') return null;
  const texts: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = {};
  for (const field of TEXT_FIELDS) {
    const text = stored[field];
    if (typeof text !== 'string' || text.length > 1000) return null;
    texts[field] = text;
  }
  return { ...(texts as Record<(typeof TEXT_FIELDS)[number], string>), place, isDefault: stored.isDefault };
}

/** What `userId` had typed in the form of `addressId` (null: a new address) in this tab, or null. */
export function readAddressDraft(userId: string, addressId: string | null): AddressFormValues | null {
  const stored = readSessionJson(KEY) as Partial<StoredDraft> | null;
  if (!stored || stored.userId !== userId || (stored.addressId ?? null) !== addressId) return null;
  return valuesOf(stored.values);
}

/** Keeps what is typed; storage that is full or blocked only loses it on a reload. */
export function saveAddressDraft(userId: string, addressId: string | null, values: AddressFormValues): void {
  writeSessionJson(KEY, { userId, addressId, values } satisfies StoredDraft);
}

export function clearAddressDraft(): void {
  removeSessionItem(KEY);
}
