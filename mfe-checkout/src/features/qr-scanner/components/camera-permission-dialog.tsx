import { useRef } from 'react';
import { Modal } from 'shared-ui/modal';
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
  const acceptRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      id="checkout-camera-permission"
      title={t('qrScanner.permission.title')}
      description={t('qrScanner.permission.body')}
      initialFocusRef={acceptRef}
      onExited={onExited}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('qrScanner.permission.cancel')}
          </button>
          <button ref={acceptRef} type="button" className="button" onClick={onAccept}>
            {t('qrScanner.permission.accept')}
          </button>
        </>
      }
    />
  );
}
