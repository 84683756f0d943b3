import { productSchema, type CustomisationOption, type Product, type UpsellingItem } from '../entities';

/** A burger with every kind of option group of spec 000 sections 4 and 5. */
export const burger: Product = productSchema.parse({
  _id: 'p1',
  sku: 'BURGER',
  name: 'Hamburguesa completa',
  price: 1500,
  storeId: 's1',
  children: [
    // radio group: min 1, max 1
    {
      name: 'Pan brioche',
      sku: 'PAN1',
      price: 0,
      category: { id: 'pan', name: 'Pan', minQty: 1, maxQty: 1 },
    },
    {
      name: 'Pan integral',
      sku: 'PAN2',
      price: 0,
      category: { id: 'pan', name: 'Pan', minQty: 1, maxQty: 1 },
    },
    // choose 2 to 3 sauces
    {
      name: 'Mayonesa',
      sku: 'S1',
      price: 0,
      category: { id: 'salsas', name: 'Salsas', minQty: 2, maxQty: 3 },
    },
    {
      name: 'Ketchup',
      sku: 'S2',
      price: 0,
      category: { id: 'salsas', name: 'Salsas', minQty: 2, maxQty: 3 },
    },
    {
      name: 'Mostaza',
      sku: 'S3',
      price: 0,
      category: { id: 'salsas', name: 'Salsas', minQty: 2, maxQty: 3 },
    },
    {
      name: 'Barbacoa',
      sku: 'S4',
      price: 0,
      category: { id: 'salsas', name: 'Salsas', minQty: 2, maxQty: 3 },
    },
    {
      name: 'Alioli',
      sku: 'S5',
      price: 0,
      active: false,
      category: { id: 'salsas', name: 'Salsas', minQty: 2, maxQty: 3 },
    },
    // exactly 3 toppings: the header reads n/3
    {
      name: 'Lechuga',
      sku: 'T1',
      price: 0,
      category: { id: 'toppings', name: 'Toppings', minQty: 3, maxQty: 3 },
    },
    {
      name: 'Tomate',
      sku: 'T2',
      price: 0,
      category: { id: 'toppings', name: 'Toppings', minQty: 3, maxQty: 3 },
    },
    {
      name: 'Cebolla',
      sku: 'T3',
      price: 0,
      category: { id: 'toppings', name: 'Toppings', minQty: 3, maxQty: 3 },
    },
    // nuggets in steps of 2, at most 4
    {
      name: 'Nuggets',
      sku: 'N1',
      price: 0,
      minLimit: 2,
      category: { id: 'nuggets', name: 'Nuggets', minQty: 0, maxQty: 4 },
    },
    {
      name: 'Aros',
      sku: 'N2',
      price: 0,
      minLimit: 2,
      category: { id: 'nuggets', name: 'Nuggets', minQty: 0, maxQty: 4 },
    },
    // additionals: min 0, max 1000, priced
    {
      name: 'Bacon',
      sku: 'A1',
      price: 300,
      category: { id: 'extras', name: 'Extras', minQty: 0, maxQty: 1000 },
    },
    {
      name: 'Cheddar',
      sku: 'A2',
      price: '250',
      category: { id: 'extras', name: 'Extras', minQty: 0, maxQty: 1000 },
    },
    // a priced group with a minimum is not a required ingredient group
    {
      name: 'Papas grandes',
      sku: 'G1',
      price: 900,
      category: { id: 'guarnicion', name: 'Guarnición', minQty: 1, maxQty: 1 },
    },
  ],
});

export function option(sku: string): CustomisationOption {
  const found = burger.children.find((o) => o.sku === sku);
  if (!found) throw new Error(`no option ${sku}`);
  return found;
}

export const soda: UpsellingItem = { sku: 'COLA', name: 'Gaseosa', price: 800, quantity: 1 };
export const flan: UpsellingItem = { sku: 'FLAN', name: 'Flan', price: 1200, quantity: 1 };

/** Deterministic ids for tests. */
export function sequentialIds(prefix = 'id'): () => string {
  let n = 0;
  return () => `${prefix}-${++n}`;
}
