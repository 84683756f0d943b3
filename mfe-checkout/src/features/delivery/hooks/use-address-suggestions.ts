import { keepPreviousData, useQuery } from 'shared-ui/query';
import { shouldQueryAddress } from 'shared-ui/maps-sandbox';
import { useAddressSearchProvider } from './use-address-search-provider';
import { useDebouncedValue } from 'shared-ui/use-debounced-value';

/**
 * Suggestions for what the customer typed, 300 ms after the last keystroke, asked only once the input
 * has more than 5 characters. The last list stays while a shorter input asks for nothing new.
 */
export function useAddressSuggestions(input: string) {
  const { provider, kind } = useAddressSearchProvider();
  const query = useDebouncedValue(input.trim());
  return useQuery({
    queryKey: ['checkout', 'address-search', kind, query],
    queryFn: () => {
      if (!provider) throw new Error('the address search is not ready');
      return provider.suggest(query);
    },
    enabled: provider !== null && shouldQueryAddress(query),
    placeholderData: keepPreviousData,
  });
}
