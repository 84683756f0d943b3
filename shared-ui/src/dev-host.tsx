// A minimal host for running one remote alone in development (`pnpm --filter mfe-x dev`).
// Production pages are always composed by host-shell; this only stands in for it.
import { QueryClient } from 'shared-ui/query';
import { brandSchema } from 'shared-contracts/entities';
import { createAppBus } from 'shared-contracts/events';
import { resolveBrandDomain } from 'shared-contracts/domain';
import {
  PLATFORM_VERSION,
  type MountProps,
  type RemoteAppModule,
  type ShellNavigator,
  type To,
} from 'shared-contracts/mount';
import type { RemoteName } from 'shared-contracts/registry';
import { createPageI18n } from './page-i18n';
import { createShellStores } from './shell-stores';
import './styles.css';

const toPath = (to: To) =>
  typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;

function call(fns: RemoteAppModule['mount'], props: MountProps) {
  const list = Array.isArray(fns) ? fns : [fns];
  return list.reduce<Promise<unknown>>((p, fn) => p.then(() => fn(props)), Promise.resolve());
}

export async function mountStandalone(remote: RemoteName, app: RemoteAppModule): Promise<void> {
  const container = document.createElement('main');
  document.body.appendChild(container);
  const domain = resolveBrandDomain(window.location.hostname);
  const stores = createShellStores({ domain });
  const { brand, layout } = stores;
  const bus = createAppBus();
  const i18n = createPageI18n({ bus });
  layout.subscribe((s) => {
    document.title = `${s.header.title} · ${remote} (standalone)`;
  });
  const navigator: ShellNavigator = {
    push: (to, state) => {
      window.history.pushState(state ?? null, '', toPath(to));
      void update();
    },
    replace: (to, state) => {
      window.history.replaceState(state ?? null, '', toPath(to));
      void update();
    },
    go: (delta) => window.history.go(delta),
    createHref: toPath,
  };
  const location = () => ({
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: window.history.state as unknown,
    key: String(Date.now()),
  });
  const props = (): MountProps & { domElement: HTMLElement; name: string } => ({
    name: remote,
    domElement: container,
    platformVersion: PLATFORM_VERSION,
    remote,
    release: 'standalone',
    basePath: '/',
    location: location(),
    navigator,
    bus,
    queryClient,
    stores,
    i18n,
    apiBaseUrl: '/api',
    reportError: (error) => {
      console.error(`[${remote}] render failed`, error);
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: 60_000, retry: 1 } } });
  const update = async () => {
    if (app.update) await call(app.update, props());
  };
  window.addEventListener('popstate', () => void update());
  try {
    const answer = (await (await fetch(`/api/marca/${domain}`)).json()) as { data: unknown };
    brand.setState({ status: 'ready', brand: brandSchema.parse(answer.data) });
  } catch (error) {
    console.error('brand could not be loaded', error);
    brand.setState({ status: 'error' });
  }
  await call(app.bootstrap, props());
  await call(app.mount, props());
}
