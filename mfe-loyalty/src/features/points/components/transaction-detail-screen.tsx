import './points.css';
import { Link, useParams } from 'react-router-dom';
import type { TransactionDetail } from 'shared-contracts/entities';
import { BRANCH_TIME_ZONE } from 'shared-contracts/pickup-time';
import { ROUTES } from 'shared-contracts/routes';
import { ApiError } from 'shared-ui/api-client';
import { Fact as SharedFact, type FactProps } from 'shared-ui/fact';
import { LoadFailed, NotFound } from 'shared-ui/load-failed';
import { useRegisteredUser, useShellHeader } from 'shared-ui/remote-context';
import { SkeletonContainer, SkeletonText } from 'shared-ui/skeleton';
import { useFormat } from 'shared-ui/texts';
import { GuestPrompt, MovementStatusBadge } from '../../../components/customer';
import { useLoyaltyT } from '../../../i18n';
import { useTransactionDetail } from '../api/get-transaction-detail';
import { movementStatus, reasonKey } from '../points-rules';

/**
 * A movement's detail, /puntos/detalles/{id} (spec 001 sections 2 and 3): the reason, the amount,
 * the bonus percentage, the transaction id, the date and the branch's name and address; a pending or
 * cancelled movement says so. One that is not the customer's (404) says it cannot be found and leads
 * back to /puntos. Guests are asked to sign in.
 */
export function TransactionDetailScreen() {
  const user = useRegisteredUser();
  const { t } = useLoyaltyT();
  useShellHeader({ title: '', goBack: ROUTES.points });
  return (
    <section className="screen points-screen points-detail" aria-labelledby="points-detail-title">
      <h1 id="points-detail-title" className="screen__title">
        {t('detail.title')}
      </h1>
      {user ? <DetailLoader userId={user._id} /> : <GuestPrompt message={t('points.guestPrompt')} />}
    </section>
  );
}

function DetailLoader({ userId }: { userId: string }) {
  const { t } = useLoyaltyT();
  const { transactionId = '' } = useParams();
  const detail = useTransactionDetail(userId, transactionId);
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return notFound ? (
      <NotFound message={t('detail.notFound')} linkLabel={t('detail.toPoints')} to={ROUTES.points} />
    ) : (
      <LoadFailed
        message={t('detail.failed')}
        retryLabel={t('common.retry')}
        ghost
        retrying={detail.isFetching}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  return (
    <SkeletonContainer busy={detail.isPending} label={t('detail.loading')}>
      {detail.isPending ? (
        <SkeletonText lines={6} />
      ) : (
        <Detail transactionId={transactionId} detail={detail.data} />
      )}
    </SkeletonContainer>
  );
}

/** A figure the movement carries, else null (its row is then left out). */
const figure = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? null : value;

function Detail({ transactionId, detail }: { transactionId: string; detail: TransactionDetail }) {
  const { t } = useLoyaltyT();
  const format = useFormat();
  const status = movementStatus(detail);
  const amount = figure(detail.originalAmount);
  const bonus = figure(detail.rewardPercentage);
  const at =
    detail.pointsLoadDate === null || detail.pointsLoadDate === undefined
      ? null
      : new Date(detail.pointsLoadDate);
  const date = at && !Number.isNaN(at.getTime()) ? at : null;
  return (
    <>
      <div className="points-detail__summary">
        <p className="points-detail__reason">{t(`reason.${reasonKey(detail.reason)}`)}</p>
        {status ? (
          <>
            <MovementStatusBadge status={status} />
            <p className="points-detail__note">{t(`detail.statusNote.${status}`)}</p>
          </>
        ) : null}
      </div>
      <dl className="points-detail__facts">
        {amount === null ? null : <Fact term={t('detail.amount')}>{format.money(amount)}</Fact>}
        {bonus === null ? null : (
          <Fact term={t('detail.bonus')}>
            {new Intl.NumberFormat(format.locale, { style: 'percent', maximumFractionDigits: 2 }).format(
              bonus / 100,
            )}
          </Fact>
        )}
        <Fact term={t('detail.transactionId')}>{transactionId}</Fact>
        {date ? (
          <Fact term={t('detail.date')}>
            <time dateTime={date.toISOString()}>
              {format.date(date, { dateStyle: 'medium', timeStyle: 'short', timeZone: BRANCH_TIME_ZONE })}
            </time>
          </Fact>
        ) : null}
        {detail.localName ? <Fact term={t('detail.place')}>{detail.localName}</Fact> : null}
        {detail.localAddress ? <Fact term={t('detail.address')}>{detail.localAddress}</Fact> : null}
      </dl>
      <Link className="button button--ghost" to={ROUTES.points}>
        {t('detail.toPoints')}
      </Link>
    </>
  );
}

const Fact = (props: FactProps) => <SharedFact {...props} className="points-fact" />;
