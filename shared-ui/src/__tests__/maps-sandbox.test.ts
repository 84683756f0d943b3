import {
  ADDRESS_QUERY_MIN_CHARS,
  SUGGESTIONS_MIN_CHARS,
  shouldQueryAddress,
  shouldShowSuggestions,
} from '../queries/maps-sandbox';

describe('the address search rules of ordering and checkout (spec 000 and 001 section 5)', () => {
  it('asks the maps service only after more than 5 characters, spaces around them not counted', () => {
    expect(ADDRESS_QUERY_MIN_CHARS).toBe(6);
    expect(shouldQueryAddress('Calle')).toBe(false);
    expect(shouldQueryAddress('  Calle  ')).toBe(false);
    expect(shouldQueryAddress('Calle ')).toBe(false);
    expect(shouldQueryAddress('Calle 1')).toBe(true);
    expect(shouldQueryAddress('Callao')).toBe(true);
  });

  it('shows the suggestions after more than 3 characters, spaces around them not counted', () => {
    expect(SUGGESTIONS_MIN_CHARS).toBe(4);
    expect(shouldShowSuggestions('Av.')).toBe(false);
    expect(shouldShowSuggestions('  Av.  ')).toBe(false);
    expect(shouldShowSuggestions('Av. ')).toBe(false);
    expect(shouldShowSuggestions('Av. C')).toBe(true);
    expect(shouldShowSuggestions('Mitre')).toBe(true);
  });
});
