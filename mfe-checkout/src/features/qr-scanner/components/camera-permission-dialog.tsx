import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { useCheckoutT } from '../../../i18n';

/**
 * Our own question before the browser's (spec 001 section 4): accepting asks the browser for the
 * camera; cancelling, Escape or the overlay leave the scanner in its error status.
 */
export function CameraPermissionDialog({
  open,
  onAccept,
  onCancel,
  onExited,
}: {
  open: boolean;
  onAccept(): void;
  onCancel(): void;
  /** after the dialog has closed and given the focus back */
  onExited?(): void;
}) {
  const { t } = useCheckoutT();
  return (
    <ConfirmDialog
      open={open}
      id="checkout-camera-permission"
      title={t('qrScanner.permission.title')}
      description={t('qrScanner.permission.body')}
      cancelLabel={t('qrScanner.permission.cancel')}
      confirmLabel={t('qrScanner.permission.accept')}
      onCancel={onCancel}
      onConfirm={onAccept}
      initialFocus="confirm"
      onExited={onExited}
    />
  );
}
