import { useEffect, useRef, useState } from 'react';
import { useFormat } from 'shared-ui/texts';
import { useMountProps } from 'shared-ui/remote-context';
import type { WidgetHandle } from 'shared-contracts/mount';
import { toNumber } from 'shared-contracts/money';
import { useOrderingT } from '../../../i18n';
import { isPendingTransfer, useActiveOrder } from 'shared-ui/active-order';

type WidgetStatus = 'loading' | 'mounted' | 'failed';

/**
 * Where the active-order card goes on the branch home. The card belongs to the checkout remote
 * (active orders are its screens): the shell mounts its widget 'checkout/active-order-card' here
 * (contract 1.2). Until it has mounted, or when it cannot load or render, this slot shows its own
 * compact card from GET /pedido/active as the fallback, so the customer always sees that an order
 * is under way.
 */
export function ActiveOrderSlot() {
  const { widgets } = useMountProps();
  const hostRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<WidgetStatus>(widgets ? 'loading' : 'failed');

  useEffect(() => {
    const host = hostRef.current;
    if (!widgets || !host) return;
    let cancelled = false;
    const element = document.createElement('div');
    host.appendChild(element);
    setStatus('loading');
    const mounting = widgets
      .mount('checkout/active-order-card', element, {
        onError: () => {
          if (!cancelled) setStatus('failed');
        },
      })
      .then(
        (handle): WidgetHandle | null => {
          if (!cancelled) setStatus('mounted');
          return handle;
        },
        () => {
          if (!cancelled) setStatus('failed');
          return null;
        },
      );
    return () => {
      cancelled = true;
      void mounting
        .then((handle) => handle?.unmount())
        .catch(() => undefined)
        .finally(() => element.remove());
    };
  }, [widgets]);

  return (
    <div className="active-order-slot" data-slot="checkout/active-order-card" data-widget-status={status}>
      {status === 'mounted' ? null : <ActiveOrderFallback />}
      <div ref={hostRef} hidden={status === 'failed'} />
    </div>
  );
}

/** The slot's own compact card: 'Pedido Activo' or 'Pendiente de pago', the branch and the total. */
function ActiveOrderFallback() {
  const { t } = useOrderingT();
  const format = useFormat();
  const { activeOrder } = useActiveOrder();
  if (!activeOrder || activeOrder.activeOrder === false) return null;
  const total = activeOrder.account?.orderTotal ?? activeOrder.totalFacturado ?? activeOrder.total;
  return (
    <section className="active-order-card" aria-labelledby="active-order-title">
      <h2 id="active-order-title" className="active-order-card__title">
        {isPendingTransfer(activeOrder) ? t('home.activeOrderPending') : t('home.activeOrder')}
      </h2>
      <p>
        {activeOrder.localInfo?.nameLocal ?? ''}
        {total !== undefined && total !== null ? ` · ${format.money(toNumber(total))}` : ''}
      </p>
    </section>
  );
}
