import { queryOptions, type SharedQueryOptions } from 'shared-ui/query';
import { QUERY_KEYS } from 'shared-contracts/query-keys';
import type { ApiClient } from 'shared-ui/api-client';

/**
 * A table of a branch, the one client of GET /mesa/{idLocal}/{tableId}: the checkout's table scan
 * seats the order at it, the loyalty remote's scanner checks that a scanned table QR is this
 * brand's. Bundled by each package that uses it (not a shared module).
 */
export interface BranchTable {
  /** the QR's `table_id`; what an order sends as `mesaId` */
  _id: string;
  /** the number or name printed on the table (the QR's `table`); an order's `mesa` */
  mesa: string | number;
  idLocal: string;
  storeId: string;
  /** the brand whose table it is */
  idMarca: string;
  /** the branch's name */
  nameLocal?: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The answer's `data` as a table, or a TypeError naming the request: never half a table. */
export function parseTable(value: unknown): BranchTable {
  const { _id, mesa, idLocal, storeId, idMarca, nameLocal } = (value ?? {}) as Partial<
    Record<keyof BranchTable, unknown>
  >;
  if (
    !isText(_id) ||
    !(isText(mesa) || typeof mesa === 'number') ||
    !isText(idLocal) ||
    !isText(storeId) ||
    !isText(idMarca)
  ) {
    throw new TypeError('GET /mesa: not a table');
  }
  return { _id, mesa, idLocal, storeId, idMarca, ...(isText(nameLocal) ? { nameLocal } : {}) };
}

/**
 * GET /mesa/{localId}/{tableId}: the table a QR names, if that branch has it. A refusal (404 'Mesa no
 * encontrada en esta sucursal' or 'Sucursal no encontrada', 400 for an id that is not one) is the
 * api client's ApiError with the server's message.
 */
export async function getTable(
  api: ApiClient,
  localId: string,
  tableId: string,
  signal?: AbortSignal,
): Promise<BranchTable> {
  const answer = await api.get<{ data: unknown }>(
    `/mesa/${encodeURIComponent(localId)}/${encodeURIComponent(tableId)}`,
    { signal },
  );
  return parseTable(answer.data);
}

/** Asked on each scan (fetchQuery), never kept fresh: a table can be removed at any time. */
export const tableQueryOptions = (
  api: ApiClient,
  localId: string,
  tableId: string,
): SharedQueryOptions<BranchTable, ReturnType<typeof QUERY_KEYS.table>> =>
  queryOptions({
    queryKey: QUERY_KEYS.table(localId, tableId),
    queryFn: ({ signal }) => getTable(api, localId, tableId, signal),
    staleTime: 0,
  });
