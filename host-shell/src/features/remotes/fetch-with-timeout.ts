import { RemoteLoadError } from './remote-load-error';

/** Downloads a whole body within `timeoutMs` (headers and body: a server may stall on either). */
export async function fetchBytesWithTimeout(
  url: string,
  timeoutMs: number,
): Promise<{ status: number; ok: boolean; bytes: ArrayBuffer }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal });
    const bytes = await response.arrayBuffer();
    return { status: response.status, ok: response.ok, bytes };
  } catch (error) {
    if (controller.signal.aborted)
      throw new RemoteLoadError('timeout', `${url} did not answer within ${timeoutMs} ms`);
    throw new RemoteLoadError('http', `${url} could not be fetched: ${String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

/** fetch() that gives up after `timeoutMs`; a stalled server must not hold a screen forever. */
export async function fetchWithTimeout(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) {
      throw new RemoteLoadError('timeout', `${url} did not answer within ${timeoutMs} ms`);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
