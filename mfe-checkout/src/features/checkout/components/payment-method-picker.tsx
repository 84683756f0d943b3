import type { Branch, PaymentMethodType } from 'shared-contracts/entities';
import { pointsToUse } from 'shared-contracts/payment';
import { formatPoints } from 'shared-ui/points';
import { useFormat } from 'shared-ui/texts';
import { useCheckoutT } from '../../../i18n';
import { ChoiceList, type Choice } from './choice-list';

/**
 * Spec 000 section 6: the methods the consumption type offers at this branch. Labels: cash 'Pago en
 * local' (b2b 'A Coordinar'; with own delivery, paid on delivery), points, the card provider, the
 * transfer's own name. Points show what they pay: up to the available points and the total, the rest
 * in cash a multiple of 100 where possible (section 9).
 */
export function PaymentMethodPicker({
  branch,
  methods,
  selectable = methods,
  value,
  onChange,
  isB2b,
  ownDelivery,
  total,
  availablePoints,
}: {
  branch: Branch;
  methods: readonly PaymentMethodType[];
  /** the methods the customer may choose among `methods` (a guest: all but points) */
  selectable?: readonly PaymentMethodType[];
  value: PaymentMethodType | null;
  onChange: (method: PaymentMethodType) => void;
  isB2b: boolean;
  ownDelivery: boolean;
  total: number;
  availablePoints: number | null;
}) {
  const { t } = useCheckoutT();
  const format = useFormat();
  if (methods.length === 0) {
    return (
      <p className="checkout-notice checkout-notice--error" role="alert">
        {t('payment.none')}
      </p>
    );
  }
  const pointsDetail = () => {
    if (availablePoints === null) return t('payment.pointsSignIn');
    const use = pointsToUse(total, availablePoints, null);
    const available = t('payment.pointsAvailable', { points: formatPoints(availablePoints, format.locale) });
    if (use.ok) return `${available} · ${t('payment.pointsPayAll')}`;
    if (use.reason === 'none') return available;
    const split = pointsToUse(total, availablePoints, 'cash');
    if (!split.ok) return available;
    return `${available} · ${t('payment.pointsSplit', {
      points: format.money(split.points),
      rest: format.money(total - split.points),
    })}`;
  };
  const label = (method: PaymentMethodType): Choice<PaymentMethodType> => {
    switch (method) {
      case 'cash':
        return {
          value: method,
          label: isB2b ? t('payment.coordinate') : ownDelivery ? t('payment.onDelivery') : t('payment.cash'),
        };
      case 'points':
        return {
          value: method,
          label: t('payment.points'),
          detail: pointsDetail(),
          disabled: !selectable.includes(method),
        };
      case 'mercadoPago':
        return { value: method, label: t('payment.card'), detail: t('payment.cardDetail') };
      case 'transfer':
        return {
          value: method,
          label: branch.paymentMethods?.transfer?.name?.trim() || t('payment.transfer'),
          detail: t('payment.transferDetail'),
        };
    }
  };
  return (
    <ChoiceList
      legend={t('payment.title')}
      choices={methods.map(label)}
      value={value}
      onChange={onChange}
      name="payment-method"
    />
  );
}
