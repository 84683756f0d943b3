import { queryOptions, useQuery } from 'shared-ui/query';
import type { ApiClient } from 'shared-ui/api-client';
import { shouldQueryAddress, suggestAddresses } from 'shared-ui/maps-sandbox';
import { useApiClient } from 'shared-ui/remote-context';

export function addressSearchQueryOptions(api: ApiClient, input: string) {
  return queryOptions({
    queryKey: ['ordering', 'address-search', input],
    queryFn: () => suggestAddresses(api, input),
  });
}

export function useAddressSearch(input: string) {
  const api = useApiClient();
  const trimmed = input.trim();
  return useQuery({
    ...addressSearchQueryOptions(api, trimmed),
    enabled: shouldQueryAddress(trimmed),
  });
}
