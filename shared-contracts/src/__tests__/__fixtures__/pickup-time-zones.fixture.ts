// Run only by ../pickup-time-zones.test.ts, in a jest of its own started with TZ set (jest cannot change
// the zone of a running process): the branch's clock gives the same answers in any browser's zone.
import {
  branchInstant,
  branchWallClock,
  formatPickupTime,
  parsePickupTime,
  pickupDays,
  pickupTimeError,
  pickupTimeRanges,
  pickupTimeText,
} from '../../pickup-time';

/** Tuesday 23:50 in Buenos Aires: already Wednesday in Tokyo and in UTC */
const NOW = new Date('2025-06-10T23:50:00-03:00');
const LATE = { martes: { open: '18:00', close: '02:00' }, miercoles: { open: '18:00', close: '02:00' } };

const LOCAL_HOURS: Record<string, number> = { 'Asia/Tokyo': 11, UTC: 2, 'America/New_York': 22 };

it('runs in the zone it was started in', () => {
  expect(new Date(NOW).getHours()).toBe(LOCAL_HOURS[process.env.TZ ?? '']);
});

it("reads the branch's clock, not the process's", () => {
  expect(branchWallClock(NOW)).toEqual({ date: '2025-06-10', weekday: 2, minute: 23 * 60 + 50 });
  expect(branchInstant('2025-06-11', '01:30')?.toISOString()).toBe('2025-06-11T04:30:00.000Z');
  expect(parsePickupTime('2025-06-11T01:30')?.toISOString()).toBe('2025-06-11T04:30:00.000Z');
  expect(formatPickupTime(NOW)).toBe('2025-06-10T23:50:00-03:00');
  expect(pickupTimeText('2025-06-11', '01:30')).toBe('2025-06-11T01:30:00-03:00');
});

it('offers and checks the same times', () => {
  expect(pickupDays(LATE, NOW).slice(0, 3)).toEqual([
    { date: '2025-06-11', weekday: 'miercoles' },
    { date: '2025-06-12', weekday: 'jueves' },
    { date: '2025-06-17', weekday: 'martes' },
  ]);
  expect(pickupTimeRanges(LATE, '2025-06-11', NOW)).toEqual([
    { from: '00:05', to: '01:59' },
    { from: '18:00', to: '23:59' },
  ]);
  expect(pickupTimeError({ pickupTime: '2025-06-11T01:30', now: NOW, schedule: LATE })).toBeNull();
  expect(pickupTimeError({ pickupTime: '2025-06-11T02:00', now: NOW, schedule: LATE })).toBe(
    'El horario seleccionado está fuera del horario de atención (18:00 - 01:59)',
  );
});
