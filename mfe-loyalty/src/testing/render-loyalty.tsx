import type { PointsTransaction } from 'shared-contracts/entities';
import { renderRemote, type ApiHandler, type RenderRemoteOptions } from 'shared-ui/testing';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { App } from '../app/app';
import es from '../locales/es.json';

/** The loyalty remote at `path` for the demo b2c brand, its customer Ana (user-1) signed in unless told. */
export function renderLoyalty(path: string, options: Omit<RenderRemoteOptions, 'remote' | 'path'> = {}) {
  return renderRemote(<App />, {
    remote: 'loyalty',
    path,
    brand: testBrand(),
    session: testSession(),
    ...options,
  });
}

/** A Spanish text of this remote by key ('points.none'), as the specs write it. */
export function spanish(key: string): string {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], es);
  if (typeof text !== 'string') throw new Error(`no Spanish text for ${key}`);
  return text;
}

/** Answers GET /api/points/user-1 with these available points. */
export const pointsApi = (availablePoints: number): Record<string, ApiHandler> => ({
  'GET /api/points/user-1': () => ({ body: { data: { availablePoints } } }),
});

/** Answers GET /api/points/transaction/user-1 with these movements. */
export const movementsApi = (movements: readonly unknown[]): Record<string, ApiHandler> => ({
  'GET /api/points/transaction/user-1': () => ({ body: { data: movements } }),
});

/**
 * Ana's six seeded movements as the API lists them, newest first (api/src/db/seed/demo-points.ts):
 * cashback credits positive, the purchase paid with points negative; her balance is 3700.
 */
export const ANA_MOVEMENTS: readonly (PointsTransaction & { date: string })[] = [
  movement('pts-sab-06', 'Compra en Sabores del Sur Palermo', '2025-06-09T00:10:00.000Z', 1500, 'pending'),
  movement(
    'pts-sab-05',
    'Compra en Sabores del Sur Caballito',
    '2025-06-01T22:50:00.000Z',
    800,
    'cancelled',
    'cancelado',
  ),
  movement('pts-sab-04', 'Pago con puntos en Sabores del Sur Palermo', '2025-05-25T15:30:00.000Z', -1500),
  movement('pts-sab-03', 'Compra en Sabores del Sur Palermo', '2025-05-18T23:05:00.000Z', 950),
  movement('pts-sab-02', 'Compra en Sabores del Sur Belgrano', '2025-05-10T16:40:00.000Z', 2400),
  movement('pts-sab-01', 'Compra en Sabores del Sur Palermo', '2025-05-03T00:15:00.000Z', 1850),
];

function movement(
  _id: string,
  description: string,
  date: string,
  points: number,
  status: string | null = null,
  type = 'Compra',
): PointsTransaction & { date: string } {
  return { _id, description, date, points, status, type };
}
