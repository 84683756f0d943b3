import { screen } from '@testing-library/react';
import { renderRemote } from 'shared-ui/testing';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { App } from '../../../../app/app';

describe('points /puntos (spec 001 section 2)', () => {
  it('asks guests to sign in and calls no API', () => {
    const view = renderRemote(<App />, {
      remote: 'loyalty',
      path: '/puntos',
      brand: testBrand(),
      session: testSession('guest'),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Mis puntos' })).toBeInTheDocument();
    expect(view.stores.layout.getState().header.title).toBe('');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth');
    expect(view.requests).toEqual([]);
  });

  it('shows the available points of a registered user with the PTS label', async () => {
    renderRemote(<App />, {
      remote: 'loyalty',
      path: '/puntos',
      brand: testBrand(),
      session: testSession(),
      api: { 'GET /api/points/user-1': () => ({ body: { data: { availablePoints: 1500 } } }) },
    });
    expect(await screen.findByText('1.500')).toBeInTheDocument();
    expect(screen.getByText(/PTS/)).toBeInTheDocument();
  });

  it("says 'Aún no tienes puntos disponibles.' when there are none", async () => {
    renderRemote(<App />, {
      remote: 'loyalty',
      path: '/puntos',
      brand: testBrand(),
      session: testSession(),
      api: { 'GET /api/points/user-1': () => ({ body: { data: { availablePoints: 0 } } }) },
    });
    expect(await screen.findByText('Aún no tienes puntos disponibles.')).toBeInTheDocument();
  });
});
