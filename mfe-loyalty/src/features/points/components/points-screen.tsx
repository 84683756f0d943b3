import 'shared-ui/surface.css';
import './points.css';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { PointsTransaction } from 'shared-contracts/entities';
import { BRANCH_TIME_ZONE } from 'shared-contracts/pickup-time';
import { ROUTES, pointsDetailPath } from 'shared-contracts/routes';
import { LoadFailed } from 'shared-ui/load-failed';
import { useMountProps, useRegisteredUser, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { Skeleton, SkeletonContainer } from 'shared-ui/skeleton';
import { useFormat } from 'shared-ui/texts';
import { useBrandText } from 'shared-ui/translation';
import { GuestPrompt, MovementStatusBadge } from '../../../components/customer';
import { useLoyaltyT } from '../../../i18n';
import { useTransactions } from '../api/get-transactions';
import { formatSignedPoints, movementStatus } from '../points-rules';
import { PointsSummary } from './points-summary';

/**
 * Points, /puntos (spec 001 section 2): guests are asked to sign in; a customer sees the available
 * points and the movements (description, date, points; a purchase paid with points negative), each
 * leading to its detail, and the way to load points with the QR (/puntos/carga).
 */
export function PointsScreen() {
  const { stores } = useMountProps();
  const user = useRegisteredUser();
  const { t } = useLoyaltyT();
  // Reached from the header's points badge: back returns to where it was pressed.
  const previousPath = useShellStore(stores.layout, (s) => s.previousPath ?? null);
  useShellHeader({ title: '', goBack: previousPath });
  return (
    <section className="screen points-screen" aria-labelledby="points-title">
      <h1 id="points-title" className="screen__title">
        {t('points.title')}
      </h1>
      {user ? (
        <>
          <div className="points-screen__summary surface-card">
            <PointsSummary userId={user._id} emptyMessage />
            <Link className="button" to={ROUTES.pointsLoad}>
              {t('load.link')}
            </Link>
          </div>
          <Movements userId={user._id} />
        </>
      ) : (
        <GuestPrompt message={t('points.guestPrompt')} />
      )}
    </section>
  );
}

/** The movements, newest first (the server's order); none at all leaves the section out. */
function Movements({ userId }: { userId: string }) {
  const { t } = useLoyaltyT();
  const titleId = useId();
  const movements = useTransactions(userId);
  if (movements.isError) {
    return (
      <LoadFailed
        message={t('movements.failed')}
        retryLabel={t('common.retry')}
        ghost
        retrying={movements.isFetching}
        onRetry={() => void movements.refetch()}
      />
    );
  }
  if (movements.isSuccess && movements.data.length === 0) return null;
  return (
    <section className="movements" aria-labelledby={titleId}>
      <h2 id={titleId} className="movements__title">
        {t('movements.title')}
      </h2>
      <SkeletonContainer busy={movements.isPending} label={t('movements.loading')}>
        {movements.isPending ? (
          <ul className="movement-list plain-list" aria-hidden="true">
            {[0, 1, 2].map((row) => (
              <li key={row} className="movement list-row list-row--skeleton surface-card">
                <span className="movement__text list-row__text">
                  <Skeleton shape="line" width="60%" />
                  <Skeleton shape="line" width="35%" />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <ul className="movement-list plain-list" aria-labelledby={titleId}>
            {movements.data.map((movement) => (
              <MovementItem key={movement._id} movement={movement} />
            ))}
          </ul>
        )}
      </SkeletonContainer>
    </section>
  );
}

function MovementItem({ movement }: { movement: PointsTransaction }) {
  const { t } = useLoyaltyT();
  const format = useFormat();
  // the server writes a movement's description in the brand's Spanish ('Compra en …'): it is
  // translated as the brand's texts are, in another language
  const brandText = useBrandText();
  const status = movementStatus(movement);
  const at = movement.date === null || movement.date === undefined ? null : new Date(movement.date);
  const valid = at !== null && !Number.isNaN(at.getTime());
  const sign = movement.points < 0 ? 'negative' : 'positive';
  return (
    <li>
      <Link className="movement list-row surface-card" to={pointsDetailPath(movement._id)}>
        <span className="movement__text list-row__text">
          <span className="movement__description">
            {movement.description ? brandText(movement.description) : t('movements.untitled')}
          </span>
          {valid ? (
            <time className="movement__date list-row__muted" dateTime={at.toISOString()}>
              {format.date(at, { dateStyle: 'medium', timeZone: BRANCH_TIME_ZONE })}
            </time>
          ) : null}
          {status ? <MovementStatusBadge status={status} /> : null}
        </span>
        <span
          className={`movement__points movement__points--${sign}${status === 'cancelled' ? ' movement__points--void' : ''}`}
        >
          {formatSignedPoints(movement.points, format.locale)} {format.pointsLabel}
        </span>
        <span className="movement__chevron list-row__chevron" aria-hidden="true">
          ›
        </span>
      </Link>
    </li>
  );
}
