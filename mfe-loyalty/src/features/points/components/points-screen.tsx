import { useMountProps, useRegisteredUser, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { GuestPrompt, PointsTotal } from '../../../components/customer';
import { useLoyaltyT } from '../../../i18n';
import { usePoints } from '../api/get-points';

/** Points (spec 001 section 2): guests are asked to sign in; users see their available points. */
export function PointsScreen() {
  const { stores } = useMountProps();
  const user = useRegisteredUser();
  const points = usePoints(user?._id);
  const { t } = useLoyaltyT();
  // Reached from the header's points badge: back returns to where it was pressed.
  const previousPath = useShellStore(stores.layout, (s) => s.previousPath ?? null);
  useShellHeader({ title: '', goBack: previousPath });
  return (
    <section className="screen" aria-labelledby="points-title">
      <h1 id="points-title" className="screen__title">
        {t('points.title')}
      </h1>
      {!user ? (
        <GuestPrompt message={t('points.guestPrompt')} />
      ) : points.isPending ? (
        <p role="status">{t('points.loading')}</p>
      ) : points.isError ? (
        <p role="alert">{t('points.failed')}</p>
      ) : points.data.availablePoints > 0 ? (
        <PointsTotal points={points.data.availablePoints} />
      ) : (
        <p>{t('points.none')}</p>
      )}
    </section>
  );
}
