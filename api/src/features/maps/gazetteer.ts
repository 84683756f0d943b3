/**
 * The maps sandbox's gazetteer: real street addresses and landmarks of Buenos Aires (the barrios of
 * the demo branches) and a few of Berlin and München (searches are limited to ar and de, spec 001
 * section 5). Coordinates were entered by hand from public maps: they place each address within a
 * block or two, which is what the delivery estimate and the branch distance need.
 */
export interface GazetteerEntry {
  placeId: string;
  /** street and number (or the landmark's address) */
  name: string;
  /** barrio or city district */
  area: string;
  city: string;
  country: 'ar' | 'de';
  lat: number;
  lng: number;
}

type Row = [name: string, area: string, lat: number, lng: number];

const BUENOS_AIRES: Row[] = [
  // Palermo
  ['Av. Figueroa Alcorta 3415', 'Palermo', -34.577, -58.4036],
  ['Av. Santa Fe 3253', 'Palermo', -34.5882, -58.4103],
  ['Av. Casares 2966', 'Palermo', -34.5779, -58.4103],
  ['Honduras 4800', 'Palermo', -34.5885, -58.4301],
  ['Av. Las Heras 4100', 'Palermo', -34.5797, -58.4163],
  ['Armenia 1500', 'Palermo', -34.5896, -58.4271],
  ['Thames 1600', 'Palermo', -34.5913, -58.4284],
  ['Fitz Roy 1800', 'Palermo', -34.5835, -58.4355],
  ['Av. Santa Fe 3950', 'Palermo', -34.5812, -58.421],
  // Belgrano
  ['Av. Cabildo 2000', 'Belgrano', -34.562, -58.4565],
  ['Juramento 2180', 'Belgrano', -34.5606, -58.4563],
  ['Av. Cabildo 1500', 'Belgrano', -34.5663, -58.4512],
  ['Arribeños 2200', 'Belgrano', -34.56, -58.4502],
  ['Av. Monroe 2500', 'Belgrano', -34.56, -58.462],
  ['Av. del Libertador 6500', 'Belgrano', -34.5575, -58.445],
  ['Echeverría 2400', 'Belgrano', -34.563, -58.459],
  ['Vuelta de Obligado 2000', 'Belgrano', -34.5612, -58.456],
  // Recoleta
  ['Junín 1760', 'Recoleta', -34.5875, -58.3934],
  ['Av. del Libertador 1473', 'Recoleta', -34.584, -58.3929],
  ['Av. Alvear 1891', 'Recoleta', -34.5878, -58.3892],
  ['Av. Callao 1200', 'Recoleta', -34.5952, -58.3927],
  ['Av. Santa Fe 1860', 'Recoleta', -34.5959, -58.3942],
  ['Av. Figueroa Alcorta 2263', 'Recoleta', -34.5825, -58.392],
  ['Agüero 2502', 'Recoleta', -34.5843, -58.3977],
  ['Junín 1930', 'Recoleta', -34.5866, -58.3925],
  ['Av. Santa Fe 2100', 'Recoleta', -34.5945, -58.399],
  // San Telmo
  ['Defensa 1000', 'San Telmo', -34.6206, -58.3717],
  ['Defensa 961', 'San Telmo', -34.6199, -58.3716],
  ['Av. San Juan 350', 'San Telmo', -34.6226, -58.3714],
  ['Bolívar 970', 'San Telmo', -34.6203, -58.3731],
  ['Chile 400', 'San Telmo', -34.6172, -58.3722],
  ['Balcarce 1000', 'San Telmo', -34.6208, -58.37],
  ['Av. Paseo Colón 1300', 'San Telmo', -34.6225, -58.3688],
  ['Estados Unidos 500', 'San Telmo', -34.6197, -58.3738],
  ['Carlos Calvo 400', 'San Telmo', -34.6212, -58.3722],
  // Caballito
  ['Av. Rivadavia 4900', 'Caballito', -34.619, -58.4345],
  ['Av. Rivadavia 5400', 'Caballito', -34.62, -58.4405],
  ['Av. Acoyte 100', 'Caballito', -34.6167, -58.437],
  ['Av. La Plata 200', 'Caballito', -34.6195, -58.423],
  ['Av. Pedro Goyena 500', 'Caballito', -34.628, -58.438],
  ['Av. José María Moreno 300', 'Caballito', -34.624, -58.43],
  ['Av. Avellaneda 1200', 'Caballito', -34.615, -58.442],
  ['Av. Directorio 1000', 'Caballito', -34.629, -58.437],
  // Almagro
  ['Av. Corrientes 3247', 'Almagro', -34.6033, -58.4108],
  ['Av. Rivadavia 3800', 'Almagro', -34.6116, -58.4213],
  ['Av. Medrano 500', 'Almagro', -34.606, -58.4205],
  ['Bulnes 800', 'Almagro', -34.603, -58.415],
  ['Av. Díaz Vélez 4000', 'Almagro', -34.606, -58.423],
  ['Yatay 500', 'Almagro', -34.6075, -58.4285],
  ['Av. Corrientes 3600', 'Almagro', -34.603, -58.417],
  ['Av. Rivadavia 3500', 'Almagro', -34.611, -58.416],
  // Villa Crespo
  ['Av. Corrientes 5000', 'Villa Crespo', -34.599, -58.438],
  ['Av. Scalabrini Ortiz 700', 'Villa Crespo', -34.597, -58.4375],
  ['Thames 400', 'Villa Crespo', -34.596, -58.439],
  ['Aguirre 600', 'Villa Crespo', -34.5945, -58.441],
  ['Av. Warnes 400', 'Villa Crespo', -34.598, -58.446],
  ['Murillo 600', 'Villa Crespo', -34.5976, -58.4412],
  ['Av. Ángel Gallardo 500', 'Villa Crespo', -34.604, -58.433],
  ['Serrano 600', 'Villa Crespo', -34.594, -58.435],
  // Núñez
  ['Av. Figueroa Alcorta 7597', 'Núñez', -34.5453, -58.4498],
  ['Av. Cabildo 3000', 'Núñez', -34.553, -58.464],
  ['Av. del Libertador 7400', 'Núñez', -34.544, -58.457],
  ['Av. Crisólogo Larralde 2000', 'Núñez', -34.5455, -58.468],
  ['Av. del Libertador 8151', 'Núñez', -34.5366, -58.4636],
  ['Intendente Güiraldes 2160', 'Núñez', -34.5424, -58.4418],
  ['Manuela Pedraza 2000', 'Núñez', -34.547, -58.46],
  ['Av. Cabildo 3500', 'Núñez', -34.547, -58.47],
];

const GERMANY: Row[] = [
  ['Pariser Platz 1', 'Berlin-Mitte', 52.5163, 13.3777],
  ['Alexanderplatz 1', 'Berlin-Mitte', 52.5219, 13.4132],
  ['Platz der Republik 1', 'Berlin-Tiergarten', 52.5186, 13.3762],
  ['Friedrichstraße 43', 'Berlin-Kreuzberg', 52.5075, 13.3904],
  ['Kurfürstendamm 21', 'Berlin-Charlottenburg', 52.503, 13.332],
  ['Marienplatz 8', 'München-Altstadt', 48.1374, 11.5755],
  ['Platzl 9', 'München-Altstadt', 48.1376, 11.5797],
  ['Werner-Heisenberg-Allee 25', 'München-Fröttmaning', 48.2188, 11.6247],
  ['Museumsinsel 1', 'München-Au', 48.1299, 11.5834],
];

const pad = (n: number) => String(n).padStart(3, '0');

export const GAZETTEER: readonly GazetteerEntry[] = [
  ...BUENOS_AIRES.map(([name, area, lat, lng], i) => ({
    placeId: `sandbox-ar-${pad(i + 1)}`,
    name,
    area,
    city: 'Buenos Aires',
    country: 'ar' as const,
    lat,
    lng,
  })),
  ...GERMANY.map(([name, area, lat, lng], i) => ({
    placeId: `sandbox-de-${pad(i + 1)}`,
    name,
    area,
    city: area.startsWith('Berlin') ? 'Berlin' : 'München',
    country: 'de' as const,
    lat,
    lng,
  })),
];
