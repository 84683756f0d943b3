import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShellWidgets, WidgetHandle, WidgetMountOptions } from 'shared-contracts/mount';
import { renderRemote } from '../testing/render-remote';
import { WidgetSlot } from '../widget-slot';

/** A screen that shows checkout's card for a store the customer can change. */
function Screen() {
  const [storeId, setStoreId] = useState('s1');
  return (
    <>
      <button type="button" onClick={() => setStoreId('s2')}>
        Otra sucursal
      </button>
      <button type="button" onClick={() => setStoreId((id) => id)}>
        Igual
      </button>
      <WidgetSlot
        name="checkout/active-order-card"
        widgetProps={{ storeId }}
        fallback={<p>Tarjeta propia</p>}
      />
    </>
  );
}

/** The shell's side, as a test double: the widget writes its props into its element. */
function shellWidgets({ fails = false } = {}) {
  const handle = { update: jest.fn(async () => {}), unmount: jest.fn(async () => {}) } satisfies WidgetHandle;
  let options: WidgetMountOptions | undefined;
  const mount = jest.fn(async (_name: string, element: HTMLElement, given?: WidgetMountOptions) => {
    if (fails) throw new Error('checkout is down');
    options = given;
    element.innerHTML = `<p>Tarjeta del checkout ${String(given?.widgetProps?.storeId)}</p>`;
    return handle;
  });
  const widgets: ShellWidgets = { mount };
  return { widgets, mount, handle, stopRendering: () => options?.onError?.(new Error('render failed')) };
}

const slot = () => document.querySelector('[data-slot="checkout/active-order-card"]');

describe('<WidgetSlot>: another remote’s widget in this screen, with a fallback (ADR 008)', () => {
  it('shows the fallback until the widget has mounted with its props, then the widget alone', async () => {
    const shell = shellWidgets();
    renderRemote(<Screen />, { remote: 'ordering', widgets: shell.widgets });
    expect(screen.getByText('Tarjeta propia')).toBeInTheDocument();
    expect(await screen.findByText('Tarjeta del checkout s1')).toBeInTheDocument();
    expect(shell.mount).toHaveBeenCalledWith('checkout/active-order-card', expect.any(HTMLElement), {
      widgetProps: { storeId: 's1' },
      onError: expect.any(Function),
    });
    await waitFor(() => expect(screen.queryByText('Tarjeta propia')).not.toBeInTheDocument());
    expect(slot()).toHaveAttribute('data-widget-status', 'mounted');
  });

  it('keeps the fallback when the widget cannot load', async () => {
    const shell = shellWidgets({ fails: true });
    renderRemote(<Screen />, { remote: 'ordering', widgets: shell.widgets });
    await waitFor(() => expect(slot()).toHaveAttribute('data-widget-status', 'failed'));
    expect(screen.getByText('Tarjeta propia')).toBeInTheDocument();
  });

  it('shows the fallback again when the mounted widget stops rendering', async () => {
    const shell = shellWidgets();
    renderRemote(<Screen />, { remote: 'ordering', widgets: shell.widgets });
    await screen.findByText('Tarjeta del checkout s1');
    act(() => shell.stopRendering());
    expect(await screen.findByText('Tarjeta propia')).toBeInTheDocument();
    expect(slot()).toHaveAttribute('data-widget-status', 'failed');
  });

  it('passes changed props on, compared by value', async () => {
    const shell = shellWidgets();
    const user = userEvent.setup();
    renderRemote(<Screen />, { remote: 'ordering', widgets: shell.widgets });
    await waitFor(() => expect(slot()).toHaveAttribute('data-widget-status', 'mounted'));
    await user.click(screen.getByRole('button', { name: 'Igual' }));
    expect(shell.handle.update).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Otra sucursal' }));
    await waitFor(() => expect(shell.handle.update).toHaveBeenCalledWith({ storeId: 's2' }));
    expect(shell.mount).toHaveBeenCalledTimes(1);
  });

  it('unmounts the widget when the screen goes away', async () => {
    const shell = shellWidgets();
    const view = renderRemote(<Screen />, { remote: 'ordering', widgets: shell.widgets });
    await waitFor(() => expect(slot()).toHaveAttribute('data-widget-status', 'mounted'));
    view.unmount();
    await waitFor(() => expect(shell.handle.unmount).toHaveBeenCalledTimes(1));
  });

  it('tells a fallback given as a function whether the widget is still loading or cannot load', async () => {
    let fail: (error: Error) => void = () => {};
    const widgets: ShellWidgets = {
      mount: () =>
        new Promise<WidgetHandle>((_resolve, reject) => {
          fail = reject;
        }),
    };
    renderRemote(
      <WidgetSlot
        name="checkout/active-order-card"
        fallback={(status) => <p>{`Tarjeta propia: ${status}`}</p>}
      />,
      { remote: 'ordering', widgets },
    );
    expect(screen.getByText('Tarjeta propia: loading')).toBeInTheDocument();
    act(() => fail(new Error('checkout is down')));
    expect(await screen.findByText('Tarjeta propia: failed')).toBeInTheDocument();
    expect(screen.queryByText('Tarjeta propia: loading')).not.toBeInTheDocument();
  });

  it('shows the fallback where the shell offers no widgets (the standalone page)', () => {
    renderRemote(<Screen />, { remote: 'ordering' });
    expect(screen.getByText('Tarjeta propia')).toBeInTheDocument();
    expect(slot()).toHaveAttribute('data-widget-status', 'failed');
  });
});
