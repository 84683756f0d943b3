import './order.css';
import { useState } from 'react';
import { computeCartQuantity, computeCartTotal } from 'shared-contracts/cart';
import type { Branch } from 'shared-contracts/entities';
import { ROUTES } from 'shared-contracts/routes';
import { useFormat } from 'shared-ui/texts';
import { useNavigate } from 'react-router-dom';
import { useOrderingT } from '../../../i18n';
import { isBranchOpen } from '../../branches/components/branch-card';
import { ClosedBranchModal } from '../../product/components/blocked-modals';
import { useOrder } from 'shared-ui/order';

/**
 * Spec 000 section 2: the bar at the bottom with the order's count and total. 'Ver orden' leads
 * to the summary; on the summary 'Confirmar orden' leads to checkout. A branch that is not open
 * does not let the customer move on: the closed modal shows instead.
 */
export function CheckoutBar({
  step,
  branch,
  total: shownTotal,
}: {
  step: 'summary' | 'checkout';
  branch?: Branch | null;
  /** the summary's total, after the members' discount; elsewhere the products' total */
  total?: number;
}) {
  const { t } = useOrderingT();
  const format = useFormat();
  const navigate = useNavigate();
  const products = useOrder((cart) => cart.products);
  const [closedOpen, setClosedOpen] = useState(false);
  if (products.length === 0) return null;
  const count = computeCartQuantity({ products });
  const total = shownTotal ?? computeCartTotal({ products });
  const goOn = () => {
    if (branch && !isBranchOpen(branch)) {
      setClosedOpen(true);
      return;
    }
    navigate(step === 'summary' ? ROUTES.orderSummary : ROUTES.checkout);
  };
  return (
    <div className="checkout-bar-space">
      <div className="checkout-bar order-bar" role="region" aria-label={t('order.bar')}>
        <p className="checkout-bar__summary" aria-live="polite">
          <span className="checkout-bar__count">{t('order.count', { count })}</span>
          <strong className="checkout-bar__total">{format.money(total)}</strong>
        </p>
        <button type="button" className="button checkout-bar__action" onClick={goOn}>
          {step === 'summary' ? t('order.view') : t('order.confirm')}
        </button>
      </div>
      <ClosedBranchModal open={closedOpen} onClose={() => setClosedOpen(false)} branch={branch} />
    </div>
  );
}
