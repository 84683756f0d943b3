import { mountRootParcel, type ParcelConfig } from 'single-spa';
import type { MountProps, RemoteAppModule } from 'shared-contracts/mount';

/** A module of a remote (its `./app` or a widget) mounted as a single-spa root parcel. */
export interface MountedParcel {
  /** Settles once the module's mount lifecycle has run; rejects when it throws. */
  readonly mounted: Promise<void>;
  /** Hands the module new props (a location change, new widget props) while it is mounted. */
  update(props: MountProps): Promise<void>;
  /**
   * Unmounts it once mounting has settled: safe while it is still mounting, after it failed, and
   * more than once (every call gets the same promise).
   */
  unmount(): Promise<void>;
}

/**
 * The parcel lifecycle, written once for the routed remote (RemoteOutlet) and for widgets: mount
 * the module on `domElement` with its props, pass it updates only while it is mounted, and
 * unmount it exactly once.
 */
export function mountParcel(
  module: RemoteAppModule,
  domElement: HTMLElement,
  props: MountProps,
): MountedParcel {
  const parcel = mountRootParcel(module as unknown as ParcelConfig, { ...props, domElement });
  let unmounting: Promise<void> | null = null;
  return {
    mounted: parcel.mountPromise.then(() => undefined),
    async update(next) {
      if (unmounting || !parcel.update || parcel.getStatus() !== 'MOUNTED') return;
      await parcel.update({ ...next, domElement });
    },
    unmount() {
      unmounting ??= parcel.mountPromise.then(
        async () => {
          if (parcel.getStatus() === 'MOUNTED') await parcel.unmount();
        },
        // A mount that failed left nothing on the page to unmount.
        () => undefined,
      );
      return unmounting;
    },
  };
}
