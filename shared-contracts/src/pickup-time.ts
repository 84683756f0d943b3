import type { Schedule, TimeSlot, Weekday } from './entities';
import { WEEKDAYS } from './entities';

/*
 * The pickup time of a takeaway order (spec 000 section 5, 'Pickup time'; section 9, 'Pickup lead 15
 * minutes; 30 days of dates'). Pure rules: the checkout's picker and the API's order creation use the
 * same function, with their own clock.
 *
 * Times are read on the branch's wall clock, Buenos Aires: UTC-3 all year (no daylight saving since
 * 2009), so a fixed offset is exact and needs no time-zone database.
 */

export const PICKUP_MESSAGES = {
  required: 'Debe seleccionar una hora de retiro',
  tooSoon: 'El horario debe ser al menos 15 minutos después del momento actual',
  unavailable: 'Horario no disponible',
  invalid: 'La hora de retiro no es válida.',
} as const;

/** 'El horario seleccionado está fuera del horario de atención ({open} - {close})' */
export const outsideHoursMessage = (open: string, close: string): string =>
  `El horario seleccionado está fuera del horario de atención (${open} - ${close})`;

/** The picker's first minute is 15 minutes from now; the check lets 14 pass (a minute of slack). */
export const PICKUP_LEAD_MINUTES = 15;
export const PICKUP_CHECK_MINUTES = 14;
/** The picker offers the next 30 days. */
export const PICKUP_DAYS = 30;

/** Buenos Aires' offset from UTC in minutes. */
export const BRANCH_UTC_OFFSET_MINUTES = -180;

const DAY = 24 * 60;
const MINUTE_MS = 60_000;

export type PickupScheduleDay = TimeSlot | TimeSlot[] | null | undefined;
export type PickupSchedule = Partial<Record<Weekday, PickupScheduleDay>> | Schedule;

/** 'HH:mm' → minutes of the day. */
export function minutesOfDay(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/**
 * A slot as minutes from the start of the day it opens. A close that is not after the open crosses
 * midnight (18:00–02:00 ends at 26:00); '23:59' means the end of the day (as the branch status reads it).
 */
export function slotRange(slot: TimeSlot): { start: number; end: number } {
  const start = minutesOfDay(slot.open);
  let end = slot.close === '23:59' ? DAY : minutesOfDay(slot.close);
  if (end <= start) end += DAY;
  return { start, end };
}

/** Whether a minute of the day (0…1439) falls in the slot on the day it opens. */
export function slotContains(slot: TimeSlot, minute: number): boolean {
  const { start, end } = slotRange(slot);
  return (minute >= start && minute < end) || minute + DAY < end;
}

export function slotsOfDay(day: PickupScheduleDay): TimeSlot[] {
  if (!day) return [];
  return Array.isArray(day) ? day : [day];
}

/** Weekday, date and minute of the day of an instant on the branch's wall clock. */
export function branchWallClock(at: Date): { weekday: number; minute: number; date: string } {
  const local = new Date(at.getTime() + BRANCH_UTC_OFFSET_MINUTES * MINUTE_MS);
  return {
    weekday: local.getUTCDay(),
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
    date: local.toISOString().slice(0, 10),
  };
}

const PICKUP_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * horaRetiro as the order payload carries it: an ISO date and time, '2025-06-10T12:30', with seconds
 * and an offset ('-03:00', 'Z') or without (then read on the branch's wall clock). Null when it is not
 * a real date and time.
 */
export function parsePickupTime(text: string): Date | null {
  const match = PICKUP_TEXT.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds = '0', zone] = match;
  const fields = [year, month, day, hours, minutes, seconds].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [y, mo, d, h, mi, s] = fields;
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  let offset = BRANCH_UTC_OFFSET_MINUTES;
  if (zone === 'Z') offset = 0;
  else if (zone) {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    offset = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
  }
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  // 31 February and the like roll over: refuse them
  if (new Date(utc).getUTCDate() !== d) return null;
  return new Date(utc - offset * MINUTE_MS);
}

/** The instant on the branch's wall clock, '2025-06-10T12:30:00-03:00' (how an order stores it). */
export function formatPickupTime(at: Date): string {
  const local = new Date(at.getTime() + BRANCH_UTC_OFFSET_MINUTES * MINUTE_MS);
  const sign = BRANCH_UTC_OFFSET_MINUTES < 0 ? '-' : '+';
  const abs = Math.abs(BRANCH_UTC_OFFSET_MINUTES);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${local.toISOString().slice(0, 19)}${offset}`;
}

interface Candidate {
  slot: TimeSlot;
  /** minutes from the start of the pickup's day */
  start: number;
  end: number;
}

/**
 * The slots that can hold a time of that weekday: the day's own, and the previous day's that cross
 * midnight into it (Sunday 18:00–02:00 holds Monday 01:00).
 */
function candidateSlots(
  schedule: PickupSchedule,
  weekday: number,
): { own: Candidate[]; carried: Candidate[] } {
  const days = schedule as Partial<Record<Weekday, PickupScheduleDay>>;
  const today = WEEKDAYS[weekday] ?? 'domingo';
  const yesterday = WEEKDAYS[(weekday + 6) % 7] ?? 'sabado';
  const own = slotsOfDay(days[today]).map((slot) => ({ slot, ...slotRange(slot) }));
  const carried = slotsOfDay(days[yesterday])
    .map((slot) => ({ slot, ...slotRange(slot) }))
    .filter(({ end }) => end > DAY)
    .map(({ slot, end }) => ({ slot, start: 0, end: end - DAY }));
  return { own, carried };
}

/** Minutes from the time to the slot: 0 inside it. */
const distance = (minute: number, { start, end }: Candidate) =>
  minute < start ? start - minute : minute >= end ? minute - end + 1 : 0;

export interface PickupCheck {
  /** horaRetiro as sent: missing, empty or text */
  pickupTime: string | Date | null | undefined;
  now: Date;
  schedule: PickupSchedule | null | undefined;
}

/**
 * The first broken rule's message, or null when the pickup time is fine:
 * 1. required: 'Debe seleccionar una hora de retiro';
 * 2. a real date and time ('La hora de retiro no es válida.');
 * 3. at least 14 minutes after now: 'El horario debe ser al menos 15 minutos después del momento actual';
 * 4. within the next 30 days, else 'Horario no disponible';
 * 5. inside a slot of that weekday (slots may cross midnight): a weekday without slots of its own
 *    is 'Horario no disponible'; otherwise 'El horario seleccionado está fuera del horario de atención
 *    ({open} - {close})' with the day's slot nearest to the time chosen.
 */
export function pickupTimeError({ pickupTime, now, schedule }: PickupCheck): string | null {
  if (pickupTime === null || pickupTime === undefined || pickupTime === '') return PICKUP_MESSAGES.required;
  const at = pickupTime instanceof Date ? pickupTime : parsePickupTime(pickupTime);
  if (!at || Number.isNaN(at.getTime())) return PICKUP_MESSAGES.invalid;
  const ahead = at.getTime() - now.getTime();
  if (ahead < PICKUP_CHECK_MINUTES * MINUTE_MS) return PICKUP_MESSAGES.tooSoon;
  if (ahead > PICKUP_DAYS * DAY * MINUTE_MS) return PICKUP_MESSAGES.unavailable;
  const { weekday, minute } = branchWallClock(at);
  const { own, carried } = candidateSlots(schedule ?? {}, weekday);
  const candidates = [...carried, ...own];
  if (candidates.some((c) => minute >= c.start && minute < c.end)) return null;
  // a weekday without slots of its own: the branch does not open that day
  if (own.length === 0) return PICKUP_MESSAGES.unavailable;
  const nearest = candidates.reduce((best, c) => (distance(minute, c) < distance(minute, best) ? c : best));
  return outsideHoursMessage(nearest.slot.open, nearest.slot.close);
}
