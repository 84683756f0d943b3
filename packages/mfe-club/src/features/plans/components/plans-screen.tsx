import './plans-screen.css';
import { formatMoney } from 'shared-contracts/money';
import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { usePlans } from '../api/get-plans';

export const CLUB_TITLE = 'Club de Membresía';
export const CLUB_DISABLED = 'Club de Membresía no disponible';
export const PLANS_FAILED = 'Error al cargar los planes';
export const NO_PLANS = 'No hay planes disponibles';

/** Club plans (spec 001 section 2): plan cards with savings shown as originalPrice minus price. */
export function PlansScreen() {
  const { stores } = useMountProps();
  const brand = useShellStore(stores.brand, (s) => s.brand);
  const enabled = Boolean(brand?.clubMembers?.enabled);
  const plans = usePlans(enabled ? brand?._id : undefined);
  useShellHeader({ title: CLUB_TITLE, goBack: null });
  return (
    <section className="screen" aria-labelledby="club-title">
      <h1 id="club-title" className="screen__title">
        {CLUB_TITLE}
      </h1>
      {!brand ? null : !enabled ? (
        <p>{CLUB_DISABLED}</p>
      ) : plans.isPending ? (
        <p role="status">Cargando planes…</p>
      ) : plans.isError ? (
        <p role="alert">{PLANS_FAILED}</p>
      ) : plans.data.length === 0 ? (
        <p>{NO_PLANS}</p>
      ) : (
        <ul className="plan-list" aria-label="Planes">
          {plans.data.map((plan) => (
            <li key={plan.id} className="plan-card">
              <h2>{plan.name}</h2>
              {plan.description ? <p>{plan.description}</p> : null}
              <p className="plan-card__price">{formatMoney(plan.price)}</p>
              {plan.originalPrice && plan.originalPrice > plan.price ? (
                <p className="plan-card__saving">Ahorrás {formatMoney(plan.originalPrice - plan.price)}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
