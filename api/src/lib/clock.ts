/** The API reads the time only through a Clock, so tests can fix it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(iso: string | Date): Clock {
  const at = new Date(iso);
  return { now: () => new Date(at) };
}
