import { PLATFORM_VERSION } from 'shared-contracts/mount';
import { createRemoteLifecycles } from 'shared-ui/remote-lifecycles';
import { ProfileCompletionWidget } from '../features/profile-completion/components/profile-completion-widget';

// The widget 'accounts/profile-completion' (shared-contracts/mount WIDGETS, platform 2.3): the shell
// mounts it on every page for a signed-in customer; it opens the completion modal when data is missing.
export const { platformVersion, bootstrap, mount, unmount, update } = createRemoteLifecycles(
  ProfileCompletionWidget,
  PLATFORM_VERSION,
);
