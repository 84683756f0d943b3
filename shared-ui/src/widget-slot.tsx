import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ShellWidgets, WidgetHandle, WidgetName } from 'shared-contracts/mount';
import { useMountProps } from 'shared-ui/remote-context';

type WidgetStatus = 'loading' | 'mounted' | 'failed';
/** What a slot's fallback stands for: a widget still loading, or one that cannot load or render. */
export type WidgetFallbackStatus = Exclude<WidgetStatus, 'mounted'>;

export interface WidgetSlotProps {
  /** the widget, as `shared-contracts/mount` WIDGETS names it */
  name: WidgetName;
  /** its own props (it reads them with `useMountProps().widgetProps`); a change is passed on */
  widgetProps?: Readonly<Record<string, unknown>>;
  /**
   * what the slot shows until the widget has mounted, and instead of it when it cannot load or render;
   * a function is told which, so a screen can say 'loading' first and 'cannot be shown' only on a failure
   */
  fallback: ReactNode | ((status: WidgetFallbackStatus) => ReactNode);
  className?: string;
}

/**
 * Where another remote's widget goes in this remote's screen (ADR 008): the shell mounts it here
 * through `MountProps.widgets`, with the checks a whole remote gets, and passes it every location
 * change. Until it has mounted, and whenever it cannot load or render, the slot shows `fallback`:
 * the screen never depends on another team's release. Leaving the screen unmounts the widget.
 * Not a shared module: each remote that shows a widget bundles its own copy.
 */
export function WidgetSlot({ name, widgetProps, fallback, className }: WidgetSlotProps) {
  const { widgets } = useMountProps();
  const hostRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<WidgetHandle | null>(null);
  const [status, setStatus] = useState<WidgetStatus>(widgets ? 'loading' : 'failed');
  // The props are compared by value: a screen may build a new object on every render.
  const propsKey = JSON.stringify(widgetProps ?? {});
  const latest = useRef({ widgetProps, propsKey });
  latest.current = { widgetProps, propsKey };

  useEffect(() => {
    const host = hostRef.current;
    if (!widgets || !host) return;
    setStatus('loading');
    const mountedWith = latest.current.propsKey;
    const detach = mountWidgetIn(widgets, name, host, {
      widgetProps: latest.current.widgetProps,
      onMounted: (handle) => {
        handleRef.current = handle;
        setStatus('mounted');
        // The props changed while it was mounting.
        if (latest.current.propsKey !== mountedWith) {
          handle.update(latest.current.widgetProps ?? {}).catch(() => setStatus('failed'));
        }
      },
      onFailed: () => setStatus('failed'),
    });
    return () => {
      handleRef.current = null;
      detach();
    };
  }, [widgets, name]);

  useEffect(() => {
    const handle = handleRef.current;
    if (!handle) return;
    handle.update(latest.current.widgetProps ?? {}).catch(() => {
      if (handleRef.current === handle) setStatus('failed');
    });
  }, [propsKey]);

  return (
    <div
      className={className ? `widget-slot ${className}` : 'widget-slot'}
      data-slot={name}
      data-widget-status={status}
    >
      {status !== 'mounted' && (typeof fallback === 'function' ? fallback(status) : fallback)}
      <div ref={hostRef} hidden={status === 'failed'} />
    </div>
  );
}

/**
 * Mounts the widget `name` into a new element inside `host`, through the shell's widgets (the slot
 * above, and the shell's own slots). The function it returns unmounts the widget and removes the
 * element, also while it is still mounting; after it, neither callback is called.
 */
export function mountWidgetIn(
  widgets: ShellWidgets,
  name: WidgetName,
  host: HTMLElement,
  {
    widgetProps,
    onMounted,
    onFailed,
  }: {
    widgetProps?: Readonly<Record<string, unknown>>;
    onMounted?(handle: WidgetHandle): void;
    /** it could not load, or stopped rendering once mounted */
    onFailed?(error: unknown): void;
  } = {},
): () => void {
  let detached = false;
  const element = document.createElement('div');
  host.appendChild(element);
  const mounting = widgets
    .mount(name, element, {
      widgetProps: widgetProps ?? {},
      onError: (error) => {
        if (!detached) onFailed?.(error);
      },
    })
    .then(
      (handle): WidgetHandle | null => {
        if (!detached) onMounted?.(handle);
        return handle;
      },
      (error: unknown) => {
        if (!detached) onFailed?.(error);
        return null;
      },
    );
  return () => {
    detached = true;
    void mounting
      .then((handle) => handle?.unmount())
      .catch(() => undefined)
      .finally(() => element.remove());
  };
}
