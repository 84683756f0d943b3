import { WEEKDAYS } from 'shared-contracts/entities';
import type { BranchStatus, ScheduleTimes, Weekday } from 'shared-contracts/entities';
import { branchWallClock, slotRange, slotsOfDay } from 'shared-contracts/pickup-time';
import type { PickupSchedule } from 'shared-contracts/pickup-time';

/** closing_soon / opening_soon window */
export const SOON_MINUTES = 30;

const DAY = 24 * 60;
const WEEK = 7 * DAY;

/** A day holds a list of slots or a single slot (spec 000 section 3); missing or empty means closed. */
export type ScheduleInput = PickupSchedule;

/** The status, and when it changes next (the client words it in the customer's language). */
export interface ScheduleState {
  status: BranchStatus;
  scheduleTimes: ScheduleTimes;
}

interface Interval {
  start: number;
  end: number;
  openLabel: string;
  closeLabel: string;
}

/**
 * The schedule as minutes of the week (0 = domingo 00:00). A slot whose close is not after its open
 * crosses midnight into the next day; a close of 23:59 means "until the end of the day", so
 * 00:00–23:59 every day is open without a gap.
 */
function weekIntervals(schedule: ScheduleInput): Interval[] {
  const intervals: Interval[] = [];
  WEEKDAYS.forEach((weekday, dayIndex) => {
    for (const slot of slotsOfDay(schedule[weekday])) {
      const { start, end } = slotRange(slot);
      intervals.push({
        start: dayIndex * DAY + start,
        end: dayIndex * DAY + end,
        openLabel: slot.open,
        closeLabel: slot.close,
      });
    }
  });
  return intervals;
}

/** The week's intervals repeated over the previous, current and next week, merged where they touch. */
function mergedTimeline(intervals: Interval[]): Interval[] {
  const copies = [-WEEK, 0, WEEK].flatMap((shift) =>
    intervals.map((interval) => ({ ...interval, start: interval.start + shift, end: interval.end + shift })),
  );
  copies.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of copies) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) {
      if (interval.end > last.end) {
        last.end = interval.end;
        last.closeLabel = interval.closeLabel;
      }
    } else {
      merged.push({ ...interval });
    }
  }
  return merged;
}

/** Minute of the week (0 = domingo 00:00) on the branch's wall clock. */
export function localWeekMinute(now: Date): number {
  const { weekday, minute } = branchWallClock(now);
  return weekday * DAY + minute;
}

const weekdayAt = (minute: number): Weekday =>
  WEEKDAYS[((Math.floor(minute / DAY) % 7) + 7) % 7] ?? 'domingo';

/** No change ahead: open around the clock, or a schedule without slots. */
const NEVER: ScheduleTimes = { closesAt: null, opensAt: null, opensInDays: null, opensOn: null };

function openingAt(now: number, next: Interval): ScheduleTimes {
  return {
    ...NEVER,
    opensAt: next.openLabel,
    opensInDays: Math.floor(next.start / DAY) - Math.floor(now / DAY),
    opensOn: weekdayAt(next.start),
  };
}

/**
 * open / closing_soon (30 min or less to closing) / opening_soon (30 min or less to opening) / close,
 * with the times the branch card words. Read in Buenos Aires time whatever the server's zone.
 */
export function computeScheduleState(schedule: ScheduleInput | null | undefined, now: Date): ScheduleState {
  const intervals = weekIntervals(schedule ?? {});
  if (intervals.length === 0) return { status: 'close', scheduleTimes: NEVER };
  const timeline = mergedTimeline(intervals);
  const t = localWeekMinute(now);
  const current = timeline.find((interval) => interval.start <= t && t < interval.end);
  if (current) {
    // Open around the clock: it never closes.
    if (current.end - current.start >= 2 * WEEK) return { status: 'open', scheduleTimes: NEVER };
    const left = current.end - t;
    return {
      status: left <= SOON_MINUTES ? 'closing_soon' : 'open',
      scheduleTimes: { ...NEVER, closesAt: current.closeLabel },
    };
  }
  const next = timeline.find((interval) => interval.start > t);
  if (!next) return { status: 'close', scheduleTimes: NEVER };
  return {
    status: next.start - t <= SOON_MINUTES ? 'opening_soon' : 'close',
    scheduleTimes: openingAt(t, next),
  };
}
