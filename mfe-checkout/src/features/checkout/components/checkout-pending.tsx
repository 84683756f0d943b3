import { memo } from 'react';
import { Skeleton, SkeletonContainer } from 'shared-ui/skeleton';

/**
 * Issue 30 item 2: the sections below the products while the branch's answer (and the active order
 * the consume type depends on) are on their way, as one busy placeholder; they then come together, so
 * none of them pushes another.
 */
export const CheckoutPending = memo(function CheckoutPending() {
  return (
    <SkeletonContainer busy className="checkout-pending">
      <div className="checkout-section surface-card" data-testid="checkout-pending">
        <Skeleton shape="line" width="60%" />
        <Skeleton height={48} />
        <Skeleton height={48} />
        <Skeleton height={48} />
      </div>
      <div className="checkout-section surface-card">
        <Skeleton shape="line" width="30%" />
        <Skeleton shape="line" />
      </div>
    </SkeletonContainer>
  );
});
