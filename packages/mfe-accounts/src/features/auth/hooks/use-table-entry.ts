import { useEffect, useRef, useState } from 'react';
import type { Cart } from 'shared-contracts/entities';
import { useMountProps, useShellStore } from 'shared-ui/remote-context';
import { useLocation, useNavigate } from 'shared-ui/router';
import { useAccountsT } from '../../../i18n';
import { clearAuthMethodAndPath, rememberAuthMethod, rememberReturnPath } from '../../../lib/auth-storage';
import { useCreateGuest } from '../api/create-guest';
import { guestEntryAllowed } from '../guest-entry';

/** Auto-created session redirect delay (spec 001 section 9). */
export const TABLE_REDIRECT_DELAY_MS = 500;

export interface TableLink {
  table: string;
  tableId: string;
  branchId: string;
  storeId: string;
}

/** A deep link or table QR carries table, table_id, branch_id and store_id; all four or none. */
export function readTableLink(search: string): TableLink | null {
  const params = new URLSearchParams(search);
  const [table, tableId, branchId, storeId] = ['table', 'table_id', 'branch_id', 'store_id'].map(
    (name) => params.get(name)?.trim() ?? '',
  );
  if (!table || !tableId || !branchId || !storeId) return null;
  return { table, tableId, branchId, storeId };
}

/** The menu of the link's branch, owned by the ordering remote. */
export const tableMenuPath = (link: TableLink) =>
  `/menu/${encodeURIComponent(link.branchId)}/${encodeURIComponent(link.storeId)}`;

/** The table held in the order in progress, where checkout picks the consumption type from. */
export const withTable = (cart: Cart, link: TableLink): Cart => ({
  ...cart,
  table: link.table,
  tableId: link.tableId,
});

export type TableEntryState = 'none' | 'entering' | 'redirecting' | 'failed' | 'sign-in';

/**
 * The table deep link (spec 001 section 4, guest creation). Unauthenticated visitors reach the auth
 * landing with the link's query (the shell's gate keeps it), so the landing handles it: the table
 * is kept in the order in progress; without a session a guest is created when the brand allows
 * guests; then, 500 ms later, the branch's menu replaces this page. A brand without guests asks to
 * sign in and returns to that menu afterwards.
 */
export function useTableEntry(): { state: TableEntryState; link: TableLink | null } {
  const { stores, bus } = useMountProps();
  const brand = useShellStore(stores.brand, (s) => s.brand);
  const brandStatus = useShellStore(stores.brand, (s) => s.status);
  const { search } = useLocation();
  const navigate = useNavigate();
  const { t } = useAccountsT();
  const createGuest = useCreateGuest();
  const link = readTableLink(search);
  const menuPath = link ? tableMenuPath(link) : null;
  const linkKey = link ? `${menuPath}|${link.table}|${link.tableId}` : null;
  const [state, setState] = useState<TableEntryState>(link ? 'entering' : 'none');
  const handled = useRef<string | null>(null);
  const { mutate } = createGuest;

  useEffect(() => {
    if (!link || !linkKey || handled.current === linkKey || brandStatus === 'loading') return;
    handled.current = linkKey;
    stores.cart.getState().updateCart((cart) => withTable(cart, link));
    if (stores.session.getState().session) {
      setState('redirecting');
    } else if (guestEntryAllowed(brand) && brand) {
      setState('entering');
      mutate(brand._id, {
        onSuccess: (session) => {
          stores.session.getState().setSession(session);
          rememberAuthMethod('guest');
          setState('redirecting');
        },
        onError: () => {
          clearAuthMethodAndPath();
          bus.emit('toast:show', { kind: 'error', message: t('landing.guestFailed') });
          setState('failed');
        },
      });
    } else {
      rememberReturnPath(tableMenuPath(link));
      setState('sign-in');
    }
  }, [brand, brandStatus, bus, link, linkKey, mutate, stores, t]);

  useEffect(() => {
    if (state !== 'redirecting' || !menuPath) return;
    const timer = setTimeout(() => void navigate(menuPath, { replace: true }), TABLE_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, menuPath, navigate]);

  return { state: link ? state : 'none', link };
}
