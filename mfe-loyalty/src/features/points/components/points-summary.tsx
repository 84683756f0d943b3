import { LoadFailed } from 'shared-ui/load-failed';
import { Skeleton, SkeletonContainer } from 'shared-ui/skeleton';
import { PointsTotal } from '../../../components/customer';
import { useLoyaltyT } from '../../../i18n';
import { usePoints } from '../api/get-points';

/**
 * The customer's available points, from the one points query the header's badge runs too (so the
 * badge, /puntos and /qr-code show the same figure and are refreshed together). While it loads the
 * region says so (role=status); a failure is an alert with a retry. `emptyMessage`: with no points
 * available, say 'Aún no tenés puntos disponibles.' (spec 001 section 8) instead of a 0.
 */
export function PointsSummary({ userId, emptyMessage = false }: { userId: string; emptyMessage?: boolean }) {
  const { t } = useLoyaltyT();
  const points = usePoints(userId);
  if (points.isError) {
    return (
      <LoadFailed
        message={t('points.failed')}
        retryLabel={t('common.retry')}
        ghost
        retrying={points.isFetching}
        onRetry={() => void points.refetch()}
      />
    );
  }
  return (
    <SkeletonContainer busy={points.isPending} label={t('points.loading')} className="points-summary">
      {points.isPending ? (
        <Skeleton shape="line" width="12rem" height="2.5rem" />
      ) : emptyMessage && Math.trunc(points.data.availablePoints) <= 0 ? (
        <p className="points-empty">{t('points.none')}</p>
      ) : (
        <PointsTotal points={points.data.availablePoints} />
      )}
    </SkeletonContainer>
  );
}
