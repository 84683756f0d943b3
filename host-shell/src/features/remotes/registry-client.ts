import { registrySchema, type Registry } from 'shared-contracts/registry';
import { takeEarlyResponse } from '../../early-requests';
import { fetchWithTimeout } from './fetch-with-timeout';
import { REGISTRY_TIMEOUT_MS, REGISTRY_URL } from './registry-location';
import { RemoteLoadError } from './remote-load-error';

/** The request the page's first script started (same URL, no cache, same time limit), else a new one. */
function requestRegistry(url: string, fresh: boolean): Promise<Response> {
  const early = fresh ? null : takeEarlyResponse(url);
  if (!early) return fetchWithTimeout(url, { cache: 'no-store' }, REGISTRY_TIMEOUT_MS);
  return early.catch((error: unknown) => {
    if ((error as { name?: string } | null)?.name === 'TimeoutError') {
      throw new RemoteLoadError('timeout', `${url} did not answer within ${REGISTRY_TIMEOUT_MS} ms`);
    }
    throw error;
  });
}

/**
 * Reads the registry, bypassing every cache: it is the one mutable document of a deployment. The
 * first read takes the request the page's first script started; `fresh` always asks again.
 */
export async function fetchRegistry(url: string = REGISTRY_URL, fresh = false): Promise<Registry> {
  const response = await requestRegistry(url, fresh);
  if (!response.ok) throw new RemoteLoadError('registry', `the registry answered HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RemoteLoadError('registry', 'the registry is not valid JSON');
  }
  const parsed = registrySchema.safeParse(body);
  if (!parsed.success)
    throw new RemoteLoadError('registry', `the registry is not valid: ${parsed.error.message}`);
  return parsed.data;
}

let current: Promise<Registry> | null = null;

/** The registry for this page; `fresh` re-reads it (a retry may find a rolled-back release). */
export function getRegistry(fresh = false): Promise<Registry> {
  if (fresh || !current) {
    const loading = fetchRegistry(REGISTRY_URL, fresh);
    current = loading;
    loading.catch(() => {
      if (current === loading) current = null;
    });
  }
  return current;
}
