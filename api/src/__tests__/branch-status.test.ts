import { scheduleSchema } from 'shared-contracts/entities';
import { DEMO_BRANCHES } from '../db/seed/demo-branches';
import { computeScheduleState, localWeekMinute } from '../features/branches/branch-status';
import type { ScheduleInput } from '../features/branches/branch-status';
import type { Weekday } from 'shared-contracts/entities';
import { haversineDistanceMetres } from 'shared-contracts/money';

const haversineMetres = (
  a: Parameters<typeof haversineDistanceMetres>[0],
  b: Parameters<typeof haversineDistanceMetres>[1],
) => Math.round(haversineDistanceMetres(a, b));

const scheduleOf = (id: string): ScheduleInput => {
  const branch = DEMO_BRANCHES.find((b) => b.id === id);
  if (!branch) throw new Error(`no seeded branch ${id}`);
  return branch.schedule;
};

/** What the client words (issue 11, item 9): the data, never a Spanish text. */
const NONE = { closesAt: null, opensAt: null, opensInDays: null, opensOn: null };
const closes = (closesAt: string) => ({ ...NONE, closesAt });
const opens = (opensAt: string, opensInDays: number, opensOn: Weekday) => ({
  ...NONE,
  opensAt,
  opensInDays,
  opensOn,
});

// Buenos Aires is UTC-3 all year. 2025-06-08 is a Sunday (domingo), 06-09 lunes, 06-10 martes, 06-11 miercoles.
const at = (localIso: string) => new Date(`${localIso}-03:00`);

describe('branch status from the schedule, in America/Argentina/Buenos_Aires', () => {
  test('reads the Buenos Aires wall clock whatever the instant is written in', () => {
    // 02:30 UTC on Wednesday is 23:30 on Tuesday in Buenos Aires
    expect(localWeekMinute(new Date('2025-06-11T02:30:00Z'))).toBe(2 * 1440 + 23 * 60 + 30);
  });

  describe('a slot that crosses midnight (San Telmo, 18:00-02:00, no slots on lunes)', () => {
    const schedule = scheduleOf('suc-san-telmo');
    test.each([
      // was 'Cerrado · Abre hoy a las 18:00'
      ['martes 17:29', '2025-06-10T17:29', 'close', opens('18:00', 0, 'martes')],
      [
        'martes 17:30 (30 min before opening)',
        '2025-06-10T17:30',
        'opening_soon',
        opens('18:00', 0, 'martes'),
      ],
      ['martes 18:00', '2025-06-10T18:00', 'open', closes('02:00')],
      ['martes 23:00', '2025-06-10T23:00', 'open', closes('02:00')],
      ['miercoles 00:00 (past midnight)', '2025-06-11T00:00', 'open', closes('02:00')],
      ['miercoles 01:29', '2025-06-11T01:29', 'open', closes('02:00')],
      ['miercoles 01:30 (30 min before closing)', '2025-06-11T01:30', 'closing_soon', closes('02:00')],
      ['miercoles 01:59', '2025-06-11T01:59', 'closing_soon', closes('02:00')],
      ['miercoles 02:00 (closed)', '2025-06-11T02:00', 'close', opens('18:00', 0, 'miercoles')],
      ['lunes 01:00, the domingo slot still running', '2025-06-09T01:00', 'open', closes('02:00')],
      // was 'Cerrado · Abre mañana a las 18:00'
      ['lunes 12:00, no slot on lunes', '2025-06-09T12:00', 'close', opens('18:00', 1, 'martes')],
      [
        'martes 01:00, lunes had no slot to run past midnight',
        '2025-06-10T01:00',
        'close',
        opens('18:00', 0, 'martes'),
      ],
    ])('%s', (_label, local, status, scheduleTimes) => {
      expect(computeScheduleState(schedule, at(local))).toEqual({ status, scheduleTimes });
    });
  });

  test('a branch without slots is always closed (Caballito)', () => {
    for (const local of ['2025-06-08T12:00', '2025-06-10T00:00', '2025-06-14T23:59']) {
      expect(computeScheduleState(scheduleOf('suc-caballito'), at(local))).toEqual({
        status: 'close',
        scheduleTimes: NONE,
      });
    }
    expect(computeScheduleState(undefined, at('2025-06-10T12:00')).status).toBe('close');
  });

  test('00:00-23:59 every day is open around the clock, never closing soon (Palermo)', () => {
    for (const local of ['2025-06-10T00:00', '2025-06-10T23:45', '2025-06-14T23:59', '2025-06-08T00:01']) {
      // never closes: no closing time
      expect(computeScheduleState(scheduleOf('suc-palermo'), at(local))).toEqual({
        status: 'open',
        scheduleTimes: NONE,
      });
    }
  });

  test('two slots a day (Belgrano, 11:00-15:00 and 19:00-23:30)', () => {
    const schedule = scheduleOf('suc-belgrano');
    expect(computeScheduleState(schedule, at('2025-06-10T14:40'))).toEqual({
      status: 'closing_soon',
      scheduleTimes: closes('15:00'),
    });
    expect(computeScheduleState(schedule, at('2025-06-10T15:10'))).toEqual({
      status: 'close',
      scheduleTimes: opens('19:00', 0, 'martes'),
    });
    expect(computeScheduleState(schedule, at('2025-06-10T18:45'))).toEqual({
      status: 'opening_soon',
      scheduleTimes: opens('19:00', 0, 'martes'),
    });
    expect(computeScheduleState(schedule, at('2025-06-10T23:40'))).toEqual({
      status: 'close',
      scheduleTimes: opens('11:00', 1, 'miercoles'),
    });
  });

  test('a day may hold a single slot instead of a list (Recoleta), and closed days are skipped', () => {
    const schedule = scheduleOf('suc-recoleta');
    expect(computeScheduleState(schedule, at('2025-06-13T10:00'))).toEqual({
      status: 'open',
      scheduleTimes: closes('20:00'),
    });
    // sabado 14:00: closed, domingo has no slot, next opening lunes 08:00
    expect(computeScheduleState(schedule, at('2025-06-14T14:00'))).toEqual({
      status: 'close',
      scheduleTimes: opens('08:00', 2, 'lunes'),
    });
  });

  test('a slot crossing midnight on sabado runs into domingo (the week wraps)', () => {
    const schedule: ScheduleInput = { sabado: { open: '22:00', close: '03:00' } };
    expect(computeScheduleState(schedule, at('2025-06-15T02:00')).status).toBe('open');
    expect(computeScheduleState(schedule, at('2025-06-15T02:45'))).toEqual({
      status: 'closing_soon',
      scheduleTimes: closes('03:00'),
    });
    expect(computeScheduleState(schedule, at('2025-06-15T04:00'))).toEqual({
      status: 'close',
      scheduleTimes: opens('22:00', 6, 'sabado'),
    });
  });

  test('every seeded schedule parses with the shared schedule schema', () => {
    for (const branch of DEMO_BRANCHES) expect(scheduleSchema.safeParse(branch.schedule).success).toBe(true);
  });
});

describe('distance by haversine, Earth radius 6371 km (spec 000 section 9)', () => {
  test('one degree of latitude is about 111.2 km', () => {
    expect(haversineMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBe(111_195);
  });

  test('from the Obelisco to the seeded Palermo branch', () => {
    const obelisco = { latitude: -34.6037, longitude: -58.3816 };
    const palermo = { latitude: -34.5886, longitude: -58.4308 };
    expect(haversineMetres(obelisco, palermo)).toBeGreaterThan(4_700);
    expect(haversineMetres(obelisco, palermo)).toBeLessThan(4_900);
    expect(haversineMetres(obelisco, obelisco)).toBe(0);
  });
});
