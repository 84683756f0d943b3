import { memo } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts/routes';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { Modal } from 'shared-ui/modal';
import { useFormat } from 'shared-ui/texts';
import { useCheckoutT } from '../../../i18n';

/** Issue 28 item 3: a closed branch takes no order; this shows when the checkout opens on one. */
export const ClosedBranchModal = memo(function ClosedBranchModal({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useCheckoutT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      id="checkout-closed-branch"
      title={t('closed.title')}
      description={t('send.problems.branchClosed')}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('closed.close')}
          </button>
          <Link className="button" to={ROUTES.base}>
            {t('closed.seeOpen')}
          </Link>
        </>
      }
    />
  );
});

/**
 * 'Send the order?' (spec 000 section 4): the total, and when points pay, what they pay and what is
 * left to pay at the branch.
 */
export const SendConfirmDialog = memo(function SendConfirmDialog({
  open,
  total,
  pointsPaid,
  pointsRest,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  total: number;
  /** the points paying the order; null when points do not pay it */
  pointsPaid: number | null;
  pointsRest: number | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useCheckoutT();
  const format = useFormat();
  return (
    <ConfirmDialog
      open={open}
      id="checkout-confirm"
      title={t('confirm.title')}
      description={
        pointsPaid !== null && pointsRest !== null
          ? t(pointsRest > 0 ? 'confirm.bodyPoints' : 'confirm.bodyPointsAll', {
              total: format.money(total),
              points: `${format.points(pointsPaid)} ${format.pointsLabel}`,
              rest: format.money(pointsRest),
            })
          : t('confirm.body', { total: format.money(total) })
      }
      cancelLabel={t('confirm.cancel')}
      confirmLabel={t('confirm.send')}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
});
