import { useEffect, useRef, useState } from 'react';
import { isOrderOfAnotherBranch, seatAtTable } from 'shared-contracts/cart';
import { menuPath as branchMenuPath } from 'shared-contracts/routes';
import { readTableLink, type TableLink } from 'shared-contracts/table-link';
import { useMountProps, useShellStore } from 'shared-ui/remote-context';
import { useLocation, useNavigate } from 'react-router-dom';
import { showToast } from 'shared-ui/show-toast';
import { useAccountsT } from '../../../i18n';
import {
  clearAuthMethodAndPath,
  clearReturnPath,
  rememberAuthMethod,
  rememberReturnPath,
} from '../../../lib/auth-storage';
import { useCreateGuest } from '../api/create-guest';
import { guestEntryAllowed } from '../guest-entry';

/** Auto-created session redirect delay (spec 001 section 9). */
export const TABLE_REDIRECT_DELAY_MS = 500;

/** The menu of the link's branch, owned by the ordering remote. */
export const tableMenuPath = (link: TableLink) => branchMenuPath(link.branchId, link.storeId);

export type TableEntryState = 'none' | 'entering' | 'redirecting' | 'failed' | 'sign-in';

/**
 * The table deep link (spec 001 section 4, guest creation), the one place it is acted on. The shell's
 * gate sends any page carrying a table link to this landing with its query, signed in or not
 * (ADR 006). The order in progress is seated at the table (consume type 'local', the table and its
 * id), unless it holds products of another branch; without a session a guest is created when the brand allows guests; then, 500 ms later, the
 * branch's menu replaces this page. A signed-in customer or guest keeps the session (no second
 * guest). A brand without guests asks to sign in and returns to that menu afterwards.
 */
export function useTableEntry(): { state: TableEntryState; link: TableLink | null } {
  const { stores } = useMountProps();
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
    // An order in progress at another branch is not seated at this table: it would be sent to its own
    // branch with this branch's table number (a walk had a San Telmo table's order cooked at Palermo).
    // It stays as it is; on this branch's menu its bar names its branch, and a product added here asks
    // whether to go back to it or start an order here (spec 000 section 4). The customer is told.
    const elsewhere = isOrderOfAnotherBranch(stores.cart.getState().cart, {
      localId: link.branchId,
      storeId: link.storeId,
    });
    if (elsewhere) showToast('info', t('landing.tableOrderElsewhere', { table: link.table }));
    else stores.cart.getState().updateCart((cart) => seatAtTable(cart, link));
    // The table chose the branch: the checkout and the branch home follow it.
    stores.preferences.getState().update({
      lastSelectedLocalId: link.branchId,
      lastSelectedStoreId: link.storeId,
      preferredConsumeType: 'local',
    });
    if (stores.session.getState().session) {
      setState('redirecting');
    } else if (guestEntryAllowed(brand) && brand) {
      setState('entering');
      mutate(brand._id, {
        onSuccess: (session) => {
          stores.session.getState().setSession(session);
          rememberAuthMethod('guest');
          // The table decides where this visit goes: a path remembered earlier is used up.
          clearReturnPath();
          setState('redirecting');
        },
        onError: () => {
          clearAuthMethodAndPath();
          showToast('error', t('landing.guestFailed'));
          setState('failed');
        },
      });
    } else {
      rememberReturnPath(tableMenuPath(link));
      setState('sign-in');
    }
  }, [brand, brandStatus, link, linkKey, mutate, stores, t]);

  useEffect(() => {
    if (state !== 'redirecting' || !menuPath) return;
    const timer = setTimeout(() => void navigate(menuPath, { replace: true }), TABLE_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, menuPath, navigate]);

  return { state: link ? state : 'none', link };
}
