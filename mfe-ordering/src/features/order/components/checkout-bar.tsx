import './order.css';
import { useState } from 'react';
import { computeCartQuantity, computeCartTotal } from 'shared-contracts/cart';
import { clubDiscountPct, totalWithClubDiscount } from 'shared-contracts/club';
import type { Branch } from 'shared-contracts/entities';
import { ROUTES } from 'shared-contracts/routes';
import { useMountProps, useShellStore } from 'shared-ui/remote-context';
import { useFormat } from 'shared-ui/texts';
import { useNavigate } from 'react-router-dom';
import { useOrderingT } from '../../../i18n';
import { isBranchOpen } from '../../branches/components/branch-card';
import { ClosedBranchModal } from '../../product/components/blocked-modals';
import { useOrder, useOrderBranchIds } from 'shared-ui/order';
import { useBranch } from '../../branches/api/get-branch';
import { useBrandText } from '../../../lib/use-brand-text';

/**
 * Spec 000 section 2: the bar at the bottom with the order's count and total. 'Ver orden' leads
 * to the summary; on the summary 'Confirmar orden' leads to checkout. The order's branch (issue 28
 * item 1: the one its products were added at) when it is not open does not let the customer move on:
 * the closed modal shows instead. On another branch's screens (`branch`, a link or a story into it)
 * the bar names the order's branch, and a closed branch being looked at blocks nothing of it.
 */
export function CheckoutBar({ step, branch }: { step: 'summary' | 'checkout'; branch?: Branch | null }) {
  const { stores } = useMountProps();
  const brand = useShellStore(stores.brand, (s) => s.brand);
  const user = useShellStore(stores.session, (s) => s.session?.user);
  const { t } = useOrderingT();
  const format = useFormat();
  const navigate = useNavigate();
  const brandText = useBrandText();
  const products = useOrder((cart) => cart.products);
  const orderIds = useOrderBranchIds();
  const orderBranchQuery = useBranch(products.length > 0 ? (orderIds.localId ?? undefined) : undefined);
  const [closedOpen, setClosedOpen] = useState(false);
  if (products.length === 0) return null;
  const count = computeCartQuantity({ products });
  // an active member's products less the members' discount, the summary's total, on every screen (a
  // walk read '$ 14.500' on the menu's bar and '$ 12.325' on the summary's for the same order)
  const { total } = totalWithClubDiscount({
    subtotal: computeCartTotal({ products }),
    pct: clubDiscountPct(brand, user),
  });
  // the order's own branch decides; an order without a recorded branch is the shown branch's
  const orderBranch = orderIds.localId ? (orderBranchQuery.data ?? null) : (branch ?? null);
  const elsewhere = Boolean(branch && orderIds.localId && branch.id !== orderIds.localId);
  const goOn = () => {
    if (orderBranch && !isBranchOpen(orderBranch)) {
      setClosedOpen(true);
      return;
    }
    navigate(step === 'summary' ? ROUTES.orderSummary : ROUTES.checkout);
  };
  return (
    <div className="checkout-bar-space">
      <div className="checkout-bar order-bar" role="region" aria-label={t('order.bar')}>
        <p className="checkout-bar__summary" aria-live="polite">
          <span className="checkout-bar__count">
            {elsewhere && orderBranch
              ? t('order.countAt', { count, branch: brandText(orderBranch.name) })
              : t('order.count', { count })}
          </span>
          <strong className="checkout-bar__total">{format.money(total)}</strong>
        </p>
        <button type="button" className="button checkout-bar__action" onClick={goOn}>
          {step === 'summary' ? t('order.view') : t('order.confirm')}
        </button>
      </div>
      <ClosedBranchModal open={closedOpen} onClose={() => setClosedOpen(false)} branch={orderBranch} />
    </div>
  );
}
