import type { ReactNode } from 'react';
import { createMemoryHistory } from 'history';
import { HistoryRouter } from '../app/shell-history';

/** `element` under a router on an in-memory history starting at `path`, as the shell's router would. */
export function createTestRouter(element: ReactNode, path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = {
    history,
    /** The current location and how it was reached ('PUSH', 'REPLACE' or 'POP'). */
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    navigate: async (to: string) => history.push(to),
  };
  return { router, view: <HistoryRouter history={history}>{element}</HistoryRouter> };
}
