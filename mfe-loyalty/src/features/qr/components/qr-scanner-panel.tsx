import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QrScannerWidgetProps } from 'shared-contracts/mount';
import { ROUTES } from 'shared-contracts/routes';
import { useApiClient, useMountProps, useShellStore } from 'shared-ui/remote-context';
import { tableQueryOptions } from 'shared-ui/table';
import { WidgetSlot, type WidgetFallbackStatus } from 'shared-ui/widget-slot';
import { useLoyaltyT } from '../../../i18n';
import { checkBrandTable, tableLinkPath } from '../table-qr';

/**
 * The scanner on the QR screen (spec 001 section 2, 'QR scanner'). The site has one scanner, the
 * checkout's widget 'checkout/qr-scanner' (camera, flashlight, camera switch, permission dialog):
 * it is mounted here and told what this screen accepts, a table QR of this brand (see table-qr.ts).
 * A table found goes to its deep link; any other code is answered with a message under the preview
 * and the scanner keeps scanning. With the checkout down, the slot says so and offers a retry.
 */
export function QrScannerPanel() {
  const { t } = useLoyaltyT();
  const titleId = useId();
  const navigate = useNavigate();
  const api = useApiClient();
  const { stores, queryClient } = useMountProps();
  const brand = useShellStore(stores.brand, (s) => s.brand);
  // A retry mounts the slot anew, so the shell loads the widget again.
  const [attempt, setAttempt] = useState(0);
  const brandName = brand?.appName ?? '';
  const notBrandTable = t('scanner.notBrandTable', { brand: brandName });

  // The widget keeps the function it was mounted with (props are compared by value, and a function
  // has none): it reads what it needs from here, so it never acts on a stale brand or page.
  const latest = useRef({ api, queryClient, navigate, brandId: brand?._id ?? null, notBrandTable, t });
  latest.current = { api, queryClient, navigate, brandId: brand?._id ?? null, notBrandTable, t };
  const onDecoded = useCallback(async (text: string): Promise<string | null> => {
    const now = latest.current;
    if (!now.brandId) return now.notBrandTable;
    const result = await checkBrandTable(text, now.brandId, (link) =>
      now.queryClient.fetchQuery(tableQueryOptions(now.api, link.branchId, link.tableId)),
    );
    if (result.kind === 'checkFailed') return now.t('scanner.checkFailed');
    if (result.kind === 'notBrandTable') return now.notBrandTable;
    void now.navigate(tableLinkPath(result.link));
    return null;
  }, []);

  const label = t('scanner.previewLabel');
  const widgetProps = useMemo(
    () => ({ onDecoded, label }) satisfies QrScannerWidgetProps,
    [onDecoded, label],
  );

  return (
    <section className="qr-scanner-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="qr-scanner-panel__title">
        {t('scanner.title')}
      </h2>
      <p>{t('scanner.instructions', { brand: brandName })}</p>
      <WidgetSlot
        key={attempt}
        name="checkout/qr-scanner"
        widgetProps={widgetProps}
        className="qr-scanner-panel__slot"
        fallback={(status) => <ScannerFallback status={status} onRetry={() => setAttempt((n) => n + 1)} />}
      />
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void navigate(ROUTES.qrCode, { replace: true })}
      >
        {t('scanner.close')}
      </button>
    </section>
  );
}

/** What the slot shows until the scanner has mounted, and instead of it when it cannot. */
function ScannerFallback({ status, onRetry }: { status: WidgetFallbackStatus; onRetry(): void }) {
  const { t } = useLoyaltyT();
  return (
    <div className="qr-scanner-panel__fallback">
      {status === 'failed' ? (
        <>
          <p role="alert">{t('scanner.failed')}</p>
          <button type="button" className="button" onClick={onRetry}>
            {t('common.retry')}
          </button>
        </>
      ) : (
        <p role="status" aria-busy="true">
          {t('scanner.loading')}
        </p>
      )}
    </div>
  );
}
