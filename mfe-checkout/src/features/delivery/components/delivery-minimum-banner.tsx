import './delivery.css';
import { useMemo } from 'react';
import { computeCartTotal, meetsDeliveryMinimum } from 'shared-contracts/cart';
import type { ConsumeType } from 'shared-contracts/entities';
import { useMountProps, useShellStore } from 'shared-ui/remote-context';
import { useFormat } from 'shared-ui/texts';
import { useCheckoutT } from '../../../i18n';
import { useOrder } from 'shared-ui/order';
import { brandDeliveryConditions, missingForDeliveryMinimum } from '../lib/delivery-pricing';

export interface DeliveryMinimumBannerProps {
  /** default: the order's consumption type */
  consumeType?: ConsumeType | null;
  /** the order's subtotal, products only; default: the order's total */
  subtotal?: number;
}

/**
 * The delivery-minimum banner (spec 000 sections 2, 5 and 9): for delivery and own delivery only,
 * while the subtotal is under the brand's minimoCompra, it says 'No cumple con el mínimo de compra
 * para delivery' and how much is missing. Its live region stays on the page, so the message is
 * announced when it appears.
 */
export function DeliveryMinimumBanner(props: DeliveryMinimumBannerProps) {
  const { t } = useCheckoutT();
  const format = useFormat();
  const { stores } = useMountProps();
  const brand = useShellStore(stores.brand, (s) => s.brand);
  const conditions = useMemo(() => brandDeliveryConditions(brand), [brand]);
  const orderType = useOrder((cart) => cart.consumeType);
  const orderTotal = useOrder(computeCartTotal);
  const consumeType = props.consumeType === undefined ? orderType : props.consumeType;
  const subtotal = props.subtotal ?? orderTotal;
  const met = meetsDeliveryMinimum({ subtotal, conditions, consumeType });
  return (
    <div className="delivery-minimum" role="status" data-below-minimum={met ? undefined : true}>
      {met ? null : (
        <>
          <p className="delivery-minimum__message">{t('delivery.minimum.message')}</p>
          <p className="delivery-minimum__missing">
            {t('delivery.minimum.missing', {
              amount: format.money(missingForDeliveryMinimum(subtotal, conditions)),
              minimum: format.money(conditions.minimoCompra),
            })}
          </p>
        </>
      )}
    </div>
  );
}
