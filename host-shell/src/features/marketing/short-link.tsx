import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { ROUTES } from 'shared-contracts/routes';
import { useStore } from 'zustand';
import { useShell } from '../../app/shell-context';

/** A short link's path: /s/{code} (a campaign's link in a story, a post, a flyer). */
export const isShortLinkPath = (pathname: string): boolean => /^\/s\/[^/]+\/?$/.test(pathname);

/**
 * Where a short link leads (spec 001: the short-URL resolution call takes urlUTM and brandId and
 * returns urlUTM): the brand's campaign address, with its UTM parameters, as a path of this site. A
 * link the brand does not have (404), an answer that is not one, or a failed call lead to the base.
 */
export async function resolveShortLink(
  apiBaseUrl: string,
  brandId: string,
  path: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  try {
    const response = await fetchImpl(`${apiBaseUrl}/utm/marketing/short-url`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ urlUTM: path, brandId }),
    });
    if (!response.ok) return ROUTES.base;
    const answer = (await response.json()) as { data?: { urlUTM?: unknown } };
    const target = answer.data?.urlUTM;
    if (typeof target !== 'string' || target.trim() === '') return ROUTES.base;
    // the brand's own address may be written whole (https://its-domain/…): only its path is followed,
    // never another site
    const url = new URL(target, 'https://this-site.invalid');
    const next = `${url.pathname}${url.search}${url.hash}`;
    return isShortLinkPath(url.pathname) ? ROUTES.base : next;
  } catch {
    return ROUTES.base;
  }
}

/** The short link's screen: nothing drawn (the splash, then a moment) until its address is known. */
export function ShortLink({ pathname }: { pathname: string }) {
  const { apiBaseUrl, stores } = useShell();
  const brandId = useStore(stores.brand, (s) => s.brand?._id ?? null);
  const brandFailed = useStore(stores.brand, (s) => s.status === 'error');
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!brandId) return undefined;
    let current = true;
    void resolveShortLink(apiBaseUrl, brandId, pathname).then((next) => {
      if (current) setTarget(next);
    });
    return () => {
      current = false;
    };
  }, [apiBaseUrl, brandId, pathname]);
  if (brandFailed) return <Navigate to={ROUTES.base} replace />;
  return target === null ? null : <Navigate to={target} replace />;
}
