import { useEffect, useState } from 'react';

/**
 * Whether the clock has reached `at` (epoch ms); turns true by itself when it does, so a button that
 * waits for a time (the 1-hour receipt rule) appears without a reload. null never arrives.
 */
export function useTimeReached(at: number | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return undefined;
    const left = at - Date.now();
    if (left <= 0) {
      setNow(Date.now());
      return undefined;
    }
    // setTimeout holds at most 2^31 - 1 ms (about 24.8 days); a longer wait is taken in steps
    const timer = setTimeout(() => setNow(Date.now()), Math.min(left + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [at, now]);
  return at !== null && now >= at;
}
