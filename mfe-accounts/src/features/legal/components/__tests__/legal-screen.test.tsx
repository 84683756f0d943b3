import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { renderAccounts, resetAccountsState } from '../../../../testing/render-accounts';

beforeEach(resetAccountsState);

const TERMS =
  'Al usar Sabores del Sur aceptás que los precios incluyen IVA.\n\nCada sucursal define sus horarios y medios de pago.';
const PRIVACY = 'Sabores del Sur usa tus datos solo para tomar y entregar tus pedidos.';
const brand = testBrand({ termsAndConditions: TERMS, privacyPolicy: PRIVACY });

describe('terms and privacy (spec 001 section 2: public routes; the brand entity of section 3)', () => {
  it("the landing's terms link opens the brand's terms and conditions, with a way back to /auth", async () => {
    const view = renderAccounts('/auth', { brand });
    await userEvent.click(screen.getByRole('link', { name: 'Términos y condiciones' }));
    expect(view.history).toEqual(['/auth', '/terminos']);
    expect(screen.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeInTheDocument();
    expect(
      screen.getByText('Al usar Sabores del Sur aceptás que los precios incluyen IVA.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Cada sucursal define sus horarios y medios de pago.')).toBeInTheDocument();
    expect(view.stores.layout.getState().header).toEqual({ title: '', goBack: '/auth' });
  });

  it("the landing's privacy link opens the brand's privacy policy", async () => {
    const view = renderAccounts('/auth', { brand });
    await userEvent.click(screen.getByRole('link', { name: 'Política de privacidad' }));
    expect(view.history.at(-1)).toBe('/privacidad');
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.getByText(PRIVACY)).toBeInTheDocument();
  });

  it('from the profile (/perfil/terminos, /perfil/privacidad) the way back is the profile', () => {
    const view = renderAccounts('/perfil/privacidad', { brand, session: testSession() });
    expect(screen.getByText(PRIVACY)).toBeInTheDocument();
    expect(view.stores.layout.getState().header.goBack).toBe('/perfil');
  });

  it('a brand that gives a web address gets a link that opens it in a new tab', () => {
    renderAccounts('/terminos', {
      brand: testBrand({ termsAndConditions: ' https://saboresdelsur.com.ar/terminos ' }),
    });
    const link = screen.getByRole('link', {
      name: 'Ver los términos y condiciones (se abre en una pestaña nueva)',
    });
    expect(link).toHaveAttribute('href', 'https://saboresdelsur.com.ar/terminos');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('a brand without the text says it has not published it; while the brand loads the text is pending', () => {
    const view = renderAccounts('/privacidad', { brand: testBrand({ privacyPolicy: null }) });
    expect(
      screen.getByText('Sabores del Sur todavía no publicó su política de privacidad.'),
    ).toBeInTheDocument();
    view.unmount();
    renderAccounts('/terminos', { brand: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });
});

describe('unknown public routes (spec 001 section 2: anything else redirects to the auth landing)', () => {
  it.each(['/auth/xyz', '/auth/registro/otro', '/verificacion/1', '/forgotpassword', '/terminos/viejos'])(
    '%s goes to /auth keeping the query string',
    (path) => {
      const view = renderAccounts(`${path}?utm_source=qr`);
      expect(view.history).toEqual(['/auth?utm_source=qr']);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Bienvenido a Sabores del Sur' }),
      ).toBeInTheDocument();
    },
  );
});
