import { useEffect, useState } from 'react';

/** Spec 000 section 9: searches (and the typed quantity) are debounced 300 ms. */
const DEBOUNCE_MS = 300;

/** The value once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number = DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
