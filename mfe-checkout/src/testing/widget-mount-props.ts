// What the shell hands one of this remote's widgets (shared-contracts/mount WIDGETS) when another
// remote's screen shows it, for tests that run the exposed lifecycles themselves.
import mitt from 'mitt';
import { createPath } from 'react-router-dom';
import type { Session } from 'shared-contracts/entities';
import type { AppEvents } from 'shared-contracts/events';
import {
  PLATFORM_VERSION,
  type MountProps,
  type ShellLocation,
  type To,
  type WidgetName,
} from 'shared-contracts/mount';
import { QueryClient } from 'shared-ui/query';
import { createShellStores } from 'shared-ui/shell-stores';
import { createTestI18n } from 'shared-ui/testing/render-with-texts';

/** The page's location `pathname` + `search`. */
export const at = (pathname: string, search = ''): ShellLocation => ({
  pathname,
  search,
  hash: '',
  state: null,
  key: `${pathname}${search}`,
});

const toPath = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** Runs a lifecycle of an exposed module (single-spa's bootstrap, mount, update, unmount). */
export const runLifecycle = (lifecycle: unknown, props: unknown) =>
  (lifecycle as (props: unknown) => Promise<unknown>)(props);

/** The mount props of the widget `name` in `element`, on the host's page `location`. */
export function widgetMountProps(
  name: WidgetName,
  element: HTMLElement,
  {
    widgetProps,
    location,
    session = null,
    reportError = jest.fn(),
  }: {
    widgetProps: Record<string, unknown>;
    location: ShellLocation;
    session?: Session | null;
    reportError?: MountProps['reportError'];
  },
) {
  return {
    name,
    domElement: element,
    platformVersion: PLATFORM_VERSION,
    remote: 'checkout',
    release: 'r1',
    basePath: '/',
    location,
    navigator: { push: jest.fn(), replace: jest.fn(), go: jest.fn(), createHref: toPath },
    bus: mitt<AppEvents>(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    stores: createShellStores({ domain: 'test', session }),
    i18n: createTestI18n(),
    apiBaseUrl: '/api',
    reportError,
    widgetProps,
  } satisfies MountProps & { name: string; domElement: HTMLElement };
}
