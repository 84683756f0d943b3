import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useFormat } from 'shared-ui/texts';
import { useApiClient } from 'shared-ui/remote-context';
import { createSandboxAddressSearch } from '../api/search-addresses';
import { AddressSearchContext, type AddressSearchState } from '../hooks/use-address-search-provider';
import { googleMapsBrowserKey } from '../lib/maps-key';
import type { GoogleMapsLoaderProps } from './google-maps-loader';

const GOOGLE_LOAD_FAILED: AddressSearchState = { provider: null, status: 'error', kind: 'google' };

/*
 * Google's code is its own chunk, asked for only when a key is configured: without one neither
 * @react-google-maps/api nor Google's script is ever loaded. A chunk that fails to load is the same
 * failure as Google's script failing ('Error al cargar la API de Google Maps').
 */
const GoogleMapsLoader = lazy(() =>
  import('./google-maps-loader').catch(() => ({
    default: function ChunkFailed({ onChange }: GoogleMapsLoaderProps) {
      useEffect(() => onChange(GOOGLE_LOAD_FAILED), [onChange]);
      return null;
    },
  })),
);

/**
 * Gives its subtree the address search (spec 000 section 7, 'Maps service'): Google Places when a
 * browser key is configured (lib/maps-key.ts), else the API's maps sandbox (GET /maps/autocomplete,
 * /maps/place). The children stay where they are while Google loads, so nothing typed is lost.
 */
export function AddressSearchRoot({ children }: { children: ReactNode }) {
  const api = useApiClient();
  const { language } = useFormat();
  const [googleKey] = useState(googleMapsBrowserKey);
  const sandbox = useMemo<AddressSearchState>(
    () => ({ provider: createSandboxAddressSearch(api), status: 'ready', kind: 'sandbox' }),
    [api],
  );
  const [google, setGoogle] = useState<AddressSearchState>({
    provider: null,
    status: 'loading',
    kind: 'google',
  });
  return (
    <AddressSearchContext.Provider value={googleKey ? google : sandbox}>
      {googleKey ? (
        <Suspense fallback={null}>
          <GoogleMapsLoader apiKey={googleKey} language={language} onChange={setGoogle} />
        </Suspense>
      ) : null}
      {children}
    </AddressSearchContext.Provider>
  );
}
