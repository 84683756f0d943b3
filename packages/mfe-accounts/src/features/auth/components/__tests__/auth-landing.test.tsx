import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from 'shared-ui/testing';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { App } from '../../../../app/app';

describe('auth landing /auth (spec 001 section 2)', () => {
  it("offers 'Explorar sin beneficios' and the terms links for a b2c brand that allows guests", () => {
    renderRemote(<App />, { remote: 'accounts', path: '/auth', brand: testBrand() });
    expect(screen.getByRole('button', { name: 'Explorar sin beneficios' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/terminos');
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/privacidad',
    );
  });

  it('hides guest entry for a b2b brand and for a brand that does not allow guests', () => {
    const b2b = renderRemote(<App />, {
      remote: 'accounts',
      path: '/auth',
      brand: testBrand({ businessType: 'b2b' }),
    });
    expect(screen.queryByRole('button', { name: 'Explorar sin beneficios' })).not.toBeInTheDocument();
    b2b.unmount();
    renderRemote(<App />, {
      remote: 'accounts',
      path: '/auth',
      brand: testBrand({ allowedUserTypes: { guest: false } }),
    });
    expect(screen.queryByRole('button', { name: 'Explorar sin beneficios' })).not.toBeInTheDocument();
  });

  it('enters as a guest through POST /api/user/guest/{idMarca} and goes to the base page', async () => {
    const view = renderRemote(<App />, {
      remote: 'accounts',
      path: '/auth',
      brand: testBrand(),
      api: { 'POST /api/user/guest/marca-sabores': () => ({ body: { data: testSession('guest') } }) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Explorar sin beneficios' }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/'));
    expect(view.stores.session.getState().session?.user.typeUser).toBe('guest');
  });

  it("a failed guest entry shows 'No se pudo ingresar como invitado, por favor intentalo de nuevo'", async () => {
    const view = renderRemote(<App />, {
      remote: 'accounts',
      path: '/auth',
      brand: testBrand(),
      api: { 'POST /api/user/guest/marca-sabores': () => ({ status: 500, body: { message: 'x' } }) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Explorar sin beneficios' }));
    await waitFor(() =>
      expect(view.events).toContainEqual({
        type: 'toast:show',
        payload: {
          kind: 'error',
          message: 'No se pudo ingresar como invitado, por favor intentalo de nuevo',
        },
      }),
    );
    expect(view.stores.session.getState().session).toBeNull();
  });
});
