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
export function createRemoteLifecycles(App: ComponentType, contractVersion: string): RemoteAppModule {
  const Root = (props: MountProps) => (
    <RemoteRoot props={props}>
      <App />
    </RemoteRoot>
  );
  const lifecycles = singleSpaReact<MountProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary(error: Error, _info: React.ErrorInfo, props: ErrorBoundaryProps) {
      // Report after this render: the shell updates its own React root in response.
      setTimeout(() => props.reportError(error), 0);
      return <></>;
    },
  });
  return {
    contractVersion,
    bootstrap: lifecycles.bootstrap as RemoteAppModule['bootstrap'],
    mount: lifecycles.mount as RemoteAppModule['mount'],
    unmount: lifecycles.unmount as RemoteAppModule['unmount'],
    update: lifecycles.update as RemoteAppModule['update'],
  };
}
