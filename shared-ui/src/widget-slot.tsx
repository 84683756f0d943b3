import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { WidgetHandle, WidgetName } from 'shared-contracts/mount';
import { useMountProps } from 'shared-ui/remote-context';

type WidgetStatus = 'loading' | 'mounted' | 'failed';

export interface WidgetSlotProps {
  /** the widget, as `shared-contracts/mount` WIDGETS names it */
  name: WidgetName;
  /** its own props (it reads them with `useMountProps().widgetProps`); a change is passed on */
  widgetProps?: Readonly<Record<string, unknown>>;
  /** what the slot shows until the widget has mounted, and instead of it when it cannot load or render */
  fallback: ReactNode;
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
    let cancelled = false;
    const element = document.createElement('div');
    host.appendChild(element);
    setStatus('loading');
    const mountedWith = latest.current.propsKey;
    const mounting = widgets
      .mount(name, element, {
        widgetProps: latest.current.widgetProps ?? {},
        onError: () => {
          if (!cancelled) setStatus('failed');
        },
      })
      .then(
        (handle): WidgetHandle | null => {
          if (cancelled) return handle;
          handleRef.current = handle;
          setStatus('mounted');
          // The props changed while it was mounting.
          if (latest.current.propsKey !== mountedWith) {
            handle.update(latest.current.widgetProps ?? {}).catch(() => setStatus('failed'));
          }
          return handle;
        },
        () => {
          if (!cancelled) setStatus('failed');
          return null;
        },
      );
    return () => {
      cancelled = true;
      handleRef.current = null;
      void mounting
        .then((handle) => handle?.unmount())
        .catch(() => undefined)
        .finally(() => element.remove());
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
      {status === 'mounted' ? null : fallback}
      <div ref={hostRef} hidden={status === 'failed'} />
    </div>
  );
}
