import { Modal } from 'shared-ui/modal';
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
    <Modal
      open={open}
      onClose={onStay}
      id="ordering-leave-order"
      title={t('leave.title')}
      description={t('leave.body')}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onStay}>
            {t('leave.stay')}
          </button>
          <button type="button" className="button" onClick={onLeave}>
            {t('leave.leave')}
          </button>
        </>
      }
    />
  );
}
