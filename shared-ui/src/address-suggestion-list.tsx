import type { AddressSuggestion } from './queries/maps-sandbox';

/**
 * The places the maps service suggests for what the customer typed, one button each (the street in
 * bold, the area after it), as the checkout's address form and the branch list's address drawer
 * show them. The texts and the look are the remote's own: the list's name and its classes.
 */
export function AddressSuggestionList({
  suggestions,
  label,
  listClassName,
  optionClassName,
  disabled = false,
  onChoose,
}: {
  suggestions: readonly AddressSuggestion[];
  /** the list's accessible name ('Sugerencias de direcciones') */
  label: string;
  listClassName: string;
  optionClassName: string;
  /** while a chosen place is being asked for */
  disabled?: boolean;
  onChoose(suggestion: AddressSuggestion): void;
}) {
  return (
    <ul className={listClassName} aria-label={label}>
      {suggestions.map((suggestion) => (
        <li key={suggestion.placeId}>
          <button
            type="button"
            className={optionClassName}
            disabled={disabled}
            onClick={() => onChoose(suggestion)}
          >
            <strong>{suggestion.main}</strong>
            {suggestion.secondary ? <span>{suggestion.secondary}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
