import { QueryClient } from 'shared-ui/query';
import { QUERY_KEYS } from 'shared-contracts/query-keys';
import type { ApiClient } from 'shared-ui/api-client';
import { formatPoints, pointsQueryOptions } from '../queries/points';

const apiAnswering = (availablePoints: number) => {
  const get = jest.fn(async () => ({ data: { availablePoints } }));
  return { api: { get } as unknown as ApiClient, get };
};

describe("the user's points, one query for the shell's badge and the loyalty screen", () => {
  it('asks GET /points/{userId} under the shared key', async () => {
    const { api, get } = apiAnswering(1500);
    const options = pointsQueryOptions(api, 'user 1');
    expect(options.queryKey).toEqual(QUERY_KEYS.points('user 1'));
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual({ availablePoints: 1500 });
    expect(get).toHaveBeenCalledWith(
      '/points/user%201',
      expect.objectContaining({ signal: expect.anything() }),
    );
  });

  it("a second reader with its own client gets the first reader's answer, without a second request", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const shell = apiAnswering(1500);
    const loyalty = apiAnswering(0);
    await client.fetchQuery(pointsQueryOptions(shell.api, 'user-1'));
    await expect(client.fetchQuery(pointsQueryOptions(loyalty.api, 'user-1'))).resolves.toEqual({
      availablePoints: 1500,
    });
    expect(loyalty.get).not.toHaveBeenCalled();
  });
});

describe('formatPoints: points are whole numbers (issue 11, item 7)', () => {
  it("shows a new customer's 0 points as '0', not '0,00'", () => {
    expect(formatPoints(0, 'es-AR')).toBe('0');
  });

  it("groups thousands in the locale's way", () => {
    expect(formatPoints(3700, 'es-AR')).toBe('3.700');
    expect(formatPoints(26400, 'en-US')).toBe('26,400');
    expect(formatPoints(1234567, 'de-DE')).toBe('1.234.567');
  });

  it('drops a fraction instead of rounding it up, and never shows -0', () => {
    expect(formatPoints(12.99, 'es-AR')).toBe('12');
    expect(formatPoints(-0.4, 'es-AR')).toBe('0');
    expect(formatPoints(-150.5, 'es-AR')).toBe('-150');
    expect(formatPoints(Number.NaN, 'es-AR')).toBe('0');
  });
});
