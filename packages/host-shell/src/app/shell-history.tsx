import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createBrowserHistory, createPath, Router, type Location, type To } from 'shared-ui/router';
import type { ShellLocation, ShellNavigator } from 'shared-contracts/mount';

type Listener = (location: Location) => void;

/** The page's one history: the shell's router, the remotes' navigator and the widgets all follow it. */
export interface ShellHistory {
  readonly location: Location;
  navigator: ShellNavigator;
  /** Every location change: pushes, replacements and the browser's back and forward. */
  listen(listener: Listener): () => void;
}

const toPath = (to: To) => (typeof to === 'string' ? to : createPath(to));

export function toShellLocation({ pathname, search, hash, state, key }: Location): ShellLocation {
  return { pathname, search, hash, state: state as unknown, key };
}

/**
 * One browser history with any number of listeners (react-router's own takes one). In v5Compat
 * mode it reports pushes and replacements as well as popstate, so a listener sees every change.
 */
export function createShellHistory(win: Window = window): ShellHistory {
  const history = createBrowserHistory({ window: win, v5Compat: true });
  const listeners = new Set<Listener>();
  history.listen(({ location }) => {
    for (const listener of [...listeners]) listener(location);
  });
  return {
    get location() {
      return history.location;
    },
    navigator: {
      push: (to, state) => history.push(toPath(to), state),
      replace: (to, state) => history.replace(toPath(to), state),
      go: (delta) => history.go(delta),
      createHref: toPath,
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The shell's <Router>, re-rendered on every change of the page's history. */
export function ShellRouter({ history, children }: { history: ShellHistory; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  // A layout effect: a change made while the first render commits is not missed.
  useLayoutEffect(() => {
    setLocation(history.location);
    return history.listen(setLocation);
  }, [history]);
  return (
    <Router location={location} navigator={history.navigator}>
      {children}
    </Router>
  );
}
