import type { Branch, PaymentMethodType } from 'shared-contracts/entities';
import { useFormat } from 'shared-ui/texts';
import { useBrandText } from 'shared-ui/translation';
import { useCheckoutT } from '../../../i18n';
import type { PointsState } from '../lib/points-payment';
import { ChoiceList, type Choice } from './choice-list';

/**
 * Spec 000 section 6: the methods the consumption type offers at this branch. Labels: cash 'Pago en
 * local' (b2b 'A Coordinar'; with own delivery, paid on delivery), points, the card provider, the
 * transfer's own name. Points show what they pay: up to the available points and the total, the rest
 * in cash a multiple of 100 where possible (section 9). Points that pay nothing (a guest's, issue 28
 * item 7; a balance of 0; a balance not read yet) are shown disabled, the detail saying why.
 */
export function PaymentMethodPicker({
  branch,
  methods,
  selectable = methods,
  value,
  onChange,
  isB2b,
  ownDelivery,
  points,
}: {
  branch: Branch;
  methods: readonly PaymentMethodType[];
  /** the methods the customer may choose among `methods` (points only when they pay something) */
  selectable?: readonly PaymentMethodType[];
  value: PaymentMethodType | null;
  onChange: (method: PaymentMethodType) => void;
  isB2b: boolean;
  ownDelivery: boolean;
  points: PointsState;
}) {
  const brandText = useBrandText();
  const transferName = branch.paymentMethods?.transfer?.name?.trim();
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
    switch (points.kind) {
      case 'guest':
        return t('payment.pointsSignIn');
      case 'loading':
        return t('payment.pointsLoading');
      case 'error':
        return t('payment.pointsError');
      case 'none':
        return t('payment.pointsNone', { points: format.points(points.available) });
      case 'usable': {
        const available = t('payment.pointsAvailable', { points: format.points(points.available) });
        const { payment } = points;
        if (payment.rest === 0) return `${available} · ${t('payment.pointsPayAll')}`;
        return `${available} · ${t('payment.pointsSplit', {
          points: format.money(payment.points),
          rest: format.money(payment.rest),
        })}`;
      }
    }
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
          disabled: !selectable.includes(method) || points.kind !== 'usable',
        };
      case 'mercadoPago':
        return { value: method, label: t('payment.card'), detail: t('payment.cardDetail') };
      case 'transfer':
        return {
          value: method,
          // the branch's own name for it is the brand's text: in the page's language (spec 001 section 4)
          label: transferName ? brandText(transferName) : t('payment.transfer'),
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
