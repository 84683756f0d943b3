import type { ReactNode } from 'react';
import { createMemoryHistory } from 'history';
import type { ShellI18n } from 'shared-contracts/mount';
import { PageI18nProvider } from 'shared-ui/texts';
import { createTestI18n } from 'shared-ui/testing/render-with-texts';
import { HistoryRouter } from '../app/shell-history';

export { createTestI18n };

/** `element` on the page's texts (a Spanish test instance unless one is given). */
export function withTexts(element: ReactNode, i18n: ShellI18n = createTestI18n()) {
  return <PageI18nProvider i18n={i18n}>{element}</PageI18nProvider>;
}

/** `element` under a router on an in-memory history starting at `path`, as the shell's router would. */
export function createTestRouter(element: ReactNode, path: string, { i18n }: { i18n?: ShellI18n } = {}) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = {
    history,
    /** The current location and how it was reached ('PUSH', 'REPLACE' or 'POP'). */
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    navigate: async (to: string) => history.push(to),
  };
  return { router, view: withTexts(<HistoryRouter history={history}>{element}</HistoryRouter>, i18n) };
}
