import { useState } from 'react';
import type { Membership } from 'shared-contracts/entities';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { serverMessageOf } from 'shared-ui/server-message';
import { useFormat } from 'shared-ui/texts';
import { useClubT } from '../../../i18n';
import { useCancelMembership, useCurrentSubscription } from '../api/membership';

export const CANCEL_FALLBACK = 'No se pudo cancelar la suscripción. Intentá de nuevo en unos minutos.';

/**
 * An active member's club (issue 14 item 9): the plan, its cycle (monthly renews in one month,
 * annual in one year, spec 001 section 9), the next payment date and the members' discount; the
 * membership can be cancelled after a confirmation, and the session's membership follows the server.
 */
export function MembershipCard({
  userId,
  membership,
  discountPct,
}: {
  userId: string;
  membership: Membership;
  discountPct: number;
}) {
  const { t } = useClubT();
  const format = useFormat();
  const subscription = useCurrentSubscription(userId, true);
  const cancel = useCancelMembership(userId);
  const [confirming, setConfirming] = useState(false);
  const cycle = membership.cycle ?? subscription.data?.cycle ?? 'monthly';
  const nextPayment = membership.nextPaymentAt ?? subscription.data?.nextPaymentAt ?? null;
  const subscriptionId = subscription.data?.subscriptionId ?? null;
  const paused = subscription.data?.status === 'paused';

  const confirmCancel = () => {
    if (!subscriptionId) return;
    cancel.mutate(subscriptionId, {
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <section className="membership-card" aria-labelledby="membership-title">
      <h2 id="membership-title">{t('membership.title')}</h2>
      {paused ? (
        <p role="alert" className="membership-card__paused">
          {t('membership.paused')}
        </p>
      ) : null}
      <dl className="membership-card__facts">
        <dt>{t('membership.plan')}</dt>
        <dd>{t(cycle === 'annual' ? 'membership.annual' : 'membership.monthly')}</dd>
        <dt>{t('membership.cycle')}</dt>
        <dd>{t(cycle === 'annual' ? 'membership.renewsYearly' : 'membership.renewsMonthly')}</dd>
        {membership.startedAt ? (
          <>
            <dt>{t('membership.since')}</dt>
            <dd>{format.date(membership.startedAt)}</dd>
          </>
        ) : null}
        {nextPayment ? (
          <>
            <dt>{t('membership.nextPayment')}</dt>
            <dd>{format.date(nextPayment)}</dd>
          </>
        ) : null}
      </dl>
      {discountPct > 0 ? (
        <p className="membership-card__benefit">{t('membership.benefit', { pct: discountPct })}</p>
      ) : null}
      {cancel.isError ? (
        <p role="alert" className="card-form__error">
          {serverMessageOf(cancel.error) ?? CANCEL_FALLBACK}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--ghost"
        onClick={() => setConfirming(true)}
        disabled={!subscriptionId || cancel.isPending}
      >
        {t('membership.cancel')}
      </button>
      <ConfirmDialog
        id="club-cancel"
        open={confirming}
        title={t('membership.cancelTitle')}
        description={t('membership.cancelBody')}
        cancelLabel={t('membership.keep')}
        confirmLabel={t('membership.confirmCancel')}
        busy={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmCancel}
      />
    </section>
  );
}
