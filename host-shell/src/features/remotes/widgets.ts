import {
  WIDGETS,
  type MountProps,
  type ShellLocation,
  type ShellWidgets,
  type WidgetHandle,
  type WidgetName,
} from 'shared-contracts/mount';
import type { Registry } from 'shared-contracts/registry';
import { loadRemoteModule, type LoadedRemote } from './load-remote-app';
import { getRegistry } from './registry-client';
import { buildMountProps, type PageSingletons } from './mount-props';
import { mountParcel, type MountedParcel } from './mount-parcel';
import { RemoteLoadError, toRemoteLoadError } from './remote-load-error';

/** What a widget shares with the remotes the shell mounts: the page's singletons. */
export type WidgetShell = Omit<PageSingletons, 'widgets'> & {
  /** the page's current location, and every change of it */
  location: { get(): ShellLocation; subscribe(listener: (location: ShellLocation) => void): () => void };
};

/**
 * Mounts one remote's widget inside another remote's screen (platform 1.2), loaded with the same
 * checks as a whole remote. A widget that cannot load or render costs only its slot: the promise
 * rejects (or `onError` is called) and the screen that asked keeps its fallback. Every failure is
 * logged naming the widget, its remote and its release.
 */
export function createShellWidgets(
  shell: WidgetShell,
  load: (widget: WidgetName, registry: Registry) => Promise<LoadedRemote> = (widget, registry) =>
    loadRemoteModule(WIDGETS[widget].remote, WIDGETS[widget].exposed, registry, window.location.href),
): ShellWidgets {
  return {
    async mount(widget, domElement, { widgetProps = {}, onError } = {}): Promise<WidgetHandle> {
      const { remote } = WIDGETS[widget];
      let release: string | null = null;
      let parcel: MountedParcel | null = null;
      let unsubscribe = () => {};
      let failed = false;
      const report = (cause: unknown) => {
        const error = toRemoteLoadError(cause);
        console.error(
          `[shell] widget "${widget}" of remote "${remote}" (release ${release ?? 'unknown'}) failed [${error.kind}]: ${error.message}`,
        );
        shell.bus.emit('remote:failed', {
          remote,
          release,
          reason: `${widget} ${error.kind}: ${error.message}`,
        });
        return error;
      };
      try {
        const registry = await getRegistry();
        release = registry.remotes[remote]?.release ?? null;
        const loaded = await load(widget, registry);
        release = loaded.entry.release;
        let props: MountProps = buildMountProps(shell, {
          remote,
          release,
          basePath: '/',
          location: shell.location.get(),
          widgetProps,
          reportError: (error) => {
            if (failed) return;
            failed = true;
            unsubscribe();
            onError?.(
              report(new RemoteLoadError('render', error instanceof Error ? error.message : String(error))),
            );
            void parcel?.unmount().catch(() => undefined);
          },
        });
        const current = mountParcel(loaded.module, domElement, props);
        parcel = current;
        await current.mounted;
        const update = async (next: MountProps) => {
          props = next;
          if (!failed) await current.update(next);
        };
        unsubscribe = shell.location.subscribe((location) => {
          update({ ...props, location }).catch((error: unknown) => props.reportError(error));
        });
        return {
          update: (next) => update({ ...props, widgetProps: next }),
          async unmount() {
            unsubscribe();
            failed = true;
            await current.unmount();
          },
        };
      } catch (cause) {
        unsubscribe();
        failed = true;
        void parcel?.unmount().catch(() => undefined);
        throw report(cause);
      }
    },
  };
}
