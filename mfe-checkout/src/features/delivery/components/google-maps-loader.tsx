import { useEffect } from 'react';
import { useJsApiLoader, type Libraries } from '@react-google-maps/api';
import type { AddressSearchState } from '../hooks/use-address-search-provider';
import { createGooglePlacesSearch, loadedPlacesLibrary } from '../lib/google-places-search';

export interface GoogleMapsLoaderProps {
  apiKey: string;
  /** the page's language, for Google's suggestions (read once: the script loads once per page) */
  language: string;
  onChange(state: AddressSearchState): void;
}

/** A constant: a new array on each render would make the loader start again. */
const LIBRARIES: Libraries = ['places'];

/** Loads Google's Maps JavaScript API with the Places library and reports the search it gives. */
export default function GoogleMapsLoader({ apiKey, language, onChange }: GoogleMapsLoaderProps) {
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'checkout-google-maps',
    googleMapsApiKey: apiKey,
    libraries: LIBRARIES,
    language,
    region: 'AR',
  });
  useEffect(() => {
    if (loadError) {
      onChange({ provider: null, status: 'error', kind: 'google' });
      return;
    }
    if (!isLoaded) return;
    const places = loadedPlacesLibrary();
    onChange(
      places
        ? { provider: createGooglePlacesSearch(places), status: 'ready', kind: 'google' }
        : { provider: null, status: 'error', kind: 'google' },
    );
  }, [isLoaded, loadError, onChange]);
  return null;
}
