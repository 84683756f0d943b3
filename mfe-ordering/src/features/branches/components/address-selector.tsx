import { Suspense, useState } from 'react';
import { lazyScreen } from 'shared-ui/lazy-screen';
import { PinIcon } from '../../../components/icons';
import { useOrderingT } from '../../../i18n';
import { useConsumePreferences } from '../../../stores/consume-preferences-store';
import { useAddressLabel } from '../hooks/use-address-label';

/** The address drawer, with the search, saved addresses and position: its own chunk. */
export const AddressDrawer = lazyScreen(() => import('./address-drawer').then((m) => m.AddressDrawer));

/** The delivery address line of branch selection, with the address drawer behind it. */
export function AddressSelector({
  open,
  waitsForTurn = false,
  onOpenChange,
}: {
  open: boolean;
  /** opened by the screen, not by the customer: it waits until no other modal is on screen */
  waitsForTurn?: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useOrderingT();
  const address = useConsumePreferences((p) => p.deliveryAddress);
  const label = useAddressLabel(address);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    <div className="address-selector">
      <PinIcon />
      <div className="address-selector__text">
        <span className="address-selector__caption">{t('address.deliverTo')}</span>
        <strong>{label || t('address.none')}</strong>
      </div>
      <button type="button" className="button button--ghost" onClick={() => onOpenChange(true)}>
        {label ? t('address.change') : t('address.add')}
      </button>
      {/* Loaded the first time it opens, then kept so it can close with its animation. */}
      {open || opened ? (
        <Suspense fallback={null}>
          <AddressDrawer open={open} waitsForTurn={waitsForTurn} onClose={() => onOpenChange(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
