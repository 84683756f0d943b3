// The bottom drawer's drag rules (spec 000 sections 4 and 9, spec 001 section 9), kept pure so
// they are tested without a browser. See README.md beside this file for how the numbers pair up.

/** The pointer must move this far before a press becomes a drag (a shorter move is a tap). */
export const DRAWER_DRAG_THRESHOLD_PX = 5;
/** A drag down past this distance closes the drawer… */
export const DRAWER_CLOSE_DISTANCE_PX = 100;
/** …or past this one when the drawer resists the drag. */
export const DRAWER_CLOSE_DISTANCE_RESISTANCE_PX = 300;
/** A flick down faster than this (px per ms) closes it, however short… */
export const DRAWER_CLOSE_VELOCITY = 0.5;
/** …or faster than this one when it resists. */
export const DRAWER_CLOSE_VELOCITY_RESISTANCE = 2;
/** Open, close and snap-back animation. */
export const DRAWER_ANIMATION_MS = 300;
/** The same animation when the drawer resists. */
export const DRAWER_ANIMATION_RESISTANCE_MS = 500;
/** How much of the pointer's travel a resisting drawer follows. */
export const DRAWER_RESISTANCE_FACTOR = 0.5;
/** The release velocity is measured over the last moments of the drag. */
export const DRAWER_VELOCITY_WINDOW_MS = 100;

export interface DragSample {
  /** pointer's clientY */
  y: number;
  /** ms (performance.now) */
  t: number;
}

/** Whether a press that has moved `distance` px (either way) has become a drag. */
export function isDragStarted(distance: number): boolean {
  return Math.abs(distance) >= DRAWER_DRAG_THRESHOLD_PX;
}

/** How far down the sheet is drawn for a drag of `distance` px (never above its resting place). */
export function sheetOffset(distance: number, resistance: boolean): number {
  if (distance <= 0) return 0;
  return resistance ? distance * DRAWER_RESISTANCE_FACTOR : distance;
}

/** Downward speed in px/ms over the last DRAWER_VELOCITY_WINDOW_MS before `now`; 0 if the pointer stopped. */
export function releaseVelocity(samples: readonly DragSample[], now: number): number {
  const recent = samples.filter((sample) => now - sample.t <= DRAWER_VELOCITY_WINDOW_MS);
  const first = recent[0];
  const last = recent[recent.length - 1];
  if (!first || !last || last.t <= first.t) return 0;
  return (last.y - first.y) / (last.t - first.t);
}

/** Whether a released drag closes the drawer: far enough down, or a fast enough flick down. */
export function shouldCloseDrawer({
  distance,
  velocity,
  resistance,
}: {
  distance: number;
  velocity: number;
  resistance: boolean;
}): boolean {
  if (distance <= 0) return false;
  const farEnough = distance > (resistance ? DRAWER_CLOSE_DISTANCE_RESISTANCE_PX : DRAWER_CLOSE_DISTANCE_PX);
  const fastEnough = velocity > (resistance ? DRAWER_CLOSE_VELOCITY_RESISTANCE : DRAWER_CLOSE_VELOCITY);
  return farEnough || fastEnough;
}
