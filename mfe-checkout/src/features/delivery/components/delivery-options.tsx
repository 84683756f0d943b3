import './delivery.css';
import { useEffect, useId, useMemo } from 'react';
import type { Branch, CartAddress, ConsumeType, DeliveryEstimate } from 'shared-contracts/entities';
import { isDeliveryType } from 'shared-contracts/cart';
import { roundMoney } from 'shared-contracts/money';
import { useMountProps, useShellStore } from 'shared-ui/remote-context';
import { useFormat } from 'shared-ui/texts';
import { useCheckoutT } from '../../../i18n';
import { useOrder, useOrderActions } from 'shared-ui/order';
import { useDeliveryEstimate, type DeliveryEstimateInput } from '../api/get-delivery-estimate';
import { chooseDeliveryOption, preselectDeliveryOption } from '../lib/choose-delivery-address';
import { brandDeliveryConditions, priceDeliveryOption } from '../lib/delivery-pricing';

export interface DeliveryOptionsProps {
  /** the branch of the order (its id is the estimate's idLocal) */
  branch: Branch;
  /** the order's address (cart.address); without a position there is nothing to estimate */
  address: CartAddress | null;
  /** the order's subtotal, products only */
  subtotal: number;
  /** how many products the order has */
  quantity: number;
}

/** An option named after a consumption type belongs to that type only; any other kind fits both. */
const fitsConsumeType = (option: DeliveryEstimate, consumeType: ConsumeType | null) =>
  !isDeliveryType(option.tipo) || !isDeliveryType(consumeType) || option.tipo === consumeType;

/**
 * The delivery options to the order's address (POST /pedido/delivery/estimate) as a radio group,
 * each with what the customer pays (spec 000 section 9: free from minimoGratis, otherwise less the
 * brand's share porcentajeMarca; the estimate struck through when discounted). Choosing one puts
 * the estimate, as answered, in cart.deliveryOption.
 */
export function DeliveryOptions({ branch, address, subtotal, quantity }: DeliveryOptionsProps) {
  const { t } = useCheckoutT();
  const format = useFormat();
  const { stores } = useMountProps();
  const brand = useShellStore(stores.brand, (s) => s.brand);
  const conditions = useMemo(() => brandDeliveryConditions(brand), [brand]);
  const consumeType = useOrder((cart) => cart.consumeType);
  const chosen = useOrder((cart) => cart.deliveryOption);
  const { update } = useOrderActions();
  const statusId = useId();
  const name = useId();

  const point = address?.addressData;
  const input: DeliveryEstimateInput | null = point
    ? { idLocal: branch.id, lat: point.lat, lon: point.lng, cantidad: quantity, total: roundMoney(subtotal) }
    : null;
  const estimate = useDeliveryEstimate(input);
  const stale = estimate.isPlaceholderData;
  const options = useMemo(
    () => (estimate.data ?? []).filter((option) => fitsConsumeType(option, consumeType)),
    [estimate.data, consumeType],
  );

  // The chosen option follows the latest estimate: gone from it, it is cleared; repriced, it is
  // replaced (the API refuses an order whose costoEnvio is not its own estimate).
  useEffect(() => {
    if (!estimate.isSuccess || stale) return;
    // The only option is chosen for the customer (issue 28 item 10).
    if (!chosen) {
      update((cart) => preselectDeliveryOption(cart, options));
      return;
    }
    const fresh = options.find((option) => option.id === chosen.id) ?? null;
    if (!fresh || fresh.costoEnvio !== chosen.costoEnvio || fresh.tipo !== chosen.tipo) {
      update((cart) => chooseDeliveryOption(cart, fresh));
    }
  }, [chosen, estimate.isSuccess, stale, options, update]);

  const optionLabel = (option: DeliveryEstimate) => {
    if (option.tipo === 'delivery') return t('delivery.options.delivery');
    if (option.tipo === 'delivery_propio') {
      return branch.systemOptions.deliveryPropio?.name?.trim() || t('delivery.options.deliveryPropio');
    }
    return option.tipo?.trim() || option.id;
  };

  let status = '';
  if (!input) status = t('delivery.options.needsAddress');
  else if (estimate.isFetching) status = t('delivery.options.loading');
  else if (estimate.isSuccess && options.length === 0) status = t('delivery.options.none');

  return (
    <fieldset className="delivery-options" aria-describedby={statusId}>
      <legend className="delivery-options__legend">{t('delivery.options.legend')}</legend>
      <p id={statusId} className="delivery-options__status" role="status">
        {status}
      </p>
      {estimate.isError && !estimate.isFetching ? (
        <div className="delivery-problem">
          <p role="alert">{t('delivery.options.error')}</p>
          <button type="button" className="button button--ghost" onClick={() => void estimate.refetch()}>
            {t('delivery.options.retry')}
          </button>
        </div>
      ) : null}
      {input && options.length > 0 ? (
        <ul className="delivery-options__list">
          {options.map((option) => {
            const priced = priceDeliveryOption(option, subtotal, conditions);
            return (
              <li key={option.id}>
                <label className="delivery-choice">
                  <input
                    type="radio"
                    name={name}
                    value={option.id}
                    checked={chosen?.id === option.id}
                    disabled={stale}
                    onChange={() => update((cart) => chooseDeliveryOption(cart, option))}
                  />
                  <span className="delivery-choice__label">{optionLabel(option)}</span>
                  <span className="delivery-choice__price">
                    {priced.discounted ? (
                      <del className="delivery-choice__original">
                        <span className="visually-hidden">{t('delivery.options.previousPrice')} </span>
                        {format.money(priced.original)}
                      </del>
                    ) : null}
                    <strong>{priced.free ? t('delivery.options.free') : format.money(priced.cost)}</strong>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
    </fieldset>
  );
}
