import { render, screen } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { renderRemote } from 'shared-ui/testing';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { App } from '../../../../app/app';
import { customerQrValue } from '../qr-screen';

const qrPath = (root: ParentNode) => root.querySelector('svg path:last-of-type')?.getAttribute('d');

describe('QR screen /qr-code (spec 001 section 2)', () => {
  it("shows the points total, the user's name and a QR of the user id and brand id", async () => {
    const view = renderRemote(<App />, {
      remote: 'loyalty',
      path: '/qr-code',
      brand: testBrand(),
      session: testSession(),
      api: { 'GET /api/points/user-1': () => ({ body: { data: { availablePoints: 3700 } } }) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Mi código QR' })).toBeInTheDocument();
    expect(view.stores.layout.getState().header.title).toBe('');
    expect(screen.getByText('Ana Pérez')).toBeInTheDocument();
    expect(await screen.findByText('3.700')).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'Tu código QR' });
    // The same value drawn again gives the same modules: the screen's QR carries user-1 and marca-sabores.
    const expected = render(
      <QRCodeSVG value={customerQrValue('user-1', 'marca-sabores')} size={224} marginSize={2} />,
    );
    expect(qrPath(qr.parentElement ?? qr)).toBe(qrPath(expected.container));
    expect(customerQrValue('user-1', 'marca-sabores')).toBe('{"userId":"user-1","brandId":"marca-sabores"}');
  });

  it("shows a new customer's points as the whole number '0', not '0,00' (issue 11)", async () => {
    renderRemote(<App />, {
      remote: 'loyalty',
      path: '/qr-code',
      brand: testBrand(),
      session: testSession(),
      api: { 'GET /api/points/user-1': () => ({ body: { data: { availablePoints: 0 } } }) },
    });
    expect(await screen.findByText('0')).toBeInTheDocument();
    expect(screen.queryByText('0,00')).not.toBeInTheDocument();
  });

  it('asks guests to sign in, shows no QR and calls no API', () => {
    const view = renderRemote(<App />, {
      remote: 'loyalty',
      path: '/qr-code',
      brand: testBrand(),
      session: testSession('guest'),
    });
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('img', { name: 'Tu código QR' })).not.toBeInTheDocument();
    expect(view.requests).toEqual([]);
  });
});
