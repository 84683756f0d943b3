import { Link } from 'shared-ui/router';
import { computeCartQuantity, computeCartTotal } from 'shared-contracts/cart';
import { formatMoney } from 'shared-contracts/money';
import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';

export const CHECKOUT_TITLE = 'Mi orden';
export const EMPTY_ORDER = 'No hay productos en la orden';

/** Checkout (spec 000 section 2): header 'Mi orden', back goes to the order summary. */
export function CheckoutScreen() {
  const { stores } = useMountProps();
  const cart = useShellStore(stores.cart, (s) => s.cart);
  useShellHeader({ title: CHECKOUT_TITLE, goBack: '/resumen-de-orden' });
  const quantity = computeCartQuantity(cart);
  return (
    <section className="screen" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="screen__title">
        {CHECKOUT_TITLE}
      </h1>
      {cart.products.length === 0 ? (
        <>
          <p>{EMPTY_ORDER}</p>
          <Link className="button" to="/">
            Ver sucursales
          </Link>
        </>
      ) : (
        <>
          <ul aria-label="Productos de la orden">
            {cart.products.map((product) => (
              <li key={product.orderProductId}>
                {product.quantity} × {product.name}
              </li>
            ))}
          </ul>
          <p>
            {quantity} productos · Total <strong>{formatMoney(computeCartTotal(cart))}</strong>
          </p>
        </>
      )}
    </section>
  );
}
