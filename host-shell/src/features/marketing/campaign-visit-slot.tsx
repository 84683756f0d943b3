import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { useShell } from '../../app/shell-context';
import { isCampaignSearch } from './campaign';

/**
 * Records the visit of a campaign's address once per page load (spec 000 and 001, 'Marketing visit'):
 * the first address of the page that carries UTM parameters, as the visitor arrived at it (before the
 * gate sends a newcomer to /auth, or after a short link became its campaign's address), once the
 * brand is known. The call's code is loaded only then; nothing is drawn.
 */
export function CampaignVisitSlot() {
  const { pathname, search } = useLocation();
  const { apiBaseUrl, stores } = useShell();
  const brandId = useStore(stores.brand, (s) => s.brand?._id ?? null);
  const arrival = useRef<{ pathname: string; search: string } | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    if (arrival.current === null && isCampaignSearch(search)) arrival.current = { pathname, search };
    if (arrival.current === null || brandId === null) return;
    sent.current = true;
    const visit = { brandId, ...arrival.current };
    void import('./register-visit').then(({ registerCampaignVisit }) =>
      registerCampaignVisit(apiBaseUrl, visit),
    );
  }, [apiBaseUrl, brandId, pathname, search]);
  return null;
}
