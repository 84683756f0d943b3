import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { useFormat } from 'shared-ui/texts';
import { useBrandText } from 'shared-ui/translation';
import { useClubT } from '../../../i18n';
import { planPrice, type Plan } from '../../plans/api/get-plans';

/** The subscription's confirmation (spec 001 section 2): the plan, its price and how often it is charged. */
export function ConfirmPlanModal({
  plan,
  onConfirm,
  onClose,
}: {
  plan: Plan | null;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useClubT();
  const format = useFormat();
  const brandText = useBrandText();
  return (
    <ConfirmDialog
      id="club-confirm"
      open={plan !== null}
      title={t('confirm.title')}
      description={
        plan
          ? t(plan.id === 'annual' ? 'confirm.bodyAnnual' : 'confirm.bodyMonthly', {
              plan: brandText(plan.name),
              price: format.money(planPrice(plan)),
            })
          : undefined
      }
      cancelLabel={t('confirm.back')}
      confirmLabel={t('confirm.accept')}
      onCancel={onClose}
      onConfirm={onConfirm}
    />
  );
}
