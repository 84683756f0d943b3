import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { useOrderingT } from '../../../i18n';

/** Spec 000 section 2: leaving for the base page with items in the order asks first. */
export function LeaveOrderDialog({
  open,
  onLeave,
  onStay,
}: {
  open: boolean;
  onLeave(): void;
  onStay(): void;
}) {
  const { t } = useOrderingT();
  return (
    <ConfirmDialog
      open={open}
      id="ordering-leave-order"
      title={t('leave.title')}
      description={t('leave.body')}
      cancelLabel={t('leave.stay')}
      confirmLabel={t('leave.leave')}
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
