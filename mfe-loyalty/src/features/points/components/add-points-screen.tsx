import './points.css';
import { missingProfileFields } from 'shared-contracts/profile-completion';
import { ROUTES } from 'shared-contracts/routes';
import { useMountProps, useRegisteredUser, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { CustomerQr, GuestPrompt } from '../../../components/customer';
import { useLoyaltyT } from '../../../i18n';
import { LOAD_POINTS_BONUS_PCT } from '../points-rules';

/** What the add-points QR carries (spec 001 section 2): the user id alone. */
export const loadPointsQrValue = (userId: string) => userId;

/**
 * Add points, /puntos/carga (spec 001 sections 2 and 9): a QR of the user id that the till scans to
 * load the purchase's points, and the 10% extra that loading them this way gives. Guests are asked
 * to sign in. A customer who misses profile data is offered the profile completion modal first
 * (spec 001 section 2: it is also the data completion for the 10% points offer), through the event
 * the accounts remote's widget answers.
 */
export function AddPointsScreen() {
  const { stores, bus } = useMountProps();
  const user = useRegisteredUser();
  const companyMode = useShellStore(stores.brand, (s) => s.brand?.businessType === 'b2b');
  const missing = missingProfileFields(user, companyMode).length > 0;
  const { t } = useLoyaltyT();
  useShellHeader({ title: '', goBack: ROUTES.points });
  return (
    <section className="screen points-screen add-points" aria-labelledby="add-points-title">
      <h1 id="add-points-title" className="screen__title">
        {t('load.title')}
      </h1>
      {user ? (
        <>
          <p className="add-points__bonus">{t('load.bonus', { percent: LOAD_POINTS_BONUS_PCT })}</p>
          {missing ? (
            <div className="add-points__complete">
              <p>{t('load.completeHint', { percent: LOAD_POINTS_BONUS_PCT })}</p>
              <button
                type="button"
                className="button"
                onClick={() => bus.emit('profile:completion-requested', { reason: 'points-offer' })}
              >
                {t('load.complete')}
              </button>
            </div>
          ) : null}
          <CustomerQr value={loadPointsQrValue(user._id)} label={t('load.qrLabel')} name={user.name} />
          <p className="add-points__how">{t('load.how')}</p>
        </>
      ) : (
        <GuestPrompt message={t('load.guestPrompt')} />
      )}
    </section>
  );
}
