import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ConsumePreferences } from 'shared-contracts/entities';
import { profileAddressEditPath } from 'shared-contracts/routes';
import { useApiClient, useRegisteredUser } from 'shared-ui/remote-context';
import { useSavedAddresses } from 'shared-ui/saved-addresses';
import { AddressSuggestionList } from 'shared-ui/address-suggestion-list';
import { BottomDrawer } from 'shared-ui/bottom-drawer';
import { IncompleteAddress, isAddressComplete } from 'shared-ui/incomplete-address';
import { LocateIcon } from '../../../components/icons';
import { useOrderingT } from '../../../i18n';
import { useDebouncedValue } from 'shared-ui/use-debounced-value';
import {
  useConsumePreferences,
  useUpdateConsumePreferences,
} from '../../../stores/consume-preferences-store';
import { getPlaceDetails, shouldShowSuggestions, type AddressSuggestion } from 'shared-ui/maps-sandbox';
import { useAddressSearch } from '../api/search-addresses';
import { useGeolocation } from '../hooks/use-geolocation';
import { useAddressLabel } from '../hooks/use-address-label';
import { GeolocationMessage } from './geolocation-message';

type DeliveryAddress = NonNullable<ConsumePreferences['deliveryAddress']>;

/**
 * The address drawer of branch selection (spec 000 section 5): its own chunk, loaded the first time
 * the customer opens it, with the search, the saved addresses and the current position. A saved
 * address that misses data shows 'Completar' as every list of saved addresses does (spec 001: it
 * opens the address in the form, the profile's address book's) and cannot be chosen until then.
 */
export function AddressDrawer({
  open,
  waitsForTurn = false,
  onClose,
}: {
  open: boolean;
  /** opened by the screen itself: behind another modal it waits (spec 001: one modal at a time) */
  waitsForTurn?: boolean;
  onClose(): void;
}) {
  const { t } = useOrderingT();
  const location = useLocation();
  const api = useApiClient();
  const current = useConsumePreferences((p) => p.deliveryAddress);
  const updateConsumePreferences = useUpdateConsumePreferences();
  const [draft, setDraft] = useState<DeliveryAddress | null>(current ?? null);
  const [details, setDetails] = useState(current?.details ?? '');
  const [input, setInput] = useState('');
  const [placeFailed, setPlaceFailed] = useState(false);
  // Each opening starts from the address in use.
  useEffect(() => {
    if (!open) return;
    setDraft(current ?? null);
    setDetails(current?.details ?? '');
    setInput('');
    setPlaceFailed(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [open]);
  const debounced = useDebouncedValue(input);
  const suggestions = useAddressSearch(debounced);
  // Only registered customers are offered their saved addresses here.
  const registered = useRegisteredUser() !== null;
  const saved = useSavedAddresses({ enabled: registered });
  const geolocation = useGeolocation((position) =>
    setDraft({
      address: null,
      formatted_address: null,
      coordinates: { lat: position.latitude, lng: position.longitude },
    }),
  );
  const searchId = useId();
  const listId = useId();
  const draftLabel = useAddressLabel(draft);
  const showSuggestions = shouldShowSuggestions(input);

  async function choose(suggestion: AddressSuggestion) {
    setPlaceFailed(false);
    try {
      const place = await getPlaceDetails(api, suggestion.placeId);
      setDraft({
        address: place.name,
        formatted_address: place.formattedAddress,
        coordinates: { lat: place.lat, lng: place.lng },
      });
      setInput('');
    } catch {
      setPlaceFailed(true);
    }
  }

  function save() {
    if (!draft) return;
    updateConsumePreferences({ deliveryAddress: { ...draft, details: details.trim() || null } });
    onClose();
  }

  return (
    <BottomDrawer
      open={open}
      onClose={onClose}
      id="ordering-address"
      allowOverlap={!waitsForTurn}
      title={t('address.title')}
      className="address-dialog"
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('address.cancel')}
          </button>
          <button type="button" className="button" onClick={save} disabled={!draft}>
            {t('address.save')}
          </button>
        </>
      }
    >
      <p className="address-dialog__current" aria-live="polite">
        <span className="address-selector__caption">{t('address.selected')}</span>{' '}
        <strong>{draftLabel || t('address.none')}</strong>
      </p>
      <button
        type="button"
        className="button button--ghost address-dialog__locate"
        onClick={geolocation.locate}
      >
        <LocateIcon /> {t('address.useLocation')}
      </button>
      <GeolocationMessage state={geolocation.state} />
      <label className="field" htmlFor={searchId}>
        <span className="field__label">{t('address.searchLabel')}</span>
        <input
          id={searchId}
          className="field__input"
          type="search"
          autoComplete="off"
          value={input}
          placeholder={t('address.searchPlaceholder')}
          aria-controls={listId}
          onChange={(event) => setInput(event.target.value)}
        />
      </label>
      <div id={listId} aria-live="polite">
        {placeFailed ? <p role="alert">{t('address.mapsError')}</p> : null}
        {showSuggestions && suggestions.isError ? <p role="alert">{t('address.mapsError')}</p> : null}
        {showSuggestions && suggestions.data ? (
          suggestions.data.length === 0 ? (
            <p>{t('address.noResults')}</p>
          ) : (
            <AddressSuggestionList
              suggestions={suggestions.data}
              label={t('address.suggestions')}
              listClassName="address-dialog__options"
              optionClassName="address-option"
              onChoose={(s) => void choose(s)}
            />
          )
        ) : null}
      </div>
      {saved.data && saved.data.length > 0 ? (
        <ul className="address-dialog__options" aria-label={t('address.saved')}>
          {saved.data.map((a) =>
            isAddressComplete(a) ? (
              <li key={a._id}>
                <button
                  type="button"
                  className="address-option"
                  aria-pressed={draft?.formatted_address === a.deliveryAddress}
                  onClick={() =>
                    setDraft({
                      address: a.etiqueta ?? a.deliveryAddress,
                      formatted_address: a.deliveryAddress,
                      coordinates: a.coordinates
                        ? { lat: a.coordinates.dropoff.lat, lng: a.coordinates.dropoff.lon }
                        : null,
                    })
                  }
                >
                  {a.etiqueta ? <strong>{a.etiqueta}</strong> : null}
                  <span>{a.deliveryAddress}</span>
                </button>
              </li>
            ) : (
              <IncompleteAddress
                key={a._id}
                address={a}
                editPath={profileAddressEditPath(a._id, `${location.pathname}${location.search}`)}
                className="address-option address-option--incomplete"
              >
                {a.etiqueta?.trim() ? <strong>{a.etiqueta}</strong> : null}
                <span>{a.deliveryAddress}</span>
              </IncompleteAddress>
            ),
          )}
        </ul>
      ) : null}
      <label className="field">
        <span className="field__label">{t('address.details')}</span>
        <input
          className="field__input"
          value={details}
          maxLength={200}
          onChange={(event) => setDetails(event.target.value)}
        />
      </label>
    </BottomDrawer>
  );
}
