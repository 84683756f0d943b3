import { screen, within } from '@testing-library/react';
import { cartSchema } from 'shared-contracts/entities';
import { renderRemote } from 'shared-ui/testing';
import { testBranch, testBrand, testSession } from 'shared-ui/testing/fixtures';
import { App } from '../../../../app/app';
import { offeredConsumeTypes } from '../../lib/consume-type';
import { forgetSubmission } from '../../lib/order-submission';
import { rememberPalermo } from '../../../../testing/remember-branch';

// A branch with table and takeaway only, as San Telmo in the demo.
const noDelivery = { tableSystem: true, takeawaySystem: true, deliverySystem: false };

function renderCheckout(appDownloadDomain: string | null) {
  rememberPalermo();
  return renderRemote(<App />, {
    remote: 'checkout',
    path: '/checkout',
    brand: testBrand(
      appDownloadDomain
        ? { appDownload: { domain: appDownloadDomain, appStoreUrl: 'https://apps.apple.com/x' } }
        : {},
    ),
    session: testSession('registered'),
    cart: cartSchema.parse({
      draftOrderId: 'draft-1',
      products: [{ _id: 'p1', orderProductId: 'op1', name: 'Flan', sku: 'FLN', price: 9000, quantity: 1 }],
      total: 9000,
      quantity: 1,
    }),
    api: {
      'GET /api/local/suc-palermo': () => ({
        body: {
          data: [
            testBranch({ systemOptions: noDelivery, paymentMethods: { mercadoPago: { enabled: true } } }),
          ],
        },
      }),
      'GET /api/pedido/active/user-1': () => ({ body: { data: [] } }),
      'GET /api/points/user-1': () => ({ body: { data: { availablePoints: 0 } } }),
      'GET /api/pedido/direccion/user-1': () => ({ body: { data: [] } }),
    },
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetSubmission();
});

describe('the app-download domain forces delivery as an option (spec 000 section 9)', () => {
  it('offeredConsumeTypes adds delivery when forced, and only then', () => {
    const branch = { systemOptions: { ...noDelivery, deliveryPropio: { activo: false, payment: false } } };
    expect(offeredConsumeTypes(branch)).toEqual(['local', 'takeaway']);
    expect(offeredConsumeTypes(branch, { forceDelivery: true })).toEqual(['local', 'takeaway', 'delivery']);
    // a branch that delivers already lists it once
    expect(
      offeredConsumeTypes(
        { systemOptions: { ...branch.systemOptions, deliverySystem: true } },
        { forceDelivery: true },
      ),
    ).toEqual(['local', 'takeaway', 'delivery']);
  });

  it("the checkout on that domain (this page's host) offers Delivery at a branch without it", async () => {
    renderCheckout(window.location.hostname);
    const group = await screen.findByRole('group', { name: '¿Cómo querés tu pedido?' });
    expect(within(group).getByRole('radio', { name: 'Delivery' })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'Retiro en sucursal' })).toBeInTheDocument();
  });

  it("on the brand's other domains the branch's own modes stand", async () => {
    renderCheckout('app.example.com');
    const group = await screen.findByRole('group', { name: '¿Cómo querés tu pedido?' });
    expect(within(group).queryByRole('radio', { name: 'Delivery' })).not.toBeInTheDocument();
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
  });
});
