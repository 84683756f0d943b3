import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from 'shared-ui/testing';
import { testSession } from 'shared-ui/testing/fixtures';
import type { GooglePlacesLibrary } from '../../lib/google-places-search';
import { AddressFormScreen } from '../address-form-screen';

/*
 * Google's path of the address search, with Google stood in for: the key setting and
 * @react-google-maps/api's loader are mocked, so nothing here reaches the internet.
 */
const mockKey: { value: string | null } = { value: 'test-browser-key' };
jest.mock('../../lib/maps-key', () => ({ googleMapsBrowserKey: () => mockKey.value }));
const mockLoader = jest.fn<{ isLoaded: boolean; loadError: Error | undefined }, [Record<string, unknown>]>();
/** whether anything imported @react-google-maps/api (its chunk) in this file so far */
const mockGoogleCode = { imported: false };
jest.mock('@react-google-maps/api', () => {
  mockGoogleCode.imported = true;
  return { useJsApiLoader: (options: Record<string, unknown>) => mockLoader(options) };
});

const savedAddresses = { 'GET /api/pedido/direccion/user-1': () => ({ body: { data: [] } }) };
const waitPastDebounce = () => act(() => new Promise((resolve) => setTimeout(resolve, 350)));

/** Google's Places library (the new Places API) as the loaded script would give it. */
function fakePlaces() {
  const fetchAutocompleteSuggestions = jest.fn(async (_request: { input: string }) => ({
    suggestions: [
      {
        placePrediction: {
          placeId: 'g-honduras',
          text: { text: 'Honduras 4800, C1414 CABA, Argentina' },
          mainText: { text: 'Honduras 4800' },
          secondaryText: { text: 'C1414 CABA, Argentina' },
          toPlace: () => place,
        },
      },
    ],
  }));
  const place = {
    displayName: 'Honduras 4800',
    formattedAddress: 'Honduras 4800, C1414 CABA, Argentina',
    location: { lat: () => -34.5885, lng: () => -58.4301 },
    addressComponents: [
      { longText: 'Honduras', shortText: 'Honduras', types: ['route'] },
      { longText: '4800', shortText: '4800', types: ['street_number'] },
    ],
    fetchFields: jest.fn(async () => ({})),
  };
  const places: GooglePlacesLibrary = {
    AutocompleteSessionToken: class {},
    AutocompleteSuggestion: { fetchAutocompleteSuggestions },
    Place: class {
      constructor() {
        return place;
      }
    } as unknown as GooglePlacesLibrary['Place'],
  };
  return { places, place, fetchAutocompleteSuggestions };
}

afterEach(() => {
  mockKey.value = 'test-browser-key';
  mockLoader.mockReset();
  delete (window as { google?: unknown }).google;
});

describe('the address search with a Google Maps key (spec 000 section 7, maps service)', () => {
  it("never loads Google's code or script without a key: the API's sandbox answers", async () => {
    mockKey.value = null;
    const view = renderRemote(<AddressFormScreen />, {
      remote: 'checkout',
      path: '/checkout/buscar-direccion',
      session: testSession(),
      api: {
        ...savedAddresses,
        'GET /api/maps/autocomplete': () => ({ body: { data: { predictions: [] } } }),
      },
    });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Dirección' }), 'Honduras');
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
    await waitFor(() =>
      expect(view.requests).toContain('GET /api/maps/autocomplete?input=Honduras&country=ar%2Cde'),
    );
    expect(mockLoader).not.toHaveBeenCalled();
    // first in this file, so no test before it imported the library either
    expect(mockGoogleCode.imported).toBe(false);
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
  });

  it("says 'Error al cargar la API de Google Maps' when Google's script fails to load", async () => {
    mockLoader.mockReturnValue({
      isLoaded: false,
      loadError: new Error('The Google Maps JavaScript API could not load.'),
    });
    const view = renderRemote(<AddressFormScreen />, {
      remote: 'checkout',
      path: '/checkout/buscar-direccion',
      session: testSession(),
      api: savedAddresses,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar la API de Google Maps');
    expect(screen.getByRole('searchbox', { name: 'Dirección' })).toBeDisabled();
    expect(mockGoogleCode.imported).toBe(true);
    expect(mockLoader).toHaveBeenCalledWith(
      expect.objectContaining({ googleMapsApiKey: 'test-browser-key', libraries: ['places'] }),
    );
    // the rest of the form is still there, and the sandbox is not asked instead
    expect(screen.getByRole('textbox', { name: 'Etiqueta' })).toBeEnabled();
    expect(view.requests.some((r) => r.includes('/maps/'))).toBe(false);
  });

  it('asks Google Places after more than 5 characters, only in ar and de, and takes the chosen place', async () => {
    const google = fakePlaces();
    (window as { google?: unknown }).google = { maps: { places: google.places } };
    mockLoader.mockReturnValue({ isLoaded: true, loadError: undefined });
    const view = renderRemote(<AddressFormScreen />, {
      remote: 'checkout',
      path: '/checkout/buscar-direccion',
      session: testSession(),
      api: savedAddresses,
    });
    const input = await screen.findByRole('searchbox', { name: 'Dirección' });
    await userEvent.type(input, 'Hondu');
    await waitPastDebounce();
    expect(google.fetchAutocompleteSuggestions).not.toHaveBeenCalled();
    await userEvent.type(input, 'r');
    await userEvent.click(await screen.findByRole('button', { name: /Honduras 4800/ }));
    expect(google.fetchAutocompleteSuggestions).toHaveBeenCalledWith(
      expect.objectContaining({ input: 'Hondur', includedRegionCodes: ['ar', 'de'] }),
    );
    expect(
      await screen.findByText('Dirección elegida: Honduras 4800, C1414 CABA, Argentina'),
    ).toBeInTheDocument();
    expect(google.place.fetchFields).toHaveBeenCalledWith({
      fields: ['displayName', 'formattedAddress', 'location', 'addressComponents'],
    });
    expect(view.requests.some((r) => r.includes('/maps/'))).toBe(false);
  });
});
