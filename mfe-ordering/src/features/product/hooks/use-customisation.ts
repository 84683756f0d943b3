import { useCallback, useState } from 'react';
import {
  addUpselling,
  createProductInPreparation,
  computeLineTotal,
  setComments,
  setPreparationQuantity,
  updateUpselling,
  type PriceContext,
} from 'shared-contracts/cart';
import {
  checkBeforeSave,
  chooseOption,
  describeOptionGroups,
  groupToOpenAfterChoice,
  initialOpenGroup,
  unchooseOption,
  type SaveCheck,
} from 'shared-contracts/customisation';
import type {
  CustomisationOption,
  OrderProduct,
  Product,
  ProductInPreparation,
  UpsellingItem,
} from 'shared-contracts/entities';
import { toNumber } from 'shared-contracts/money';

export interface CustomisationState {
  prep: ProductInPreparation;
  /** groups open one at a time */
  openGroup: string | null;
  /** required groups flagged by a failed save, until they are complete */
  flagged: string[];
  /**
   * groups whose last choice was refused for their maximum: the overlay words the message in the
   * customer's language (the shared rule's `reason` is Spanish)
   */
  refused: string[];
}

/** A new line (quantity 1, nothing chosen) or the line of the order being edited. */
export function startCustomisation(
  product: Product,
  pricing: PriceContext,
  line?: OrderProduct | null,
): CustomisationState {
  const fresh = createProductInPreparation(product, pricing);
  const prep: ProductInPreparation = line
    ? {
        ...fresh,
        product: { ...line, upselling: [...line.upselling] },
        quantity: toNumber(line.quantity) || 1,
        total: computeLineTotal(line),
        crossSelling: line.upselling.length > 0,
      }
    : fresh;
  return {
    prep,
    openGroup: line ? null : initialOpenGroup(describeOptionGroups(product, prep)),
    flagged: [],
    refused: [],
  };
}

/**
 * The overlay's state and what the customer can do with it; every change goes through the shared
 * rules. The state starts once the product is known (null until then).
 */
export function useCustomisation(product: Product | null, start: (product: Product) => CustomisationState) {
  const [state, setState] = useState<CustomisationState | null>(() => (product ? start(product) : null));
  if (product && state === null) setState(start(product));

  const update = useCallback(
    (change: (current: CustomisationState, product: Product) => CustomisationState) =>
      setState((current) => (current && product ? change(current, product) : current)),
    [product],
  );

  const choose = useCallback(
    (option: CustomisationOption) =>
      update((current, product) => {
        const result = chooseOption(current.prep, option);
        const groupId = option.category.id;
        const refused = current.refused.filter((id) => id !== groupId);
        if (result.reason) refused.push(groupId);
        const before = describeOptionGroups(product, current.prep);
        const after = describeOptionGroups(product, result.prep);
        const next = groupToOpenAfterChoice(before, after, groupId);
        const complete = new Set(after.filter((g) => g.complete).map((g) => g.categoryId));
        return {
          prep: result.prep,
          openGroup: next === undefined ? current.openGroup : next,
          flagged: current.flagged.filter((id) => !complete.has(id)),
          refused,
        };
      }),
    [update],
  );

  const unchoose = useCallback(
    (option: CustomisationOption) =>
      update((current) => {
        const refused = current.refused.filter((id) => id !== option.category.id);
        return { ...current, prep: unchooseOption(current.prep, option), refused };
      }),
    [update],
  );

  const toggleGroup = useCallback(
    (groupId: string) =>
      update((current) => ({ ...current, openGroup: current.openGroup === groupId ? null : groupId })),
    [update],
  );

  const setQuantity = useCallback(
    (quantity: number) =>
      update((current) => ({ ...current, prep: setPreparationQuantity(current.prep, quantity) })),
    [update],
  );

  const setObservations = useCallback(
    (comments: string) => update((current) => ({ ...current, prep: setComments(current.prep, comments) })),
    [update],
  );

  const changeUpselling = useCallback(
    (item: UpsellingItem, delta: 1 | -1) =>
      update((current) => {
        const existing = current.prep.product.upselling.find((u) => u.sku === item.sku);
        const prep =
          delta > 0
            ? addUpselling(current.prep, { ...item, quantity: 1 })
            : updateUpselling(current.prep, item.sku, toNumber(existing?.quantity) - 1);
        return { ...current, prep };
      }),
    [update],
  );

  /** Spec 000 section 4: a failed check flags the missing groups and opens the first. */
  const check = useCallback((): SaveCheck | null => {
    if (!product || !state) return null;
    const result = checkBeforeSave(product, state.prep);
    if (!result.valid) {
      update((current) => ({
        ...current,
        flagged: result.missing.map((g) => g.categoryId),
        openGroup: result.firstMissing,
      }));
    }
    return result;
  }, [product, state, update]);

  return { state, choose, unchoose, toggleGroup, setQuantity, setObservations, changeUpselling, check };
}
