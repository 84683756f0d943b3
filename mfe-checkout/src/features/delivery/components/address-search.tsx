import { useId, useState, type Ref } from 'react';
import { useCheckoutT } from '../../../i18n';
import { useAddressSearchProvider } from '../hooks/use-address-search-provider';
import { useAddressSuggestions } from '../hooks/use-address-suggestions';
import { AddressSuggestionList } from 'shared-ui/address-suggestion-list';
import { shouldShowSuggestions, type AddressSuggestion } from 'shared-ui/maps-sandbox';
import type { AddressPlace } from '../lib/address-form-rules';

export interface AddressSearchProps {
  /** the input's id (the form's error summary and focus use it) */
  id: string;
  /** the address chosen so far */
  place: AddressPlace | null;
  onChoose(place: AddressPlace): void;
  /** the field's error, tied to the input */
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The address field of the form (spec 000 and 001 section 5): what the customer types is searched in
 * ar and de after more than 5 characters, the suggestions show from 4, and choosing one asks the
 * maps service for the place's position.
 */
export function AddressSearch({ id, place, onChoose, error, inputRef }: AddressSearchProps) {
  const { t } = useCheckoutT();
  const search = useAddressSearchProvider();
  const [input, setInput] = useState('');
  const [placeFailed, setPlaceFailed] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const suggestions = useAddressSuggestions(input);
  const hintId = useId();
  const chosenId = useId();
  const errorId = useId();
  const listId = useId();
  const visible = shouldShowSuggestions(input) && search.status === 'ready';
  const list = visible ? suggestions.data : undefined;

  async function choose(suggestion: AddressSuggestion) {
    if (!search.provider) return;
    setPlaceFailed(false);
    setChoosing(true);
    try {
      const details = await search.provider.details(suggestion.placeId);
      onChoose({ formattedAddress: details.formattedAddress, lat: details.lat, lng: details.lng });
      setInput('');
    } catch {
      setPlaceFailed(true);
    } finally {
      setChoosing(false);
    }
  }

  let status = '';
  if (search.status === 'loading') status = t('delivery.search.loadingMaps');
  else if (visible && suggestions.isFetching && !list) status = t('delivery.search.searching');
  else if (list) {
    status =
      list.length === 0 ? t('delivery.search.noResults') : t('delivery.search.count', { count: list.length });
  }
  const describedBy = [place ? chosenId : null, hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {t('delivery.search.label')}
      </label>
      {place ? (
        <p className="address-search__chosen" id={chosenId}>
          {t('delivery.search.chosen', { address: place.formattedAddress })}
        </p>
      ) : null}
      <p className="field__hint" id={hintId}>
        {t('delivery.search.hint')}
      </p>
      <input
        ref={inputRef}
        id={id}
        className="field__input"
        type="search"
        autoComplete="off"
        value={input}
        disabled={search.status === 'error'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-controls={listId}
        onChange={(event) => {
          setInput(event.target.value);
          setPlaceFailed(false);
        }}
      />
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      {search.status === 'error' ? (
        <p className="field__error" role="alert">
          {t('delivery.search.mapsError')}
        </p>
      ) : null}
      {placeFailed || (visible && suggestions.isError) ? (
        <p className="field__error" role="alert">
          {t(placeFailed ? 'delivery.search.placeError' : 'delivery.search.searchError')}
        </p>
      ) : null}
      <p className="address-search__status" role="status">
        {status}
      </p>
      <div id={listId}>
        {list && list.length > 0 ? (
          <AddressSuggestionList
            suggestions={list}
            label={t('delivery.search.suggestions')}
            listClassName="address-search__options"
            optionClassName="address-search__option"
            disabled={choosing}
            onChoose={(s) => void choose(s)}
          />
        ) : null}
      </div>
    </div>
  );
}
