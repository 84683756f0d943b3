import { MOUNT_CONTRACT_VERSION } from 'shared-contracts/mount';
import { createRemoteLifecycles } from 'shared-ui/remote-lifecycles';
import { App } from '../app/app';

export const { contractVersion, bootstrap, mount, unmount, update } = createRemoteLifecycles(
  App,
  MOUNT_CONTRACT_VERSION,
);
