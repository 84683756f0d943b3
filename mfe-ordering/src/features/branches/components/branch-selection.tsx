import { branchHomePath } from 'shared-contracts/routes';
import './branch-selection.css';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { changeConsumeType } from 'shared-contracts/cart';
import type { Branch } from 'shared-contracts/entities';
import { toNumber, type Coordinates } from 'shared-contracts/money';
import { URL_PARAMS } from 'shared-contracts/url-params';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { showToast } from 'shared-ui/show-toast';
import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { useOrderingT } from '../../../i18n';
import {
  useConsumePreferences,
  useUpdateConsumePreferences,
} from '../../../stores/consume-preferences-store';
import { useActiveOrder } from 'shared-ui/active-order';
import { orderLines } from '../../order/components/cart-activity';
import { LeaveOrderDialog } from '../../order/components/leave-order-dialog';
import { useOrder, useOrderActions } from 'shared-ui/order';
import { useRecordActivity } from '../../tracking/api/record-activity';
import { useBranches } from '../api/get-branches';
import {
  arrangeBranches,
  availableModes,
  BRANCH_MODES,
  matchesBranchSearch,
  preferredConsumeType,
  type BranchMode,
} from '../lib/arrange-branches';
import { useAddressLabel } from '../hooks/use-address-label';
import { AddressSelector } from './address-selector';
import { BranchCard } from './branch-card';
import { ConsumptionTabs, MODE_PANEL_ID, modeTabId } from './consumption-tabs';
import { ModeModal } from './mode-modal';
import { TakeawayInfo } from './takeaway-info';

/** Spec 000 section 9: 6 skeleton cards; mode modal after 2 s; address prompt after 1 s or 2.2 s. */
export const SKELETON_COUNT = 6;
export const MODE_MODAL_DELAY_MS = 2000;
export const ADDRESS_PROMPT_DELAY_MS = 1000;
export const ADDRESS_PROMPT_ON_OPEN_DELAY_MS = 2200;

/** Branch selection ('Seleccioná tu sucursal'), the base page of the ordering journey. */
export function BranchSelection() {
  const { stores } = useMountProps();
  const navigate = useNavigate();
  const { t } = useOrderingT();
  const brand = useShellStore(stores.brand, (s) => s.brand);
  const brandId = brand?._id ?? '';
  const [searchParams] = useSearchParams();
  const search = searchParams.get(URL_PARAMS.search) ?? '';
  const preferences = useConsumePreferences((p) => p);
  const updateConsumePreferences = useUpdateConsumePreferences();
  const { activeOrder } = useActiveOrder();
  useShellHeader({ title: '', goBack: null, showSearchBar: true });

  const all = useBranches({ brandId });
  const modes = useMemo(() => (all.data ? availableModes(all.data) : []), [all.data]);
  const mode = chosenMode(modes, preferences.consumptionMode);

  // Exactly one mode: it is set automatically (spec 000 section 4).
  const onlyMode = modes.length === 1 ? modes[0] : undefined;
  useEffect(() => {
    if (!all.data) return;
    const current = preferences.availableConsumptionModes;
    const changedModes = current.length !== modes.length || modes.some((m, i) => current[i] !== m);
    if (onlyMode && preferences.consumptionMode !== onlyMode) {
      updateConsumePreferences({ consumptionMode: onlyMode, availableConsumptionModes: modes });
    } else if (changedModes) {
      updateConsumePreferences({ availableConsumptionModes: modes });
    }
  }, [
    all.data,
    modes,
    onlyMode,
    preferences.consumptionMode,
    preferences.availableConsumptionModes,
    updateConsumePreferences,
  ]);

  const address = preferences.deliveryAddress;
  const addressText = useAddressLabel(address);
  const userLocation = preferences.userLocation;
  const position = useMemo<Coordinates | null>(() => {
    if (mode !== 'delivery') return userLocation ?? null;
    const coordinates = address?.coordinates;
    return coordinates ? { latitude: toNumber(coordinates.lat), longitude: toNumber(coordinates.lng) } : null;
  }, [mode, address, userLocation]);
  const needsAddress = mode === 'delivery' && !position;
  const byMode = useBranches({ brandId, mode, position }, Boolean(mode) && !needsAddress);

  // Until the first answer (a slow network, or the brand still on its way) the tabs of the modes the
  // last visit found hold their place, with its mode chosen: the list below them does not move when
  // the answer comes (issue 11, item 15: CLS 0). A first visit has none stored: its tabs come with the
  // answer in the list's own deferred pass (below), never in a frame before it, where they would push
  // the skeletons down on a busy phone.
  // The last visit's modes are the ones stored when the screen opened: the answer stores the new ones
  // at once, and reading those here would show the tabs before the deferred pass after all.
  const shownAll = useDeferredValue(all.data);
  const [lastVisitModes] = useState(() => preferences.availableConsumptionModes);
  const tabModes = useMemo(
    () => (shownAll ? availableModes(shownAll) : BRANCH_MODES.filter((m) => lastVisitModes.includes(m))),
    [shownAll, lastVisitModes],
  );
  const tabMode = chosenMode(tabModes, preferences.consumptionMode);
  const source = mode ? byMode : all;

  // The list renders the branches as a deferred value (ADR 028). An answer arrives through
  // react-query's external store, which React renders at once, in one piece: that render keeps what
  // is on screen, and the cards render in a deferred pass that yields to the browser every few
  // milliseconds, so a slow phone is not blocked while ~10 cards are built. A newer answer to the same
  // query keeps the old cards until then; another query's cards are never shown (the skeleton is).
  const answer = useMemo(() => ({ data: source.data, mode, position }), [source.data, mode, position]);
  const deferredAnswer = useDeferredValue(answer);
  const listData =
    deferredAnswer.mode === mode && deferredAnswer.position === position ? deferredAnswer.data : undefined;

  // The leave confirmation comes first; then the mode modal after 2 s when no mode was chosen.
  const hasProducts = useOrder((cart) => cart.products.length > 0);
  const order = useOrderActions();
  const record = useRecordActivity();
  const [leaveOpen, setLeaveOpen] = useState(hasProducts);
  const [modeModalOpen, setModeModalOpen] = useState(false);
  // 'prompted': opened by the screen itself (delivery without an address), which waits for its turn
  // behind another modal (the profile completion); the customer's own opening comes at once
  const [addressDrawer, setAddressDrawer] = useState<'closed' | 'prompted' | 'asked'>('closed');
  const addressOpen = addressDrawer !== 'closed';
  const setAddressOpen = useCallback((open: boolean) => setAddressDrawer(open ? 'asked' : 'closed'), []);
  const askMode = modes.length > 1 && !preferences.hasInitialModeSelection && !mode && !leaveOpen;
  useEffect(() => {
    if (!askMode) return;
    const timer = setTimeout(() => setModeModalOpen(true), MODE_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [askMode]);

  // Delivery without an address: the address is requested (spec 000 section 5).
  const addressPromptDelay = useRef(ADDRESS_PROMPT_ON_OPEN_DELAY_MS);
  useEffect(() => {
    if (!needsAddress || leaveOpen) return;
    const timer = setTimeout(
      () => setAddressDrawer((now) => (now === 'closed' ? 'prompted' : now)),
      addressPromptDelay.current,
    );
    return () => clearTimeout(timer);
  }, [needsAddress, leaveOpen]);

  const chooseMode = (next: BranchMode) => {
    addressPromptDelay.current = ADDRESS_PROMPT_DELAY_MS;
    setModeModalOpen(false);
    updateConsumePreferences({ consumptionMode: next, hasInitialModeSelection: true });
  };

  const failed = all.isError || (Boolean(mode) && byMode.isError);
  useEffect(() => {
    if (!failed) return;
    showToast('error', t('branches.errorToast'));
  }, [failed, t]);

  // The same function while the mode is the same, so the memoised cards are not rendered again.
  const updateOrder = order.update;
  const chooseBranch = useCallback(
    (branch: Branch) => {
      const consumeType = preferredConsumeType(branch, mode);
      updateConsumePreferences({
        preferredConsumeType: consumeType,
        lastSelectedLocalId: branch.id,
        lastSelectedStoreId: branch.storeId,
        ...(mode ? { consumptionMode: mode } : {}),
      });
      updateOrder((cart) => changeConsumeType(cart, consumeType));
      navigate(branchHomePath(branch.id, branch.storeId));
    },
    [mode, updateConsumePreferences, updateOrder, navigate],
  );

  // Spec 000 section 7: leaving with an unsent order sends the abandoned-order notice.
  const leave = () => {
    const cart = order.read();
    const storeId = cart.products[0]?.storeId ?? preferences.lastSelectedStoreId;
    if (storeId && cart.products.length > 0) {
      record(storeId, { path: 'abandoned-order', products: orderLines(cart) });
    }
    order.clear();
    setLeaveOpen(false);
  };
  const stay = () => {
    setLeaveOpen(false);
    const { lastSelectedLocalId, lastSelectedStoreId } = preferences;
    if (lastSelectedLocalId && lastSelectedStoreId)
      navigate(branchHomePath(lastSelectedLocalId, lastSelectedStoreId));
  };

  const arranged = useMemo(
    () =>
      listData
        ? arrangeBranches(listData, {
            mode,
            position,
            deliveryRangeKm: toNumber(brand?.deliveryCondiciones.deliveryRange),
            activeOrderBranchId: activeOrder?.idLocal ?? null,
          })
        : [],
    [listData, mode, position, brand, activeOrder],
  );
  const shown = useMemo(
    () => arranged.filter((a) => matchesBranchSearch(a.branch, search)),
    [arranged, search],
  );

  let body: ReactNode;
  if (failed) {
    body = (
      <div className="branch-state">
        <p role="alert">{t('branches.loadFailed')}</p>
        <button
          type="button"
          className="button"
          onClick={() => void (all.isError ? all.refetch() : byMode.refetch())}
        >
          {t('branches.retry')}
        </button>
      </div>
    );
  } else if (needsAddress) {
    body = (
      <div className="branch-state">
        <p>{t('address.requested')}</p>
        <button type="button" className="button" onClick={() => setAddressOpen(true)}>
          {t('address.add')}
        </button>
      </div>
    );
  } else if (!listData) {
    body = (
      <ul className="branch-list" aria-label={t('branches.loading')}>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <li key={i} className="branch-card branch-card--skeleton" data-testid="branch-skeleton" />
        ))}
      </ul>
    );
  } else if (shown.length === 0) {
    body = (
      <div className="branch-state" role="status">
        <EmptyState
          mode={mode}
          search={search}
          serverEmpty={listData.length === 0}
          rangeEmpty={arranged.length === 0}
          address={addressText}
        />
        {mode === 'delivery' && arranged.length === 0 ? (
          <button type="button" className="button button--ghost" onClick={() => setAddressOpen(true)}>
            {t('address.change')}
          </button>
        ) : null}
      </div>
    );
  } else {
    body = (
      <ul className="branch-list" aria-label={t('branches.listLabel')}>
        {shown.map((a) => (
          <BranchCard key={a.branch.id} arranged={a} onChoose={chooseBranch} />
        ))}
      </ul>
    );
  }

  return (
    <section
      className="screen branch-selection"
      aria-labelledby="branch-list-title"
      aria-busy={!listData && !failed && !needsAddress}
    >
      <h1 id="branch-list-title" className="screen__title">
        {t('branches.title')}
      </h1>
      {tabModes.length > 1 ? (
        <ConsumptionTabs modes={tabModes} value={tabMode} onChange={chooseMode} />
      ) : !shownAll && !failed && lastVisitModes.length === 0 ? (
        // a first visit keeps the tabs' room until the answer: the demo brands (and most) offer two
        // modes, and the panel below the tabs would move down when they came (a brand of one mode
        // gives the room back then, once)
        <div className="consumption-tabs consumption-tabs--pending" aria-hidden="true">
          <span className="consumption-tab" />
        </div>
      ) : null}
      <div
        key={mode ?? 'all'}
        id={MODE_PANEL_ID}
        role={tabModes.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={tabModes.length > 1 && tabMode ? modeTabId(tabMode) : undefined}
        className="branch-selection__panel"
      >
        {mode === 'delivery' ? (
          <AddressSelector
            open={addressOpen}
            waitsForTurn={addressDrawer === 'prompted'}
            onOpenChange={setAddressOpen}
          />
        ) : null}
        {mode === 'takeaway' ? <TakeawayInfo /> : null}
        {body}
      </div>
      <ModeModal
        open={modeModalOpen && !leaveOpen}
        modes={modes}
        onChoose={chooseMode}
        onClose={() => setModeModalOpen(false)}
      />
      <LeaveOrderDialog open={leaveOpen} onLeave={leave} onStay={stay} />
    </section>
  );
}

/** The mode in use: the customer's choice when the brand offers it, else the only one offered. */
function chosenMode(
  modes: readonly BranchMode[],
  preferred: BranchMode | null | undefined,
): BranchMode | null {
  if (preferred && modes.includes(preferred)) return preferred;
  return modes.length === 1 ? (modes[0] ?? null) : null;
}

function EmptyState({
  mode,
  search,
  serverEmpty,
  rangeEmpty,
  address,
}: {
  mode: BranchMode | null;
  search: string;
  serverEmpty: boolean;
  rangeEmpty: boolean;
  address: string;
}) {
  const { t } = useOrderingT();
  let text: string;
  if (mode === 'delivery' && serverEmpty) text = t('branches.empty.deliveryArea');
  else if (mode === 'delivery' && rangeEmpty) text = t('branches.empty.deliveryAddress', { address });
  else if (mode === 'takeaway' && serverEmpty) text = t('branches.empty.takeaway');
  else if (serverEmpty) text = t('branches.empty.none');
  else text = t('branches.empty.search', { search: search.trim() });
  return <p>{text}</p>;
}
