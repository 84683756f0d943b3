import './incomplete-address.css';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { DeliveryAddress } from 'shared-contracts/entities';
import { isAddressComplete } from 'shared-contracts/saved-address';
import { useUiT } from './ui-texts';

export { isAddressComplete };

/** The name a saved address goes by in a list and in its buttons' names: its etiqueta, else the street. */
export const savedAddressName = (address: DeliveryAddress): string =>
  address.etiqueta?.trim() || address.deliveryAddress;

export interface IncompleteAddressProps {
  address: DeliveryAddress;
  /** the address form for this address, on the page that shows the list */
  editPath: string;
  /** what the list shows of the address (its etiqueta, badges, street) */
  children: ReactNode;
  /** the list's own classes for the item and its body */
  className?: string;
  bodyClassName?: string;
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A saved address that is not complete (shared-contracts/saved-address), as every list of saved
 * addresses shows it (spec 000 and 001: 'Completar' opens it in the address form): the list item with
 * 'Faltan datos para usar esta dirección' and the 'Completar' link, named after the address. The
 * checkout's delivery details, the profile's address book and the branch list's address drawer.
 */
export function IncompleteAddress({
  address,
  editPath,
  children,
  className,
  bodyClassName,
}: IncompleteAddressProps) {
  const { t } = useUiT();
  const missingId = useId();
  return (
    <li className={classes('incomplete-address', className)}>
      <div className={classes('incomplete-address__body', bodyClassName)}>
        {children}
        <span className="incomplete-address__missing" id={missingId}>
          {t('savedAddress.incomplete')}
        </span>
      </div>
      <Link
        className="button incomplete-address__action"
        to={editPath}
        aria-label={t('savedAddress.completeLabel', { address: savedAddressName(address) })}
        aria-describedby={missingId}
      >
        {t('savedAddress.complete')}
      </Link>
    </li>
  );
}
