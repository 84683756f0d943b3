import { LocateIcon } from '../../../components/icons';
import { useOrderingT } from '../../../i18n';
import {
  useConsumePreferences,
  useUpdateConsumePreferences,
} from '../../../stores/consume-preferences-store';
import { useGeolocation } from '../hooks/use-geolocation';
import { GeolocationMessage } from './geolocation-message';

/** Takeaway: where to pick up, and the location prompt that orders branches by distance. */
export function TakeawayInfo() {
  const { t } = useOrderingT();
  const located = useConsumePreferences((p) => Boolean(p.userLocation));
  const updateConsumePreferences = useUpdateConsumePreferences();
  const geolocation = useGeolocation((position) => updateConsumePreferences({ userLocation: position }));
  return (
    <div className="takeaway-info">
      <p>{t('takeaway.info')}</p>
      {located ? (
        <p className="takeaway-info__located">{t('takeaway.located')}</p>
      ) : (
        <p>{t('takeaway.prompt')}</p>
      )}
      <button
        type="button"
        className="button button--ghost"
        onClick={geolocation.locate}
        disabled={geolocation.state.status === 'locating'}
      >
        <LocateIcon /> {located ? t('takeaway.relocate') : t('takeaway.locate')}
      </button>
      <GeolocationMessage state={geolocation.state} />
    </div>
  );
}
