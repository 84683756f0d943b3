import {
  PICKUP_CHECK_MINUTES,
  PICKUP_DAYS,
  PICKUP_LEAD_MINUTES,
  PICKUP_MESSAGES,
  formatPickupTime,
  outsideHoursMessage,
  parsePickupTime,
  pickupTimeError,
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
    // Tuesday 17:00 at San Telmo, before it opens at 18:00
    expect(check('2025-06-10T17:00:00-03:00', LATE)).toBe(outsideHoursMessage('18:00', '02:00'));
    // Tuesday 16:00 at SPLIT: nearer the 11:00–15:00 slot than 19:00–23:30
    expect(check('2025-06-10T16:00:00-03:00', SPLIT)).toBe(outsideHoursMessage('11:00', '15:00'));
    expect(check('2025-06-10T18:00:00-03:00', SPLIT)).toBe(outsideHoursMessage('19:00', '23:30'));
    // the close is not part of the slot
    expect(check('2025-06-10T15:00:00-03:00', SPLIT)).toBe(outsideHoursMessage('11:00', '15:00'));
    expect(check('2025-06-10T14:59:00-03:00', SPLIT)).toBeNull();
    // a single pair instead of a list (Sunday)
    expect(check('2025-06-15T12:30:00-03:00', SPLIT)).toBeNull();
    expect(check('2025-06-15T17:00:00-03:00', SPLIT)).toBe(outsideHoursMessage('12:00', '16:00'));
  });

  it('slots may cross midnight: the early hours belong to the previous evening', () => {
    // Wednesday 01:30 is in Tuesday's 18:00–02:00
    expect(check('2025-06-11T01:30:00-03:00', LATE)).toBeNull();
    expect(check('2025-06-10T23:45:00-03:00', LATE)).toBeNull();
    // Monday 01:30 is in Sunday's 18:00–02:00, though Monday itself has no slot
    expect(check('2025-06-16T01:30:00-03:00', LATE)).toBeNull();
    // Tuesday 01:30: Monday has no slot to carry over; Tuesday's own opens at 18:00
    expect(check('2025-06-17T01:30:00-03:00', LATE)).toBe(outsideHoursMessage('18:00', '02:00'));
    // Wednesday 02:00 is the close
    expect(check('2025-06-11T02:00:00-03:00', LATE)).toBe(outsideHoursMessage('18:00', '02:00'));
  });

  it('reads times on the Buenos Aires wall clock, whatever the offset they are written in', () => {
    // 21:00 UTC is 18:00 in Buenos Aires: San Telmo is open
    expect(check('2025-06-10T21:00:00Z', LATE)).toBeNull();
    expect(check('2025-06-10T20:59:00Z', LATE)).toBe(outsideHoursMessage('18:00', '02:00'));
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
