import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productSchema } from 'shared-contracts/entities';
import { renderRemote } from 'shared-ui/testing';
import { testBrand } from 'shared-ui/testing/fixtures';
import { ProductCard } from '../product-card';

const product = (sku: string, price: unknown) => productSchema.parse({ sku, name: 'Provoleta', price });

describe('product card (spec 000 section 5)', () => {
  it("opens {basePath}/product/{sku} keeping the screen's query", async () => {
    const view = renderRemote(
      <ul>
        <ProductCard product={product('SAB-003', 8500)} basePath="/menu/a/b" pricing={{}} />
      </ul>,
      { remote: 'ordering', path: '/menu/a/b?categoria=sab-compartir', brand: testBrand() },
    );
    await userEvent.click(screen.getByRole('button', { name: /Provoleta/ }));
    expect(view.history.at(-1)).toBe('/menu/a/b/product/SAB-003?categoria=sab-compartir');
  });

  it("a price of 0 reads 'Ver Precios'", () => {
    renderRemote(
      <ul>
        <ProductCard product={product('SAB-004', 0)} basePath="/menu/a/b" pricing={{}} />
      </ul>,
      { remote: 'ordering', path: '/menu/a/b', brand: testBrand() },
    );
    expect(screen.getByRole('button', { name: /Ver Precios/ })).toBeInTheDocument();
  });

  it('without a sku or a base path it does not open, and only logs', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const view = renderRemote(
      <ul>
        <ProductCard product={product('', 8500)} basePath="/menu/a/b" pricing={{}} />
        <ProductCard product={product('SAB-003', 8500)} basePath="" pricing={{}} />
      </ul>,
      { remote: 'ordering', path: '/menu/a/b', brand: testBrand() },
    );
    for (const card of screen.getAllByRole('button', { name: /Provoleta/ })) await userEvent.click(card);
    expect(view.history).toEqual(['/menu/a/b']);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
