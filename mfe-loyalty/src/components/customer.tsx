import './customer.css';
import { QRCodeSVG } from 'qrcode.react';
import { formatPoints } from 'shared-ui/points';
import { useFormat } from 'shared-ui/texts';
import { useLoyaltyT } from '../i18n';
import { SignInLink } from 'shared-ui/sign-in-link';

/**
 * What a guest sees instead of a customer's screen (spec 001 section 6: guests cannot see points or
 * the QR): why to sign in, and the way to /auth.
 */
export function GuestPrompt({ message }: { message: string }) {
  const { t } = useLoyaltyT();
  return (
    <div className="guest-prompt">
      <p>{message}</p>
      <SignInLink>{t('points.signIn')}</SignInLink>
    </div>
  );
}

/** The available points as a whole number in the language's grouping, with the points label. */
export function PointsTotal({ points }: { points: number }) {
  const format = useFormat();
  const { t } = useLoyaltyT();
  return (
    <p className="points-total">
      <span className="points-total__label">{t('points.available')}</span>{' '}
      <span className="points-total__figure">
        <strong>{formatPoints(points, format.locale)}</strong> {format.pointsLabel}
      </span>
    </p>
  );
}

/** A movement that does not count (yet): 'Pendiente' or 'Cancelado', in words, not colour alone. */
export function MovementStatusBadge({ status }: { status: 'pending' | 'cancelled' }) {
  const { t } = useLoyaltyT();
  return <span className={`badge movement-status movement-status--${status}`}>{t(`status.${status}`)}</span>;
}

/** A QR for a till or a reader to scan (qrcode.react), named for assistive technology, with the customer's name. */
export function CustomerQr({ value, label, name }: { value: string; label: string; name?: string | null }) {
  return (
    <div className="customer-qr">
      <QRCodeSVG value={value} size={224} marginSize={2} role="img" aria-label={label} />
      {name ? <p className="customer-qr__name">{name}</p> : null}
    </div>
  );
}
