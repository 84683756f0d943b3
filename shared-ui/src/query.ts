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
