import fc from 'fast-check';
import {
  addAdditional,
  addIngredient,
  addProductToCart,
  addUpselling,
  createEmptyCart,
  createProductInPreparation,
  groupTotal,
  removeIngredient,
  removeProductFromCart,
  setPreparationQuantity,
} from '../cart';
import { productSchema, type Cart, type ProductInPreparation } from '../entities';
import { burger, option } from './cart-fixtures';

// Prices as the API may send them: numbers, numeric strings, junk, nothing (junk and nothing count as 0).
const priceArb = fc.oneof(
  fc.integer({ min: 0, max: 500_000 }).map((cents) => cents / 100),
  fc.integer({ min: 0, max: 500_000 }).map((cents) => String(cents / 100)),
  fc.constantFrom('consultar', '', undefined),
);
const numeric = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && v !== '' && !Number.isNaN(Number(v)) ? Number(v) : 0;

interface LineSpec {
  price: number | string | undefined;
  quantity: number;
  aditionals: { price: number | string | undefined; adds: number }[];
  upselling: { price: number | string | undefined; quantity: number }[];
}

const lineArb: fc.Arbitrary<LineSpec> = fc.record({
  price: priceArb,
  quantity: fc.integer({ min: 1, max: 5 }),
  aditionals: fc.array(fc.record({ price: priceArb, adds: fc.integer({ min: 1, max: 3 }) }), {
    maxLength: 3,
  }),
  upselling: fc.array(fc.record({ price: priceArb, quantity: fc.integer({ min: 1, max: 3 }) }), {
    maxLength: 2,
  }),
});

type Command =
  | { kind: 'add'; line: LineSpec }
  | { kind: 'remove'; index: number }
  | { kind: 'edit'; index: number; quantity: number };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  lineArb.map((line) => ({ kind: 'add' as const, line })),
  fc.nat(20).map((index) => ({ kind: 'remove' as const, index })),
  fc
    .record({ index: fc.nat(20), quantity: fc.integer({ min: 1, max: 6 }) })
    .map((c) => ({ kind: 'edit' as const, ...c })),
);

function buildPrep(line: LineSpec, n: number): ProductInPreparation {
  const product = productSchema.parse({
    sku: `P${n}`,
    name: `Producto ${n}`,
    children: line.aditionals.map((a, i) => ({
      name: `Extra ${i}`,
      sku: `A${i}`,
      price: a.price ?? null,
      category: { id: 'extras', minQty: 0, maxQty: 1000 },
    })),
  });
  let prep = createProductInPreparation({ ...product, price: numeric(line.price) }, {}, () => `op-${n}`);
  // keep the raw API price on the line: the cart must read it with the 'counts as 0' rule
  prep = { ...prep, product: { ...prep.product, price: line.price ?? null } };
  line.aditionals.forEach((a, i) => {
    const extra = product.children[i];
    for (let k = 0; extra && k < a.adds; k += 1) prep = addAdditional(prep, extra);
  });
  line.upselling.forEach((u, i) => {
    prep = addUpselling(prep, {
      sku: `U${n}-${i}`,
      name: 'Extra',
      price: u.price ?? null,
      quantity: u.quantity,
    });
  });
  return setPreparationQuantity(prep, line.quantity);
}

/** The total recomputed from the lines with plain arithmetic. */
function recomputeTotal(cart: Cart): number {
  return cart.products.reduce((sum, line) => {
    const extras =
      Object.values(line.customization.aditionals).reduce((s, o) => s + numeric(o.price) * o.quantity, 0) +
      Object.values(line.customization.ingredients).reduce((s, o) => s + numeric(o.price) * o.quantity, 0);
    const upselling = line.upselling.reduce((s, u) => s + numeric(u.price) * u.quantity, 0);
    return sum + (numeric(line.price) + extras) * line.quantity + upselling;
  }, 0);
}

describe('cart properties', () => {
  it('for any sequence of adds, edits and removes the total equals the recomputed sum of lines, never negative, and the quantity equals the recomputed count', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 30 }), (commands) => {
        let cart = createEmptyCart();
        let expectedQuantity = 0;
        let n = 0;
        let lifted = 0;
        for (const command of commands) {
          if (command.kind === 'add') {
            n += 1;
            cart = addProductToCart(cart, buildPrep(command.line, n));
            expectedQuantity +=
              command.line.quantity + command.line.upselling.reduce((s, u) => s + u.quantity, 0);
          } else {
            const line = cart.products[command.index % Math.max(1, cart.products.length)];
            if (!line) continue;
            if (command.kind === 'remove') {
              cart = removeProductFromCart(cart, line.orderProductId, () => `lifted-${++lifted}`);
              expectedQuantity -= 1;
            } else {
              const prep: ProductInPreparation = {
                product: line,
                quantity: line.quantity,
                total: 0,
                ingredientsRequired: false,
                crossSelling: line.crossSelling,
              };
              cart = addProductToCart(cart, setPreparationQuantity(prep, command.quantity));
              expectedQuantity += command.quantity - line.quantity;
            }
          }
          expect(Math.abs(cart.total - recomputeTotal(cart))).toBeLessThan(1e-6);
          expect(cart.total).toBeGreaterThanOrEqual(0);
          expect(cart.quantity).toBe(expectedQuantity);
          expect(cart.crossSelling).toBe(cart.products.some((p) => p.upselling.length > 0));
          if (cart.products.length > 0) expect(cart.draftOrderId).not.toBeNull();
        }
      }),
      { numRuns: 300 },
    );
  });

  it('adding a plain line then removing it restores the previous total', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 5 }), lineArb, (before, extra) => {
        let cart = createEmptyCart();
        before.forEach((line, i) => {
          cart = addProductToCart(cart, buildPrep(line, i));
        });
        const plain = buildPrep({ ...extra, quantity: 1, upselling: [] }, 99);
        const after = removeProductFromCart(addProductToCart(cart, plain), plain.product.orderProductId);
        expect(after.total).toBe(cart.total);
        expect(after.quantity).toBe(cart.quantity);
      }),
    );
  });

  it('an ingredient group never goes above its maxQty, whatever is added or removed', () => {
    const skus = ['S1', 'S2', 'S3', 'S4', 'S5', 'N1', 'N2', 'PAN1', 'PAN2', 'T1', 'T2', 'T3'];
    const maxOf: Record<string, number> = { salsas: 3, nuggets: 4, pan: 1, toppings: 3 };
    fc.assert(
      fc.property(
        fc.array(fc.record({ sku: fc.constantFrom(...skus), add: fc.boolean() }), { maxLength: 40 }),
        (steps) => {
          let prep = createProductInPreparation(burger, {}, () => 'op');
          for (const step of steps) {
            const o = option(step.sku);
            if (step.add) {
              const result = addIngredient(prep, o);
              if (result.reason)
                expect(result.reason).toBe(
                  `No podés agregar más de ${o.category.maxQty} unidades en esta categoría.`,
                );
              prep = result.prep;
            } else {
              prep = removeIngredient(prep, o);
            }
            for (const [group, max] of Object.entries(maxOf))
              expect(groupTotal(prep, group)).toBeLessThanOrEqual(max);
            expect(prep.total).toBe(1500);
          }
        },
      ),
    );
  });
});
