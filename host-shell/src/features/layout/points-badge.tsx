import { useMemo } from 'react';
import { useQuery } from 'shared-ui/query';
import { createSessionApiClient } from 'shared-ui/api-client';
import { formatPoints, pointsQueryOptions } from 'shared-ui/points';
import { ROUTES } from 'shared-contracts/routes';
import { useStore } from 'zustand';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFormat } from 'shared-ui/texts';
import { useShell } from '../../app/shell-context';
import { useShellT } from '../../i18n';

/** How long a failed read of the points waits before it is asked again. */
export const POINTS_RETRY_MS = 30_000;

/**
 * The header's points badge (spec 001 section 2): the registered user's available points; it leads
 * to /puntos and remembers the path it was pressed on. Guests cannot see points (section 6).
 */
export function PointsBadge() {
  const { stores, apiBaseUrl, bus } = useShell();
  const { t } = useShellT();
  const format = useFormat();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const session = useStore(stores.session, (s) => s.session);
  const registered = session !== null && session.user.typeUser !== 'guest';
  const userId = session?.user._id;
  // The remotes' client: a refused call (401, 403, user not in brand) ends the session the same way.
  const api = useMemo(
    () => createSessionApiClient({ baseUrl: apiBaseUrl, session: stores.session, bus }),
    [apiBaseUrl, stores.session, bus],
  );
  // The loyalty remote runs the same query (shared-ui/points): one request for both.
  const points = useQuery({
    ...pointsQueryOptions(api, userId ?? ''),
    enabled: registered && Boolean(userId),
    // a failed read is asked again every 30 s, so the badge comes back with the API
    refetchInterval: (query) => (query.state.status === 'error' ? POINTS_RETRY_MS : false),
  });
  if (!registered || pathname.startsWith(ROUTES.points)) return null;
  // Failed (the API out of reach, its retries spent): a dash, and a name that says so, not a wait.
  const failed = !points.data && points.isError;
  const value = points.data ? formatPoints(points.data.availablePoints, format.locale) : failed ? '–' : '…';
  return (
    <button
      type="button"
      className="points-badge"
      aria-label={
        failed
          ? t('header.pointsBadgeUnavailable')
          : t('header.pointsBadge', { points: value, label: format.pointsLabel })
      }
      onClick={() => {
        stores.layout.setState({ previousPath: `${pathname}${search}` });
        void navigate(ROUTES.points);
      }}
    >
      <span aria-hidden="true">
        {/* While the points are on their way, '…' holds about the width of a 4-digit number (issue 30 item 2). */}
        <span className={points.data ? undefined : 'points-badge__pending'}>{value}</span>{' '}
        {format.pointsLabel}
      </span>
    </button>
  );
}
