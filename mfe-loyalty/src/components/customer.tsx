import { Link } from 'react-router-dom';
import type { User } from 'shared-contracts/entities';
import { ROUTES } from 'shared-contracts/routes';
import { formatPoints } from 'shared-ui/points';
import { useMountProps, useShellStore } from 'shared-ui/remote-context';
import { useFormat } from 'shared-ui/texts';
import { useLoyaltyT } from '../i18n';

/** The signed-in customer; null for a guest or without a session (loyalty's screens are theirs alone). */
export function useRegisteredUser(): User | null {
  const { stores } = useMountProps();
  return useShellStore(stores.session, (s) =>
    s.session && s.session.user.typeUser !== 'guest' ? s.session.user : null,
  );
}

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
