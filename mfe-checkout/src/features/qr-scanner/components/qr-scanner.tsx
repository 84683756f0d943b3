import './qr-scanner.css';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { QrScannerWidgetProps } from 'shared-contracts/mount';
import { useCheckoutT } from '../../../i18n';
import { useQrCamera } from '../hooks/use-qr-camera';
import { CameraPermissionDialog } from './camera-permission-dialog';

export type QrScannerProps = QrScannerWidgetProps;

/**
 * The site's one QR scanner (spec 001 section 3: camera preview, flashlight toggle, camera switch,
 * camera-permission dialog), used by the table scan and exposed as the widget 'checkout/qr-scanner'.
 * Each decoded text goes to `onDecoded`: a message it answers is shown under the preview and the
 * scan goes on; null means accepted, and the camera stops.
 */
export function QrScanner({ onDecoded, label }: QrScannerProps) {
  const { t } = useCheckoutT();
  // html5-qrcode draws into an element it finds by id; React leaves that element's children alone.
  const regionId = `qr-scanner-${useId()}`;
  const [answer, setAnswer] = useState<string | null>(null);
  const latestOnDecoded = useRef(onDecoded);
  latestOnDecoded.current = onDecoded;
  const onText = useCallback(async (text: string) => {
    const reply = await latestOnDecoded.current(text);
    setAnswer(reply);
    return reply === null;
  }, []);
  const { state, camera } = useQrCamera(regionId, onText);
  const rootRef = useRef<HTMLDivElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);

  // An error replaces the controls with the retry: focus goes there, once our dialog has closed,
  // unless the customer is somewhere else on the page (the header, a link).
  const focusRetry = useCallback(() => {
    const active = document.activeElement;
    if (!active || active === document.body || rootRef.current?.contains(active)) retryRef.current?.focus();
  }, []);
  useEffect(() => {
    if (state.status === 'error') focusRetry();
  }, [state.status, focusRetry]);

  const statusText =
    state.status === 'error' && state.error
      ? t(`qrScanner.errors.${state.error}`)
      : t(`qrScanner.status.${state.status}`);
  const ready = state.status === 'ready';

  const retry = () => {
    setAnswer(null);
    void camera.begin();
  };
  const toggleTorch = async () => {
    if (!(await camera.toggleTorch())) setAnswer(t('qrScanner.torchFailed'));
  };

  return (
    <div ref={rootRef} className="qr-scanner" data-status={state.status}>
      <div className="qr-scanner__preview" role="img" aria-label={label ?? t('qrScanner.previewLabel')}>
        <div id={regionId} className="qr-scanner__region" />
      </div>
      <p className="qr-scanner__status" role="status">
        {statusText}
      </p>
      {answer ? (
        <p className="qr-scanner__answer" role="alert">
          {answer}
        </p>
      ) : null}
      <div className="qr-scanner__actions">
        {state.status === 'error' ? (
          <button ref={retryRef} type="button" className="button" onClick={retry}>
            {t('qrScanner.retry')}
          </button>
        ) : null}
        {ready && state.torch !== 'unsupported' ? (
          <button
            type="button"
            className="button button--ghost"
            aria-pressed={state.torch === 'on'}
            onClick={() => void toggleTorch()}
          >
            {t('qrScanner.torch')}
          </button>
        ) : null}
        {ready && state.cameras.length > 1 ? (
          <button type="button" className="button button--ghost" onClick={() => void camera.switchCamera()}>
            {t('qrScanner.switchCamera')}
          </button>
        ) : null}
      </div>
      <CameraPermissionDialog
        open={state.askingPermission}
        onAccept={() => void camera.accept()}
        onCancel={camera.cancel}
        onExited={focusRetry}
      />
    </div>
  );
}
