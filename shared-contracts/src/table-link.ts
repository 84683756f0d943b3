import { URL_PARAMS } from './url-params';

/**
 * The table deep link (spec 001 section 4, guest creation): a link or a table's QR carries `table`,
 * `table_id`, `branch_id` and `store_id`. The shell's gate recognises it on any page and hands it to
 * the accounts remote's landing, which is the one place that acts on it (ADR 006).
 */
export const TABLE_LINK_PARAMS = [
  URL_PARAMS.table,
  URL_PARAMS.tableId,
  URL_PARAMS.branchId,
  URL_PARAMS.storeId,
] as const;

export interface TableLink {
  /** the table's number or name, as printed */
  table: string;
  tableId: string;
  branchId: string;
  storeId: string;
}

/** The link's table, when the query carries all four parameters (blank counts as missing); else null. */
export function readTableLink(search: string): TableLink | null {
  const params = new URLSearchParams(search);
  const [table, tableId, branchId, storeId] = TABLE_LINK_PARAMS.map((name) => params.get(name)?.trim() ?? '');
  if (!table || !tableId || !branchId || !storeId) return null;
  return { table, tableId, branchId, storeId };
}

/** The query a scanned QR's text carries: a whole URL, a path with a query, or a bare query string. */
export function scannedQuery(text: string): string {
  const trimmed = text.trim();
  try {
    return new URL(trimmed).search;
  } catch {
    const mark = trimmed.indexOf('?');
    return mark === -1 ? trimmed : trimmed.slice(mark + 1);
  }
}

/** The table link a scanned QR's text carries (see scannedQuery and readTableLink), else null. */
export const scannedTableLink = (text: string): TableLink | null => readTableLink(scannedQuery(text));
