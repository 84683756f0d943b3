import type { Schedule, TimeSlot, Weekday } from './entities';
import { WEEKDAYS } from 'shared-contracts/entities';

/*
 * The pickup time of a takeaway order (spec 000 section 5, 'Pickup time'; section 9, 'Pickup lead 15
 * minutes; 30 days of dates'), and the branch's clock and schedule slots it is read with. Pure rules:
 * the checkout's picker and the API's order creation (and its branch status) use the same functions,
 * each with its own clock.
 *
 * Times are read on the branch's wall clock, America/Argentina/Buenos_Aires, through Intl whatever the
 * zone of the browser or the server. Buenos Aires has kept UTC-3 since 2009, but nothing here assumes a
 * fixed offset: its 2007-2009 summer times convert correctly too.
 */

export const BRANCH_TIME_ZONE = 'America/Argentina/Buenos_Aires';

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

const DAY = 24 * 60;
const MINUTE_MS = 60_000;
const DAY_MS = DAY * MINUTE_MS;

export type PickupScheduleDay = TimeSlot | TimeSlot[] | null | undefined;
export type PickupSchedule = Partial<Record<Weekday, PickupScheduleDay>> | Schedule;

// The branch's wall clock

/** A date and time as milliseconds read as UTC: the wall clock as a number (setUTCFullYear keeps years 0-99). */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, ms);
  return date.getTime();
}

let formatter: Intl.DateTimeFormat | undefined;
/** Made on first use: making a formatter is costly, using one is not. */
function branchFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BRANCH_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  return formatter;
}

/** The branch's wall clock at an instant, as a number (see utcMs). */
function wallAt(at: number): number {
  const parts = branchFormatter().formatToParts(at);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const ms = ((at % 1000) + 1000) % 1000;
  // some engines wrote midnight as 24 with h23
  return utcMs(
    field('year'),
    field('month'),
    field('day'),
    field('hour') % 24,
    field('minute'),
    field('second'),
    ms,
  );
}

/**
 * The instant a wall-clock time names in the branch's zone, resolved like Temporal's 'compatible': a
 * time a clock change repeats is the first of the two; a time it skips is read with the offset before
 * the change (00:30 in a 00:00→01:00 jump is 01:30).
 */
function instantOfWall(wall: number): number {
  const before = wallAt(wall - DAY_MS) - (wall - DAY_MS);
  const after = wallAt(wall + DAY_MS) - (wall + DAY_MS);
  if (before === after) return wall - before;
  const fitting = [wall - before, wall - after].filter((at) => wallAt(at) === wall);
  return fitting.length > 0 ? Math.min(...fitting) : wall - before;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dateText = (wall: number) => {
  const d = new Date(wall);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

export interface WallClock {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 0 (domingo) … 6 (sabado), the index in WEEKDAYS */
  weekday: number;
  /** minute of the day, 0…1439 */
  minute: number;
}

/** Weekday, date and minute of the day of an instant on the branch's wall clock. */
export function branchWallClock(at: Date): WallClock {
  const wall = wallAt(at.getTime());
  const d = new Date(wall);
  return { date: dateText(wall), weekday: d.getUTCDay(), minute: d.getUTCHours() * 60 + d.getUTCMinutes() };
}

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_TEXT = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/** A real date and time as a wall-clock number, or null ('2025-02-31', '25:00'). */
function wallOf(date: string, time: string): number | null {
  const dm = DATE_TEXT.exec(date);
  const tm = TIME_TEXT.exec(time);
  if (!dm || !tm) return null;
  const [y, mo, d] = dm.slice(1).map(Number) as [number, number, number];
  const [h, mi, s = 0] = tm.slice(1, 4).map((v) => Number(v ?? 0)) as [number, number, number];
  const ms = Number((tm[4] ?? '0').padEnd(3, '0'));
  if (y < 1 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  const wall = utcMs(y, mo, d, h, mi, s, ms);
  // 31 February and the like roll over: refuse them
  return new Date(wall).getUTCDate() === d ? wall : null;
}

/**
 * The instant of a date and time on the branch's wall clock ('2025-06-10', '12:30' or '12:30:15'),
 * or null when they are not a real date and time.
 */
export function branchInstant(date: string, time: string): Date | null {
  const wall = wallOf(date, time);
  return wall === null ? null : new Date(instantOfWall(wall));
}

const PICKUP_TEXT = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * horaRetiro as the order payload carries it: an ISO date and time, '2025-06-10T12:30', with seconds
 * and an offset ('-03:00', 'Z') or without (then read on the branch's wall clock). Null when it is not
 * a real date and time.
 */
export function parsePickupTime(text: string): Date | null {
  const match = PICKUP_TEXT.exec(text.trim());
  if (!match) return null;
  const [, date = '', time = '', zone] = match;
  const wall = wallOf(date, time);
  if (wall === null) return null;
  if (!zone) return new Date(instantOfWall(wall));
  if (zone === 'Z') return new Date(wall);
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offset = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
  return new Date(wall - offset * MINUTE_MS);
}

/** The instant on the branch's wall clock with its offset, '2025-06-10T12:30:00-03:00' (how an order stores it). */
export function formatPickupTime(at: Date): string {
  const wall = wallAt(at.getTime());
  const offset = Math.round((wall - at.getTime()) / MINUTE_MS);
  const abs = Math.abs(offset);
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  return `${new Date(wall).toISOString().slice(0, 19)}${zone}`;
}

// Schedule slots

/** 'HH:mm' → minutes of the day. */
export function minutesOfDay(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** Minutes of the day → 'HH:mm' (0…1439). */
export function formatMinutes(minute: number): string {
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
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

// The check

/** Minutes from the time to the slot: 0 inside it. */
const distance = (minute: number, { start, end }: Candidate) =>
  minute < start ? start - minute : minute >= end ? minute - end + 1 : 0;

export interface PickupCheck {
  /** horaRetiro as sent: missing, empty or text */
  pickupTime: string | Date | null | undefined;
  now: Date;
  schedule: PickupSchedule | null | undefined;
}

/** Which rule a pickup time breaks: a key of PICKUP_MESSAGES, or outside the nearest slot's hours. */
export type PickupProblem =
  { rule: keyof typeof PICKUP_MESSAGES } | { rule: 'outsideHours'; open: string; close: string };

/**
 * The first rule the pickup time breaks, or null when it is fine:
 * 1. required: 'Debe seleccionar una hora de retiro';
 * 2. a real date and time ('La hora de retiro no es válida.');
 * 3. at least 14 minutes after now: 'El horario debe ser al menos 15 minutos después del momento actual';
 * 4. within the next 30 days, else 'Horario no disponible';
 * 5. inside a slot of that weekday (slots may cross midnight): a weekday without slots of its own
 *    is 'Horario no disponible'; otherwise 'El horario seleccionado está fuera del horario de atención
 *    ({open} - {close})' with the day's slot nearest to the time chosen, from its opening to its last
 *    minute that takes a pickup (a slot closing at 15:00 reads '12:00 - 14:59', as the picker lists it).
 * The checkout shows it in the customer's language; the API answers its Spanish (pickupTimeError).
 */
export function pickupTimeProblem({ pickupTime, now, schedule }: PickupCheck): PickupProblem | null {
  if (pickupTime === null || pickupTime === undefined || pickupTime === '') return { rule: 'required' };
  const at = pickupTime instanceof Date ? pickupTime : parsePickupTime(pickupTime);
  if (!at || Number.isNaN(at.getTime())) return { rule: 'invalid' };
  const ahead = at.getTime() - now.getTime();
  if (ahead < PICKUP_CHECK_MINUTES * MINUTE_MS) return { rule: 'tooSoon' };
  if (ahead > PICKUP_DAYS * DAY_MS) return { rule: 'unavailable' };
  const { weekday, minute } = branchWallClock(at);
  const { own, carried } = candidateSlots(schedule ?? {}, weekday);
  const candidates = [...carried, ...own];
  if (candidates.some((c) => minute >= c.start && minute < c.end)) return null;
  // a weekday without slots of its own: the branch does not open that day
  if (own.length === 0) return { rule: 'unavailable' };
  const nearest = candidates.reduce((best, c) => (distance(minute, c) < distance(minute, best) ? c : best));
  // The last minute the slot takes, as the picker's hint lists it (issue 28 item 18: '14:59' in both,
  // not '14:59' in the hint and '15:00' in the error that a 15:00 pickup gets).
  return { rule: 'outsideHours', open: nearest.slot.open, close: formatMinutes((nearest.end - 1) % DAY) };
}

/** The spec's Spanish for a problem. */
export const pickupProblemMessage = (problem: PickupProblem): string =>
  problem.rule === 'outsideHours'
    ? outsideHoursMessage(problem.open, problem.close)
    : PICKUP_MESSAGES[problem.rule];

/** The first broken rule's Spanish message (pickupTimeProblem), or null when the pickup time is fine. */
export function pickupTimeError(check: PickupCheck): string | null {
  const problem = pickupTimeProblem(check);
  return problem ? pickupProblemMessage(problem) : null;
}

// The picker

/** A day the picker offers. */
export interface PickupDay {
  /** 'YYYY-MM-DD' on the branch's clock */
  date: string;
  weekday: Weekday;
}

/** Times the picker offers on a day, 'HH:mm' on the branch's clock, both ends offered. */
export interface PickupTimeRange {
  from: string;
  to: string;
}

/** The picker's window on the branch's clock: its first and last minute. */
interface PickupWindow {
  first: WallClock;
  last: WallClock;
}

function pickupWindow(now: Date): PickupWindow {
  // 15 minutes ahead rounded up to a whole minute; the last is the check's 30 days, rounded down
  const first = Math.ceil((now.getTime() + PICKUP_LEAD_MINUTES * MINUTE_MS) / MINUTE_MS) * MINUTE_MS;
  const last = Math.floor((now.getTime() + PICKUP_DAYS * DAY_MS) / MINUTE_MS) * MINUTE_MS;
  return { first: branchWallClock(new Date(first)), last: branchWallClock(new Date(last)) };
}

/**
 * The wall-clock minutes of the day a clock change skips, [from, to), or null (any day in Buenos
 * Aires since 2009). Offsets lie within ±14 hours, so a change that touches the day lies in that span.
 */
function skippedMinutes(dayStart: number): { from: number; to: number } | null {
  let low = dayStart - DAY_MS;
  let high = dayStart + 2 * DAY_MS;
  const offsetAt = (at: number) => wallAt(at) - at;
  const before = offsetAt(low);
  const after = offsetAt(high);
  if (after <= before) return null;
  // the first instant with the new offset
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (offsetAt(mid) === before) low = mid;
    else high = mid;
  }
  const from = Math.max(0, Math.ceil((high + before - dayStart) / MINUTE_MS));
  const to = Math.min(DAY, Math.ceil((high + after - dayStart) / MINUTE_MS));
  return from < to ? { from, to } : null;
}

/** The day's offered minutes as [start, end) spans, sorted and merged. */
function offeredSpans(schedule: PickupSchedule, date: string, window: PickupWindow): [number, number][] {
  const dayStart = wallOf(date, '00:00');
  if (dayStart === null || date < window.first.date || date > window.last.date) return [];
  const lower = date === window.first.date ? window.first.minute : 0;
  const upper = date === window.last.date ? window.last.minute + 1 : DAY;
  const { own, carried } = candidateSlots(schedule, new Date(dayStart).getUTCDay());
  const spans = [...carried, ...own]
    .map(({ start, end }): [number, number] => [Math.max(start, lower), Math.min(end, DAY, upper)])
    .filter(([start, end]) => start < end)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push(span);
  }
  const skipped = skippedMinutes(dayStart);
  if (!skipped) return merged;
  return merged.flatMap(([start, end]): [number, number][] =>
    (
      [
        [start, Math.min(end, skipped.from)],
        [Math.max(start, skipped.to), end],
      ] as [number, number][]
    ).filter(([s, e]) => s < e),
  );
}

/**
 * The times the picker offers on a date ('YYYY-MM-DD' on the branch's clock), as ranges of whole
 * minutes: the day's own slots and the previous day's carried past midnight, from 15 minutes after now
 * (rounded up to the minute) and within the check's 30 days. A time on that date always belongs to that
 * date: San Telmo's Tuesday 18:00–02:00 gives Tuesday [{ from: '18:00', to: '23:59' }] and Wednesday
 * [{ from: '00:00', to: '01:59' }, { from: '18:00', to: '23:59' }]. Empty for a date outside the window.
 */
export function pickupTimeRanges(
  schedule: PickupSchedule | null | undefined,
  date: string,
  now: Date,
): PickupTimeRange[] {
  return offeredSpans(schedule ?? {}, date, pickupWindow(now)).map(([start, end]) => ({
    from: formatMinutes(start),
    to: formatMinutes(end - 1),
  }));
}

/** Every minute of the ranges, 'HH:mm' in order (at most 1440 a day). */
export function listPickupTimes(ranges: readonly PickupTimeRange[]): string[] {
  return ranges.flatMap(({ from, to }) => {
    const start = minutesOfDay(from);
    return Array.from({ length: minutesOfDay(to) - start + 1 }, (_, i) => formatMinutes(start + i));
  });
}

/** The picker's one-minute steps on a date: listPickupTimes(pickupTimeRanges(…)). */
export function pickupTimesOfDay(
  schedule: PickupSchedule | null | undefined,
  date: string,
  now: Date,
): string[] {
  return listPickupTimes(pickupTimeRanges(schedule, date, now));
}

/**
 * The dates the picker offers: the next 30 days counted from today on the branch's clock, only those
 * with a time to offer (a slot of their own or one carried past midnight, at least 15 minutes from now).
 */
export function pickupDays(schedule: PickupSchedule | null | undefined, now: Date): PickupDay[] {
  const window = pickupWindow(now);
  const today = wallOf(branchWallClock(now).date, '00:00') ?? 0;
  const days: PickupDay[] = [];
  for (let i = 0; i < PICKUP_DAYS; i += 1) {
    const day = new Date(today + i * DAY_MS);
    const date = dateText(day.getTime());
    if (offeredSpans(schedule ?? {}, date, window).length > 0) {
      days.push({ date, weekday: WEEKDAYS[day.getUTCDay()] ?? 'domingo' });
    }
  }
  return days;
}

/**
 * horaRetiro for a date and time picked ('2025-06-10', '12:30'): '2025-06-10T12:30:00-03:00', the
 * branch's clock with its offset (what the API stores). Null when they are not a real date and time.
 */
export function pickupTimeText(date: string, time: string): string | null {
  const at = branchInstant(date, time);
  return at && formatPickupTime(at);
}
