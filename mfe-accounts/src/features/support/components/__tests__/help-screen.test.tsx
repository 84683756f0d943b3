import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { renderAccounts, resetAccountsState } from '../../../../testing/render-accounts';

beforeEach(resetAccountsState);

describe('help /perfil/ayuda (spec 001 section 2)', () => {
  it('frequent questions and the way to the support form; the header goes back to the profile', async () => {
    const view = renderAccounts('/perfil/ayuda', { session: testSession() });
    expect(screen.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeInTheDocument();
    expect(view.stores.layout.getState().header).toEqual({ title: '', goBack: '/perfil' });
    for (const question of [
      '¿Cómo sumo puntos?',
      '¿Cómo uso mis puntos?',
      '¿Cómo pago mi pedido?',
      '¿Cómo sigo mi pedido?',
      '¿Cómo califico mi pedido?',
    ]) {
      expect(screen.getByText(question, { selector: 'summary' })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('link', { name: 'Contactar a soporte' }));
    expect(view.history.at(-1)).toBe('/perfil/ayuda/soporte');
  });

  it("the points answer gives the brand's default reward: 10% unless the brand says otherwise (spec 001 section 9)", () => {
    const { unmount } = renderAccounts('/perfil/ayuda', { session: testSession() });
    expect(screen.getByText(/el 10\s?% de lo que pagás/)).toBeInTheDocument();
    unmount();
    renderAccounts('/perfil/ayuda', { session: testSession(), brand: testBrand({ defaultDiscount: 15 }) });
    expect(screen.getByText(/el 15\s?% de lo que pagás/)).toBeInTheDocument();
  });

  it("a b2b brand's branches do not serve on site, where points pay (spec 000 section 9): its answer says points build up instead", () => {
    const { unmount } = renderAccounts('/perfil/ayuda', { session: testSession() });
    expect(screen.getByText(/podés pagar con tus puntos/)).toBeInTheDocument();
    unmount();
    renderAccounts('/perfil/ayuda', { session: testSession(), brand: testBrand({ businessType: 'b2b' }) });
    expect(screen.getByText(/por ahora tus puntos se acumulan en tu cuenta/)).toBeInTheDocument();
    expect(screen.queryByText(/podés pagar con tus puntos/)).not.toBeInTheDocument();
    // no guests in a b2b brand (spec 001 section 6), no table either
    expect(screen.queryByText(/Como invitado/)).not.toBeInTheDocument();
    expect(screen.getByText(/el 10\s?% de lo que pagás/)).toBeInTheDocument();
    expect(screen.getByText(/\(lo retiraste o te llegó\)/)).toBeInTheDocument();
  });

  it('links the order history from the tracking answer', () => {
    renderAccounts('/perfil/ayuda', { session: testSession() });
    expect(screen.getByRole('link', { name: 'Ver mis pedidos', hidden: true })).toHaveAttribute(
      'href',
      '/perfil/ordenes',
    );
  });

  it('a guest can read it too', () => {
    renderAccounts('/perfil/ayuda', { session: testSession('guest') });
    expect(screen.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contactar a soporte' })).toHaveAttribute(
      'href',
      '/perfil/ayuda/soporte',
    );
  });
});
