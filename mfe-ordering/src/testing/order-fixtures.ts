import { createProductInPreparation, setPreparationQuantity } from 'shared-contracts/cart';
import { chooseOption } from 'shared-contracts/customisation';
import { productSchema, type ProductInPreparation } from 'shared-contracts/entities';

/** A configured line of a fixture product: the given options chosen, at the given quantity. */
export function configuredLine(
  answer: unknown,
  optionSkus: string[],
  orderProductId: string,
  quantity = 1,
): ProductInPreparation {
  const product = productSchema.parse(answer);
  let prep = createProductInPreparation(product, {}, () => orderProductId);
  for (const sku of optionSkus) {
    const option = product.children.find((o) => o.sku === sku);
    if (!option) throw new Error(`no option ${sku} in ${product.sku}`);
    prep = chooseOption(prep, option).prep;
  }
  return setPreparationQuantity(prep, quantity);
}
