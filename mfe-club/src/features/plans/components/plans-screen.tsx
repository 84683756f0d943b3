import './plans-screen.css';
import { Link } from 'react-router-dom';
import { ROUTES } from 'shared-contracts/routes';
import { useFormat } from 'shared-ui/texts';
import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { useClubT } from '../../../i18n';
import { usePlans } from '../api/get-plans';

/**
 * Club plans (spec 001 section 2): plan cards with savings shown as originalPrice minus price. Guests
 * cannot see the club and are asked to sign in (spec 001 section 6); nothing is fetched for them.
 */
export function PlansScreen() {
  const { stores } = useMountProps();
  const brand = useShellStore(stores.brand, (s) => s.brand);
  const guest = useShellStore(stores.session, (s) => s.session?.user.typeUser !== 'registered');
  const enabled = Boolean(brand?.clubMembers?.enabled);
  const plans = usePlans(enabled && !guest ? brand?._id : undefined);
  const { t } = useClubT();
  const format = useFormat();
  useShellHeader({ title: '', goBack: null });
  return (
    <section className="screen" aria-labelledby="club-title">
      <h1 id="club-title" className="screen__title">
        {t('plans.title')}
      </h1>
      {!brand ? null : !enabled ? (
        <p>{t('plans.disabled')}</p>
      ) : guest ? (
        <>
          <p>{t('plans.guestPrompt')}</p>
          <Link className="button" to={ROUTES.auth}>
            {t('plans.signIn')}
          </Link>
        </>
      ) : plans.isPending ? (
        <p role="status">{t('plans.loading')}</p>
      ) : plans.isError ? (
        <p role="alert">{t('plans.failed')}</p>
      ) : plans.data.length === 0 ? (
        <p>{t('plans.none')}</p>
      ) : (
        <ul className="plan-list" aria-label={t('plans.listLabel')}>
          {plans.data.map((plan) => (
            <li key={plan.id} className="plan-card">
              <h2>{plan.name}</h2>
              {plan.description ? <p>{plan.description}</p> : null}
              <p className="plan-card__price">{format.money(plan.price)}</p>
              {plan.originalPrice && plan.originalPrice > plan.price ? (
                <p className="plan-card__saving">
                  {t('plans.saving', { amount: format.money(plan.originalPrice - plan.price) })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
