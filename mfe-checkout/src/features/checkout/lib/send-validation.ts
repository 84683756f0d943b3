import { isDeliveryType, meetsDeliveryMinimum } from 'shared-contracts/cart';
import type { Cart, DeliveryConditions } from 'shared-contracts/entities';
import type { PickupProblem } from 'shared-contracts/pickup-time';

/**
 * Spec 000 section 5 ('Send order requires') and section 8, in the spec's words. The checkout shows
 * them by key in the customer's language (`send.problems.<key>` in the locales; Spanish is these).
 */
export const SEND_MESSAGES = {
  branchClosed: 'La sucursal está cerrada en este momento.',
  consumeType: 'Debe seleccionar un tipo de consumo',
  table: 'Debe ingresar su mesa',
  address: 'Debe seleccionar una dirección de entrega',
  deliveryOption: 'Debe seleccionar una opción de entrega',
  deliveryMinimum: 'No cumple con el mínimo de compra para delivery',
  noPaymentMethods: 'No hay métodos de pago disponibles para este tipo de consumo',
  noSystems: 'Lo sentimos, en este momento no podés realizar órdenes.',
  noConsumeOptions: 'No hay opciones de consumo disponibles para este local.',
  noProducts: 'No hay productos en la orden',
} as const;
export type SendRule = keyof typeof SEND_MESSAGES;

/** A reason the order cannot be sent yet: one of SEND_MESSAGES, or the pickup time's. */
export type SendProblem = { rule: SendRule } | { rule: 'pickup'; pickup: PickupProblem };

export interface SendCheck {
  cart: Pick<Cart, 'consumeType' | 'tableId' | 'address' | 'deliveryOption' | 'products' | 'paymentMethod'>;
  subtotal: number;
  conditions: Pick<DeliveryConditions, 'minimoCompra'> | null | undefined;
  /** the pickup time's problem for takeaway (shared-contracts/pickup-time), null when fine */
  pickupProblem: PickupProblem | null;
  /** how many payment methods the type offers at this branch */
  paymentMethodCount: number;
  /**
   * whether the order's branch takes orders now (status open or closing_soon): a closed branch blocks
   * the send (spec 000 section 4; issue 28 item 3). Unknown (no branch yet) counts as open.
   */
  branchOpen?: boolean;
}

/**
 * Every reason the order cannot be sent yet, in the order the checkout shows them; empty when it can.
 * The send button is disabled while any is left.
 */
export function sendOrderProblems({
  cart,
  subtotal,
  conditions,
  pickupProblem,
  paymentMethodCount,
  branchOpen = true,
}: SendCheck): SendProblem[] {
  const problems: SendProblem[] = [];
  if (!branchOpen) problems.push({ rule: 'branchClosed' });
  if (cart.products.length === 0) problems.push({ rule: 'noProducts' });
  const type = cart.consumeType;
  if (!type) return [...problems, { rule: 'consumeType' }];
  if (type === 'local' && !cart.tableId) problems.push({ rule: 'table' });
  if (isDeliveryType(type)) {
    if (!cart.address?.deliveryAddressId) problems.push({ rule: 'address' });
    else if (!cart.deliveryOption) problems.push({ rule: 'deliveryOption' });
    if (
      !meetsDeliveryMinimum({
        subtotal,
        conditions: { minimoCompra: conditions?.minimoCompra ?? 0 },
        consumeType: type,
      })
    ) {
      problems.push({ rule: 'deliveryMinimum' });
    }
  }
  if (type === 'takeaway' && pickupProblem) problems.push({ rule: 'pickup', pickup: pickupProblem });
  if (paymentMethodCount === 0) problems.push({ rule: 'noPaymentMethods' });
  return problems;
}

/** A problem's text in the customer's language, from the checkout's locales (`t` of useCheckoutT). */
export function sendProblemText(t: (key: string, values?: Record<string, string>) => string) {
  return (problem: SendProblem): string => {
    if (problem.rule !== 'pickup') return t(`send.problems.${problem.rule}`);
    const { pickup } = problem;
    return pickup.rule === 'outsideHours'
      ? t('pickup.errors.outsideHours', { open: pickup.open, close: pickup.close })
      : t(`pickup.errors.${pickup.rule}`);
  };
}

/** Spec 000: open and closing_soon take orders; close and opening_soon do not (a missing status does). */
export const branchTakesOrders = (branch: { status?: string | null } | null | undefined): boolean =>
  !branch?.status || branch.status === 'open' || branch.status === 'closing_soon';
