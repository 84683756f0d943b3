import { act, screen, waitFor } from '@testing-library/react';
import type { AppEvents } from 'shared-contracts/events';
import type { ShellLocation } from 'shared-contracts/mount';
import type { Registry } from 'shared-contracts/registry';
import { createRemoteLifecycles } from 'shared-ui/remote-lifecycles';
import { useMountProps } from 'shared-ui/remote-context';
import { RemoteLoadError } from '../remote-load-error';
import { createShellWidgets } from '../widgets';
import { testPageSingletons } from '../../../testing/page-singletons';

const registry: Registry = {
  schemaVersion: 1,
  allowedOrigins: ['self'],
  remotes: {
    checkout: {
      name: 'mfe_checkout',
      version: '0.1.0',
      release: '0.1.0-c0ffee1234',
      entry: '/releases/checkout/0.1.0-c0ffee1234/remoteEntry.js',
      integrity: 'sha384-AAAA',
      platformVersion: '2.0',
    },
  },
};
jest.mock('../registry-client', () => ({ getRegistry: jest.fn(async () => registry) }));

function Card() {
  const { widgetProps, location, remote } = useMountProps();
  return (
    <p>
      {remote} {String(widgetProps?.storeId)} en {location.pathname}
    </p>
  );
}

function Broken(): never {
  throw new Error('boom inside the widget');
}

function setup(load: Parameters<typeof createShellWidgets>[1]) {
  const page = testPageSingletons();
  const { bus } = page;
  const failures: AppEvents['remote:failed'][] = [];
  bus.on('remote:failed', (event) => failures.push(event));
  let current: ShellLocation = { pathname: '/home/1/2', search: '', hash: '', state: null, key: 'a' };
  const listeners = new Set<(location: ShellLocation) => void>();
  const widgets = createShellWidgets(
    {
      ...page,
      location: {
        get: () => current,
        subscribe: (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
    },
    load,
  );
  const element = document.createElement('div');
  document.body.appendChild(element);
  const navigate = (pathname: string) => {
    current = { ...current, pathname, key: pathname };
    for (const listener of listeners) listener(current);
  };
  return { widgets, element, failures, navigate, listeners };
}

let consoleErrors: string[];
beforeEach(() => {
  consoleErrors = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('widgets of one remote inside another remote (platform 1.2)', () => {
  it("mounts checkout's active-order card with its props, follows the location and unmounts", async () => {
    const load = jest.fn(async () => ({
      module: createRemoteLifecycles(Card, '2.0'),
      entry: registry.remotes.checkout!,
    }));
    const { widgets, element, navigate, listeners } = setup(load);
    // Not inside act(): a parcel's mountPromise never settles there (TOOLCHAIN.md).
    const handle = await widgets.mount('checkout/active-order-card', element, {
      widgetProps: { storeId: 's1' },
    });
    expect(load).toHaveBeenCalledWith('checkout/active-order-card', registry);
    expect(await screen.findByText('checkout s1 en /home/1/2')).toBeInTheDocument();

    await act(async () => navigate('/home/1/3'));
    await waitFor(() => expect(screen.getByText('checkout s1 en /home/1/3')).toBeInTheDocument());
    await handle.update({ storeId: 's2' });
    expect(await screen.findByText('checkout s2 en /home/1/3')).toBeInTheDocument();

    await handle.unmount();
    await waitFor(() => expect(element).toBeEmptyDOMElement());
    expect(listeners.size).toBe(0);
  });

  it('rejects when the widget cannot load, naming the widget, its remote and release', async () => {
    const load = jest.fn(async () => {
      throw new RemoteLoadError('integrity', 'the entry does not match the registry');
    });
    const { widgets, element, failures } = setup(load);
    await expect(widgets.mount('checkout/active-order-card', element)).rejects.toMatchObject({
      kind: 'integrity',
    });
    expect(consoleErrors.join('\n')).toMatch(
      /widget "checkout\/active-order-card" of remote "checkout" \(release 0\.1\.0-c0ffee1234\) failed \[integrity\]/,
    );
    expect(failures).toEqual([expect.objectContaining({ remote: 'checkout', release: '0.1.0-c0ffee1234' })]);
  });

  it('a widget that throws while rendering calls onError and is unmounted', async () => {
    const load = jest.fn(async () => ({
      module: createRemoteLifecycles(Broken, '2.0'),
      entry: registry.remotes.checkout!,
    }));
    const { widgets, element } = setup(load);
    const onError = jest.fn();
    await widgets.mount('checkout/active-order-card', element, { onError }).catch(() => undefined);
    await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'render' })));
    expect(consoleErrors.join('\n')).toMatch(/failed \[render\]: boom inside the widget/);
  });
});
