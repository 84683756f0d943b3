import { queryOptions } from 'shared-ui/query';
import type { ApiClient } from 'shared-ui/api-client';

/** A table of a branch, as GET /mesa/{idLocal}/{tableId} answers it (api/README.md). */
export interface BranchTable {
  /** what an order sends as `mesaId` */
  _id: string;
  /** the number printed on the table (the QR's `table`) */
  mesa: string | number;
  idLocal: string;
  storeId: string;
  nameLocal?: string;
}

function parseTable(value: unknown): BranchTable {
  const table = (value ?? {}) as Partial<Record<keyof BranchTable, unknown>>;
  const { _id, mesa, idLocal, storeId, nameLocal } = table;
  if (
    typeof _id !== 'string' ||
    (typeof mesa !== 'string' && typeof mesa !== 'number') ||
    typeof idLocal !== 'string' ||
    typeof storeId !== 'string'
  ) {
    throw new TypeError('GET /mesa: not a table');
  }
  return { _id, mesa, idLocal, storeId, ...(typeof nameLocal === 'string' ? { nameLocal } : {}) };
}

/** GET /mesa/{localId}/{tableId}: the table a QR names, if the branch has it (404 with the server's message). */
async function getTable(api: ApiClient, localId: string, tableId: string): Promise<BranchTable> {
  const answer = await api.get<{ data: unknown }>(
    `/mesa/${encodeURIComponent(localId)}/${encodeURIComponent(tableId)}`,
  );
  return parseTable(answer.data);
}

/** Asked once per scan (fetchQuery), never kept fresh: a table can be removed at any time. */
export const tableQueryOptions = (api: ApiClient, localId: string, tableId: string) =>
  queryOptions({
    queryKey: ['checkout', 'table', localId, tableId],
    queryFn: () => getTable(api, localId, tableId),
    staleTime: 0,
  });
