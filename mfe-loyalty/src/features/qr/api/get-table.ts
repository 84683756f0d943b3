import type { ApiClient } from 'shared-ui/api-client';
import { queryOptions } from 'shared-ui/query';

/** A table as GET /mesa/{idLocal}/{tableId} answers it: whose branch, store and brand it is. */
export interface BrandTable {
  _id: string;
  idLocal: string;
  storeId: string;
  idMarca: string;
}

function parseTable(value: unknown): BrandTable {
  const { _id, idLocal, storeId, idMarca } = (value ?? {}) as Partial<Record<keyof BrandTable, unknown>>;
  if (
    typeof _id !== 'string' ||
    typeof idLocal !== 'string' ||
    typeof storeId !== 'string' ||
    typeof idMarca !== 'string'
  ) {
    throw new TypeError('GET /mesa: not a table');
  }
  return { _id, idLocal, storeId, idMarca };
}

/** GET /mesa/{localId}/{tableId}: the table a scanned link names (404 when the branch has none). */
export async function getTable(api: ApiClient, localId: string, tableId: string): Promise<BrandTable> {
  const answer = await api.get<{ data: unknown }>(
    `/mesa/${encodeURIComponent(localId)}/${encodeURIComponent(tableId)}`,
  );
  return parseTable(answer.data);
}

/** Asked on each scan (fetchQuery, never kept fresh): a table can be removed at any time. */
export const tableQueryOptions = (api: ApiClient, localId: string, tableId: string) =>
  queryOptions({
    queryKey: ['loyalty', 'table', localId, tableId],
    queryFn: () => getTable(api, localId, tableId),
    staleTime: 0,
  });
