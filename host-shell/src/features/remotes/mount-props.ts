import { PLATFORM_VERSION, type MountProps } from 'shared-contracts/mount';

/** What every module the shell mounts shares: the page's singletons. */
export type PageSingletons = Pick<
  MountProps,
  'navigator' | 'bus' | 'queryClient' | 'stores' | 'i18n' | 'apiBaseUrl' | 'widgets'
>;

/**
 * The props of one mounted remote or widget: the page's singletons, named one by one so nothing
 * else the shell holds reaches a remote, and what belongs to this mount.
 */
export function buildMountProps(
  page: PageSingletons,
  own: Pick<MountProps, 'remote' | 'release' | 'basePath' | 'location' | 'reportError' | 'widgetProps'>,
): MountProps {
  const { navigator, bus, queryClient, stores, i18n, apiBaseUrl, widgets } = page;
  return {
    platformVersion: PLATFORM_VERSION,
    navigator,
    bus,
    queryClient,
    stores,
    i18n,
    apiBaseUrl,
    ...(widgets ? { widgets } : {}),
    ...own,
  };
}
