import { ApiError } from 'shared-ui/api-client';

/** The API's own message (`{ message }`), when its answer carried one. */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message.trim() || null;
  }
  return null;
}

/** The HTTP status of a failed call, or null for a network, timeout or parsing failure. */
export function statusOf(error: unknown): number | null {
  return error instanceof ApiError && typeof error.status === 'number' ? error.status : null;
}
