import { memo } from 'react';
import type { Branch, PaymentMethodType } from 'shared-contracts/entities';
import { useCheckoutT } from '../../../i18n';
import type { PointsState } from '../lib/points-payment';
import { PaymentMethodPicker } from './payment-method-picker';

/**
 * The payment (spec 000 section 6): the methods the consumption type offers at the branch; or, when
 * the products join an unpaid table order, the notice that they are paid with it at the branch (the
 * API takes no payment choice then, so none is offered, not even points).
 */
export const PaymentSection = memo(function PaymentSection({
  tableOrderTable,
  branch,
  methods,
  selectable,
  value,
  onChange,
  isB2b,
  ownDelivery,
  points,
}: {
  /** the table of the unpaid table order the products join ('' when it names none); null without one */
  tableOrderTable: string | number | null;
  branch: Branch;
  methods: readonly PaymentMethodType[];
  selectable: readonly PaymentMethodType[];
  value: PaymentMethodType | null;
  onChange: (method: PaymentMethodType) => void;
  isB2b: boolean;
  ownDelivery: boolean;
  points: PointsState;
}) {
  const { t } = useCheckoutT();
  if (tableOrderTable !== null) {
    return (
      <section className="checkout-section surface-card" aria-labelledby="checkout-payment">
        <h2 id="checkout-payment" className="checkout-section__title">
          {t('payment.title')}
        </h2>
        <p className="checkout-notice">{t('payment.tableOrder', { table: tableOrderTable })}</p>
      </section>
    );
  }
  return (
    <section className="checkout-section surface-card">
      <PaymentMethodPicker
        branch={branch}
        methods={methods}
        selectable={selectable}
        value={value}
        onChange={onChange}
        isB2b={isB2b}
        ownDelivery={ownDelivery}
        points={points}
      />
    </section>
  );
});
