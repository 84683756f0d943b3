// The page's singletons as the shell's own tests need them: a bus, a query client, a navigator
// made of mocks, the page's i18n in Spanish and the shell's stores empty (no session, brand
// loading, an empty order, a blank header).
import { QueryClient } from 'shared-ui/query';
import mitt from 'mitt';
import type { AppEvents } from 'shared-contracts/events';
import type { MountProps } from 'shared-contracts/mount';
import { createPageI18n } from 'shared-ui/page-i18n';
import { createShellStores } from 'shared-ui/shell-stores';

export function testPageSingletons() {
  const bus = mitt<AppEvents>();
  return {
    bus,
    queryClient: new QueryClient(),
    i18n: createPageI18n({ bus, storage: null, language: 'es' }),
    apiBaseUrl: '/api',
    navigator: {
      push: jest.fn(),
      replace: jest.fn(),
      go: jest.fn(),
      createHref: (to: Parameters<MountProps['navigator']['createHref']>[0]) => String(to),
    },
    stores: createShellStores({ domain: 'x' }),
  };
}
