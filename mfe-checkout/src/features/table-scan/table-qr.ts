import { readTableLink, scannedQuery, type TableLink } from 'shared-contracts/table-link';
import { URL_PARAMS } from 'shared-contracts/url-params';

export type TableQrCheck =
  | { ok: true; link: TableLink }
  /** 'Este codigo QR no pertenece a una mesa' */
  | { ok: false; reason: 'notATable' }
  /** 'Este codigo QR no pertenece a {branch}' */
  | { ok: false; reason: 'otherBranch' };

/**
 * Spec 000 section 5, table QR: the code must carry `table` and `table_id`, and its `branch_id` and
 * `store_id` must be the branch and store of the order in progress.
 */
export function checkTableQr(
  text: string,
  order: { localId: string | null; storeId: string | null },
): TableQrCheck {
  const query = scannedQuery(text);
  const params = new URLSearchParams(query);
  if (!params.get(URL_PARAMS.table)?.trim() || !params.get(URL_PARAMS.tableId)?.trim()) {
    return { ok: false, reason: 'notATable' };
  }
  const link = readTableLink(query);
  if (!link || link.branchId !== order.localId || link.storeId !== order.storeId) {
    return { ok: false, reason: 'otherBranch' };
  }
  return { ok: true, link };
}
