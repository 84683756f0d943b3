import { ApiError } from 'shared-ui/api-client';

/**
 * Whether the page's query client tries a failed read once more: a network failure, a timeout or a
 * server error may pass; an answer the API refused (4xx: a branch or product that does not exist, a
 * session that ended, too many requests) would be refused again, so it is shown at once.
 */
export function retryRead(failures: number, error: unknown): boolean {
  if (failures >= 1) return false;
  return !(error instanceof ApiError && typeof error.status === 'number' && error.status < 500);
}
