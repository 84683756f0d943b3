import { Confetti } from 'shared-ui/confetti';
import { Modal } from 'shared-ui/modal';
import { useQuery } from 'shared-ui/query';
import { useApiClient } from 'shared-ui/remote-context';
import { useBrandText } from 'shared-ui/translation';
import { useClubT } from '../../../i18n';
import { useSetSessionMembership } from '../../membership/api/membership';
import { getSubscription, validateSubscription, type ValidateAnswer } from '../api/subscriptions';
import { useSubscriptionFailure } from './card-form';
import { forgetPendingSubscription, pendingSubscription } from '../lib/pending-subscription';

/**
 * Back from the provider's authorisation page on /club?preapproval_id= (spec 001 section 7): the
 * server is asked what became of the subscription (POST .../validate with userId, brandId, planId and
 * subscriptionId); the plan is the one kept before leaving, or, if this tab lost it, the
 * subscription's own. Authorised: the membership goes into the session and `onAuthorized` gets the
 * server's message (the club then leaves the return's address and celebrates: a reload validates
 * nothing again and celebrates nothing twice). Anything else says what happened and leads back to
 * the plans.
 */
export function SubscriptionReturn({
  preapprovalId,
  userId,
  brandId,
  onAuthorized,
  onDone,
}: {
  preapprovalId: string;
  userId: string;
  brandId: string;
  onAuthorized(message: string): void;
  onDone(): void;
}) {
  const api = useApiClient();
  const { t } = useClubT();
  const brandText = useBrandText();
  const failure = useSubscriptionFailure();
  const setMembership = useSetSessionMembership();
  const validation = useQuery({
    queryKey: ['club', 'validate', preapprovalId],
    queryFn: async (): Promise<ValidateAnswer> => {
      const kept = pendingSubscription();
      const planId =
        kept?.subscriptionId === preapprovalId && kept.userId === userId
          ? kept.planId
          : (await getSubscription(api, preapprovalId))?.planId;
      if (!planId) throw new Error('the subscription names no plan');
      const answer = await validateSubscription(api, {
        userId,
        brandId,
        planId,
        subscriptionId: preapprovalId,
      });
      if (answer.status !== 'pending') forgetPendingSubscription();
      if (answer.status === 'authorized') {
        setMembership(answer.data.membership);
        onAuthorized(answer.message);
      }
      return answer;
    },
    retry: false,
    staleTime: Infinity,
  });

  if (validation.isPending) {
    return (
      <p role="status" className="club-message">
        {t('return.validating')}
      </p>
    );
  }
  if (validation.isError) {
    return (
      <div role="alert" className="club-message">
        <p>{failure(validation.error)}</p>
        <button type="button" className="button" onClick={() => void validation.refetch()}>
          {t('return.retry')}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('return.backToPlans')}
        </button>
      </div>
    );
  }
  const answer = validation.data;
  if (answer.status === 'authorized') {
    return (
      <p role="status" className="club-message">
        {brandText(answer.message)}
      </p>
    );
  }
  return (
    <div role="alert" className="club-message">
      <p>{brandText(answer.message)}</p>
      <button type="button" className="button" onClick={onDone}>
        {t('return.backToPlans')}
      </button>
    </div>
  );
}

/** The celebration of a membership just authorised (spec 001 section 7): confetti and the welcome. */
export function ClubWelcome({ message, onClose }: { message: string | null; onClose(): void }) {
  const { t } = useClubT();
  // the server's sentence, in the page's language as the brand's texts are (spec 001 section 5)
  const brandText = useBrandText();
  return (
    <>
      {message !== null ? <Confetti /> : null}
      <Modal
        id="club-welcome"
        open={message !== null}
        onClose={onClose}
        title={t('return.welcomeTitle')}
        description={message === null ? '' : brandText(message)}
        footer={
          <button type="button" className="button" onClick={onClose}>
            {t('return.welcomeContinue')}
          </button>
        }
      />
    </>
  );
}
