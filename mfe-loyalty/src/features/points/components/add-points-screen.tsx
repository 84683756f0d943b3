import './points.css';
import { ROUTES } from 'shared-contracts/routes';
import { useRegisteredUser, useShellHeader } from 'shared-ui/remote-context';
import { CustomerQr, GuestPrompt } from '../../../components/customer';
import { useLoyaltyT } from '../../../i18n';
import { LOAD_POINTS_BONUS_PCT } from '../points-rules';

/** What the add-points QR carries (spec 001 section 2): the user id alone. */
export const loadPointsQrValue = (userId: string) => userId;

/**
 * Add points, /puntos/carga (spec 001 sections 2 and 9): a QR of the user id that the till scans to
 * load the purchase's points, and the 10% extra that loading them this way gives. Guests are asked
 * to sign in.
 */
export function AddPointsScreen() {
  const user = useRegisteredUser();
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
          <CustomerQr value={loadPointsQrValue(user._id)} label={t('load.qrLabel')} name={user.name} />
          <p className="add-points__how">{t('load.how')}</p>
        </>
      ) : (
        <GuestPrompt message={t('load.guestPrompt')} />
      )}
    </section>
  );
}
