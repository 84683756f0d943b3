import { memo, useMemo } from 'react';
import type { Cart, ConsumeType } from 'shared-contracts/entities';
import { useCheckoutT } from '../../../i18n';
import { ChoiceList } from './choice-list';

/**
 * The consumption types the branch offers (spec 000 section 4), the chosen one checked; locked, with
 * its table named, when an unpaid table order took the choice. Own delivery reads the name the branch
 * gave it.
 */
export const ConsumeTypeSection = memo(function ConsumeTypeSection({
  offered,
  value,
  onChoose,
  locked,
  table,
  ownDeliveryName,
}: {
  offered: readonly ConsumeType[];
  value: ConsumeType | null;
  onChoose: (type: ConsumeType, how: { byArrowKey: boolean }) => void;
  locked: boolean;
  /** the table of the order (named when the type is locked) */
  table: Cart['table'];
  /** the branch's name for its own delivery (systemOptions.deliveryPropio.name) */
  ownDeliveryName: string | null;
}) {
  const { t } = useCheckoutT();
  const choices = useMemo(
    () =>
      offered.map((type) => ({
        value: type,
        label:
          type === 'delivery_propio'
            ? ownDeliveryName?.trim() || t('consumeType.delivery_propio')
            : t(`consumeType.${type}`),
      })),
    [offered, ownDeliveryName, t],
  );
  return (
    <section className="checkout-section surface-card">
      <ChoiceList
        legend={t('consumeType.title')}
        choices={choices}
        value={value}
        onChange={onChoose}
        disabled={locked}
        name="consume-type"
      />
      {locked ? <p className="checkout-notice">{t('consumeType.locked', { table: table ?? '' })}</p> : null}
    </section>
  );
});
