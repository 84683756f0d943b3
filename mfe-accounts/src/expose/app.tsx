import { PLATFORM_VERSION } from 'shared-contracts/mount';
import { createRemoteLifecycles } from 'shared-ui/remote-lifecycles';
import { App } from '../app/app';

export const { platformVersion, bootstrap, mount, unmount, update } = createRemoteLifecycles(
  App,
  PLATFORM_VERSION,
);
