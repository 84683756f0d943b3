import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts/routes';
import { formatPoints } from 'shared-ui/points';
import { useFormat } from 'shared-ui/texts';
import { useLoyaltyT } from '../i18n';

/** What a guest sees instead of a customer's screen: why to sign in, and the way to /auth. */
export function GuestPrompt({ message }: { message: string }) {
  const { t } = useLoyaltyT();
  return (
    <>
      <p>{message}</p>
      <Link className="button" to={ROUTES.auth}>
        {t('points.signIn')}
      </Link>
    </>
  );
}

/** The available points as a whole number in the language's grouping, with the points label. */
export function PointsTotal({ points }: { points: number }) {
  const format = useFormat();
  return (
    <p className="points-total">
      <strong>{formatPoints(points, format.locale)}</strong> {format.pointsLabel}
    </p>
  );
}
