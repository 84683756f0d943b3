import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts/routes';
import { formatPoints } from 'shared-ui/points';
import { useFormat } from 'shared-ui/texts';
import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { useLoyaltyT } from '../../../i18n';
import { usePoints } from '../api/get-points';

/** Points (spec 001 section 2): guests are asked to sign in; users see their available points. */
export function PointsScreen() {
  const { stores } = useMountProps();
  const user = useShellStore(stores.session, (s) => s.session?.user ?? null);
  const registered = Boolean(user && user.typeUser !== 'guest');
  const points = usePoints(registered ? user?._id : undefined);
  const { t } = useLoyaltyT();
  const format = useFormat();
  const title = t('points.title');
  // Reached from the header's points badge: back returns to where it was pressed.
  const previousPath = useShellStore(stores.layout, (s) => s.previousPath ?? null);
  useShellHeader({ title: '', goBack: previousPath });
  return (
    <section className="screen" aria-labelledby="points-title">
      <h1 id="points-title" className="screen__title">
        {title}
      </h1>
      {!registered ? (
        <>
          <p>{t('points.guestPrompt')}</p>
          <Link className="button" to={ROUTES.auth}>
            {t('points.signIn')}
          </Link>
        </>
      ) : points.isPending ? (
        <p role="status">{t('points.loading')}</p>
      ) : points.isError ? (
        <p role="alert">{t('points.failed')}</p>
      ) : points.data.availablePoints > 0 ? (
        <p className="points-total">
          <strong>{formatPoints(points.data.availablePoints, format.locale)}</strong> {format.pointsLabel}
        </p>
      ) : (
        <p>{t('points.none')}</p>
      )}
    </section>
  );
}
