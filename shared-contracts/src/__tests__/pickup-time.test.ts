import {
  BRANCH_TIME_ZONE,
  PICKUP_CHECK_MINUTES,
  PICKUP_DAYS,
  PICKUP_LEAD_MINUTES,
  PICKUP_MESSAGES,
  branchInstant,
  branchWallClock,
  formatMinutes,
  formatPickupTime,
  listPickupTimes,
  outsideHoursMessage,
  parsePickupTime,
  pickupDays,
  pickupTimeError,
  pickupTimeRanges,
  pickupTimeText,
  pickupTimesOfDay,
  slotContains,
} from '../pickup-time';

/** Tuesday 10 June 2025, noon in Buenos Aires */
const NOW = new Date('2025-06-10T12:00:00-03:00');

const ALWAYS = Object.fromEntries(
  ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'].map((d) => [
    d,
    [{ open: '00:00', close: '23:59' }],
  ]),
);
/** San Telmo: 18:00–02:00, closed Mondays (lunes) */
const LATE = {
  domingo: [{ open: '18:00', close: '02:00' }],
  lunes: [],
  martes: [{ open: '18:00', close: '02:00' }],
  miercoles: [{ open: '18:00', close: '02:00' }],
  jueves: [{ open: '18:00', close: '02:00' }],
  viernes: [{ open: '18:00', close: '02:00' }],
  sabado: [{ open: '18:00', close: '02:00' }],
};
/** Belgrano-like: two slots on Tuesday, one pair on Sunday */
const SPLIT = {
  martes: [
    { open: '11:00', close: '15:00' },
    { open: '19:00', close: '23:30' },
  ],
  domingo: { open: '12:00', close: '16:00' },
};

const check = (pickupTime: string | null | undefined, schedule: object = ALWAYS, now = NOW) =>
  pickupTimeError({ pickupTime, now, schedule });

describe('pickup time (spec 000 section 5)', () => {
  it("is required: 'Debe seleccionar una hora de retiro'", () => {
    expect(PICKUP_MESSAGES.required).toBe('Debe seleccionar una hora de retiro');
    expect(check(undefined)).toBe(PICKUP_MESSAGES.required);
    expect(check(null)).toBe(PICKUP_MESSAGES.required);
    expect(check('')).toBe(PICKUP_MESSAGES.required);
  });

  it('must be a real date and time', () => {
    expect(check('mañana a la tarde')).toBe(PICKUP_MESSAGES.invalid);
    expect(check('2025-02-31T12:30')).toBe(PICKUP_MESSAGES.invalid);
    expect(check('2025-06-10T25:30')).toBe(PICKUP_MESSAGES.invalid);
  });

  it('is at least 15 minutes from now: the picker starts at 15, the check lets 14 pass', () => {
    expect([PICKUP_LEAD_MINUTES, PICKUP_CHECK_MINUTES]).toEqual([15, 14]);
    const message = 'El horario debe ser al menos 15 minutos después del momento actual';
    expect(PICKUP_MESSAGES.tooSoon).toBe(message);
    expect(check('2025-06-10T12:15:00-03:00')).toBeNull();
    expect(check('2025-06-10T12:14:00-03:00')).toBeNull();
    expect(check('2025-06-10T12:13:59-03:00')).toBe(message);
    expect(check('2025-06-10T11:30:00-03:00')).toBe(message);
  });

  it('is within the 30 days the picker offers', () => {
    expect(PICKUP_DAYS).toBe(30);
    expect(check('2025-07-10T11:00:00-03:00')).toBeNull();
    expect(check('2025-07-10T12:01:00-03:00')).toBe(PICKUP_MESSAGES.unavailable);
  });

  it("falls in a slot of that weekday: a day without slots is 'Horario no disponible'", () => {
    // Monday 16 June: San Telmo does not open
    expect(check('2025-06-16T20:00:00-03:00', LATE)).toBe('Horario no disponible');
    // Wednesday: SPLIT has no slot that day
    expect(check('2025-06-11T12:00:00-03:00', SPLIT)).toBe('Horario no disponible');
    // an empty schedule, or none
    expect(check('2025-06-10T13:00:00-03:00', {})).toBe('Horario no disponible');
    expect(pickupTimeError({ pickupTime: '2025-06-10T13:00', now: NOW, schedule: null })).toBe(
      'Horario no disponible',
    );
  });

  it("outside the day's slots: 'El horario seleccionado está fuera del horario de atención ({open} - {close})'", () => {
    expect(outsideHoursMessage('18:00', '02:00')).toBe(
      'El horario seleccionado está fuera del horario de atención (18:00 - 02:00)',
    );
    // issue 28 item 18: the close named is the slot's last minute that takes a pickup, as the
    // picker's hint lists it ('Horarios disponibles: 11:00 – 14:59'), so a 15:00 pickup is not told 15:00
    // Tuesday 17:00 at San Telmo, before it opens at 18:00
    expect(check('2025-06-10T17:00:00-03:00', LATE)).toBe(outsideHoursMessage('18:00', '01:59'));
    // Tuesday 16:00 at SPLIT: nearer the 11:00–15:00 slot than 19:00–23:30
    expect(check('2025-06-10T16:00:00-03:00', SPLIT)).toBe(outsideHoursMessage('11:00', '14:59'));
    expect(check('2025-06-10T18:00:00-03:00', SPLIT)).toBe(outsideHoursMessage('19:00', '23:29'));
    // the close is not part of the slot
    expect(check('2025-06-10T15:00:00-03:00', SPLIT)).toBe(outsideHoursMessage('11:00', '14:59'));
    expect(check('2025-06-10T14:59:00-03:00', SPLIT)).toBeNull();
    // a single pair instead of a list (Sunday)
    expect(check('2025-06-15T12:30:00-03:00', SPLIT)).toBeNull();
    expect(check('2025-06-15T17:00:00-03:00', SPLIT)).toBe(outsideHoursMessage('12:00', '15:59'));
  });

  it('slots may cross midnight: the early hours belong to the previous evening', () => {
    // Wednesday 01:30 is in Tuesday's 18:00–02:00
    expect(check('2025-06-11T01:30:00-03:00', LATE)).toBeNull();
    expect(check('2025-06-10T23:45:00-03:00', LATE)).toBeNull();
    // Monday 01:30 is in Sunday's 18:00–02:00, though Monday itself has no slot
    expect(check('2025-06-16T01:30:00-03:00', LATE)).toBeNull();
    // Tuesday 01:30: Monday has no slot to carry over; Tuesday's own opens at 18:00
    expect(check('2025-06-17T01:30:00-03:00', LATE)).toBe(outsideHoursMessage('18:00', '01:59'));
    // Wednesday 02:00 is the close
    expect(check('2025-06-11T02:00:00-03:00', LATE)).toBe(outsideHoursMessage('18:00', '01:59'));
  });

  it('reads times on the Buenos Aires wall clock, whatever the offset they are written in', () => {
    // 21:00 UTC is 18:00 in Buenos Aires: San Telmo is open
    expect(check('2025-06-10T21:00:00Z', LATE)).toBeNull();
    expect(check('2025-06-10T20:59:00Z', LATE)).toBe(outsideHoursMessage('18:00', '01:59'));
    // without an offset: the branch's wall clock
    expect(parsePickupTime('2025-06-10T18:00')?.toISOString()).toBe('2025-06-10T21:00:00.000Z');
    expect(parsePickupTime('2025-06-10 18:00:30')?.toISOString()).toBe('2025-06-10T21:00:30.000Z');
    expect(parsePickupTime('2025-06-10T18:00:00+02:00')?.toISOString()).toBe('2025-06-10T16:00:00.000Z');
    expect(formatPickupTime(new Date('2025-06-10T21:00:00Z'))).toBe('2025-06-10T18:00:00-03:00');
  });

  it('a slot closing at 23:59 runs to the end of the day', () => {
    expect(check('2025-06-10T23:59:30-03:00')).toBeNull();
    expect(slotContains({ open: '00:00', close: '23:59' }, 23 * 60 + 59)).toBe(true);
    expect(slotContains({ open: '18:00', close: '02:00' }, 60)).toBe(true);
    expect(slotContains({ open: '18:00', close: '02:00' }, 3 * 60)).toBe(false);
    expect(slotContains({ open: '11:00', close: '15:00' }, 15 * 60)).toBe(false);
  });
});

describe("the branch's clock: America/Argentina/Buenos_Aires through Intl", () => {
  it('reads an instant as weekday, date and minute in Buenos Aires', () => {
    expect(BRANCH_TIME_ZONE).toBe('America/Argentina/Buenos_Aires');
    // 02:30 UTC on Wednesday is 23:30 on Tuesday
    expect(branchWallClock(new Date('2025-06-11T02:30:00Z'))).toEqual({
      date: '2025-06-10',
      weekday: 2,
      minute: 23 * 60 + 30,
    });
    expect(branchWallClock(new Date('2025-06-11T03:00:00Z'))).toEqual({
      date: '2025-06-11',
      weekday: 3,
      minute: 0,
    });
    expect(formatMinutes(0)).toBe('00:00');
    expect(formatMinutes(23 * 60 + 59)).toBe('23:59');
  });

  it('turns a date and time without offset into the instant, refusing what is not a date', () => {
    expect(branchInstant('2025-06-10', '12:30')?.toISOString()).toBe('2025-06-10T15:30:00.000Z');
    expect(branchInstant('2025-06-10', '12:30:15')?.toISOString()).toBe('2025-06-10T15:30:15.000Z');
    expect(branchInstant('2025-02-29', '12:30')).toBeNull();
    expect(branchInstant('2025-06-10', '24:00')).toBeNull();
    expect(branchInstant('10/06/2025', '12:30')).toBeNull();
  });

  // Buenos Aires kept summer time from 19 October 2008 (00:00 -03:00 became 01:00 -02:00) to 15 March 2009
  // (00:00 -02:00 became 23:00 -03:00 on the 14th): the conversion follows the zone's rules, not a fixed offset.
  it('follows the zone when it changes offset (the 2008-2009 summer time)', () => {
    expect(parsePickupTime('2008-12-01T12:00')?.toISOString()).toBe('2008-12-01T14:00:00.000Z');
    expect(formatPickupTime(new Date('2008-12-01T14:00:00Z'))).toBe('2008-12-01T12:00:00-02:00');
    expect(branchWallClock(new Date('2008-10-19T03:00:00Z'))).toEqual({
      date: '2008-10-19',
      weekday: 0,
      minute: 60,
    });
    // a time the clock skipped is read with the offset before the change: 00:30 is 01:30 -02:00
    expect(branchInstant('2008-10-19', '00:30')?.toISOString()).toBe('2008-10-19T03:30:00.000Z');
    // a time the clock went through twice is the first of the two
    expect(branchInstant('2009-03-14', '23:30')?.toISOString()).toBe('2009-03-15T01:30:00.000Z');
    expect(formatPickupTime(new Date('2009-03-15T01:30:00Z'))).toBe('2009-03-14T23:30:00-02:00');
    expect(formatPickupTime(new Date('2009-03-15T02:30:00Z'))).toBe('2009-03-14T23:30:00-03:00');
    expect(pickupTimeText('2008-12-01', '12:00')).toBe('2008-12-01T12:00:00-02:00');
  });
});

describe('the pickup picker (spec 000 section 5: next 30 days, only days with schedule, one-minute steps)', () => {
  const days = (schedule: object, now = NOW) => pickupDays(schedule, now).map(({ date }) => date);

  it('offers the next 30 days counted from today in Buenos Aires', () => {
    const offered = pickupDays(ALWAYS, NOW);
    expect(offered).toHaveLength(PICKUP_DAYS);
    expect(offered[0]).toEqual({ date: '2025-06-10', weekday: 'martes' });
    expect(offered[29]).toEqual({ date: '2025-07-09', weekday: 'miercoles' });
    // 02:50 UTC on Wednesday is still Tuesday 23:50 in Buenos Aires: counted from Tuesday, which has
    // no time left 15 minutes ahead
    const lateTuesday = new Date('2025-06-11T02:50:00Z');
    expect(days(ALWAYS, lateTuesday)[0]).toBe('2025-06-11');
    expect(days(ALWAYS, lateTuesday)).toHaveLength(29);
    expect(pickupTimeRanges(ALWAYS, '2025-06-11', lateTuesday)).toEqual([{ from: '00:05', to: '23:59' }]);
  });

  it('skips the days without schedule', () => {
    // SPLIT opens on martes and domingo only
    expect(days(SPLIT)).toEqual([
      '2025-06-10',
      '2025-06-15',
      '2025-06-17',
      '2025-06-22',
      '2025-06-24',
      '2025-06-29',
      '2025-07-01',
      '2025-07-06',
      '2025-07-08',
    ]);
    expect(pickupTimesOfDay(SPLIT, '2025-06-11', NOW)).toEqual([]);
    expect(days({})).toEqual([]);
    expect(pickupDays(null, NOW)).toEqual([]);
    expect(pickupDays({ lunes: [], martes: null }, NOW)).toEqual([]);
  });

  it('slots may cross midnight: a day offers the hours carried over from the evening before', () => {
    // San Telmo: lunes has no slot of its own, but domingo's 18:00–02:00 runs into it
    expect(days(LATE)).toHaveLength(30);
    expect(pickupTimeRanges(LATE, '2025-06-16', NOW)).toEqual([{ from: '00:00', to: '01:59' }]);
    expect(pickupTimeRanges(LATE, '2025-06-17', NOW)).toEqual([{ from: '18:00', to: '23:59' }]);
    expect(pickupTimeRanges(LATE, '2025-06-11', NOW)).toEqual([
      { from: '00:00', to: '01:59' },
      { from: '18:00', to: '23:59' },
    ]);
    // a schedule whose only slot is lunes 22:00–01:00 offers lunes and martes
    const mondayNight = { lunes: { open: '22:00', close: '01:00' } };
    expect(days(mondayNight).slice(0, 2)).toEqual(['2025-06-16', '2025-06-17']);
    expect(pickupTimesOfDay(mondayNight, '2025-06-17', NOW)).toHaveLength(60);
  });

  it('starts 15 minutes from now; the check lets 14 pass', () => {
    expect(pickupTimeRanges(ALWAYS, '2025-06-10', NOW)).toEqual([{ from: '12:15', to: '23:59' }]);
    expect(check(pickupTimeText('2025-06-10', '12:15'))).toBeNull();
    // 14 minutes: the check accepts it (a minute of slack) but the picker does not offer it
    expect(check(pickupTimeText('2025-06-10', '12:14'))).toBeNull();
    expect(pickupTimesOfDay(ALWAYS, '2025-06-10', NOW)).not.toContain('12:14');
    expect(check(pickupTimeText('2025-06-10', '12:13'))).toBe(PICKUP_MESSAGES.tooSoon);
    // 30 seconds past noon: 12:15 is 14.5 minutes ahead, so the first is 12:16
    const later = new Date('2025-06-10T12:00:30-03:00');
    expect(pickupTimeRanges(ALWAYS, '2025-06-10', later)[0]?.from).toBe('12:16');
    // Tuesday at SPLIT, 14:50: 11:00–15:00 has nothing left 15 minutes ahead, 19:00–23:30 remains
    const tuesday = new Date('2025-06-10T14:50:00-03:00');
    expect(pickupTimeRanges(SPLIT, '2025-06-10', tuesday)).toEqual([{ from: '19:00', to: '23:29' }]);
    expect(pickupTimeRanges(SPLIT, '2025-06-10', new Date('2025-06-10T14:44:00-03:00'))).toEqual([
      { from: '14:59', to: '14:59' },
      { from: '19:00', to: '23:29' },
    ]);
  });

  it('steps one minute, both ends of a range offered', () => {
    const times = pickupTimesOfDay(SPLIT, '2025-06-15', NOW);
    expect(times).toHaveLength(4 * 60);
    expect(times.slice(0, 3)).toEqual(['12:00', '12:01', '12:02']);
    expect(times.at(-1)).toBe('15:59');
    expect(pickupTimesOfDay(ALWAYS, '2025-06-12', NOW)).toHaveLength(1440);
    expect(listPickupTimes([{ from: '23:58', to: '23:59' }])).toEqual(['23:58', '23:59']);
  });

  it('offers nothing before today or beyond the check’s 30 days', () => {
    expect(pickupTimeRanges(ALWAYS, '2025-06-09', NOW)).toEqual([]);
    // day 30 is not among the dates, but its first hours are within 30 days of now
    expect(pickupTimeRanges(ALWAYS, '2025-07-10', NOW)).toEqual([{ from: '00:00', to: '12:00' }]);
    expect(pickupTimeRanges(ALWAYS, '2025-07-11', NOW)).toEqual([]);
    expect(pickupTimeRanges(ALWAYS, 'mañana', NOW)).toEqual([]);
  });

  it('every time it offers passes the check, and the minutes around each range do not', () => {
    for (const schedule of [LATE, SPLIT, ALWAYS]) {
      for (const { date } of pickupDays(schedule, NOW)) {
        for (const { from, to } of pickupTimeRanges(schedule, date, NOW)) {
          expect(check(pickupTimeText(date, from), schedule)).toBeNull();
          expect(check(pickupTimeText(date, to), schedule)).toBeNull();
          const before = branchInstant(date, from);
          const after = branchInstant(date, to);
          if (!before || !after) throw new Error(`${date} ${from}-${to} is not a time`);
          if (from !== '00:00' && before.getTime() - NOW.getTime() > 15 * 60_000) {
            expect(check(formatPickupTime(new Date(before.getTime() - 60_000)), schedule)).not.toBeNull();
          }
          if (to !== '23:59') {
            expect(check(formatPickupTime(new Date(after.getTime() + 60_000)), schedule)).not.toBeNull();
          }
        }
      }
    }
  });

  it("the chosen date and time become horaRetiro on the branch's clock, as the API reads it", () => {
    expect(pickupTimeText('2025-06-10', '12:30')).toBe('2025-06-10T12:30:00-03:00');
    expect(parsePickupTime(pickupTimeText('2025-06-11', '01:30') ?? '')?.toISOString()).toBe(
      '2025-06-11T04:30:00.000Z',
    );
    expect(pickupTimeText('2025-06-31', '12:30')).toBeNull();
    expect(pickupTimeText('2025-06-10', '')).toBeNull();
  });

  it('leaves out the minutes a clock change skips (the night of 19 October 2008)', () => {
    const before = new Date('2008-10-17T12:00:00-03:00');
    expect(pickupTimeRanges(ALWAYS, '2008-10-19', before)).toEqual([{ from: '01:00', to: '23:59' }]);
    expect(pickupTimesOfDay(ALWAYS, '2008-10-19', before)).toHaveLength(1440 - 60);
    // the hour gone through twice (14 March 2009, 23:00–23:59) is offered once
    expect(pickupTimesOfDay(ALWAYS, '2009-03-14', new Date('2009-03-13T12:00:00-03:00'))).toHaveLength(1440);
  });
});

describe('every message of section 5, by name', () => {
  it.each([
    ['required', PICKUP_MESSAGES.required, 'Debe seleccionar una hora de retiro', check('')],
    [
      'tooSoon',
      PICKUP_MESSAGES.tooSoon,
      'El horario debe ser al menos 15 minutos después del momento actual',
      check('2025-06-10T12:05'),
    ],
    ['unavailable', PICKUP_MESSAGES.unavailable, 'Horario no disponible', check('2025-06-16T20:00', LATE)],
    [
      'outsideHours',
      outsideHoursMessage('18:00', '01:59'),
      'El horario seleccionado está fuera del horario de atención (18:00 - 01:59)',
      check('2025-06-10T17:00', LATE),
    ],
  ])('%s', (_name, message, text, produced) => {
    expect(message).toBe(text);
    expect(produced).toBe(text);
  });
});
