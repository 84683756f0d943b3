import type { ComponentType } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { MountProps, RemoteAppModule } from 'shared-contracts/mount';
import { RemoteRoot } from 'shared-ui/remote-context';

type ErrorBoundaryProps = MountProps & { name?: string };

/**
 * Builds the single-spa lifecycles a remote exposes. A render error inside the remote is
 * reported to the shell, which unmounts the remote and shows that remote's fallback,
 * so a broken remote never takes the header, the nav or another remote with it.
 */
let lifecyclesCreated = 0;

export function createRemoteLifecycles(App: ComponentType, platformVersion: string): RemoteAppModule {
  // React's useId is unique within one root, and the page has a root per mounted remote and
  // widget: each root gets a prefix of its own (this module is one per page, a platform module).
  lifecyclesCreated += 1;
  const lifecycleId = lifecyclesCreated;
  let mounts = 0;
  let identifierPrefix = '';
  const client: typeof ReactDOMClient = {
    ...ReactDOMClient,
    createRoot: (container, options) => {
      const root = ReactDOMClient.createRoot(container, { ...options, identifierPrefix });
      // The remote's first render is a transition: React renders it in slices of a few milliseconds,
      // the browser answering between them, not in one long task (Total Blocking Time on a slow phone,
      // ADR 027). Later renders (the shell's new props on each address) stay urgent, as before.
      const render = root.render.bind(root);
      let first = true;
      root.render = (children) => {
        if (!first) return render(children);
        first = false;
        React.startTransition(() => render(children));
      };
      return root;
    },
  };
  const Root = (props: MountProps) => (
    <RemoteRoot props={props}>
      <App />
    </RemoteRoot>
  );
  const lifecycles = singleSpaReact<MountProps>({
    React,
    ReactDOMClient: client,
    rootComponent: Root,
    errorBoundary(error: Error, _info: React.ErrorInfo, props: ErrorBoundaryProps) {
      // Report after this render: the shell updates its own React root in response.
      setTimeout(() => props.reportError(error), 0);
      return <></>;
    },
  });
  return {
    platformVersion,
    bootstrap: lifecycles.bootstrap as RemoteAppModule['bootstrap'],
    mount: (props: MountProps) => {
      mounts += 1;
      identifierPrefix = `${props.remote}-${lifecycleId}-${mounts}-`;
      return (lifecycles.mount as (props: MountProps) => Promise<unknown>)(props);
    },
    unmount: lifecycles.unmount as RemoteAppModule['unmount'],
    update: lifecycles.update as RemoteAppModule['update'],
  };
}
