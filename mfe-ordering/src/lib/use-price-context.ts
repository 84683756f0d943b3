import type { PriceContext } from 'shared-contracts/cart';
import { priceTierSchema, type Branch } from 'shared-contracts/entities';
import { useMountProps, useShellStore } from 'shared-ui/remote-context';
import { preferredConsumeType } from '../features/branches/lib/arrange-branches';
import { useOrder } from 'shared-ui/order';
import { useConsumePreferences } from '../stores/consume-preferences-store';

export interface Pricing {
  context: PriceContext;
  isB2b: boolean;
  /** spec 000 section 2: b2b brands with the default price category read 'Todos los Precios Incluyen IVA' */
  showIvaNote: boolean;
}

/**
 * What decides a product's price: the order's consumption type (else the preferred one, else the
 * branch's own by the section 4 fallback) and, for b2b, the customer's priceCategory.
 */
export function usePricing(branch?: Branch | null): Pricing {
  const { stores } = useMountProps();
  const cartType = useOrder((cart) => cart.consumeType);
  const brandType = useShellStore(stores.brand, (s) => s.brand?.businessType ?? 'b2c');
  const priceCategory = useShellStore(stores.session, (s) => s.session?.user.priceCategory ?? null);
  const preferred = useConsumePreferences((p) => p.preferredConsumeType ?? null);
  const mode = useConsumePreferences((p) => p.consumptionMode ?? null);
  const consumeType = cartType ?? preferred ?? (branch ? preferredConsumeType(branch, mode) : null);
  const isB2b = brandType === 'b2b';
  const tier = priceTierSchema.safeParse(priceCategory);
  return {
    context: { consumeType, priceCategory },
    isB2b,
    showIvaNote: isB2b && (!tier.success || tier.data === 'default'),
  };
}
