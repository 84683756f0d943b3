import type { Brand } from 'shared-contracts/entities';

/** Guest entry is allowed only when the brand is not b2b and allows guest users (spec 001 section 1). */
export function guestEntryAllowed(
  brand: Pick<Brand, 'businessType' | 'allowedUserTypes'> | null | undefined,
): boolean {
  return Boolean(brand && brand.businessType !== 'b2b' && brand.allowedUserTypes?.guest);
}
