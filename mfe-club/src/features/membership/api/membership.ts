import { useEffect } from 'react';
import { userSchema, type Membership, type User } from 'shared-contracts/entities';
import { useMutation, useQuery } from 'shared-ui/query';
import { useApiClient, useMountProps } from 'shared-ui/remote-context';
import { showToast } from 'shared-ui/show-toast';
import { cancelSubscription, getSubscription } from '../../subscribe/api/subscriptions';

/** The club remote's own query keys (one reader: this remote). */
export const CLUB_KEYS = {
  member: (userId: string) => ['club', 'member', userId] as const,
  subscription: (userId: string) => ['club', 'subscription', userId] as const,
};

/**
 * Writes the membership the server answered into the shell's session, so everything that reads the
 * session user (the summary's and the checkout's members' discount) sees it at once.
 */
export function useSetSessionMembership() {
  const { stores } = useMountProps();
  return (membership: Membership | null | undefined) => {
    const session = stores.session.getState().session;
    if (!session) return;
    if (JSON.stringify(session.user.membership ?? null) === JSON.stringify(membership ?? null)) return;
    stores.session
      .getState()
      .setSession({ ...session, user: { ...session.user, membership: membership ?? null } });
  };
}

/**
 * The customer as the server holds them now (GET /user/{brandId}/{userId}): a renewal, a failed
 * payment or a cancellation made at the provider reaches the membership here, and the session is
 * brought up to date with it.
 */
export function useMember(user: Pick<User, '_id' | 'idMarca'> | null, brandId: string | null) {
  const api = useApiClient();
  const setMembership = useSetSessionMembership();
  const query = useQuery({
    queryKey: CLUB_KEYS.member(user?._id ?? ''),
    queryFn: async () =>
      userSchema.parse(
        (
          await api.get<{ data: unknown }>(
            `/user/${encodeURIComponent(brandId ?? '')}/${encodeURIComponent(user?._id ?? '')}`,
          )
        ).data,
      ),
    enabled: Boolean(user && brandId),
  });
  const membership = query.data?.membership;
  useEffect(() => {
    if (query.isSuccess) setMembership(membership);
  }, [query.isSuccess, membership]);
  return query;
}

/** The customer's live subscription, else their latest (GET /club-members/subscriptions/{userId}). */
export function useCurrentSubscription(userId: string | undefined, enabled: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: CLUB_KEYS.subscription(userId ?? ''),
    queryFn: () => getSubscription(api, userId ?? ''),
    enabled: Boolean(userId) && enabled,
  });
}

/** Cancels the membership's subscription; the member and the subscription are read again after. */
export function useCancelMembership(userId: string) {
  const api = useApiClient();
  const { queryClient } = useMountProps();
  return useMutation({
    mutationFn: (subscriptionId: string) => cancelSubscription(api, subscriptionId),
    // here, not in the caller's mutate(): the membership card unmounts once the member is read again
    onSuccess: (answer) => showToast('success', answer.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CLUB_KEYS.member(userId) }),
        queryClient.invalidateQueries({ queryKey: CLUB_KEYS.subscription(userId) }),
      ]),
  });
}
