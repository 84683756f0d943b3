import { screen } from '@testing-library/react';
import { renderRemote } from 'shared-ui/testing';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { App } from '../../../../app/app';

const plans = [
  { id: 'monthly', name: 'Plan mensual', price: 300, priceInCents: 30000, originalPrice: 300 },
  { id: 'annual', name: 'Plan anual', price: 999, priceInCents: 99900, originalPrice: 3600 },
];

describe('club /club (spec 001 section 2)', () => {
  it('lists the plans from GET /api/club-members/plans/{id} with savings as originalPrice minus price', async () => {
    const view = renderRemote(<App />, {
      remote: 'club',
      path: '/club',
      brand: testBrand(),
      session: testSession(),
      api: { 'GET /api/club-members/plans/marca-sabores': () => ({ body: { data: plans } }) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Club de Membresía' })).toBeInTheDocument();
    expect(view.stores.layout.getState().header.title).toBe('');
    expect(await screen.findByRole('heading', { name: 'Plan anual' })).toBeInTheDocument();
    expect(screen.getAllByText(/^Ahorrás/)[0]).toHaveTextContent('Ahorrás $ 2.601');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('asks a guest to sign in instead of showing the club, without calling the API (spec 001 section 6)', () => {
    const view = renderRemote(<App />, {
      remote: 'club',
      path: '/club',
      brand: testBrand(),
      session: testSession('guest'),
    });
    expect(
      screen.getByText('Iniciá sesión para ver los planes del Club y sumarte a sus beneficios.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('list', { name: 'Planes' })).not.toBeInTheDocument();
    expect(view.requests).toEqual([]);
  });

  it("says 'Club de Membresía no disponible' when the brand has no club, without calling the API", () => {
    const view = renderRemote(<App />, {
      remote: 'club',
      path: '/club',
      brand: testBrand({ clubMembers: { enabled: false } }),
    });
    expect(screen.getByText('Club de Membresía no disponible')).toBeInTheDocument();
    expect(view.requests).toEqual([]);
  });

  it("says 'Error al cargar los planes' when the plans cannot be loaded", async () => {
    renderRemote(<App />, {
      remote: 'club',
      path: '/club',
      brand: testBrand(),
      session: testSession(),
      api: { 'GET /api/club-members/plans/marca-sabores': () => ({ status: 500, body: {} }) },
    });
    expect(await screen.findByText('Error al cargar los planes')).toBeInTheDocument();
  });

  it("says 'No hay planes disponibles' when the list is empty", async () => {
    renderRemote(<App />, {
      remote: 'club',
      path: '/club',
      brand: testBrand(),
      session: testSession(),
      api: { 'GET /api/club-members/plans/marca-sabores': () => ({ body: { data: [] } }) },
    });
    expect(await screen.findByText('No hay planes disponibles')).toBeInTheDocument();
  });
});
