import { memo, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Cart } from 'shared-contracts/entities';
import { ApiError } from 'shared-ui/api-client';
import { useOrderActions } from 'shared-ui/order';
import { useQuery } from 'shared-ui/query';
import { useApiClient } from 'shared-ui/remote-context';
import { tableQueryOptions } from 'shared-ui/table';
import { CHECKOUT_ROUTES } from '../../../config/routes';
import { useCheckoutT } from '../../../i18n';

/**
 * Eating at the branch: the order's table, and the way to scan it (not while a table order locks it).
 * A table the order holds from a link (a QR's address, shared or typed) is checked with the branch
 * (GET /mesa) as the checkout opens: one the branch does not have is taken out of the order at once,
 * with the reason, instead of being refused when the order is sent (a walk found 'Mesa 99' kept
 * until then).
 */
export const TableSection = memo(function TableSection({
  localId,
  tableId,
  table,
  locked,
}: {
  localId: string | null;
  tableId: Cart['tableId'];
  table: Cart['table'];
  locked: boolean;
}) {
  const { t } = useCheckoutT();
  const api = useApiClient();
  const { update } = useOrderActions();
  const [refused, setRefused] = useState<string | null>(null);
  const check = useQuery({
    ...tableQueryOptions(api, localId ?? '', tableId ?? ''),
    enabled: Boolean(localId && tableId) && !locked,
    retry: false,
    // a table just scanned was checked by the scan (its answer is in the cache): not asked again
    refetchOnMount: false,
  });
  // only the branch's refusal (404, 400): a failed call says nothing of the table, which the send checks
  const unknown =
    check.error instanceof ApiError && (check.error.status === 404 || check.error.status === 400);
  useEffect(() => {
    if (!unknown || !tableId) return;
    setRefused(String(table ?? tableId));
    update((c) => (c.tableId === tableId ? { ...c, table: null, tableId: null } : c));
  }, [unknown, tableId, table, update]);
  return (
    <section className="checkout-section surface-card" aria-labelledby="checkout-table">
      <h2 id="checkout-table" className="checkout-section__title">
        {t('table.title')}
      </h2>
      <div className="checkout-section__row">
        {refused && !tableId ? (
          <p role="alert">{t('table.unknown', { table: refused })}</p>
        ) : (
          <p>{tableId ? t('table.current', { table: table ?? '' }) : t('table.missing')}</p>
        )}
        {locked ? null : (
          <Link className="button button--ghost" to={CHECKOUT_ROUTES.selectTable}>
            {tableId ? t('table.change') : t('table.scan')}
          </Link>
        )}
      </div>
    </section>
  );
});
