import { useCallback, useRef, useState } from 'react';
import type { Coordinates } from 'shared-contracts/money';

/** Spec 000 section 9: high accuracy, 10 s timeout, positions up to 60 s old. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 60_000,
};

export type GeolocationFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/** The spec's four geolocation errors (section 8), by the browser's error code. */
export function geolocationFailure(error: Pick<GeolocationPositionError, 'code'>): GeolocationFailure {
  if (error.code === 1) return 'denied';
  if (error.code === 3) return 'timeout';
  return 'unavailable';
}

export type GeolocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; position: Coordinates }
  | { status: 'failed'; failure: GeolocationFailure };

/** Asks the browser for the customer's position when `locate` is called. */
export function useGeolocation(onLocated: (position: Coordinates) => void) {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const onLocatedRef = useRef(onLocated);
  onLocatedRef.current = onLocated;
  const locate = useCallback(() => {
    const geolocation = globalThis.navigator?.geolocation;
    if (!geolocation) {
      setState({ status: 'failed', failure: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    geolocation.getCurrentPosition(
      ({ coords }) => {
        const position = { latitude: coords.latitude, longitude: coords.longitude };
        setState({ status: 'located', position });
        onLocatedRef.current(position);
      },
      (error) => setState({ status: 'failed', failure: geolocationFailure(error) }),
      GEOLOCATION_OPTIONS,
    );
  }, []);
  return { state, locate };
}
