import { LoadFailed } from './load-failed';
import { useActiveOrder } from './queries/active-order';

/**
 * The customer's active orders could not be read (the API away): said where the active-order card goes,
 * with a retry, by the checkout's card and by the branch home's own card alike; they are asked for again
 * every 15 s anyway (ACTIVE_ORDERS_RETRY_MS). Nothing while they can be read. The texts and the card's
 * look are the remote's own.
 */
export function ActiveOrdersLoadFailed({
  className,
  message,
  retryLabel,
}: {
  className: string;
  message: string;
  retryLabel: string;
}) {
  const { activeOrder, isError, isFetching, refetch } = useActiveOrder();
  if (activeOrder || !isError) return null;
  return (
    <div className={className}>
      <LoadFailed
        message={message}
        retryLabel={retryLabel}
        retrying={isFetching}
        onRetry={() => void refetch()}
        ghost
      />
    </div>
  );
}
