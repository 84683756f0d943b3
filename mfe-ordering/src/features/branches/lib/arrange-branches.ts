import type { Branch, ConsumeType } from 'shared-contracts/entities';
import { haversineDistanceMetres, toNumber, type Coordinates } from 'shared-contracts/money';

/** The two modes offered at branch selection (spec 000 section 3, consumptionMode). */
export type BranchMode = 'delivery' | 'takeaway';
export const BRANCH_MODES: readonly BranchMode[] = ['delivery', 'takeaway'];

export const offersDelivery = (branch: Branch): boolean =>
  branch.systemOptions.deliverySystem || Boolean(branch.systemOptions.deliveryPropio?.activo);

export const offersMode = (branch: Branch, mode: BranchMode): boolean =>
  mode === 'delivery' ? offersDelivery(branch) : branch.systemOptions.takeawaySystem;

/** The modes at least one of the brand's branches offers, delivery first. */
export function availableModes(branches: readonly Branch[]): BranchMode[] {
  return BRANCH_MODES.filter((mode) => branches.some((branch) => offersMode(branch, mode)));
}

/**
 * Spec 000 section 4: delivery uses own delivery when it is active, else the delivery system;
 * takeaway uses the takeaway system; otherwise the fallback order is table, takeaway, own
 * delivery, delivery. Null when the branch offers nothing.
 */
export function preferredConsumeType(
  branch: Branch,
  mode: BranchMode | null | undefined,
): ConsumeType | null {
  const options = branch.systemOptions;
  const ownDelivery = Boolean(options.deliveryPropio?.activo);
  if (mode === 'delivery') {
    if (ownDelivery) return 'delivery_propio';
    if (options.deliverySystem) return 'delivery';
  }
  if (mode === 'takeaway' && options.takeawaySystem) return 'takeaway';
  if (options.tableSystem) return 'local';
  if (options.takeawaySystem) return 'takeaway';
  if (ownDelivery) return 'delivery_propio';
  if (options.deliverySystem) return 'delivery';
  return null;
}

/** Metres from the position by haversine (6371 km); without a position, the server's figure if any. */
export function branchDistance(branch: Branch, position: Coordinates | null | undefined): number | null {
  if (position && branch.geoLocation) {
    return haversineDistanceMetres(position, {
      latitude: toNumber(branch.geoLocation.latitude),
      longitude: toNumber(branch.geoLocation.longitude),
    });
  }
  return branch.distance === undefined || branch.distance === null ? null : toNumber(branch.distance);
}

export interface ArrangedBranch {
  branch: Branch;
  /** metres, or null when no position is known */
  distance: number | null;
  recommended: boolean;
  hasActiveOrder: boolean;
}

export interface ArrangeOptions {
  mode: BranchMode | null;
  position: Coordinates | null;
  /** the brand's deliveryRange in km; 0 means no limit */
  deliveryRangeKm: number;
  /** id of the branch of the customer's active order */
  activeOrderBranchId?: string | null;
}

/** A branch whose status says it takes orders now (or says nothing): only such a branch is recommended. */
const takesOrders = (branch: Branch): boolean =>
  branch.status === undefined || branch.status === 'open' || branch.status === 'closing_soon';

/**
 * Spec 000 section 9. Decision: the brand's deliveryRange filters only in delivery mode (it is
 * the distance the brand delivers; a takeaway customer may travel to any branch). Without a
 * position no distance is known, so nothing is filtered and nothing is recommended. The nearest
 * branch left that takes orders now (a closed one is never 'Recomendada', issue 28 item 18) is marked
 * recommended and comes first, then the active order's branch, then the
 * rest by distance (unknown distances last, in the server's order).
 */
export function arrangeBranches(branches: readonly Branch[], options: ArrangeOptions): ArrangedBranch[] {
  const rangeMetres = Math.max(0, options.deliveryRangeKm) * 1000;
  const measured = branches.map((branch, index) => ({
    branch,
    index,
    distance: branchDistance(branch, options.position),
  }));
  const inRange =
    options.mode === 'delivery' && rangeMetres > 0 && options.position
      ? measured.filter((b) => b.distance !== null && b.distance <= rangeMetres)
      : measured;
  let nearest: (typeof inRange)[number] | undefined;
  if (options.position) {
    for (const candidate of inRange) {
      if (candidate.distance === null || !takesOrders(candidate.branch)) continue;
      if (!nearest || candidate.distance < (nearest.distance ?? Infinity)) nearest = candidate;
    }
  }
  const rank = (b: (typeof inRange)[number]) => {
    if (b === nearest) return 0;
    if (options.activeOrderBranchId && b.branch.id === options.activeOrderBranchId) return 1;
    return 2;
  };
  return [...inRange]
    .sort(
      (a, b) => rank(a) - rank(b) || (a.distance ?? Infinity) - (b.distance ?? Infinity) || a.index - b.index,
    )
    .map((b) => ({
      branch: b.branch,
      distance: b.distance,
      recommended: b === nearest,
      hasActiveOrder: Boolean(options.activeOrderBranchId) && b.branch.id === options.activeOrderBranchId,
    }));
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** A branch matches a search by its name or address, ignoring case and accents. */
export function matchesBranchSearch(branch: Branch, search: string): boolean {
  const needle = fold(search);
  if (!needle) return true;
  return fold(`${branch.name} ${branch.address ?? ''}`).includes(needle);
}
