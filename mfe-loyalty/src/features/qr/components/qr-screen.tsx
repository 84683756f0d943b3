import { QRCodeSVG } from 'qrcode.react';
import { useMountProps, useRegisteredUser, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { GuestPrompt, PointsTotal } from '../../../components/customer';
import { useLoyaltyT } from '../../../i18n';
import { usePoints } from '../../points/api/get-points';

/** What the customer's QR carries (spec 001 section 2): the user id and the brand id. */
export const customerQrValue = (userId: string, brandId: string) => JSON.stringify({ userId, brandId });

/**
 * The QR screen /qr-code (spec 001 section 2): points total, the user's name and a QR of the user id
 * and brand id, drawn by qrcode.react. Guests cannot see it and are asked to sign in.
 */
export function QrScreen() {
  const { stores } = useMountProps();
  const user = useRegisteredUser();
  const brandId = useShellStore(stores.brand, (s) => s.brand?._id ?? null);
  const points = usePoints(user?._id);
  const { t } = useLoyaltyT();
  useShellHeader({ title: '' });
  return (
    <section className="screen" aria-labelledby="qr-title">
      <h1 id="qr-title" className="screen__title">
        {t('qr.title')}
      </h1>
      {!user ? (
        <GuestPrompt message={t('qr.guestPrompt')} />
      ) : (
        <>
          {user.name ? <p className="qr-name">{user.name}</p> : null}
          {brandId ? (
            <QRCodeSVG
              value={customerQrValue(user._id, brandId)}
              size={224}
              marginSize={2}
              role="img"
              aria-label={t('qr.label')}
            />
          ) : null}
          <p>{t('qr.caption')}</p>
          {points.isSuccess ? (
            <PointsTotal points={points.data.availablePoints} />
          ) : points.isError ? (
            <p role="alert">{t('points.failed')}</p>
          ) : (
            <p role="status">{t('points.loading')}</p>
          )}
        </>
      )}
    </section>
  );
}
