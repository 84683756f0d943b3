import './club.css';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { clubDiscountPct } from 'shared-contracts/club';
import { ROUTES } from 'shared-contracts/routes';
import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { useClubT } from '../../../i18n';
import { useMember } from '../../membership/api/membership';
import { MembershipCard } from '../../membership/components/membership-card';
import { PlanList } from '../../plans/components/plan-list';
import { usePlans, type Plan } from '../../plans/api/get-plans';
import { CardForm } from '../../subscribe/components/card-form';
import { ConfirmPlanModal } from '../../subscribe/components/confirm-plan-modal';
import { ClubWelcome, SubscriptionReturn } from '../../subscribe/components/subscription-return';
import { leaveFor } from '../../subscribe/lib/leave-for';
import {
  forgetPendingSubscription,
  pendingSubscription,
  rememberPendingSubscription,
} from '../../subscribe/lib/pending-subscription';
import { SignInLink } from 'shared-ui/sign-in-link';

/** Spec 001 section 7: the provider's page comes back to the club's route with ?preapproval_id=. */
export const RETURN_PARAM = 'preapproval_id';
/** The plan whose card form is open: /club?plan=monthly. */
export const PLAN_PARAM = 'plan';

/**
 * The club /club (spec 001 sections 2, 6 and 7; issue 14 items 7 to 9). Only when the brand has the
 * club on ('Club de Membresía no disponible'), never for guests (asked to sign in, nothing fetched).
 * A member sees the membership; anyone else the plans: plan chosen → confirm → card form →
 * processing → the provider's authorisation page → back here with ?preapproval_id= → validation →
 * the celebration.
 */
export function ClubScreen() {
  const { stores } = useMountProps();
  const brand = useShellStore(stores.brand, (s) => s.brand);
  const sessionUser = useShellStore(stores.session, (s) => s.session?.user ?? null);
  const user = sessionUser?.typeUser === 'registered' ? sessionUser : null;
  const enabled = Boolean(brand?.clubMembers?.enabled);
  const { t } = useClubT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returned = params.get(RETURN_PARAM);
  const [chosen, setChosen] = useState<Plan | null>(null);
  // The card form is an address of its own (/club?plan=annual): the browser's Back returns to the plans
  // and a reload keeps the form (a walk's Back left the club for the branch list).
  const payingId = params.get(PLAN_PARAM);
  const payingPlans = usePlans(payingId && enabled && user ? brand?._id : undefined);
  const paying = payingId ? (payingPlans.data?.find((plan) => plan.id === payingId) ?? null) : null;
  // the welcome of a membership just authorised, shown on the club's own address
  const [welcome, setWelcome] = useState<string | null>(null);
  // 'Descartar' on a sign-up left waiting at the provider: forgotten here (the API cancels it when
  // another sign-up starts, so nobody pays twice), and the notice goes
  const [, setDiscarded] = useState(0);
  const authorized = useCallback(
    (message: string) => {
      setWelcome(message);
      navigate(ROUTES.club, { replace: true });
    },
    [navigate],
  );
  const member = useMember(enabled && !returned ? user : null, brand?._id ?? null);
  useShellHeader({ title: '', goBack: null });

  // the server's answer once it came (a cancellation at the provider), else what the session holds
  const membership = member.isSuccess ? (member.data.membership ?? null) : (user?.membership ?? null);
  const body = () => {
    if (!brand) return null;
    if (!enabled) {
      // the spec's slot stays in the bottom bar: the screen says so and leads on (a walk found a dead end)
      return (
        <>
          <p>{t('plans.disabled')}</p>
          <p>{t('plans.disabledBody')}</p>
          <Link className="button" to={ROUTES.base}>
            {t('plans.disabledHome')}
          </Link>
        </>
      );
    }
    if (!user) {
      return (
        <>
          <p>{t('plans.guestPrompt')}</p>
          <SignInLink>{t('plans.signIn')}</SignInLink>
        </>
      );
    }
    if (returned) {
      return (
        <SubscriptionReturn
          preapprovalId={returned}
          userId={user._id}
          brandId={brand._id}
          onAuthorized={authorized}
          onDone={() => navigate(ROUTES.club, { replace: true })}
        />
      );
    }
    if (member.isPending) return <p role="status">{t('membership.loading')}</p>;
    if (membership?.active) {
      return (
        <MembershipCard
          userId={user._id}
          membership={membership}
          discountPct={clubDiscountPct(brand, { typeUser: 'registered', membership })}
        />
      );
    }
    if (payingId && payingPlans.isPending) return <p role="status">{t('plans.loading')}</p>;
    if (paying) {
      return (
        <CardForm
          plan={paying}
          userId={user._id}
          brandId={brand._id}
          payerEmail={user.email ?? ''}
          backUrl={ROUTES.club}
          onCancel={() => navigate(ROUTES.club, { replace: true })}
          onSubscribed={(answer) => {
            rememberPendingSubscription({
              planId: paying.id,
              subscriptionId: answer.data.preapprovalId ?? answer.subscriptionId,
              userId: user._id,
            });
            leaveFor(answer.init_point);
          }}
        />
      );
    }
    // a sign-up left at the provider's page (Back, a closed tab) is said, so it is checked, not repeated
    const kept = pendingSubscription();
    const pending = kept?.userId === user._id ? kept : null;
    return (
      <>
        {Number(brand.clubMembers?.generalDiscountPct ?? 0) > 0 ? (
          <p className="club-intro">{t('plans.intro', { pct: brand.clubMembers?.generalDiscountPct })}</p>
        ) : null}
        {pending ? (
          <div role="status" className="club-message club-pending">
            <p>{t('return.pending', { plan: t(`membership.${pending.planId}`) })}</p>
            <button
              type="button"
              className="button"
              onClick={() =>
                navigate(`${ROUTES.club}?${RETURN_PARAM}=${encodeURIComponent(pending.subscriptionId)}`)
              }
            >
              {t('return.check')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                forgetPendingSubscription();
                setDiscarded((n) => n + 1);
              }}
            >
              {t('return.discard')}
            </button>
          </div>
        ) : null}
        <PlanList brandId={brand._id} onChoose={setChosen} />
        <ConfirmPlanModal
          plan={chosen}
          onClose={() => setChosen(null)}
          onConfirm={() => {
            if (chosen) navigate(`${ROUTES.club}?${PLAN_PARAM}=${encodeURIComponent(chosen.id)}`);
            setChosen(null);
          }}
        />
      </>
    );
  };

  return (
    <section className="screen club-screen" aria-labelledby="club-title">
      <h1 id="club-title" className="screen__title">
        {t('plans.title')}
      </h1>
      {body()}
      <ClubWelcome message={welcome} onClose={() => setWelcome(null)} />
    </section>
  );
}
