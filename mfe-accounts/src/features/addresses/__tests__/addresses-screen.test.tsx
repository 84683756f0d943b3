import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeWidgets, type WidgetMountCall } from 'shared-ui/testing';
import { testSession } from 'shared-ui/testing/fixtures';
import { renderAccounts, resetAccountsState } from '../../../testing/render-accounts';

beforeEach(resetAccountsState);

const showAddressBook = async ({ element }: WidgetMountCall) => {
  element.innerHTML = '<ul aria-label="Tus direcciones guardadas"><li>Casa</li></ul>';
};
const checkoutDown = async () => {
  throw new Error('[http] checkout is down');
};

const slot = () => document.querySelector('[data-slot="checkout/address-book"]');

describe("Mis direcciones, /perfil/direcciones (issue 13 item 3): the checkout's address book in the profile", () => {
  it("mounts the widget 'checkout/address-book' with basePath '/perfil/direcciones' under the heading 'Mis direcciones', back to /perfil", async () => {
    const { widgets, calls } = fakeWidgets(showAddressBook);
    const view = renderAccounts('/perfil/direcciones', { session: testSession(), widgets });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis direcciones' })).toBeInTheDocument();
    expect(view.stores.layout.getState().header).toEqual({ title: '', goBack: '/perfil' });
    expect(await screen.findByRole('list', { name: 'Tus direcciones guardadas' })).toBeInTheDocument();
    await waitFor(() => expect(slot()).toHaveAttribute('data-widget-status', 'mounted'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.name).toBe('checkout/address-book');
    expect(calls[0]?.options?.widgetProps).toEqual({ basePath: '/perfil/direcciones' });
    // the fallback is gone once the address book is there
    expect(screen.queryByText('Cargando tus direcciones…')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it is loading (not that it failed) while the address book loads', async () => {
    const { widgets } = fakeWidgets(() => new Promise(() => {}));
    renderAccounts('/perfil/direcciones', { session: testSession(), widgets });
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando tus direcciones…');
    expect(slot()).toHaveAttribute('data-widget-status', 'loading');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('with the checkout remote down, says the addresses cannot be shown right now and retries on demand', async () => {
    let down = true;
    const { widgets, calls } = fakeWidgets((call) => (down ? checkoutDown() : showAddressBook(call)));
    renderAccounts('/perfil/direcciones', { session: testSession(), widgets });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No podemos mostrar tus direcciones en este momento.',
    );
    expect(slot()).toHaveAttribute('data-widget-status', 'failed');

    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Tus direcciones guardadas' })).toBeInTheDocument();
    await waitFor(() => expect(slot()).toHaveAttribute('data-widget-status', 'mounted'));
    expect(calls).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the same message when the address book stops rendering after it mounted', async () => {
    const { widgets, calls } = fakeWidgets(showAddressBook);
    renderAccounts('/perfil/direcciones', { session: testSession(), widgets });
    await waitFor(() => expect(slot()).toHaveAttribute('data-widget-status', 'mounted'));
    act(() => calls[0]?.options?.onError?.(new Error('render')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No podemos mostrar tus direcciones en este momento.',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('leads back to the list while the address form is open on the page (?nueva=true, ?edit=true&addressId=)', async () => {
    const { widgets } = fakeWidgets(showAddressBook);
    const view = renderAccounts('/perfil/direcciones?nueva=true', { session: testSession(), widgets });
    await screen.findByRole('heading', { level: 1, name: 'Mis direcciones' });
    expect(view.stores.layout.getState().header).toEqual({ title: '', goBack: '/perfil/direcciones' });
  });

  it('asks a guest to sign in, without the address book (spec 001 section 6)', async () => {
    const { widgets, calls } = fakeWidgets(showAddressBook);
    renderAccounts('/perfil/direcciones', { session: testSession('guest'), widgets });
    const prompt = await screen.findByRole('region', { name: 'Ingresá a tu cuenta' });
    expect(prompt).toHaveTextContent('Ingresá a tu cuenta para guardar tus direcciones de entrega.');
    expect(within(prompt).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth');
    expect(slot()).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
