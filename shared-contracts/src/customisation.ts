import {
  addAdditional,
  addIngredient,
  groupTotal,
  isAdditionalGroup,
  isOptionDisabled,
  optionGroups,
  optionKey,
  removeAdditional,
  removeIngredient,
  requiredGroups,
  requiredOptionMessage,
  type CustomisationResult,
  type OptionGroup,
} from 'shared-contracts/cart';
import type { CustomisationOption, Product, ProductInPreparation } from './entities';
import { toNumber } from 'shared-contracts/money';

/*
 * The option groups of the product customisation overlay (spec 000 sections 4 and 5) as pure
 * functions over the product and the product being configured. The selection rules themselves
 * (radio, group total, step, oldest dropped, additionals) are the cart's (`./cart`); this module
 * says how each group behaves and reads on screen, and which group is open.
 */

/**
 * radio: maxQty 1, one choice replaces the other. multiple: maxQty above 1, each option added in
 * steps of its minLimit up to the group's maxQty. additional: min 0 and max at least 1000, optional
 * extras added one at a time, never marked 'Requerido'.
 */
export type OptionGroupKind = 'radio' | 'multiple' | 'additional';

export function groupKind(group: { minQty: unknown; maxQty: unknown }): OptionGroupKind {
  if (isAdditionalGroup(group)) return 'additional';
  return toNumber(group.maxQty) <= 1 ? 'radio' : 'multiple';
}

export interface OptionState {
  option: CustomisationOption;
  /** `${sku}-${categoryId}`, the key in customization.ingredients or .aditionals */
  key: string;
  quantity: number;
  selected: boolean;
  /** inactive, or (multiple) unselected and its step no longer fits the group */
  disabled: boolean;
}

export interface OptionGroupState extends OptionGroup {
  kind: OptionGroupKind;
  /** minQty above 0 among the active zero-price options */
  required: boolean;
  /** units chosen in the group */
  selected: number;
  /** 'selected/max' when min equals max (e.g. '3/3'), else null */
  countLabel: string | null;
  /** a required group has reached its minQty; optional groups always are */
  complete: boolean;
  /** what is still missing ('Elegí una opción', 'Elegí 2 opciones', 'Elegí 1 opción más'), null when complete */
  message: string | null;
  options: OptionState[];
}

function selectedQuantity(prep: ProductInPreparation, option: CustomisationOption): number {
  const key = optionKey(option);
  const { ingredients, aditionals } = prep.product.customization;
  return toNumber((ingredients[key] ?? aditionals[key])?.quantity);
}

/** Every option group of the product, in the order of its options, with its state for `prep`. */
export function describeOptionGroups(
  product: Pick<Product, 'children'>,
  prep: ProductInPreparation,
): OptionGroupState[] {
  const required = new Set(requiredGroups(product).map((g) => g.categoryId));
  return optionGroups(product).map((group) => {
    const kind = groupKind(group);
    const selected = groupTotal(prep, group.categoryId);
    const isRequired = kind !== 'additional' && required.has(group.categoryId);
    const complete = !isRequired || selected >= group.minQty;
    return {
      ...group,
      kind,
      required: isRequired,
      selected,
      countLabel:
        kind !== 'additional' && group.minQty === group.maxQty && group.maxQty > 0
          ? `${selected}/${group.maxQty}`
          : null,
      complete,
      message: complete ? null : requiredOptionMessage(group.minQty, selected),
      options: product.children
        .filter((o) => o.category.id === group.categoryId)
        .map((option) => {
          const quantity = selectedQuantity(prep, option);
          return {
            option,
            key: optionKey(option),
            quantity,
            selected: quantity > 0,
            disabled: kind === 'additional' ? !option.active : isOptionDisabled(option, prep),
          };
        }),
    };
  });
}

/**
 * The customer picks an option (or presses its '+'): additionals go up by one; ingredients follow
 * the radio and group-total rules. `reason` carries 'No podés agregar más de {n} unidades en esta
 * categoría.' when the add was refused.
 */
export function chooseOption(prep: ProductInPreparation, option: CustomisationOption): CustomisationResult {
  if (!option.active) return { prep, reason: null };
  if (groupKind(option.category) === 'additional') return { prep: addAdditional(prep, option), reason: null };
  return addIngredient(prep, option);
}

/** The customer presses an option's '−': one step less, or the option leaves at or below its step. */
export function unchooseOption(
  prep: ProductInPreparation,
  option: CustomisationOption,
): ProductInPreparation {
  if (groupKind(option.category) === 'additional') return removeAdditional(prep, option);
  return removeIngredient(prep, option);
}

/**
 * Groups open one at a time. After a choice in a required group that completes it, the next group
 * opens (null when it was the last); otherwise the open group stays as it is (undefined).
 */
export function groupToOpenAfterChoice(
  before: readonly OptionGroupState[],
  after: readonly OptionGroupState[],
  categoryId: string,
): string | null | undefined {
  const index = after.findIndex((g) => g.categoryId === categoryId);
  const was = before.find((g) => g.categoryId === categoryId);
  const now = after[index];
  if (!now || !was || !now.required || was.complete || !now.complete) return undefined;
  return after[index + 1]?.categoryId ?? null;
}

/** The group open when the overlay starts: the first required one, else none. */
export function initialOpenGroup(groups: readonly OptionGroupState[]): string | null {
  return groups.find((g) => g.required && !g.complete)?.categoryId ?? null;
}

export interface SaveCheck {
  valid: boolean;
  /** the required groups still missing choices, in order; each is flagged on screen */
  missing: OptionGroupState[];
  /** the first of them: it is opened and scrolled to */
  firstMissing: string | null;
}

/** Spec 000 section 4: saving runs the required-option check. */
export function checkBeforeSave(product: Pick<Product, 'children'>, prep: ProductInPreparation): SaveCheck {
  const missing = describeOptionGroups(product, prep).filter((g) => !g.complete);
  return { valid: missing.length === 0, missing, firstMissing: missing[0]?.categoryId ?? null };
}
