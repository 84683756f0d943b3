import { mapsAddressSchema } from 'shared-contracts/entities';
import { GAZETTEER } from '../features/maps/gazetteer';
import { createTestApp, DB_TIMEOUT_MS } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seeded: false });
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

interface Prediction {
  place_id: string;
  description: string;
  structured_formatting: { main_text: string; secondary_text: string };
}

interface PlaceResult {
  name: string;
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } };
}

async function autocomplete(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/maps/autocomplete?${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { predictions: Prediction[] } }).data.predictions;
}

describe('gazetteer', () => {
  test('at least 60 Buenos Aires addresses across the eight barrios, and German ones', () => {
    const ar = GAZETTEER.filter((entry) => entry.country === 'ar');
    expect(ar.length).toBeGreaterThanOrEqual(60);
    const areas = new Set(ar.map((entry) => entry.area));
    for (const area of [
      'Palermo',
      'Belgrano',
      'Recoleta',
      'San Telmo',
      'Caballito',
      'Almagro',
      'Villa Crespo',
      'Núñez',
    ])
      expect(areas).toContain(area);
    for (const entry of ar) {
      expect(entry.lat).toBeGreaterThan(-34.71);
      expect(entry.lat).toBeLessThan(-34.52);
      expect(entry.lng).toBeGreaterThan(-58.54);
      expect(entry.lng).toBeLessThan(-58.33);
    }
    expect(GAZETTEER.filter((entry) => entry.country === 'de').length).toBeGreaterThanOrEqual(8);
    expect(new Set(GAZETTEER.map((entry) => entry.placeId)).size).toBe(GAZETTEER.length);
  });
});

describe('GET /api/maps/autocomplete', () => {
  test('5 characters → empty list; 6 → suggestions', async () => {
    expect(await autocomplete('input=Cabil')).toEqual([]);
    const six = await autocomplete('input=Cabild');
    expect(six.length).toBeGreaterThan(0);
    expect(six.every((p) => p.description.includes('Cabildo'))).toBe(true);
  });

  test('at most 5 results, shaped as predictions', async () => {
    const results = await autocomplete('input=Buenos%20Aires');
    expect(results).toHaveLength(5);
    expect(results[0]).toEqual({
      place_id: expect.stringMatching(/^sandbox-ar-\d{3}$/),
      description: expect.stringContaining(', Buenos Aires, Argentina'),
      structured_formatting: { main_text: expect.any(String), secondary_text: expect.any(String) },
    });
  });

  test('ignores case and accents, words in any order', async () => {
    const [first] = await autocomplete('input=DIAZ%20velez%204000');
    expect(first?.description).toBe('Av. Díaz Vélez 4000, Almagro, Buenos Aires, Argentina');
    const nunez = await autocomplete(`input=${encodeURIComponent('nunez libertador')}`);
    expect(nunez.map((p) => p.structured_formatting.main_text)).toEqual([
      'Av. del Libertador 7400',
      'Av. del Libertador 8151',
    ]);
  });

  test('limited to the countries asked for (ar, de; both by default)', async () => {
    expect(await autocomplete('input=Alexanderplatz&country=ar')).toEqual([]);
    const de = await autocomplete('input=Alexanderplatz&country=de');
    expect(de.map((p) => p.description)).toEqual(['Alexanderplatz 1, Berlin-Mitte, Deutschland']);
    expect(await autocomplete('input=Alexanderplatz')).toEqual(de);
    expect(await autocomplete('input=Marienplatz&country=ar,de')).toHaveLength(1);
    expect(await autocomplete('input=Av.%20Cabildo%202000&country=de')).toEqual([]);
  });

  test('400 for another country', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/maps/autocomplete?input=Avenida&country=us',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "El país debe ser 'ar', 'de' o 'ar,de'." });
  });
});

describe('GET /api/maps/place/:placeId', () => {
  test('name, formatted_address and geometry of a suggestion', async () => {
    const [prediction] = await autocomplete('input=Corrientes%203247');
    const response = await t.app.inject({ method: 'GET', url: `/api/maps/place/${prediction?.place_id}` });
    expect(response.statusCode).toBe(200);
    const { result } = (response.json() as { data: { result: PlaceResult } }).data;
    expect(result).toEqual({
      name: 'Av. Corrientes 3247',
      formatted_address: 'Av. Corrientes 3247, Almagro, Buenos Aires, Argentina',
      geometry: { location: { lat: -34.6033, lng: -58.4108 } },
    });
    // what the front end maps it to
    const { name, formatted_address: formattedAddress, geometry } = result;
    expect(mapsAddressSchema.parse({ name, formattedAddress, ...geometry.location })).toMatchObject({
      formattedAddress,
    });
  });

  test("404 'No se encontraron resultados' for an unknown or malformed id", async () => {
    for (const id of ['sandbox-ar-999', 'no%20valido']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/maps/place/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No se encontraron resultados' });
    }
  });
});
