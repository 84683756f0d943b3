import type { OrderProduct } from 'shared-contracts/entities';
import { toNumber } from 'shared-contracts/money';
import { useBrandText } from 'shared-ui/translation';
import { useCheckoutT } from '../../../i18n';

/**
 * One product of the order at the checkout: its quantity and name, and below it what the customer
 * chose in the product's customisation (issue 28), as the summary lists it: the options chosen
 * ('ingredients': 'A punto', with a quantity when more than one), the additionals ('aditionals', with
 * their quantity) and the suggested complementary products ('upselling', 'Extra: …'), which the
 * order's total and its product count include. A line without any reads as before, quantity × name.
 */
export function CheckoutLine({ line }: { line: OrderProduct }) {
  const { t } = useCheckoutT();
  const brandText = useBrandText();
  const added = [
    ...Object.values(line.customization.ingredients).map((option) => {
      const quantity = toNumber(option.quantity);
      const name = option.name ? brandText(option.name) : option.sku;
      return quantity > 1 ? t('checkout.choiceLine', { name, quantity }) : name;
    }),
    ...Object.values(line.customization.aditionals).map((option) =>
      t('checkout.additionalLine', {
        name: option.name ? brandText(option.name) : option.sku,
        quantity: toNumber(option.quantity),
      }),
    ),
    ...line.upselling.map((item) =>
      t('checkout.extraLine', { name: brandText(item.name), quantity: toNumber(item.quantity) }),
    ),
  ];
  return (
    <li className="checkout-lines__item">
      <span>
        {line.quantity} × {brandText(line.name)}
        {added.length > 0 ? <span className="checkout-lines__options">{added.join(' · ')}</span> : null}
      </span>
    </li>
  );
}
