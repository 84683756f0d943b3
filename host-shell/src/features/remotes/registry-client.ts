import { registrySchema, type Registry } from 'shared-contracts/registry';
import { fetchWithTimeout } from './fetch-with-timeout';
import { RemoteLoadError } from './remote-load-error';

export const REGISTRY_URL = '/remotes.json';
export const REGISTRY_TIMEOUT_MS = 6000;

/** Reads the registry, bypassing every cache: it is the one mutable document of a deployment. */
export async function fetchRegistry(url: string = REGISTRY_URL): Promise<Registry> {
  const response = await fetchWithTimeout(url, { cache: 'no-store' }, REGISTRY_TIMEOUT_MS);
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
    const loading = fetchRegistry();
    current = loading;
    loading.catch(() => {
      if (current === loading) current = null;
    });
  }
  return current;
}
