import { useFormat } from 'shared-ui/texts';
import { useBrandText } from 'shared-ui/translation';
import { useClubT } from '../../../i18n';
import { planPrice, planSaving, planSavingPct, usePlans, type Plan } from '../api/get-plans';

/**
 * The plan cards (spec 001 section 2): price a cycle, savings shown as originalPrice minus price, the
 * annual plan described as cheaper by the percent those same prices give (issue 28 item 17: not a
 * fixed 20% next to a 72% saving), and a button to choose each.
 */
export function PlanList({ brandId, onChoose }: { brandId: string; onChoose(plan: Plan): void }) {
  const plans = usePlans(brandId);
  const { t } = useClubT();
  const format = useFormat();
  // the plans' names, descriptions and benefits are the brand's texts (spec 001 section 4)
  const brandText = useBrandText();
  if (plans.isPending) return <p role="status">{t('plans.loading')}</p>;
  if (plans.isError) {
    return (
      <div role="alert" className="club-message">
        <p>{t('plans.failed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void plans.refetch()}>
          {t('plans.retry')}
        </button>
      </div>
    );
  }
  if (plans.data.length === 0) return <p>{t('plans.none')}</p>;
  return (
    <ul className="plan-list" aria-label={t('plans.listLabel')}>
      {plans.data.map((plan) => {
        const saving = planSaving(plan);
        const savingPct = planSavingPct(plan);
        const headingId = `plan-${plan.id}-name`;
        return (
          <li key={plan.id} className="plan-card" aria-labelledby={headingId}>
            <h2 id={headingId}>{brandText(plan.name)}</h2>
            {plan.description ? <p>{brandText(plan.description)}</p> : null}
            <p className="plan-card__price">
              {format.money(planPrice(plan))}{' '}
              <span className="plan-card__cycle">
                {t(plan.id === 'annual' ? 'plans.perYear' : 'plans.perMonth')}
              </span>
            </p>
            {plan.id === 'annual' && savingPct > 0 ? (
              <p className="plan-card__badge">{t('plans.annualCheaper', { pct: savingPct })}</p>
            ) : null}
            {saving > 0 ? (
              <p className="plan-card__saving">{t('plans.saving', { amount: format.money(saving) })}</p>
            ) : null}
            {plan.benefits?.length ? (
              <ul className="plan-card__benefits" aria-label={t('plans.benefits')}>
                {plan.benefits.map((benefit) => (
                  <li key={benefit}>{brandText(benefit)}</li>
                ))}
              </ul>
            ) : null}
            <button
              type="button"
              className="button plan-card__choose"
              aria-describedby={headingId}
              onClick={() => onChoose(plan)}
            >
              {t('plans.choose')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
