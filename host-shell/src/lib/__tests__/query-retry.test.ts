import { ApiError } from 'shared-ui/api-client';
import { retryRead } from '../query-retry';

describe("the page's query retries", () => {
  it('tries a network failure, a timeout and a server error once more, never twice', () => {
    for (const status of ['FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSING_ERROR', 500, 503] as const) {
      expect(retryRead(0, new ApiError(status, 'x'))).toBe(true);
      expect(retryRead(1, new ApiError(status, 'x'))).toBe(false);
    }
    expect(retryRead(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('shows an answer the API refused at once: 400, 401, 404, 429 are not asked again', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(retryRead(0, new ApiError(status, `HTTP ${status}`))).toBe(false);
    }
  });
});
