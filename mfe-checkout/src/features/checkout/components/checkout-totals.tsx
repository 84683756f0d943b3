import { memo } from 'react';
import { useFormat } from 'shared-ui/texts';
import { useCheckoutT } from '../../../i18n';

/**
 * The order's totals: the subtotal, the members' discount, the shipping of a delivery option, the
 * total, and when points pay part or all of it, the points and what is left to pay at the branch.
 * Every prop is a number or a flag, so it renders again only when one of them changes.
 */
export const CheckoutTotals = memo(function CheckoutTotals({
  subtotal,
  clubPct,
  clubDiscount,
  shipping,
  total,
  pointsPaid,
  pointsRest,
  showIvaNote,
}: {
  subtotal: number;
  clubPct: number;
  clubDiscount: number;
  /** the shipping of the chosen delivery option; null when there is none to show */
  shipping: number | null;
  total: number;
  /** the points paying the order; null when points do not pay it */
  pointsPaid: number | null;
  /** the pesos left to pay at the branch when points pay (0 when they pay everything) */
  pointsRest: number | null;
  showIvaNote: boolean;
}) {
  const { t } = useCheckoutT();
  const format = useFormat();
  return (
    <section className="checkout-section surface-card" aria-labelledby="checkout-totals">
      <h2 id="checkout-totals" className="checkout-section__title">
        {t('totals.title')}
      </h2>
      <dl className="amounts-list">
        <dt>{t('totals.subtotal')}</dt>
        <dd>{format.money(subtotal)}</dd>
        {clubDiscount > 0 ? (
          <>
            <dt>
              {t('totals.clubDiscount', {
                pct: new Intl.NumberFormat(format.locale, {
                  style: 'percent',
                  maximumFractionDigits: 2,
                }).format(clubPct / 100),
              })}
            </dt>
            <dd data-testid="checkout-club-discount">{format.money(-clubDiscount)}</dd>
          </>
        ) : null}
        {shipping !== null ? (
          <>
            <dt>{t('totals.shipping')}</dt>
            <dd>{shipping === 0 ? t('totals.free') : format.money(shipping)}</dd>
          </>
        ) : null}
        <dt className="checkout-totals__total">{t('totals.total')}</dt>
        <dd className="checkout-totals__total" data-testid="checkout-total">
          {format.money(total)}
        </dd>
        {pointsPaid !== null && pointsRest !== null ? (
          <>
            <dt>{t('totals.points')}</dt>
            <dd data-testid="checkout-points">
              {t('totals.pointsValue', {
                points: format.points(pointsPaid),
                label: format.pointsLabel,
                amount: format.money(-pointsPaid),
              })}
            </dd>
            <dt className="checkout-totals__total">{t('totals.owed')}</dt>
            <dd className="checkout-totals__total" data-testid="checkout-owed">
              {format.money(pointsRest)}
            </dd>
          </>
        ) : null}
      </dl>
      {showIvaNote ? <p className="checkout-lines__options">{t('totals.iva')}</p> : null}
    </section>
  );
});
