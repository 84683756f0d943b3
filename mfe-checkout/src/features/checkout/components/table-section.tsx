import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Cart } from 'shared-contracts/entities';
import { CHECKOUT_ROUTES } from '../../../config/routes';
import { useCheckoutT } from '../../../i18n';

/** Eating at the branch: the order's table, and the way to scan it (not while a table order locks it). */
export const TableSection = memo(function TableSection({
  tableId,
  table,
  locked,
}: {
  tableId: Cart['tableId'];
  table: Cart['table'];
  locked: boolean;
}) {
  const { t } = useCheckoutT();
  return (
    <section className="checkout-section surface-card" aria-labelledby="checkout-table">
      <h2 id="checkout-table" className="checkout-section__title">
        {t('table.title')}
      </h2>
      <div className="checkout-section__row">
        <p>{tableId ? t('table.current', { table: table ?? '' }) : t('table.missing')}</p>
        {locked ? null : (
          <Link className="button button--ghost" to={CHECKOUT_ROUTES.selectTable}>
            {tableId ? t('table.change') : t('table.scan')}
          </Link>
        )}
      </div>
    </section>
  );
});
