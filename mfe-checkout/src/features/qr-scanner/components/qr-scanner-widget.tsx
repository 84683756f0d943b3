import type { QrScannerWidgetProps } from 'shared-contracts/mount';
import { useMountProps } from 'shared-ui/remote-context';
import { QrScanner } from './qr-scanner';

/** The host screen's widgetProps as `QrScannerWidgetProps` (shared-contracts/mount, platform 2.2). */
function readWidgetProps(widgetProps: Readonly<Record<string, unknown>> | undefined): QrScannerWidgetProps {
  const onDecoded = widgetProps?.onDecoded;
  // Thrown while rendering: the shell reports it and the host screen shows its fallback.
  if (typeof onDecoded !== 'function') {
    throw new TypeError('checkout/qr-scanner: widgetProps.onDecoded must be a function');
  }
  const label = widgetProps?.label;
  return {
    onDecoded: onDecoded as QrScannerWidgetProps['onDecoded'],
    ...(typeof label === 'string' && label ? { label } : {}),
  };
}

/** The scanner as the widget 'checkout/qr-scanner', mounted by another remote's screen (loyalty). */
export function QrScannerWidget() {
  const { widgetProps } = useMountProps();
  return (
    <div data-widget="checkout/qr-scanner">
      <QrScanner {...readWidgetProps(widgetProps)} />
    </div>
  );
}
