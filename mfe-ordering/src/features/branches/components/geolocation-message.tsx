import { useOrderingT } from '../../../i18n';
import type { GeolocationState } from '../hooks/use-geolocation';

/** The geolocation status: 'locating' politely, each failure as an alert. */
export function GeolocationMessage({ state }: { state: GeolocationState }) {
  const { t } = useOrderingT();
  if (state.status === 'locating') return <p role="status">{t('geolocation.locating')}</p>;
  if (state.status === 'failed') {
    return (
      <p role="alert" className="form-error">
        {t(`geolocation.${state.failure}`)}
      </p>
    );
  }
  return null;
}
