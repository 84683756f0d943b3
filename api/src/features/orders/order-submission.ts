import { randomUUID } from 'node:crypto';
import { forcesDeliveryOption, offeredConsumeTypes } from 'shared-contracts/app-download';
import { ORDER_MESSAGES } from './order-schemas';
import type { SendOrderBody } from './order-schemas';
import { meetsDeliveryMinimum } from 'shared-contracts/cart';
import { clubDiscountPct, totalWithClubDiscount } from 'shared-contracts/club';
import type { OrderProduct } from 'shared-contracts/entities';
import { roundMoney } from 'shared-contracts/money';
import { POINTS_NEED_ACCOUNT, availablePaymentMethods } from 'shared-contracts/payment';
import {
  PICKUP_MESSAGES,
  formatPickupTime,
  parsePickupTime,
  pickupTimeError,
} from 'shared-contracts/pickup-time';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import type { AuthenticatedSession } from '../auth/session';
import { findAddress } from '../addresses/address-repository';
import { BRANCH_NOT_FOUND, toBranchAnswer } from '../branches/branch-repository';
import type { BranchAnswer } from '../branches/branch-repository';
import { BRAND_NOT_FOUND } from '../brands/brand-repository';
import type { BrandAnswer } from '../brands/brand-repository';
import { CARD_UNAVAILABLE } from '../payments/card-checkout';
import { shippingCost } from '../delivery/delivery-estimate';
import { findTable } from '../tables/table-repository';
import { CONSUME_TYPE_OF_ORDER, priceOrder } from './order-pricing';
import type { LineInput } from './order-pricing';
import type { OrderTotals, OrderType } from './order-repository';
import type { Menu } from '../menu/menu-repository';

/*
 * What creating an order and adding to an open table order share: every check of the payload against
 * the brand, the branch, its schedule and the customer, and the price of the lines, recomputed from the
 * menu (issue 3, pricing authority). Nothing is written here.
 */

export const TOTAL_CHANGED = 'El total del pedido cambió. Revisá tu orden.';
/** The client's total left out the members' discount the server applies (issue 14 item 10). */
export const clubDiscountMissing = (pct: number) =>
  `El total del pedido cambió: como miembro del club tenés un ${pct}% de descuento. Revisá tu orden.`;
/** The client's total took off a members' discount the customer does not have (not, or no longer, a member). */
export const CLUB_DISCOUNT_NOT_YOURS =
  'El total del pedido cambió: el descuento del club es solo para miembros con la membresía activa. Revisá tu orden.';
export const BRANCH_CLOSED = 'La sucursal está cerrada en este momento';
export const BELOW_DELIVERY_MINIMUM = 'No cumple con el mínimo de compra para delivery';
export const TYPE_NOT_OFFERED = 'El local no ofrece este tipo de consumo.';
export const PAYMENT_NOT_ALLOWED = ORDER_MESSAGES.payment;
export const DELIVERY_ADDRESS_UNKNOWN = 'La dirección de entrega no es una de tus direcciones guardadas.';
export const OUT_OF_DELIVERY_RANGE = 'La dirección de entrega está fuera del área de envío de la sucursal.';
export const PICKUP_TIME_REQUIRED = PICKUP_MESSAGES.required;
export const TABLE_REQUIRED = 'Debe ingresar su mesa';
/**
 * Issue 28 item 1: the payload's idLocal and storeId name two different branches (an order built at one
 * branch sent with another's id). Refused, never guessed: the lines are priced from the storeId's menu.
 */
export const BRANCH_STORE_MISMATCH =
  'La sucursal y la tienda del pedido no coinciden: los productos son de otra sucursal. Volvé a la sucursal de tus productos y enviá la orden desde ahí.';
/** Issue 28 item 7: points are a registered customer's; a guest has none to pay with. */
export { POINTS_NEED_ACCOUNT };
/** a table order names a table of that branch: the table QR's table_id (and its number, when sent) */
export const tableNotInBranch = (branchName: string) =>
  `Esa mesa no es una mesa de ${branchName}. Escaneá el código QR de tu mesa.`;

export const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : String(value);

type OrderTable = { mesa: string | null; mesaId: string | null };

const NO_TABLE: OrderTable = { mesa: null, mesaId: null };

/** A new table order's table: a real one of this branch, the one the QR names, with its printed number. */
async function tableOfBranch(db: Queryable, branch: BranchAnswer, body: SendOrderBody): Promise<OrderTable> {
  const mesa = text(body.mesa);
  const mesaId = text(body.mesaId);
  if (!mesa && !mesaId) throw badRequest(TABLE_REQUIRED);
  const known = mesaId ? await findTable(db, branch.id, mesaId) : null;
  if (!known || (mesa !== null && mesa !== known.mesa)) throw badRequest(tableNotInBranch(branch.name));
  return { mesa: known.mesa, mesaId: known._id };
}

/**
 * Whether the branch takes the order type: one the checkout offers (shared-contracts/app-download).
 * `forcedDelivery`: the order comes from the brand's app-download domain, which forces delivery as an
 * option (spec 000 section 9).
 */
function offersType(branch: BranchAnswer, type: OrderType, forcedDelivery = false): boolean {
  return offeredConsumeTypes(branch, { forceDelivery: forcedDelivery }).includes(CONSUME_TYPE_OF_ORDER[type]);
}

/**
 * Spec 000 section 6 (and issue 12's cash at the counter for takeaway): the rule of
 * shared-contracts/payment, the one the checkout offers; the branch must have the method enabled too.
 */
export function allowedPaymentMethods(branch: BranchAnswer, type: OrderType): string[] {
  return availablePaymentMethods(branch, CONSUME_TYPE_OF_ORDER[type]);
}

/**
 * One method of the type, or points with one of them (points pay part, spec 000 section 9: points and
 * card, or points and cash at the table), when the branch takes points. Points alone only where the
 * type takes them (the table).
 */
export function paymentAllowed(branch: BranchAnswer, type: OrderType, methods: readonly string[]): boolean {
  if (new Set(methods).size !== methods.length) return false;
  const allowed = allowedPaymentMethods(branch, type);
  const others = methods.filter((m) => m !== 'points');
  if (others.length === methods.length) return others.length === 1 && allowed.includes(others[0] ?? '');
  if (others.length === 0) return allowed.includes('points');
  return others.length === 1 && allowed.includes(others[0] ?? '') && branch.paymentMethods.points.enabled;
}

/** in cents: 14300.01 against 14300 is within the tolerance despite binary noise */
export const totalsDiffer = (a: number, b: number) => roundMoney(Math.abs(a - b)) > 0.01;

/** Any member of the brand: what the brand's club would take off (clubDiscountPct's own rules). */
const ANY_MEMBER = { typeUser: 'registered', membership: { active: true } } as const;

/**
 * The 409's message when the client's total is not the server's. When the difference is exactly the
 * members' discount, the message says so: the page's session may not know yet of a membership that
 * started or ended elsewhere (another tab or device), and 'the total changed' alone would leave the
 * customer guessing.
 */
export function totalChangedMessage(
  brand: Pick<BrandAnswer, 'clubMembers'>,
  totals: OrderTotals,
  clientTotal: number,
): string {
  if (totals.descuentoClub > 0 && !totalsDiffer(totals.total + totals.descuentoClub, clientTotal)) {
    return clubDiscountMissing(totals.clubDiscountPct);
  }
  const memberPct = clubDiscountPct(brand, ANY_MEMBER);
  if (totals.descuentoClub === 0 && memberPct > 0) {
    const asMember = totalWithClubDiscount({
      subtotal: totals.subtotal,
      shipping: totals.envio,
      pct: memberPct,
    });
    if (asMember.clubDiscount > 0 && !totalsDiffer(asMember.total, clientTotal)) {
      return CLUB_DISCOUNT_NOT_YOURS;
    }
  }
  return TOTAL_CHANGED;
}

export interface CheckedSubmission {
  brand: BrandAnswer;
  branch: BranchAnswer;
  now: Date;
  /** the payment methods named, one or two */
  methods: string[];
  lines: OrderProduct[];
  totals: OrderTotals;
  /** a table order's table: its number or name and its id, as the branch has them */
  mesa: string | null;
  mesaId: string | null;
  deliveryAddressId: string | null;
  /** a takeaway order's pickup time on the branch's wall clock; null for other types */
  horaRetiro: string | null;
  /** the branch's menu the lines were priced from */
  menu: Menu;
}

/**
 * Checks an order payload (spec 000 sections 5, 6 and 9) and prices its lines from the menu: 404 brand
 * or branch, 400 with the first broken rule's message, 503 when the card is asked for and no provider
 * is configured. `lines` are the ones to price (all of the payload's, or the new ones of an update);
 * `table` is the open order's, for an update (its table was checked when it was created). `host` is
 * the host the page was served on (the request's, from the edge): the brand's app-download domain
 * offers delivery at every branch.
 */
export async function checkSubmission(
  { db, clock, payments, menus }: Pick<AppContext, 'db' | 'clock' | 'payments' | 'menus'>,
  auth: AuthenticatedSession,
  body: SendOrderBody,
  lines: LineInput[],
  table?: OrderTable,
  host?: string,
): Promise<CheckedSubmission> {
  // the brand, the branch and the menu as the catalog is now (one reading of its version)
  const catalog = await menus.current();
  const brand = await catalog.brand(body.idMarca);
  if (!brand) throw notFound(BRAND_NOT_FOUND);
  const row = await catalog.branchRow(body.idMarca, body.idLocal);
  if (!row) throw notFound(BRANCH_NOT_FOUND);
  if (row.store_id !== body.storeId) throw badRequest(BRANCH_STORE_MISMATCH);
  const now = clock.now();
  const branch = toBranchAnswer(row, now);
  const forcedDelivery = host !== undefined && forcesDeliveryOption(brand, host);
  if (!offersType(branch, body.type, forcedDelivery)) throw badRequest(TYPE_NOT_OFFERED);
  if (branch.status !== 'open' && branch.status !== 'closing_soon') throw badRequest(BRANCH_CLOSED);

  const delivery = body.type === 'delivery' || body.type === 'delivery_propio';
  const { mesa, mesaId } =
    body.type !== 'mesa' ? NO_TABLE : (table ?? (await tableOfBranch(db, branch, body)));
  const deliveryAddressId = text(body.deliveryAddressId);
  if (delivery && !deliveryAddressId) throw badRequest('Debe seleccionar una dirección de entrega');
  if (body.type === 'delivery' && (body.costoEnvio === null || body.costoEnvio === undefined)) {
    throw badRequest('Debe seleccionar una opción de entrega');
  }
  // Spec 000 section 5: a takeaway order names its pickup time, 15 minutes ahead or more (the check
  // lets 14 pass), inside a slot of the branch's schedule that weekday; other types carry none.
  let horaRetiro: string | null = null;
  if (body.type === 'takeaway') {
    const pickupError = pickupTimeError({ pickupTime: body.horaRetiro, now, schedule: branch.schedule });
    const pickupAt = body.horaRetiro ? parsePickupTime(body.horaRetiro) : null;
    if (pickupError || !pickupAt) throw badRequest(pickupError ?? PICKUP_TIME_REQUIRED);
    horaRetiro = formatPickupTime(pickupAt);
  }
  const methods = [body.metodoDePago].flat();
  if (!paymentAllowed(branch, body.type, methods)) throw badRequest(PAYMENT_NOT_ALLOWED);
  if (methods.includes('points') && auth.user.typeUser === 'guest') throw badRequest(POINTS_NEED_ACCOUNT);
  if (methods.includes('mercadoPago') && !payments.provider) throw new HttpError(503, CARD_UNAVAILABLE);

  // The shipping cost is the server's delivery estimate to the customer's own saved address.
  let costoEnvio = 0;
  if (delivery && deliveryAddressId) {
    const address = await findAddress(db, body.idMarca, auth.session.userId, deliveryAddressId);
    if (!address) throw badRequest(DELIVERY_ADDRESS_UNKNOWN);
    const { lat, lon } = address.coordinates.dropoff;
    const cost = shippingCost(branch, brand.deliveryCondiciones, { latitude: lat, longitude: lon });
    if (cost === null) throw badRequest(OUT_OF_DELIVERY_RANGE);
    costoEnvio = cost;
  }

  const menu = await catalog.menu(body.idMarca, body.storeId);
  // The members' benefit (issue 14 item 10): auth.user is the caller's users row as this request read
  // it from the database, so a membership started or cancelled a moment ago counts as it is now.
  const clubPct = clubDiscountPct(brand, auth.user);
  const priced = priceOrder({
    menu,
    lines,
    type: body.type,
    priceCategory: auth.user.priceCategory,
    storeId: body.storeId,
    costoEnvio,
    conditions: brand.deliveryCondiciones,
    newId: randomUUID,
    clubDiscountPct: clubPct,
  });
  const consumeType = CONSUME_TYPE_OF_ORDER[body.type];
  // the delivery minimum is read on the lines, before the members' discount, as the client reads it
  if (
    !meetsDeliveryMinimum({
      subtotal: priced.totals.subtotal,
      conditions: brand.deliveryCondiciones,
      consumeType,
    })
  ) {
    throw badRequest(BELOW_DELIVERY_MINIMUM);
  }
  return { brand, branch, now, methods, ...priced, mesa, mesaId, deliveryAddressId, horaRetiro, menu };
}
