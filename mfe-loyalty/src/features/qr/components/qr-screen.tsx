import './qr.css';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTES } from 'shared-contracts/routes';
import { useMountProps, useRegisteredUser, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { CustomerQr, GuestPrompt } from '../../../components/customer';
import { useLoyaltyT } from '../../../i18n';
import { PointsSummary } from '../../points/components/points-summary';
import { QrScannerPanel } from './qr-scanner-panel';

/** What the customer's QR carries (spec 001 section 2): the user id and the brand id. */
export const customerQrValue = (userId: string, brandId: string) => JSON.stringify({ userId, brandId });

/**
 * The scanner is open on this same route while the address says `?escanear=1`: opening it adds a
 * history entry, so the browser's back closes it.
 */
export const SCANNER_PARAM = 'escanear';

/**
 * The QR screen /qr-code (spec 001 section 2): points total, the user's name and a QR of the user id
 * and brand id, drawn by qrcode.react, and the way to scan a table's QR. Guests cannot see it and
 * are asked to sign in (section 6).
 */
export function QrScreen() {
  const { stores } = useMountProps();
  const user = useRegisteredUser();
  const brandId = useShellStore(stores.brand, (s) => s.brand?._id ?? null);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useLoyaltyT();
  const scanning = Boolean(user) && search.get(SCANNER_PARAM) === '1';
  useShellHeader({ title: '', ...(scanning ? { goBack: ROUTES.qrCode } : {}) });
  return (
    <section className="screen qr-screen" aria-labelledby="qr-title">
      <h1 id="qr-title" className="screen__title">
        {t('qr.title')}
      </h1>
      {!user ? (
        <GuestPrompt message={t('qr.guestPrompt')} />
      ) : scanning ? (
        <QrScannerPanel />
      ) : (
        <>
          {brandId ? (
            <CustomerQr value={customerQrValue(user._id, brandId)} label={t('qr.label')} name={user.name} />
          ) : null}
          <p className="qr-screen__caption">{t('qr.caption')}</p>
          <div className="qr-screen__points">
            <PointsSummary userId={user._id} />
          </div>
          <button
            type="button"
            className="button qr-screen__scan"
            onClick={() => void navigate({ pathname: ROUTES.qrCode, search: `?${SCANNER_PARAM}=1` })}
          >
            {t('scanner.open')}
          </button>
        </>
      )}
    </section>
  );
}
