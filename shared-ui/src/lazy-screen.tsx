import { use, type ComponentType, type ReactElement } from 'react';

/** A screen whose code is its own chunk, loaded on first render or ahead with `preload`. */
export interface LazyScreen<P extends object> {
  (props: P): ReactElement;
  /** Loads the screen's chunk now (a test renders it without waiting; a link can warm it). */
  preload(): Promise<void>;
}

/**
 * A render this long after a failed load tries the chunk again (the shell's 'Reintentar'); a render
 * sooner gets the same error, so React's own immediate re-render never starts a loop of requests.
 */
export const LAZY_SCREEN_RETRY_AFTER_MS = 1000;

/**
 * A remote's screen loaded when its route is first shown. Until the chunk arrives the nearest
 * `<Suspense>` shows its fallback; a chunk that fails throws into the remote's error boundary, so the
 * shell shows that remote's fallback with a retry. Once loaded (or preloaded), it renders at once.
 * Not a shared module: each remote bundles its own copy, and it holds no page state.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  let failedAt: number | null = null;
  const start = () => {
    if (failedAt !== null && Date.now() - failedAt >= LAZY_SCREEN_RETRY_AFTER_MS) {
      loading = null;
      failedAt = null;
    }
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        failedAt = Date.now();
        throw error;
      },
    );
    return loading;
  };
  const Screen = (props: P) => {
    const Loaded = loaded ?? use(start());
    return <Loaded {...props} />;
  };
  Screen.preload = () => start().then(() => undefined);
  return Screen;
}
