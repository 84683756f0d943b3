/**
 * The page's one query library, shared as a federation singleton in place of @tanstack/react-query and
 * @tanstack/query-core themselves. A shared module is bundled whole (any consumer may use any export);
 * sharing this short list lets webpack keep only what the apps use. Every app and shared-ui module
 * imports it from here: two copies would mean two React contexts, and a query would not find the
 * page's QueryClient. Add an export here when an app needs one.
 */
export {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';

import type { DataTag, UseQueryOptions } from '@tanstack/react-query';

/**
 * What a shared query's options function answers (shared-ui/queries), written out: the declarations
 * `tsc -b` emits for shared-ui then name @tanstack/react-query, which every package has, rather than
 * the core package behind it, which only react-query can reach.
 */
export type SharedQueryOptions<TData, TKey extends readonly unknown[]> = UseQueryOptions<
  TData,
  Error,
  TData,
  TKey
> & { queryKey: DataTag<TKey, TData, Error> };
