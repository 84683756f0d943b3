import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createBrowserHistory, type History, type Location } from 'history';
import { Router } from 'react-router-dom';
import type { ShellLocation, ShellNavigator } from 'shared-contracts/mount';

/**
 * The page's one history: the shell's router, the remotes' routers and the widgets all follow it.
 * The `history` package's browser history takes any number of listeners and reports pushes,
 * replacements and back and forward (react-router's own history takes one listener, for a data
 * router); the history itself is the navigator handed to the remotes' `<Router navigator>`.
 */
export type ShellHistory = History & ShellNavigator;

export function toShellLocation({ pathname, search, hash, state, key }: Location): ShellLocation {
  return { pathname, search, hash, state, key };
}

export function createShellHistory(win: Window = window): ShellHistory {
  return createBrowserHistory({ window: win });
}

/** react-router's `<Router>` over a history, re-rendered on every change of it. */
export function HistoryRouter({ history, children }: { history: History; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  // Layout effect: a change made between the first render and this subscription is not missed.
  useLayoutEffect(() => {
    setState({ action: history.action, location: history.location });
    return history.listen(setState);
  }, [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}

/** The shell's router, on the page's one history. */
export function ShellRouter({ history, children }: { history: ShellHistory; children: ReactNode }) {
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}
