import { ROUTES } from 'shared-contracts/routes';
import { scannedTableLink, type TABLE_LINK_PARAMS, type TableLink } from 'shared-contracts/table-link';
import { URL_PARAMS } from 'shared-contracts/url-params';
import { ApiError } from 'shared-ui/api-client';
import type { BranchTable } from 'shared-ui/table';

/**
 * Where an accepted table link goes: the base page with the link's four parameters, as if the
 * customer had opened the table's QR with the phone's camera. The shell's gate sees a table link
 * and hands it to the accounts landing, which seats the order at the table and opens the branch's
 * menu (spec 001 section 4, ADR 006): the one place that acts on a table link.
 */
export function tableLinkPath(link: TableLink): string {
  const values: Record<(typeof TABLE_LINK_PARAMS)[number], string> = {
    [URL_PARAMS.table]: link.table,
    [URL_PARAMS.tableId]: link.tableId,
    [URL_PARAMS.branchId]: link.branchId,
    [URL_PARAMS.storeId]: link.storeId,
  };
  return `${ROUTES.base}?${new URLSearchParams(values).toString()}`;
}

/** What the check reads of the table the API answers (GET /mesa, shared-ui/table). */
export type BrandTable = Pick<BranchTable, '_id' | 'idLocal' | 'storeId' | 'idMarca'>;

export type TableScanResult =
  | { kind: 'table'; link: TableLink }
  /** not a table link, or a table the API does not know, or another brand's */
  | { kind: 'notBrandTable' }
  /** the API could not be asked (network, 5xx): the same code may be scanned again */
  | { kind: 'checkFailed' };

/**
 * The loyalty scanner accepts a table of this brand: the text must be a table link (the format the
 * checkout's table scan and the shell's deep link read, shared-contracts/table-link), and the API
 * must know that table in that branch and store, of this brand. A link's host proves nothing (the
 * same brand is served on more than one), so the brand is the table's, as the API answers it.
 */
export async function checkBrandTable(
  text: string,
  brandId: string,
  fetchTable: (link: TableLink) => Promise<BrandTable>,
): Promise<TableScanResult> {
  const link = scannedTableLink(text);
  if (!link) return { kind: 'notBrandTable' };
  let table: BrandTable;
  try {
    table = await fetchTable(link);
  } catch (error) {
    const refused = error instanceof ApiError && typeof error.status === 'number' && error.status < 500;
    return { kind: refused ? 'notBrandTable' : 'checkFailed' };
  }
  const same = table.idMarca === brandId && table.idLocal === link.branchId && table.storeId === link.storeId;
  return same ? { kind: 'table', link } : { kind: 'notBrandTable' };
}
