import { waitFor } from '@testing-library/react';
import React from 'react';
import { QueryClient } from 'shared-ui/query';
import mitt from 'mitt';
import { createTestI18n } from '../testing/render-with-texts';
import { createShellStores } from '../shell-stores';
import type { AppEvents } from 'shared-contracts/events';
import type { MountProps } from 'shared-contracts/mount';
import { createRemoteLifecycles } from '../remote-lifecycles';
import { useMountProps } from '../remote-context';
import { useUniqueId } from '../lib/use-unique-id';

function props(element: HTMLElement, reportError = jest.fn()) {
  return {
    name: 'club',
    domElement: element,
    platformVersion: '1.0',
    remote: 'club',
    release: 'r1',
    basePath: '/club',
    location: { pathname: '/club', search: '', hash: '', state: null, key: 'k' },
    navigator: { push: jest.fn(), replace: jest.fn(), go: jest.fn(), createHref: String },
    bus: mitt<AppEvents>(),
    queryClient: new QueryClient(),
    stores: createShellStores({ domain: 'x' }),
    i18n: createTestI18n(),
    apiBaseUrl: '/api',
    reportError,
  } satisfies MountProps & { name: string; domElement: HTMLElement };
}

const run = (fn: unknown, p: unknown) => (fn as (p: unknown) => Promise<unknown>)(p);

// The lifecycles create their own React root, as in the browser, outside testing-library's act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe('remote lifecycles', () => {
  it('exports the contract version the remote was built with and mounts with the mount props', async () => {
    function Screen() {
      return <p>{useMountProps().location.pathname}</p>;
    }
    const app = createRemoteLifecycles(Screen, '1.0');
    expect(app.platformVersion).toBe('1.0');
    const element = document.createElement('div');
    const p = props(element);
    await run(app.bootstrap, p);
    await run(app.mount, p);
    await waitFor(() => expect(element).toHaveTextContent('/club'));
    await run(app.unmount, p);
    expect(element).toBeEmptyDOMElement();
  });

  it('reports a render error to the shell instead of breaking the page', async () => {
    function Broken(): never {
      throw new Error('broken screen');
    }
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const app = createRemoteLifecycles(Broken, '1.0');
    const element = document.createElement('div');
    const reportError = jest.fn();
    const p = props(element, reportError);
    await run(app.bootstrap, p);
    await run(app.mount, p).catch(() => undefined);
    await waitFor(() =>
      expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken screen' })),
    );
  });

  it("gives every mounted root its own ids, so a label never points at another remote's element", async () => {
    function Labelled() {
      const id = useUniqueId('ui-modal-title');
      return <h2 id={id}>título</h2>;
    }
    const club = createRemoteLifecycles(Labelled, '1.0');
    const ordering = createRemoteLifecycles(Labelled, '1.0');
    const elements = [
      document.createElement('div'),
      document.createElement('div'),
      document.createElement('div'),
    ];
    const mounts: [typeof club, HTMLElement][] = [
      [club, elements[0]!],
      [ordering, elements[1]!],
      [club, elements[2]!],
    ];
    for (const [app, element] of mounts) {
      const p = props(element);
      await run(app.bootstrap, p);
      await run(app.mount, p);
    }
    await waitFor(() => elements.forEach((element) => expect(element.querySelector('h2')).not.toBeNull()));
    const ids = elements.map((element) => element.querySelector('h2')?.id);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^ui-modal-title-.*club-\d+-\d+-/);
  });

  it('renders the first screen as a transition (in slices, ADR 027) and later addresses at once', async () => {
    const transitions = jest.spyOn(React, 'startTransition');
    function Screen() {
      return <p>{useMountProps().location.pathname}</p>;
    }
    const app = createRemoteLifecycles(Screen, '1.0');
    const element = document.createElement('div');
    const p = props(element);
    await run(app.bootstrap, p);
    await run(app.mount, p);
    await waitFor(() => expect(element).toHaveTextContent('/club'));
    expect(transitions).toHaveBeenCalledTimes(1);
    await run(app.update, { ...p, location: { ...p.location, pathname: '/club/beneficios' } });
    await waitFor(() => expect(element).toHaveTextContent('/club/beneficios'));
    expect(transitions).toHaveBeenCalledTimes(1);
    await run(app.unmount, p);
    transitions.mockRestore();
  });
});
