import { addProductToCart, createEmptyCart } from 'shared-contracts/cart';
import { orderProductSchema, type Cart, type OrderProduct } from 'shared-contracts/entities';

/** A cart line as the API answers it (shared-contracts orderProductSchema). */
export function line(overrides: Record<string, unknown>): OrderProduct {
  return orderProductSchema.parse({
    quantity: 1,
    storeId: 'store-palermo',
    orderProductId: `line-${String(overrides.sku)}`,
    ...overrides,
  });
}

/** The burger 'A punto' with 2 fried eggs, twice: (11900 + 2 × 1200) × 2 = 28600. */
export const BURGER = line({
  _id: 'prod-sab-040',
  name: 'Hamburguesa clásica',
  sku: 'SAB-040',
  price: 11900,
  quantity: 2,
  comments: 'Sin pepinos',
  customization: {
    ingredients: {
      'OPT-A-PUNTO-prod-sab-040-g1': {
        name: 'A punto',
        sku: 'OPT-A-PUNTO',
        price: 0,
        quantity: 1,
        category: { id: 'prod-sab-040-g1' },
      },
    },
    aditionals: {
      'OPT-HUEVO-prod-sab-040-g2': {
        name: 'Huevo frito',
        sku: 'OPT-HUEVO',
        price: 1200,
        quantity: 2,
        category: { id: 'prod-sab-040-g2' },
      },
    },
  },
});

/** The pizza at its takeaway price (13500 at the table). */
export const pizza = (price = 12500) =>
  line({ _id: 'prod-sab-030', name: 'Pizza muzzarella', sku: 'SAB-030', price });

/** An order in progress holding `lines`, of that consumption type. */
export function cartWith(lines: OrderProduct[], consumeType: Cart['consumeType'] = 'takeaway'): Cart {
  return lines.reduce(
    (cart, product) =>
      addProductToCart(cart, {
        product,
        quantity: Number(product.quantity),
        total: 0,
        ingredientsRequired: false,
        crossSelling: false,
      }),
    { ...createEmptyCart(), consumeType },
  );
}
