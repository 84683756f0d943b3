import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from 'shared-ui/testing';
import { testBranch, testBrand } from 'shared-ui/testing/fixtures';
import { App } from '../../../../app/app';

const branches = [
  testBranch(),
  testBranch({
    id: 'suc-caballito',
    storeId: 'store-caballito',
    name: 'Sabores del Sur Caballito',
    status: 'close',
    scheduleStatus: 'Cerrado',
  }),
];

describe('branch selection (spec 000 section 2)', () => {
  it("is titled 'Selecciona tu sucursal' and lists the brand's branches with their open or closed badge", async () => {
    const view = renderRemote(<App />, {
      remote: 'ordering',
      brand: testBrand(),
      api: { 'GET /api/local/all': () => ({ body: { data: branches } }) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Selecciona tu sucursal' })).toBeInTheDocument();
    expect(view.stores.layout.getState().header.title).toBe('Selecciona tu sucursal');
    expect(await screen.findByRole('heading', { name: 'Sabores del Sur Palermo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sabores del Sur Caballito' })).toBeInTheDocument();
    expect(screen.getByText('Abierto')).toBeInTheDocument();
    expect(screen.getByText('Cerrado', { selector: '.badge' })).toBeInTheDocument();
    expect(view.requests).toEqual(['GET /api/local/all?idMarca=marca-sabores']);
  });

  it('shows 6 skeleton cards while loading', () => {
    renderRemote(<App />, {
      remote: 'ordering',
      brand: testBrand(),
      api: { 'GET /api/local/all': () => ({ body: { data: [] } }) },
    });
    expect(screen.getAllByTestId('branch-skeleton')).toHaveLength(6);
  });

  it('on failure shows the toast and the inline retry of spec 000 section 8, and the retry works', async () => {
    let fail = true;
    const view = renderRemote(<App />, {
      remote: 'ordering',
      brand: testBrand(),
      api: {
        'GET /api/local/all': () =>
          fail ? { status: 500, body: { message: 'boom' } } : { body: { data: branches } },
      },
    });
    expect(await screen.findByText('No se pudieron cargar las sucursales.')).toBeInTheDocument();
    await waitFor(() =>
      expect(view.events).toContainEqual({
        type: 'toast:show',
        payload: {
          kind: 'error',
          message: 'No se pudo obtener la información de las sucursales. Por favor, inténtalo de nuevo.',
        },
      }),
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Intentar nuevamente' }));
    expect(await screen.findByRole('heading', { name: 'Sabores del Sur Palermo' })).toBeInTheDocument();
  });
});
