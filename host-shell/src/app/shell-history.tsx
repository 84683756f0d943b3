import type { ReactNode } from 'react';
import { createBrowserHistory, HistoryRouter, type History, type Location } from 'shared-ui/router';
import type { ShellLocation, ShellNavigator } from 'shared-contracts/mount';

/**
 * The page's one history: the shell's router, the remotes' navigator and the widgets all follow it.
 * `listen` takes any number of listeners and reports pushes, replacements and back and forward;
 * the history itself is the navigator handed to the remotes.
 */
export type ShellHistory = History & ShellNavigator;

export function toShellLocation({ pathname, search, hash, state, key }: Location): ShellLocation {
  return { pathname, search, hash, state, key };
}

export function createShellHistory(win: Window = window): ShellHistory {
  return createBrowserHistory(win);
}

/** The shell's <Router>, re-rendered on every change of the page's history. */
export function ShellRouter({ history, children }: { history: ShellHistory; children: ReactNode }) {
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}
