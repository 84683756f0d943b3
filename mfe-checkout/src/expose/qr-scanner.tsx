import { PLATFORM_VERSION } from 'shared-contracts/mount';
import { createRemoteLifecycles } from 'shared-ui/remote-lifecycles';
import { QrScannerWidget } from '../features/qr-scanner/components/qr-scanner-widget';

// The widget 'checkout/qr-scanner' (shared-contracts/mount WIDGETS, platform 2.2): the site's one
// QR scanner, for any remote's screen that scans. Its widgetProps are `QrScannerWidgetProps`.
export const { platformVersion, bootstrap, mount, unmount, update } = createRemoteLifecycles(
  QrScannerWidget,
  PLATFORM_VERSION,
);
